<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>DayWindow</name>
        <message>
            <source> (season plan)</source>
            <translation> (plan de temporada)</translation>
        </message>
        <message>
            <source> balls</source>
            <translation> bolillas</translation>
        </message>
        <message>
            <source>A jury member signs with their PIN</source>
            <translation>Un miembro del jurado firma con su PIN</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartones</translation>
        </message>
        <message>
            <source>Closing record</source>
            <translation>Acta de cierre</translation>
        </message>
        <message>
            <source>Closing record of day {day} signed: no new game until the next opening record.</source>
            <translation>Acta de cierre del día {day} firmada: no habrá nuevo juego hasta la próxima acta de apertura.</translation>
        </message>
        <message>
            <source>Colour / letter</source>
            <translation>Color / letra</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Cantidad</translation>
        </message>
        <message>
            <source>Day {day} is CLOSED — {date}</source>
            <translation>Día {day} CERRADO — {date}</translation>
        </message>
        <message>
            <source>Day {day} is OPEN — {date}</source>
            <translation>Día {day} ABIERTO — {date}</translation>
        </message>
        <message>
            <source>HallStation — The day's records (Art. 9)</source>
            <translation>HallStation — Actas del día (Art. 9)</translation>
        </message>
        <message>
            <source>Major prize limit of the day (Art. 13, 50 to 60 balls)</source>
            <translation>Límite del Premio Mayor del día (Art. 13, de 50 a 60 bolillas)</translation>
        </message>
        <message>
            <source>No day opened yet</source>
            <translation>Todavía no se abrió el día</translation>
        </message>
        <message>
            <source>No sale and no game before the opening record is signed (Art. 9).</source>
            <translation>Ninguna venta ni juego antes de firmar el acta de apertura (Art. 9).</translation>
        </message>
        <message>
            <source>On sale</source>
            <translation>A la venta</translation>
        </message>
        <message>
            <source>Opened by: {opened} · Closed by: {closed} · Unsold cards: {count}</source>
            <translation>Abierto por: {opened} · Cerrado por: {closed} · Cartones sobrantes: {count}</translation>
        </message>
        <message>
            <source>Opening record</source>
            <translation>Acta de apertura</translation>
        </message>
        <message>
            <source>Opening record of day {day} signed: sales may start.</source>
            <translation>Acta de apertura del día {day} firmada: puede comenzar la venta.</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <source>Print the closing record (PDF)</source>
            <translation>Imprimir el acta de cierre (PDF)</translation>
        </message>
        <message>
            <source>Print the opening record (PDF)</source>
            <translation>Imprimir el acta de apertura (PDF)</translation>
        </message>
        <message>
            <source>Record printed to {path}</source>
            <translation>Acta impresa en {path}</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Observación</translation>
        </message>
        <message>
            <source>Resealed</source>
            <translation>Relacrada</translation>
        </message>
        <message>
            <source>Sales are allowed. After the closing record no new game can be created.</source>
            <translation>La venta está habilitada. Después del acta de cierre no se puede crear ningún juego nuevo.</translation>
        </message>
        <message>
            <source>Seal intact</source>
            <translation>Lacre intacto</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Series on sale: {series} · Major prize limit: {limit} balls{plan} · Signed by: {signers}</source>
            <translation>Series a la venta: {series} · Límite del Premio Mayor: {limit} bolillas{plan} · Firmada por: {signers}</translation>
        </message>
        <message>
            <source>Sign the closing record…</source>
            <translation>Firmar el acta de cierre…</translation>
        </message>
        <message>
            <source>Sign the opening record…</source>
            <translation>Firmar el acta de apertura…</translation>
        </message>
        <message>
            <source>Signing cancelled: nothing changed.</source>
            <translation>Firma cancelada: no se cambió nada.</translation>
        </message>
        <message>
            <source>The closing record is signed: no new game until the next opening record (Art. 9).</source>
            <translation>El acta de cierre está firmada: ningún juego nuevo hasta la próxima acta de apertura (Art. 9).</translation>
        </message>
        <message>
            <source>The game manager signs with their PIN</source>
            <translation>El Encargado de Juego firma con su PIN</translation>
        </message>
        <message>
            <source>The unsold leftovers of every series of the day, as the station counts them. Reseal each series and say so; a seal that could not be closed needs a remark. Then the same signatures.</source>
            <translation>Los sobrantes de cada serie del día, según los cuenta la estación. Relacre cada serie e indíquelo; un lacre que no pudo cerrarse necesita una observación. Luego, las mismas firmas.</translation>
        </message>
        <message>
            <source>Tick the series going on sale today. For each, say whether its seal was found intact; a broken seal needs a remark. Then the jury and the game manager sign with their PINs.</source>
            <translation>Marque las series que salen hoy a la venta. Para cada una indique si su lacre estaba inviolado; un lacre roto necesita una observación. Luego firman el jurado y el Encargado de Juego con sus PIN.</translation>
        </message>
        <message>
            <source>Today</source>
            <translation>Hoy</translation>
        </message>
        <message>
            <source>Unsold cards</source>
            <translation>Cartones sobrantes</translation>
        </message>
        <message>
            <source>intact</source>
            <translation>intacto</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>none (all sold)</source>
            <translation>ninguna (todas vendidas)</translation>
        </message>
        <message>
            <source>plan de temporada (season plan in force, Art. 13)</source>
            <translation>plan de temporada (plan fijo vigente, Art. 13)</translation>
        </message>
        <message>
            <source>required when not resealed</source>
            <translation>obligatoria si no se relacró</translation>
        </message>
        <message>
            <source>required when the seal is broken</source>
            <translation>obligatoria si el lacre está roto</translation>
        </message>
        <message>
            <source>resealed</source>
            <translation>relacrada</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>{title} — signature {n} of {total}</source>
            <translation>{title} — firma {n} de {total}</translation>
        </message>
    </context>
    <context>
        <name>Role</name>
        <message>
            <source>administrator</source>
            <translation>administrador</translation>
        </message>
        <message>
            <source>caller</source>
            <translation>cantor</translation>
        </message>
        <message>
            <source>cashier</source>
            <translation>cajero</translation>
        </message>
        <message>
            <source>central cashier</source>
            <translation>cajero central</translation>
        </message>
        <message>
            <source>game manager</source>
            <translation>encargado de juego</translation>
        </message>
        <message>
            <source>jury member</source>
            <translation>jurado</translation>
        </message>
        <message>
            <source>seller</source>
            <translation>vendedor</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>'{text}' is not an amount of money: write it like 45000 or 45.000,50</source>
            <translation>«{text}» no es un importe: escríbalo como 45000 o 45.000,50</translation>
        </message>
        <message>
            <source>Type the money received, for example 45000 or 45.000,50</source>
            <translation>Escriba el dinero recibido, por ejemplo 45000 o 45.000,50</translation>
        </message>
        <message>
            <source>Every series of the day's opening record has been used</source>
            <translation>Ya se usaron todas las series del acta de apertura del día</translation>
        </message>
        <message>
            <source>Could not write the file {path}: {error}</source>
            <translation>No se pudo escribir el archivo {path}: {error}</translation>
        </message>
        <message>
            <source>Day {day} has no closing record yet</source>
            <translation>El día {day} todavía no tiene acta de cierre</translation>
        </message>
        <message>
            <source>There is no opening record yet</source>
            <translation>Todavía no hay acta de apertura</translation>
        </message>
    </context>
    <context>
        <name>CashierWindow</name>
        <message>
            <source>&lt;b&gt;PROCLAIMED&lt;/b&gt; — game {game}: {sold} cards, takings &lt;b&gt;{takings}&lt;/b&gt;.&lt;br&gt;Major prize: + {contribution} (15 %) → new pot &lt;b&gt;{pot}&lt;/b&gt;, won in at most {limit} balls.</source>
            <translation>&lt;b&gt;PROCLAMADO&lt;/b&gt; — juego {game}: {sold} cartones, recaudación &lt;b&gt;{takings}&lt;/b&gt;.&lt;br&gt;Premio Mayor: + {contribution} (15 %) → nuevo pozo &lt;b&gt;{pot}&lt;/b&gt;, se gana con hasta {limit} bolillas.</translation>
        </message>
        <message>
            <source>Apply bonus</source>
            <translation>Aplicar bonificación</translation>
        </message>
        <message>
            <source>Blower (typed in)</source>
            <translation>Bolillero (se escribe)</translation>
        </message>
        <message>
            <source>Card price ($)</source>
            <translation>Precio del cartón ($)</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartones</translation>
        </message>
        <message>
            <source>Cards sold in this game: {sold} (at the desk: {desk})</source>
            <translation>Cartones vendidos en este juego: {sold} (en caja: {desk})</translation>
        </message>
        <message>
            <source>Cards: hand out a tray or take back the unsold ones</source>
            <translation>Cartones: entregar una bandeja o recibir el sobrante</translation>
        </message>
        <message>
            <source>Cashier's desk</source>
            <translation>Caja</translation>
        </message>
        <message>
            <source>Change operator…</source>
            <translation>Cambiar de operador…</translation>
        </message>
        <message>
            <source>Close the sales</source>
            <translation>Cerrar la venta</translation>
        </message>
        <message>
            <source>Close the sales and proclaim (central cashier)</source>
            <translation>Cerrar la venta y proclamar (Cajero Central)</translation>
        </message>
        <message>
            <source>Close the sales — central cashier's PIN…</source>
            <translation>Cerrar la venta — PIN del Cajero Central…</translation>
        </message>
        <message>
            <source>Closing cancelled: the sales stay open.</source>
            <translation>Cierre cancelado: la venta sigue abierta.</translation>
        </message>
        <message>
            <source>Create game</source>
            <translation>Crear juego</translation>
        </message>
        <message>
            <source>Difference</source>
            <translation>Diferencia</translation>
        </message>
        <message>
            <source>Dividend</source>
            <translation>Dividendo</translation>
        </message>
        <message>
            <source>Draw source</source>
            <translation>Sorteo</translation>
        </message>
        <message>
            <source>Electronic drawer</source>
            <translation>Bolillero electrónico</translation>
        </message>
        <message>
            <source>Expected</source>
            <translation>Esperado</translation>
        </message>
        <message>
            <source>Game {game} created on series {series}: open the sales.</source>
            <translation>Juego {game} creado con la serie {series}: abra la venta.</translation>
        </message>
        <message>
            <source>Game {game} · series {series} · {price} per card · {source} · {state}</source>
            <translation>Juego {game} · serie {series} · {price} por cartón · {source} · {state}</translation>
        </message>
        <message>
            <source>Give tray</source>
            <translation>Entregar bandeja</translation>
        </message>
        <message>
            <source>Given</source>
            <translation>Entregadas</translation>
        </message>
        <message>
            <source>HallStation — Cashier's desk (Arts. 6, 10, 12)</source>
            <translation>HallStation — Caja (Arts. 6, 10, 12)</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>Money: check the seller's takings against cards sold × price</source>
            <translation>Dinero: controlar la recaudación del vendedor contra cartones vendidos × precio</translation>
        </message>
        <message>
            <source>No game yet: create one</source>
            <translation>Todavía no hay juego: cree uno</translation>
        </message>
        <message>
            <source>No sale before the day's opening record is signed (Art. 9).</source>
            <translation>Ninguna venta antes de firmar el acta de apertura del día (Art. 9).</translation>
        </message>
        <message>
            <source>Nobody is signed in: sign in with your PIN to work at the desk.</source>
            <translation>No hay nadie identificado: identifíquese con su PIN para trabajar en la caja.</translation>
        </message>
        <message>
            <source>Nobody signed in</source>
            <translation>Nadie identificado</translation>
        </message>
        <message>
            <source>Open sales</source>
            <translation>Abrir la venta</translation>
        </message>
        <message>
            <source>Operator: {name} ({roles})</source>
            <translation>Operador: {name} ({roles})</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Apostador</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Promotional bonus (Art. 8.3: off-peak, first or last game)</source>
            <translation>Bonificación promocional (Art. 8.3: horario de poca afluencia, primer o último juego)</translation>
        </message>
        <message>
            <source>Promotional bonus recorded; the dividend board shows it.</source>
            <translation>Bonificación promocional registrada; el tablero de dividendos la muestra.</translation>
        </message>
        <message>
            <source>Received</source>
            <translation>Recibido</translation>
        </message>
        <message>
            <source>Received ($)</source>
            <translation>Recibido ($)</translation>
        </message>
        <message>
            <source>Record the money</source>
            <translation>Registrar el dinero</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Observación</translation>
        </message>
        <message>
            <source>Return unsold</source>
            <translation>Devolver sobrante</translation>
        </message>
        <message>
            <source>Returned</source>
            <translation>Devueltas</translation>
        </message>
        <message>
            <source>Sale at the desk</source>
            <translation>Venta en caja</translation>
        </message>
        <message>
            <source>Sales are open: hand out the trays.</source>
            <translation>La venta está abierta: entregue las bandejas.</translation>
        </message>
        <message>
            <source>Sales closed by {name}: dividends proclaimed, new pot {pot}.</source>
            <translation>Venta cerrada por {name}: dividendos proclamados, nuevo pozo {pot}.</translation>
        </message>
        <message>
            <source>Sell</source>
            <translation>Vender</translation>
        </message>
        <message>
            <source>Seller</source>
            <translation>Vendedor</translation>
        </message>
        <message>
            <source>Sellers' trays (Art. 10)</source>
            <translation>Bandejas de los vendedores (Art. 10)</translation>
        </message>
        <message>
            <source>Series (of the day, unused)</source>
            <translation>Serie (del día, sin usar)</translation>
        </message>
        <message>
            <source>Series {n} — {color}, letter {letter}, {cards} cards</source>
            <translation>Serie {n} — {color}, letra {letter}, {cards} cartones</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Identificarse…</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>Vendidas</translation>
        </message>
        <message>
            <source>Take back</source>
            <translation>Anular venta</translation>
        </message>
        <message>
            <source>The central cashier closes the sales and proclaims the dividends</source>
            <translation>El Cajero Central cierra la venta y proclama los dividendos</translation>
        </message>
        <message>
            <source>The day's closing record is signed: no new game until the next opening record.</source>
            <translation>El acta de cierre del día está firmada: ningún juego nuevo hasta la próxima acta de apertura.</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>El juego</translation>
        </message>
        <message>
            <source>The takings, the dividends and the new pot are proclaimed when the central cashier closes the sales. Pot now: &lt;b&gt;{pot}&lt;/b&gt;</source>
            <translation>La recaudación, los dividendos y el nuevo pozo se proclaman cuando el Cajero Central cierra la venta. Pozo actual: &lt;b&gt;{pot}&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Who works at the desk? Sign in with your PIN</source>
            <translation>¿Quién atiende la caja? Identifíquese con su PIN</translation>
        </message>
        <message>
            <source>blower</source>
            <translation>bolillero</translation>
        </message>
        <message>
            <source>bonus: {promo}</source>
            <translation>bonificación: {promo}</translation>
        </message>
        <message>
            <source>card numbers, e.g. 1-250, 300-320</source>
            <translation>números de cartón, p. ej. 1-250, 300-320</translation>
        </message>
        <message>
            <source>e.g. 250-255, 260</source>
            <translation>p. ej. 250-255, 260</translation>
        </message>
        <message>
            <source>electronic</source>
            <translation>electrónico</translation>
        </message>
        <message>
            <source>money counted, in pesos, e.g. 5000 or 4.995,50</source>
            <translation>dinero contado, en pesos, p. ej. 5000 o 4.995,50</translation>
        </message>
        <message>
            <source>optional: the per-player limit is checked (Art. 10)</source>
            <translation>opcional: se controla el límite por apostador (Art. 10)</translation>
        </message>
        <message>
            <source>pesos, e.g. 20 or 22,50</source>
            <translation>pesos, p. ej. 20 o 22,50</translation>
        </message>
        <message>
            <source>settled</source>
            <translation>rendida</translation>
        </message>
        <message>
            <source>to check</source>
            <translation>a controlar</translation>
        </message>
        <message>
            <source>why the money differs, if it does</source>
            <translation>por qué difiere el dinero, si difiere</translation>
        </message>
        <message>
            <source>{name} signed in.</source>
            <translation>{name} identificado.</translation>
        </message>
        <message>
            <source>{n} cards handed to {seller}.</source>
            <translation>{n} cartones entregados a {seller}.</translation>
        </message>
        <message>
            <source>{n} cards sold at the desk.</source>
            <translation>{n} cartones vendidos en caja.</translation>
        </message>
        <message>
            <source>{n} cards taken back at the desk.</source>
            <translation>{n} cartones anulados en caja.</translation>
        </message>
        <message>
            <source>{n} unsold cards back from {seller}.</source>
            <translation>{n} cartones sobrantes devueltos por {seller}.</translation>
        </message>
        <message>
            <source>{seller}: {received} received for {expected} expected — difference {diff} recorded.</source>
            <translation>{seller}: {received} recibidos contra {expected} esperados — diferencia {diff} registrada.</translation>
        </message>
        <message>
            <source>{seller}: {received} received, exactly as expected.</source>
            <translation>{seller}: {received} recibidos, exactamente lo esperado.</translation>
        </message>
        <message>
            <source>{sold} cards × {price} = {expected}</source>
            <translation>{sold} cartones × {price} = {expected}</translation>
        </message>
        <message>
            <source>{sold} cards — already settled</source>
            <translation>{sold} cartones — ya rendida</translation>
        </message>
        <message>
            <source>SALES OPEN</source>
            <translation>VENTA ABIERTA</translation>
        </message>
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
            <translation>pausado por un reclamo</translation>
        </message>
        <message>
            <source>sales closed — dividends proclaimed</source>
            <translation>venta cerrada — dividendos proclamados</translation>
        </message>
        <message>
            <source>Cancelled: nothing changed.</source>
            <translation>Cancelado: no cambió nada.</translation>
        </message>
        <message>
            <source>Casino's contribution in pesos (at most {most}):</source>
            <translation>Aporte del casino en pesos (como máximo {most}):</translation>
        </message>
        <message>
            <source>Casino's contribution to the major prize pot…</source>
            <translation>Aporte del casino al pozo del Premio Mayor…</translation>
        </message>
        <message>
            <source>Major prize pot</source>
            <translation>Pozo del Premio Mayor</translation>
        </message>
        <message>
            <source>The casino contributed {amount}: the major prize pot is now {pot}.</source>
            <translation>El casino aportó {amount}: el pozo del Premio Mayor es ahora {pot}.</translation>
        </message>
        <message>
            <source>The game manager authorises the casino's contribution</source>
            <translation>El Encargado de Juego autoriza el aporte del casino</translation>
        </message>
    </context>
    <context>
        <name>DayReportWindow</name>
        <message>
            <source>3 % kept: {amount}</source>
            <translation>3 % retenido: {amount}</translation>
        </message>
        <message>
            <source>All games (no day opened)</source>
            <translation>Todos los juegos (sin día abierto)</translation>
        </message>
        <message>
            <source>Bonus (house)</source>
            <translation>Bonificación (casa)</translation>
        </message>
        <message>
            <source>CSV written to {path}</source>
            <translation>CSV escrito en {path}</translation>
        </message>
        <message>
            <source>Day</source>
            <translation>Día</translation>
        </message>
        <message>
            <source>Day {day} — {date}</source>
            <translation>Día {day} — {date}</translation>
        </message>
        <message>
            <source>Export CSV</source>
            <translation>Exportar CSV</translation>
        </message>
        <message>
            <source>Export PDF</source>
            <translation>Exportar PDF</translation>
        </message>
        <message>
            <source>Exports go to {folder}</source>
            <translation>Las exportaciones van a {folder}</translation>
        </message>
        <message>
            <source>Folder…</source>
            <translation>Carpeta…</translation>
        </message>
        <message>
            <source>From takings</source>
            <translation>De la recaudación</translation>
        </message>
        <message>
            <source>Game {game}</source>
            <translation>Juego {game}</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Juegos</translation>
        </message>
        <message>
            <source>HallStation — Day report</source>
            <translation>HallStation — Informe del día</translation>
        </message>
        <message>
            <source>House result</source>
            <translation>Resultado casa</translation>
        </message>
        <message>
            <source>PDF written to {path}</source>
            <translation>PDF escrito en {path}</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Paid to players</source>
            <translation>Pagado a apostadores</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Prizes of the selected game (bonuses are the house's cost, Art. 8)</source>
            <translation>Premios del juego seleccionado (las bonificaciones las paga la casa, Art. 8)</translation>
        </message>
        <message>
            <source>Proclaimed</source>
            <translation>Proclamado</translation>
        </message>
        <message>
            <source>Reports will be written to {folder}</source>
            <translation>Los informes se escribirán en {folder}</translation>
        </message>
        <message>
            <source>Residue</source>
            <translation>Residuo</translation>
        </message>
        <message>
            <source>Takings</source>
            <translation>Recaudación</translation>
        </message>
        <message>
            <source>Takings, prizes and house per game</source>
            <translation>Recaudación, premios y casa por juego</translation>
        </message>
        <message>
            <source>The day</source>
            <translation>El día</translation>
        </message>
        <message>
            <source>Where to write the reports</source>
            <translation>Dónde escribir los informes</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Ganadores</translation>
        </message>
        <message>
            <source>not awarded</source>
            <translation>no adjudicado</translation>
        </message>
        <message>
            <source>pesos</source>
            <translation>pesos</translation>
        </message>
        <message>
            <source>✔ Balanced: takings = prizes + pot + house + residue</source>
            <translation>✔ Cuadra: recaudación = premios + pozo + casa + residuo</translation>
        </message>
        <message>
            <source>✘ Not balanced: check the ledger</source>
            <translation>✘ No cuadra: revise el libro</translation>
        </message>
    </context>
    <context>
        <name>Acta</name>
        <message>
            <source>Game manager</source>
            <translation>Encargado de Juego</translation>
        </message>
        <message>
            <source>Jury member</source>
            <translation>Jurado</translation>
        </message>
        <message>
            <source>Bingo — Art. 9 of the regulation (Resolución 181/980)</source>
            <translation>Bingo — Art. 9 del reglamento (Resolución 181/980)</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartones</translation>
        </message>
        <message>
            <source>Closing record</source>
            <translation>Acta de cierre</translation>
        </message>
        <message>
            <source>Colour / letter</source>
            <translation>Color / letra</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Cantidad</translation>
        </message>
        <message>
            <source>Day {day} · Date {date} · Signed at {time}</source>
            <translation>Día {day} · Fecha {date} · Firmada el {time}</translation>
        </message>
        <message>
            <source>HallStation — recorded in the station's audit log</source>
            <translation>HallStation — registrado en el registro de auditoría de la estación</translation>
        </message>
        <message>
            <source>Major prize (Art. 13): the season plan in force, {limit} balls.</source>
            <translation>Premio Mayor (Art. 13): plan de temporada vigente, {limit} bolillas.</translation>
        </message>
        <message>
            <source>Major prize (Art. 13): won with the full card in at most {limit} balls today.</source>
            <translation>Premio Mayor (Art. 13): hoy se gana con cartón lleno en hasta {limit} bolillas.</translation>
        </message>
        <message>
            <source>NO</source>
            <translation>NO</translation>
        </message>
        <message>
            <source>NOT intact</source>
            <translation>NO intacto</translation>
        </message>
        <message>
            <source>Opening record</source>
            <translation>Acta de apertura</translation>
        </message>
        <message>
            <source>Remark</source>
            <translation>Observación</translation>
        </message>
        <message>
            <source>Resealed</source>
            <translation>Relacrada</translation>
        </message>
        <message>
            <source>Seal</source>
            <translation>Lacre</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Signed with their PINs</source>
            <translation>Firmada con sus PIN</translation>
        </message>
        <message>
            <source>The day's sessions ended, the undersigned identify the unsold leftovers of every series of the day, which are resealed, and record the state of each seal.</source>
            <translation>Terminadas las sesiones del día, los firmantes individualizan los sobrantes de cada serie del día, que se lacran, y dejan constancia del estado de cada lacre.</translation>
        </message>
        <message>
            <source>The undersigned, members of the jury and the game manager, identify the series going on sale today and record the state of the seal that kept each of them until it was opened for play.</source>
            <translation>Los firmantes, integrantes del jurado y el Encargado de Juego, individualizan las series que salen hoy a la venta y dejan constancia del estado del lacre que resguardó cada una hasta su apertura para el juego.</translation>
        </message>
        <message>
            <source>Unsold cards</source>
            <translation>Cartones sobrantes</translation>
        </message>
        <message>
            <source>Unsold cards in all: {count}</source>
            <translation>Total de cartones sobrantes: {count}</translation>
        </message>
        <message>
            <source>intact</source>
            <translation>intacto</translation>
        </message>
        <message>
            <source>none (all sold)</source>
            <translation>ninguna (todas vendidas)</translation>
        </message>
        <message>
            <source>whole series (not played): {ranges}</source>
            <translation>serie completa (no jugada): {ranges}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>{full} ({name}) — {role}</source>
            <translation>{full} ({name}) — {role}</translation>
        </message>
        <message>
            <source>Audit log when printed: {n} events, chain head {head}</source>
            <translation>Registro de auditoría al imprimir: {n} eventos, cabeza de la cadena {head}</translation>
        </message>
    </context>
    <context>
        <name>DayReport</name>
        <message>
            <source>Bonuses</source>
            <translation>Bonificaciones</translation>
        </message>
        <message>
            <source>Cash diff.</source>
            <translation>Dif. caja</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>House 25 %</source>
            <translation>Casa 25 %</translation>
        </message>
        <message>
            <source>House result</source>
            <translation>Resultado casa</translation>
        </message>
        <message>
            <source>Major paid</source>
            <translation>Mayor pagado</translation>
        </message>
        <message>
            <source>Pot 15 %</source>
            <translation>Pozo 15 %</translation>
        </message>
        <message>
            <source>Price</source>
            <translation>Precio</translation>
        </message>
        <message>
            <source>Prizes</source>
            <translation>Premios</translation>
        </message>
        <message>
            <source>Residue</source>
            <translation>Residuo</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Sold</source>
            <translation>Vendidas</translation>
        </message>
        <message>
            <source>Takings</source>
            <translation>Recaudación</translation>
        </message>
        <message>
            <source>+ 15 % of the takings into the pot (Art. 12)</source>
            <translation>+ 15 % de la recaudación al pozo (Art. 12)</translation>
        </message>
        <message>
            <source>+ Casino's contribution to the pot</source>
            <translation>+ Aporte del casino al pozo</translation>
        </message>
        <message>
            <source>3 % kept {amount}</source>
            <translation>3 % retenido {amount}</translation>
        </message>
        <message>
            <source>Bonus (house)</source>
            <translation>Bonificación (casa)</translation>
        </message>
        <message>
            <source>Bonuses paid by the house (Art. 8)</source>
            <translation>Bonificaciones pagadas por la casa (Art. 8)</translation>
        </message>
        <message>
            <source>Cashiers' differences (received − expected)</source>
            <translation>Diferencias de caja (recibido − esperado)</translation>
        </message>
        <message>
            <source>DAY REPORT — day {day}</source>
            <translation>INFORME DEL DÍA — día {day}</translation>
        </message>
        <message>
            <source>Day report {day}</source>
            <translation>Informe del día {day}</translation>
        </message>
        <message>
            <source>From takings</source>
            <translation>De la recaudación</translation>
        </message>
        <message>
            <source>Game {game}</source>
            <translation>Juego {game}</translation>
        </message>
        <message>
            <source>Game {game} · series {series} · {sold} cards · pot before the draw {pot}</source>
            <translation>Juego {game} · serie {series} · {sold} cartones · pozo antes del sorteo {pot}</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Juegos</translation>
        </message>
        <message>
            <source>HallStation — day report, page {n}</source>
            <translation>HallStation — informe del día, página {n}</translation>
        </message>
        <message>
            <source>House result (share + residue − bonuses)</source>
            <translation>Resultado de la casa (parte + residuo − bonificaciones)</translation>
        </message>
        <message>
            <source>House share (25 %)</source>
            <translation>Parte de la casa (25 %)</translation>
        </message>
        <message>
            <source>Paid</source>
            <translation>Pagado</translation>
        </message>
        <message>
            <source>Paid to players</source>
            <translation>Pagado a apostadores</translation>
        </message>
        <message>
            <source>Paid to players (prizes, bonuses, major prize)</source>
            <translation>Pagado a apostadores (premios, bonificaciones, Premio Mayor)</translation>
        </message>
        <message>
            <source>Pot at the end of the day</source>
            <translation>Pozo al final del día</translation>
        </message>
        <message>
            <source>Pot at the start of the day</source>
            <translation>Pozo al comienzo del día</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Prizes paid from the takings</source>
            <translation>Premios pagados de la recaudación</translation>
        </message>
        <message>
            <source>Proclaimed</source>
            <translation>Proclamado</translation>
        </message>
        <message>
            <source>Rounding residue and prizes not awarded</source>
            <translation>Residuo de redondeo y premios no adjudicados</translation>
        </message>
        <message>
            <source>Takings (cards sold × price)</source>
            <translation>Recaudación (cartones vendidos × precio)</translation>
        </message>
        <message>
            <source>Takings, prizes and house per game</source>
            <translation>Recaudación, premios y casa por juego</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Trays settled — differences: {list}</source>
            <translation>Bandejas rendidas — diferencias: {list}</translation>
        </message>
        <message>
            <source>Winners</source>
            <translation>Ganadores</translation>
        </message>
        <message>
            <source>not awarded</source>
            <translation>no adjudicado</translation>
        </message>
        <message>
            <source>{date} · printed {now}</source>
            <translation>{date} · impreso {now}</translation>
        </message>
        <message>
            <source>− Kept for the next pot (3 %)</source>
            <translation>− Retenido para el próximo pozo (3 %)</translation>
        </message>
        <message>
            <source>− Major prize paid (97 %)</source>
            <translation>− Premio Mayor pagado (97 %)</translation>
        </message>
        <message>
            <source>✔ Every game balances: takings = prizes + pot + house + residue</source>
            <translation>✔ Todos los juegos cuadran: recaudación = premios + pozo + casa + residuo</translation>
        </message>
        <message>
            <source>✘ A game does not balance: check the ledger</source>
            <translation>✘ Un juego no cuadra: revise el libro</translation>
        </message>
    </context>
    <context>
        <name>GameState</name>
        <message>
            <source>sales open</source>
            <translation>venta abierta</translation>
        </message>
        <message>
            <source>figures proclaimed</source>
            <translation>cifras proclamadas</translation>
        </message>
        <message>
            <source>figures ratified</source>
            <translation>cifras ratificadas</translation>
        </message>
        <message>
            <source>the simulation</source>
            <translation>la simulación</translation>
        </message>
        <message>
            <source>the set-up</source>
            <translation>la puesta en marcha</translation>
        </message>
    </context>
</TS>
