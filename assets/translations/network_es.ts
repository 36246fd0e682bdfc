<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- The networked hall (issue 13): the terminals (display, cashier desk), the link to the server on every window, the desk's prize payments. -->
<TS version="2.1" language="es_ES">
    <context>
        <name>Network</name>
        <message>
            <source>{problem}; waiting for the hall's server (tried every {seconds} s)</source>
            <translation>{problem}; esperando al servidor de la sala (se reintenta cada {seconds} s)</translation>
        </message>
        <message>
            <source>No connection to the server</source>
            <translation>Sin conexión con el servidor</translation>
        </message>
        <message>
            <source>hallstation {what}: started on {where} ({events} events), windows shown: {ok}</source>
            <translation>hallstation {what}: iniciado en {where} ({events} eventos), ventanas mostradas: {ok}</translation>
        </message>
        <message>
            <source>No connection to the server: nothing can be recorded; the screens show the last state and catch up by themselves</source>
            <translation>Sin conexión con el servidor: no se puede registrar nada; las pantallas muestran el último estado y se pondrán al día solas</translation>
        </message>
    </context>
    <context>
        <name>CashierDesk</name>
        <message>
            <source>HallStation — Cashier desk</source>
            <translation>HallStation — Caja</translation>
        </message>
        <message>
            <source>Prize payments</source>
            <translation>Pago de premios</translation>
        </message>
        <message>
            <source>Prize payments ({n} to pay)</source>
            <translation>Pago de premios ({n} por pagar)</translation>
        </message>
        <message>
            <source>Sales, trays and money</source>
            <translation>Ventas, bandejas y dinero</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The hall's log on {server} is empty: start the caller station on it first</source>
            <translation>El registro de la sala en {server} está vacío: inicie primero la estación del cantor en él</translation>
        </message>
    </context>
    <context>
        <name>PaymentsPanel</name>
        <message>
            <source>A cashier signs in at the pay desk to pay {prize} of card {card}</source>
            <translation>Un cajero se identifica en la caja de pagos para pagar {prize} del cartón {card}</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Cartón</translation>
        </message>
        <message>
            <source>Choose a prize in the list.</source>
            <translation>Elija un premio de la lista.</translation>
        </message>
        <message>
            <source>Choose a prize that is paid: its receipt is printed.</source>
            <translation>Elija un premio pagado: se imprime su comprobante.</translation>
        </message>
        <message>
            <source>Choose the prize to pay in the list.</source>
            <translation>Elija en la lista el premio a pagar.</translation>
        </message>
        <message>
            <source>Claim</source>
            <translation>Reclamo</translation>
        </message>
        <message>
            <source>Game {game}: {to_pay} of {prizes} awarded prizes to pay</source>
            <translation>Juego {game}: {to_pay} de {prizes} premios adjudicados por pagar</translation>
        </message>
        <message>
            <source>No game yet: the prizes the jury awards show here, to pay.</source>
            <translation>Todavía no hay juego: los premios que adjudica el jurado aparecen aquí, para pagarlos.</translation>
        </message>
        <message>
            <source>Only above {threshold}, if the winner prefers it</source>
            <translation>Solo por encima de {threshold}, si el ganador lo prefiere</translation>
        </message>
        <message>
            <source>PAID — {method}, by {name}</source>
            <translation>PAGADO — {method}, por {name}</translation>
        </message>
        <message>
            <source>Pay by internal cheque (name + ID)…</source>
            <translation>Pagar con cheque interno (nombre + documento)…</translation>
        </message>
        <message>
            <source>Pay by payment order</source>
            <translation>Pagar con orden de pago</translation>
        </message>
        <message>
            <source>Pay in cash</source>
            <translation>Pagar en efectivo</translation>
        </message>
        <message>
            <source>Payment</source>
            <translation>Pago</translation>
        </message>
        <message>
            <source>Payment cancelled: nothing recorded.</source>
            <translation>Pago cancelado: no se registró nada.</translation>
        </message>
        <message>
            <source>Payment refused: a cashier must sign in at the pay desk first. Nothing recorded.</source>
            <translation>Pago rechazado: primero debe identificarse un cajero en la caja de pagos. No se registró nada.</translation>
        </message>
        <message>
            <source>Print payment receipt</source>
            <translation>Imprimir comprobante de pago</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>The card stays with the casino (Art. 12).</source>
            <translation>El cartón queda en poder del casino (Art. 12).</translation>
        </message>
        <message>
            <source>by internal cheque; the card stays with the casino (Art. 12)</source>
            <translation>con cheque interno; el cartón queda en poder del casino (Art. 12)</translation>
        </message>
        <message>
            <source>to pay</source>
            <translation>por pagar</translation>
        </message>
        <message>
            <source>{prize} of card {card} is paid.</source>
            <translation>{prize} del cartón {card} está pagado.</translation>
        </message>
        <message>
            <source>{prize} of card {card} paid: {method}, by {name}.</source>
            <translation>{prize} del cartón {card} pagado: {method}, por {name}.</translation>
        </message>
        <message>
            <source>{prize} of card {card}: {amount}</source>
            <translation>{prize} del cartón {card}: {amount}</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>no station data on {server} (nothing has been recorded there)</source>
            <translation>no hay datos de la estación en {server} (no se ha registrado nada allí)</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>do not wait for the hall's server when it does not answer yet: say so and exit (status 2)</source>
            <translation>no esperar al servidor de la sala si todavía no responde: decirlo y salir (estado 2)</translation>
        </message>
        <message>
            <source>a public-display terminal: only the hall's screens, one on each screen of this PC, read only</source>
            <translation>un terminal de pantallas públicas: solo las pantallas de la sala, una en cada pantalla de este PC, de solo lectura</translation>
        </message>
        <message>
            <source>a cashier desk: the game, the sales, the sellers' trays, the money check and the prize payments</source>
            <translation>una caja: el juego, la venta, las bandejas de los vendedores, el control del dinero y el pago de los premios</translation>
        </message>
    </context>
</TS>
