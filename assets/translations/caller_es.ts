<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>CallerWindow</name>
        <message>
            <source>&amp;Screens</source>
            <translation>&amp;Pantallas</translation>
        </message>
        <message>
            <source>+{pct} % promotion</source>
            <translation>+{pct} % promoción</translation>
        </message>
        <message>
            <source>A jury member authorises withdrawing ball {label}</source>
            <translation>Un miembro del jurado autoriza retirar la bolilla {label}</translation>
        </message>
        <message>
            <source>Awarded: {awards}</source>
            <translation>Adjudicado: {awards}</translation>
        </message>
        <message>
            <source>Ball {label}</source>
            <translation>Bolilla {label}</translation>
        </message>
        <message>
            <source>Ball {label} withdrawn by the jury (correction announced)</source>
            <translation>Bolilla {label} retirada por el jurado (corrección anunciada)</translation>
        </message>
        <message>
            <source>Ball {label} withdrawn, authorised by {name}; the public screens announce the correction.</source>
            <translation>Bolilla {label} retirada, autorizó {name}; las pantallas públicas anuncian la corrección.</translation>
        </message>
        <message>
            <source>Blower</source>
            <translation>Bolillero</translation>
        </message>
        <message>
            <source>Card {card} is rejected: {reason}</source>
            <translation>Cartón {card} rechazado: {reason}</translation>
        </message>
        <message>
            <source>Card {card} is valid: {prizes}</source>
            <translation>Cartón {card} válido: {prizes}</translation>
        </message>
        <message>
            <source>Card {card}: REJECTED — {reason}</source>
            <translation>Cartón {card}: RECHAZADO — {reason}</translation>
        </message>
        <message>
            <source>Card {card}: VALID — {prizes}</source>
            <translation>Cartón {card}: VÁLIDO — {prizes}</translation>
        </message>
        <message>
            <source>Cards sold (e.g. 1-450, 500-520):</source>
            <translation>Cartones vendidos (p. ej. 1-450, 500-520):</translation>
        </message>
        <message>
            <source>Cards: {detail}</source>
            <translation>Cartones: {detail}</translation>
        </message>
        <message>
            <source>Correct the last ball</source>
            <translation>Corregir la última bolilla</translation>
        </message>
        <message>
            <source>Correction cancelled: nothing changed.</source>
            <translation>Corrección cancelada: no se cambió nada.</translation>
        </message>
        <message>
            <source>DRAW PAUSED — AWARDED: RECORD THE PAYMENTS</source>
            <translation>SORTEO EN PAUSA — ADJUDICADO: REGISTRE LOS PAGOS</translation>
        </message>
        <message>
            <source>DRAW PAUSED — PAID: THE DRAW CAN RESUME</source>
            <translation>SORTEO EN PAUSA — PAGADO: PUEDE REANUDAR</translation>
        </message>
        <message>
            <source>DRAW PAUSED — CLAIM BEING CHECKED</source>
            <translation>SORTEO EN PAUSA — VERIFICANDO RECLAMO</translation>
        </message>
        <message>
            <source>Draw paused for a claim: enter the card, check it, then award or resume.</source>
            <translation>Sorteo en pausa por un reclamo: ingrese el cartón, verifíquelo y luego adjudique o reanude.</translation>
        </message>
        <message>
            <source>Draw resumed.</source>
            <translation>Sorteo reanudado.</translation>
        </message>
        <message>
            <source>Electronic</source>
            <translation>Electrónico</translation>
        </message>
        <message>
            <source>Enter the red ball when it comes out of the blower</source>
            <translation>Anote la bolilla roja cuando sale del bolillero</translation>
        </message>
        <message>
            <source>Game {game}: {n} cards sold, dividends proclaimed. Ready for the first ball.</source>
            <translation>Juego {game}: {n} cartones vendidos, dividendos proclamados. Listo para la primera bolilla.</translation>
        </message>
        <message>
            <source>Game {n}: dividends proclaimed — ready for the first ball</source>
            <translation>Juego {n}: dividendos proclamados — listo para la primera bolilla</translation>
        </message>
        <message>
            <source>Game {n}: drawing — {count} balls out</source>
            <translation>Juego {n}: en sorteo — {count} bolillas extraídas</translation>
        </message>
        <message>
            <source>Game {n}: sales not open yet</source>
            <translation>Juego {n}: la venta aún no está abierta</translation>
        </message>
        <message>
            <source>Game {n}: sales open — sell the cards to start the draw</source>
            <translation>Juego {n}: venta abierta — venda los cartones para empezar el sorteo</translation>
        </message>
        <message>
            <source>HallStation — Caller</source>
            <translation>HallStation — Cantor</translation>
        </message>
        <message>
            <source>No game yet: start a new game</source>
            <translation>Sin juego: inicie un juego nuevo</translation>
        </message>
        <message>
            <source>No public screen open</source>
            <translation>Ninguna pantalla pública abierta</translation>
        </message>
        <message>
            <source>Number of public displays</source>
            <translation>Cantidad de pantallas públicas</translation>
        </message>
        <message>
            <source>Possible winners: none</source>
            <translation>Posibles ganadores: ninguno</translation>
        </message>
        <message>
            <source>Possible winners: {n} — {prizes}</source>
            <translation>Posibles ganadores: {n} — {prizes}</translation>
        </message>
        <message>
            <source>Public display {n}</source>
            <translation>Pantalla pública {n}</translation>
        </message>
        <message>
            <source>RED</source>
            <translation>ROJA</translation>
        </message>
        <message>
            <source>Red ball drawn</source>
            <translation>Salió la bolilla roja</translation>
        </message>
        <message>
            <source>Screen {n}</source>
            <translation>Monitor {n}</translation>
        </message>
        <message>
            <source>Sell cards</source>
            <translation>Venta de cartones</translation>
        </message>
        <message>
            <source>Series {n} — {color}, letter {letter}, {cards} cards</source>
            <translation>Serie {n} — {color}, letra {letter}, {cards} cartones</translation>
        </message>
        <message>
            <source>The electronic drawer includes the red ball among the balls it draws</source>
            <translation>El bolillero electrónico incluye la bolilla roja entre las que sortea</translation>
        </message>
        <message>
            <source>The red ball is not in play in this game (Art. 2.2: a hall setting).</source>
            <translation>La bolilla roja no se usa en este juego (Art. 2.2: ajuste de la sala).</translation>
        </message>
        <message>
            <source>The red ball is out (Art. 2.2).</source>
            <translation>Salió la bolilla roja (Art. 2.2).</translation>
        </message>
        <message>
            <source>There is no unused series: each game needs a different series (Art. 4). Create one first.</source>
            <translation>No hay series sin usar: cada juego necesita una serie distinta (Art. 4). Cree una primero.</translation>
        </message>
        <message>
            <source>This game is drawn from the blower: type the ball that came out and press Enter.</source>
            <translation>Este juego se sortea con bolillero: escriba la bolilla que salió y pulse Enter.</translation>
        </message>
        <message>
            <source>Which screen shows which display</source>
            <translation>Qué monitor muestra cada pantalla</translation>
        </message>
        <message>
            <source>Why is ball {label} withdrawn?</source>
            <translation>¿Por qué se retira la bolilla {label}?</translation>
        </message>
        <message>
            <source>Wrong entry</source>
            <translation>Error de carga</translation>
        </message>
        <message>
            <source>e.g. B12</source>
            <translation>p. ej. B12</translation>
        </message>
        <message>
            <source>{n} balls</source>
            <translation>{n} bolillas</translation>
        </message>
        <message>
            <source>{n} · {color} · {letter}</source>
            <translation>{n} · {color} · {letter}</translation>
        </message>
        <message>
            <source>{prize} (ball {n})</source>
            <translation>{prize} (bolilla {n})</translation>
        </message>
        <message>
            <source>{prize} ×{factor} up to ball {ball}</source>
            <translation>{prize} ×{factor} hasta la bolilla {ball}</translation>
        </message>
        <message>
            <source>Electronic draw</source>
            <translation>Sorteo electrónico</translation>
        </message>
        <message>
            <source>full card up to ball {n}</source>
            <translation>hasta la bolilla {n}</translation>
        </message>
        <message>
            <source>BREAK — game {n} is over (Art. 16)</source>
            <translation>INTERVALO — terminó el juego {n} (Art. 16)</translation>
        </message>
        <message>
            <source>MAJOR PRIZE WON (Art. 12)</source>
            <translation>PREMIO MAYOR GANADO (Art. 12)</translation>
        </message>
        <message>
            <source>Draw paused for a claim: type or scan the card in the jury's panel.</source>
            <translation>Sorteo pausado por un reclamo: escriba o escanee el cartón en el panel del jurado.</translation>
        </message>
        <message>
            <source>Cancelled: nothing changed.</source>
            <translation>Cancelado: no cambió nada.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuevo juego</translation>
        </message>
        <message>
            <source>The central cashier signs in</source>
            <translation>El cajero central se identifica</translation>
        </message>
        <message>
            <source>&amp;Hall</source>
            <translation>&amp;Sala</translation>
        </message>
        <message>
            <source>Cashier: games, sellers and sales…</source>
            <translation>Caja: juegos, vendedores y ventas…</translation>
        </message>
        <message>
            <source>Day records (opening and closing)…</source>
            <translation>Actas del día (apertura y cierre)…</translation>
        </message>
        <message>
            <source>Day report…</source>
            <translation>Informe del día…</translation>
        </message>
        <message>
            <source>People and PINs…</source>
            <translation>Personas y PIN…</translation>
        </message>
        <message>
            <source>Poker table and jackpot sign…</source>
            <translation>Póker caribeño: consola de la mesa y cartel del pozo…</translation>
        </message>
        <message>
            <source>Series and cards…</source>
            <translation>Series de cartones…</translation>
        </message>
        <message>
            <source>Settings…</source>
            <translation>Configuración de la sala…</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>'{text}' is not a card range: write it like 1-450</source>
            <translation>'{text}' no es un rango de cartones: escríbalo como 1-450</translation>
        </message>
        <message>
            <source>Type the cards sold, for example 1-450 or 1-200, 301-450</source>
            <translation>Escriba los cartones vendidos, por ejemplo 1-450 o 1-200, 301-450</translation>
        </message>
    </context>
    <context>
        <name>CallerForm</name>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Award</source>
            <translation>Adjudicar</translation>
        </message>
        <message>
            <source>Balls drawn</source>
            <translation>Bolillas extraídas</translation>
        </message>
        <message>
            <source>Blower ball (type 12 or B12, then Enter)</source>
            <translation>Bolilla del bolillero (escriba 12 o B12 y Enter)</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonificación</translation>
        </message>
        <message>
            <source>Caller</source>
            <translation>Cantor</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Cartón</translation>
        </message>
        <message>
            <source>Card price</source>
            <translation>Precio del cartón</translation>
        </message>
        <message>
            <source>Cards sold</source>
            <translation>Cartones vendidos</translation>
        </message>
        <message>
            <source>Check card</source>
            <translation>Verificar cartón</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Reclamo</translation>
        </message>
        <message>
            <source>Correct last ball (jury PIN)</source>
            <translation>Corregir última bolilla (PIN del jurado)</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Sorteo</translation>
        </message>
        <message>
            <source>Draw ball  [Space]</source>
            <translation>Sacar bolilla  [Espacio]</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Anotar</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Major prize limit</source>
            <translation>Límite del premio mayor</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Nuevo juego…</translation>
        </message>
        <message>
            <source>Only on this screen: never shown to the public</source>
            <translation>Solo en esta pantalla: nunca se muestra al público</translation>
        </message>
        <message>
            <source>PRIZE!  [F12]</source>
            <translation>¡PREMIO!  [F12]</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Public screens (preview)</source>
            <translation>Pantallas públicas (vista previa)</translation>
        </message>
        <message>
            <source>Red ball  [F9]</source>
            <translation>Bolilla roja  [F9]</translation>
        </message>
        <message>
            <source>Resume draw</source>
            <translation>Reanudar</translation>
        </message>
        <message>
            <source>Sell cards…</source>
            <translation>Vender cartones…</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Takings</source>
            <translation>Recaudación</translation>
        </message>
    </context>
    <context>
        <name>NewGameForm</name>
        <message>
            <source>A different series for each game (Art. 4). The sales step here is minimal: the cashier's window will replace it.</source>
            <translation>Una serie distinta para cada juego (Art. 4). La venta aquí es mínima: la reemplazará la ventana de caja.</translation>
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
            <source>Cards sold</source>
            <translation>Cartones vendidos</translation>
        </message>
        <message>
            <source>Draw source</source>
            <translation>Origen de las bolillas</translation>
        </message>
        <message>
            <source>Electronic drawer</source>
            <translation>Bolillero electrónico</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nuevo juego</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>e.g. 1-450, 500-520</source>
            <translation>p. ej. 1-450, 500-520</translation>
        </message>
    </context>
    <context>
        <name>PinDialog</name>
        <message>
            <source>PIN</source>
            <translation>PIN</translation>
        </message>
        <message>
            <source>Person</source>
            <translation>Persona</translation>
        </message>
    </context>
</TS>
