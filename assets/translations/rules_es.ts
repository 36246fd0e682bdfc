<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>A ball-count bonus is at most ×5 (Art. 8), not ×{factor} ({prize})</source>
            <translation>Un bono por cantidad de bolillas es como máximo ×5 (Art. 8), no ×{factor} ({prize})</translation>
        </message>
        <message>
            <source>A bonus row is a ball count (1–75) and a factor (1–5)</source>
            <translation>Una fila de bono es una cantidad de bolillas (1–75) y un factor (1–5)</translation>
        </message>
        <message>
            <source>Art. 8 grants a ball-count bonus only to the line (and the four corners) and to T or L, not to {prize}</source>
            <translation>El Art. 8 concede bono por cantidad de bolillas solo a la línea (y los cuatro vértices) y a la T o L, no a {prize}</translation>
        </message>
        <message>
            <source>Card {card} already holds a claim for these prizes: one card is one player and never shares a prize with itself (Art. 14)</source>
            <translation>El cartón {card} ya tiene un reclamo por estos premios: un cartón es un jugador y nunca comparte un premio consigo mismo (Art. 14)</translation>
        </message>
        <message>
            <source>Claim {claim} is a co-winner still to be awarded: award it before paying this prize (Art. 14)</source>
            <translation>El reclamo {claim} es un coganador aún sin adjudicar: adjudíquelo antes de pagar este premio (Art. 14)</translation>
        </message>
        <message>
            <source>Paying {amount} cents would take more than the prize's {total} cents out: each prize leaves once (Art. 15)</source>
            <translation>Pagar {amount} centésimos sacaría más que los {total} centésimos del premio: cada premio sale una sola vez (Art. 15)</translation>
        </message>
        <message>
            <source>The casino puts at most {maximum} cents into one pot, from its start to its win; {left} cents are left for this pot (Art. 7 f)</source>
            <translation>El casino aporta como máximo {maximum} centésimos a un pozo, desde su inicio hasta que se gana; a este pozo le quedan {left} centésimos (Art. 7 f)</translation>
        </message>
        <message>
            <source>Each shape of the prize '{prize}' is a name and five rows of five cells, e.g. ["T", "XXXXX/..X../..*../..X../..X.."]</source>
            <translation>Cada figura del premio «{prize}» es un nombre y cinco filas de cinco casillas, p. ej. ["T", "XXXXX/..X../..*../..X../..X.."]</translation>
        </message>
        <message>
            <source>Game {game} is drawn from the {right}; a ball from the {wrong} is refused</source>
            <translation>El juego {game} se sortea con el {right}; se rechaza una bolilla del {wrong}</translation>
        </message>
        <message>
            <source>Game {game} still has cards sold ({n}): only a game with no card sold is voided; take them back first</source>
            <translation>El juego {game} aún tiene cartones vendidos ({n}): solo se anula un juego sin cartones vendidos; recíbalos devueltos primero</translation>
        </message>
        <message>
            <source>Game {game}'s draw has started: the figures are rectified only until the first ball (Art. 12)</source>
            <translation>El sorteo del juego {game} ya empezó: las cifras se rectifican solo hasta la primera bolilla (Art. 12)</translation>
        </message>
        <message>
            <source>No new game with the hall's ball-count bonus table as it stands: {reason}. Correct it in the settings (Art. 8)</source>
            <translation>Ningún juego nuevo con la tabla de bonificación por cantidad de bolillas de la sala tal como está: {reason}. Corríjala en los ajustes (Art. 8)</translation>
        </message>
        <message>
            <source>The patterns are, for each prize, a list of shapes: each a name and five rows of five cells</source>
            <translation>Las figuras son, para cada premio, una lista de figuras: cada una un nombre y cinco filas de cinco casillas</translation>
        </message>
        <message>
            <source>Voiding a game records its reason</source>
            <translation>Anular un juego registra su motivo</translation>
        </message>
        <message>
            <source>{name} closed the sales of game {game} and proclaimed its figures, so {name} cannot {step}: the jury checks someone else's work (Art. 12); another jury member does it</source>
            <translation>{name} cerró la venta del juego {game} y proclamó sus cifras, así que {name} no puede {step}: el jurado controla el trabajo de otro (Art. 12); lo hace otro miembro del jurado</translation>
        </message>
        <message>
            <source>{prize}: Art. 8 allows at most ×{ceiling} at {balls} balls, not ×{factor}</source>
            <translation>{prize}: el Art. 8 permite como máximo ×{ceiling} a las {balls} bolillas, no ×{factor}</translation>
        </message>
        <message>
            <source>{prize}: Art. 8 gives no ball-count bonus after {last} balls; ×{factor} up to {balls} balls is above the regulation's ceiling</source>
            <translation>{prize}: el Art. 8 no da bonificación por cantidad de bolillas pasadas las {last} bolillas; ×{factor} hasta {balls} bolillas supera el tope del reglamento</translation>
        </message>
    </context>
    <context>
        <name>BonusEditor</name>
        <message>
            <source>Art. 8 grants a ball-count bonus only to the line (and the four corners) and to T or L: {prize} has none.</source>
            <translation>El Art. 8 concede bono por cantidad de bolillas solo a la línea (y los cuatro vértices) y a la T o L: {prize} no tiene.</translation>
        </message>
        <message>
            <source>The regulation's ceiling (Art. 8): at most ×5. A hall may lower a bonus or switch it off.</source>
            <translation>El tope del reglamento (Art. 8): como máximo ×5. La sala puede bajar un bono o quitarlo.</translation>
        </message>
        <message>
            <source>The station will refuse this: {reason}</source>
            <translation>La estación no aceptará esto: {reason}</translation>
        </message>
        <message>
            <source>Art. 8 allows at that count</source>
            <translation>El Art. 8 permite a esa cantidad</translation>
        </message>
        <message>
            <source>The regulation's ceiling (Art. 8), ball count by ball count: {steps} balls, no bonus after. A hall may lower a bonus or switch it off, never raise it.</source>
            <translation>El tope del reglamento (Art. 8), cantidad de bolillas por cantidad: {steps} bolillas, sin bonificación después. La sala puede bajar una bonificación o quitarla, nunca subirla.</translation>
        </message>
        <message>
            <source>at most ×{factor} at {balls} balls</source>
            <translation>como máximo ×{factor} a las {balls} bolillas</translation>
        </message>
        <message>
            <source>no bonus</source>
            <translation>sin bonificación</translation>
        </message>
        <message>
            <source>no bonus after {last} balls</source>
            <translation>sin bonificación pasadas las {last} bolillas</translation>
        </message>
        <message>
            <source>×{factor} up to {balls}</source>
            <translation>×{factor} hasta {balls}</translation>
        </message>
    </context>
    <context>
        <name>CashierWindow</name>
        <message>
            <source>Casino's contribution in pesos ({left} left for this pot, of at most {cap}):</source>
            <translation>Aporte del casino en pesos (le quedan {left} a este pozo, de un máximo de {cap}):</translation>
        </message>
        <message>
            <source>Casino's contribution to this pot: {given} of at most {cap} from the pot's start to its win; {left} left.</source>
            <translation>Aporte del casino a este pozo: {given} de un máximo de {cap} desde el inicio del pozo hasta que se gana; quedan {left}.</translation>
        </message>
        <message>
            <source>Game {game} voided: {reason}. The pot stays {pot}.</source>
            <translation>Juego {game} anulado: {reason}. El pozo queda en {pot}.</translation>
        </message>
        <message>
            <source>Void the game</source>
            <translation>Anular el juego</translation>
        </message>
        <message>
            <source>Void the game (no card sold)…</source>
            <translation>Anular el juego (ningún cartón vendido)…</translation>
        </message>
        <message>
            <source>Why is game {game} voided? (e.g. every card was returned after the jury's rectification)</source>
            <translation>¿Por qué se anula el juego {game}? (p. ej. se devolvieron todos los cartones tras la rectificación del jurado)</translation>
        </message>
        <message>
            <source>voided</source>
            <translation>anulado</translation>
        </message>
    </context>
    <context>
        <name>BallStats</name>
        <message>
            <source>Furthest ball: {ball}, {count} times (z = {z}); for the largest |z| of the 75 balls p = {p}</source>
            <translation>Bolilla más alejada: {ball}, {count} veces (z = {z}); para el mayor |z| de las 75 bolillas p = {p}</translation>
        </message>
        <message>
            <source>⚠ ALERT — {source}: ball {ball} came out {count} times against {expected} expected (z = {z}; p = {p} for the largest of the 75, below {level}). Have the blower and that ball inspected.</source>
            <translation>⚠ ALERTA — {source}: la bolilla {ball} salió {count} veces contra {expected} esperadas (z = {z}; p = {p} para la mayor de las 75, menor que {level}). Haga revisar el bolillero y esa bolilla.</translation>
        </message>
        <message>
            <source>Furthest ball {ball}: z = {z}, p = {p} (for the 75)</source>
            <translation>Bolilla más alejada {ball}: z = {z}, p = {p} (para las 75)</translation>
        </message>
    </context>
    <context>
        <name>BallsPanel</name>
        <message>
            <source>Bars: how often each ball came out; line: how often it should have; dashes: two standard deviations around it. The alert is raised when the χ² test's p-value, or the furthest ball's (for the 75 balls), is below 0.001.</source>
            <translation>Barras: cuántas veces salió cada bolilla; línea: cuántas debió salir; guiones: dos desvíos estándar alrededor. La alerta se da cuando el valor p de la prueba χ², o el de la bolilla más alejada (para las 75 bolillas), es menor que 0,001.</translation>
        </message>
    </context>
    <context>
        <name>DayReport</name>
        <message>
            <source>+ 3 % of it kept as the next pot's start (Art. 7 f)</source>
            <translation>+ 3 % de él retenido como inicio del próximo pozo (Art. 7 f)</translation>
        </message>
        <message>
            <source>Balls drawn — is the blower fair? (χ² test and the furthest ball; alert below p = 0.001)</source>
            <translation>Bolillas sorteadas — ¿es parejo el bolillero? (prueba χ² y la bolilla más alejada; alerta con p menor que 0,001)</translation>
        </message>
        <message>
            <source>Game voided by {name}, no card sold: {reason}</source>
            <translation>Juego anulado por {name}, sin cartones vendidos: {reason}</translation>
        </message>
        <message>
            <source>Ratification by {names} withdrawn and figures rectified by {jury} (proclamation {n}, takings {takings}): {reason}</source>
            <translation>Ratificación de {names} retirada y cifras rectificadas por {jury} (proclamación {n}, recaudación {takings}): {reason}</translation>
        </message>
        <message>
            <source>− Major prize won (its game's whole pot)</source>
            <translation>− Premio mayor ganado (todo el pozo de su juego)</translation>
        </message>
        <message>
            <source>✔ The pot adds up: start + contributions + 15 % − major prize won + 3 % kept = end</source>
            <translation>✔ El pozo cuadra: inicio + aportes + 15 % − premio mayor ganado + 3 % retenido = final</translation>
        </message>
        <message>
            <source>✘ ERROR — the pot does not add up: its movements make {expected}, but the pot is {pot} (difference {difference}). Have the log checked before the next game.</source>
            <translation>✘ ERROR — el pozo no cuadra: sus movimientos dan {expected}, pero el pozo es {pot} (diferencia {difference}). Haga revisar el registro antes del próximo juego.</translation>
        </message>
        <message>
            <source>✘ The pot does not add up: see the error below</source>
            <translation>✘ El pozo no cuadra: vea el error abajo</translation>
        </message>
    </context>
    <context>
        <name>DayReportWindow</name>
        <message>
            <source>✘ The pot does not add up: check the log</source>
            <translation>✘ El pozo no cuadra: revise el registro</translation>
        </message>
    </context>
    <context>
        <name>DrawSource</name>
        <message>
            <source>blower</source>
            <translation>bolillero</translation>
        </message>
        <message>
            <source>electronic drawer</source>
            <translation>bolillero electrónico</translation>
        </message>
    </context>
    <context>
        <name>GameState</name>
        <message>
            <source>being set up</source>
            <translation>en preparación</translation>
        </message>
        <message>
            <source>drawing</source>
            <translation>en sorteo</translation>
        </message>
        <message>
            <source>finished</source>
            <translation>terminado</translation>
        </message>
        <message>
            <source>paused for a claim</source>
            <translation>en pausa por un reclamo</translation>
        </message>
        <message>
            <source>proclaimed, waiting for the jury</source>
            <translation>con las cifras proclamadas, esperando al jurado</translation>
        </message>
        <message>
            <source>ratified, before its first ball</source>
            <translation>con las cifras ratificadas, antes de su primera bolilla</translation>
        </message>
        <message>
            <source>selling</source>
            <translation>con la venta abierta</translation>
        </message>
    </context>
    <context>
        <name>GameStep</name>
        <message>
            <source>award prizes</source>
            <translation>adjudicar premios</translation>
        </message>
        <message>
            <source>close the sales</source>
            <translation>cerrar la venta</translation>
        </message>
        <message>
            <source>correct the last ball</source>
            <translation>corregir la última bolilla</translation>
        </message>
        <message>
            <source>draw a ball</source>
            <translation>sortear una bolilla</translation>
        </message>
        <message>
            <source>open the sales</source>
            <translation>abrir la venta</translation>
        </message>
        <message>
            <source>pause the draw for a claim</source>
            <translation>pausar el sorteo por un reclamo</translation>
        </message>
        <message>
            <source>rectify its figures</source>
            <translation>rectificar sus cifras</translation>
        </message>
        <message>
            <source>resume the draw</source>
            <translation>reanudar el sorteo</translation>
        </message>
        <message>
            <source>sell cards</source>
            <translation>vender cartones</translation>
        </message>
        <message>
            <source>sign its ratification</source>
            <translation>firmar su ratificación</translation>
        </message>
        <message>
            <source>take a claim</source>
            <translation>tomar un reclamo</translation>
        </message>
        <message>
            <source>take back cards</source>
            <translation>recibir cartones devueltos</translation>
        </message>
        <message>
            <source>void the game</source>
            <translation>anular el juego</translation>
        </message>
    </context>
    <context>
        <name>JuryReviewDialog</name>
        <message>
            <source>Ratified by {names}: the draw may start. Until the first ball the jury may still rectify (the ratification is then withdrawn).</source>
            <translation>Ratificadas por {names}: el sorteo puede empezar. Hasta la primera bolilla el jurado aún puede rectificar (la ratificación se retira).</translation>
        </message>
        <message>
            <source>The jury takes note of the central cashier's figures and ratifies or rectifies them. No ball is drawn before they are ratified; until the first ball the jury may still rectify them.</source>
            <translation>El jurado toma conocimiento de las cifras del cajero central y las ratifica o rectifica. No se sortea ninguna bolilla antes de ratificarlas; hasta la primera bolilla el jurado aún puede rectificarlas.</translation>
        </message>
        <message>
            <source>Withdraw the ratification and rectify the figures</source>
            <translation>Retirar la ratificación y rectificar las cifras</translation>
        </message>
        <message>
            <source>The card price, the prizes' patterns and the major prize's limit are the day's plan (Arts. 9, 13): a rectification never changes them; it corrects the central cashier's calculation (the sales, the trays, the takings, the shares, the pot).</source>
            <translation>El precio del cartón, las figuras de los premios y el límite del premio mayor son el plan del día (Arts. 9, 13): una rectificación nunca los cambia; corrige el cálculo del cajero central (la venta, las bandejas, la recaudación, las partes, el pozo).</translation>
        </message>
    </context>
    <context>
        <name>MajorPanel</name>
        <message>
            <source>figures being corrected</source>
            <translation>cifras en corrección</translation>
        </message>
    </context>
    <context>
        <name>Money</name>
        <message>
            <source>The ANTE</source>
            <translation>El ANTE</translation>
        </message>
        <message>
            <source>The amount</source>
            <translation>El importe</translation>
        </message>
        <message>
            <source>The card price</source>
            <translation>El precio del cartón</translation>
        </message>
        <message>
            <source>The casino's contribution</source>
            <translation>El aporte del casino</translation>
        </message>
        <message>
            <source>The meter</source>
            <translation>El contador</translation>
        </message>
        <message>
            <source>The meter at COIN IN</source>
            <translation>El contador en COIN IN</translation>
        </message>
        <message>
            <source>The meter before COIN IN</source>
            <translation>El contador antes de COIN IN</translation>
        </message>
        <message>
            <source>The money received</source>
            <translation>El dinero recibido</translation>
        </message>
    </context>
    <context>
        <name>PrizeBoard</name>
        <message>
            <source>PRIZES — the jury is rectifying the figures</source>
            <translation>PREMIOS — el jurado está rectificando las cifras</translation>
        </message>
        <message>
            <source>figures being corrected</source>
            <translation>cifras en corrección</translation>
        </message>
    </context>
    <context>
        <name>SettingsWindow</name>
        <message>
            <source>Jury sign-offs (each prize, each game's figures, the records)</source>
            <translation>Firmas del jurado (cada premio, las cifras de cada juego, las actas)</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Ratification by {names} withdrawn before the first ball (Art. 12)</source>
            <translation>Ratificación de {names} retirada antes de la primera bolilla (Art. 12)</translation>
        </message>
        <message>
            <source>Game voided by {by}, no card sold: {reason}</source>
            <translation>Juego anulado por {by}, sin cartones vendidos: {reason}</translation>
        </message>
    </context>
</TS>
