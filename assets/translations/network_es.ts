<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- The networked hall (issue 13): the terminals (display, cashier desk), the link to the server on every window, the desk's prize payments. -->
<TS version="2.1" language="es_ES">
    <context>
        <name>Network</name>
        <message>
            <source>this PC's certificate is missing or is not the hall's for this account (hall-client.crt and hall-client.key in its folder)</source>
            <translation>falta el certificado de este PC o no es el de la sala para esta cuenta (hall-client.crt y hall-client.key en su carpeta)</translation>
        </message>
        <message>
            <source>no connection</source>
            <translation>sin conexión</translation>
        </message>
        <message>
            <source>nobody answers at that address</source>
            <translation>nadie responde en esa dirección</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <source>server error</source>
            <translation>error del servidor</translation>
        </message>
        <message>
            <source>the connection was cut</source>
            <translation>la conexión se cortó</translation>
        </message>
        <message>
            <source>the server does not admit this PC (pg_hba.conf)</source>
            <translation>el servidor no admite a este PC (pg_hba.conf)</translation>
        </message>
        <message>
            <source>the server does not offer TLS</source>
            <translation>el servidor no ofrece TLS</translation>
        </message>
        <message>
            <source>the server is busy</source>
            <translation>el servidor está ocupado</translation>
        </message>
        <message>
            <source>the server's certificate is not the hall's</source>
            <translation>el certificado del servidor no es el de la sala</translation>
        </message>
        <message>
            <source>timed out</source>
            <translation>tiempo de espera agotado</translation>
        </message>
        <message>
            <source>too many connections of this account</source>
            <translation>demasiadas conexiones de esta cuenta</translation>
        </message>
        <message>
            <source>unknown server name</source>
            <translation>nombre de servidor desconocido</translation>
        </message>
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
            <source>pg_hba.conf (line {line}) admits {role} from {address} with its password alone, so a stolen password is enough: give each terminal a certificate of the hall's CA and end the line with clientcert=verify-full (docs/network.md §1)</source>
            <translation>pg_hba.conf (línea {line}) admite a {role} desde {address} solo con su contraseña, así que basta una contraseña robada: dé a cada terminal un certificado de la CA de la sala y termine la línea con clientcert=verify-full (docs/network.md §1)</translation>
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
            <source>'hallstation' (the menu entry, the autostart) starts this PC as: {role}</source>
            <translation>'hallstation' (la entrada del menú, el inicio automático) inicia este PC como: {role}</translation>
        </message>
        <message>
            <source>, the public screens' view</source>
            <translation>, la vista de las pantallas públicas</translation>
        </message>
        <message>
            <source>Password of {account} on the hall's server: </source>
            <translation>Contraseña de {account} en el servidor de la sala: </translation>
        </message>
        <message>
            <source>already there, brought up to date: {what}</source>
            <translation>ya existía, puesto al día: {what}</translation>
        </message>
        <message>
            <source>audit: not complete: the hall's key (secret.key) is not in {folder}, so the links and hashes were checked but the seals could not be</source>
            <translation>auditoría: incompleta: la clave de la sala (secret.key) no está en {folder}, así que se comprobaron los enlaces y los hashes pero no los sellos</translation>
        </message>
        <message>
            <source>caller</source>
            <translation>cantor</translation>
        </message>
        <message>
            <source>cashier</source>
            <translation>caja</translation>
        </message>
        <message>
            <source>display</source>
            <translation>pantallas</translation>
        </message>
        <message>
            <source>poker</source>
            <translation>póker, mesa</translation>
        </message>
        <message>
            <source>copy the hall's secret.key into {folder} before the first start (from the caller PC's folder or the backup)</source>
            <translation>copie el secret.key de la sala en {folder} antes del primer inicio (de la carpeta del PC del cantor o de la copia de seguridad)</translation>
        </message>
        <message>
            <source>warning: {what}</source>
            <translation>aviso: {what}</translation>
        </message>
        <message>
            <source>made: {what}</source>
            <translation>creado: {what}</translation>
        </message>
        <message>
            <source>no password given</source>
            <translation>no se dio ninguna contraseña</translation>
        </message>
        <message>
            <source>no password given: there is no terminal to ask it on (set $HALLSTATION_STORE_PASSWORD)</source>
            <translation>no se dio ninguna contraseña: no hay terminal donde pedirla (use $HALLSTATION_STORE_PASSWORD)</translation>
        </message>
        <message>
            <source>screens PCs (hallstation display): {url}</source>
            <translation>PC de pantallas (hallstation display): {url}</translation>
        </message>
        <message>
            <source>store connect needs --store with this terminal's account on the hall's server, e.g. postgresql://hall_writer@server/hall</source>
            <translation>store connect necesita --store con la cuenta de este terminal en el servidor de la sala, p. ej. postgresql://hall_writer@servidor/hall</translation>
        </message>
        <message>
            <source>store connect: OK, this terminal uses {server} ({rows} events on the server{public})</source>
            <translation>store connect: correcto, este terminal usa {server} ({rows} eventos en el servidor{public})</translation>
        </message>
        <message>
            <source>store connect: a poker table's terminal needs its table's number (--table N)</source>
            <translation>store connect: el terminal de una mesa de póker necesita el número de su mesa (--table N)</translation>
        </message>
        <message>
            <source>store connect: name the account in the address (postgresql://hall_writer@server/hall)</source>
            <translation>store connect: indique la cuenta en la dirección (postgresql://hall_writer@servidor/hall)</translation>
        </message>
        <message>
            <source>store connect: the account {account} only reads the public screens' view: this PC can only be a display terminal (--terminal display)</source>
            <translation>store connect: la cuenta {account} solo lee la vista de las pantallas públicas: este PC solo puede ser un terminal de pantallas (--terminal display)</translation>
        </message>
        <message>
            <source>store setup needs --store with the server's administrator account, e.g. postgresql://postgres@server/hall</source>
            <translation>store setup necesita --store con la cuenta del administrador del servidor, p. ej. postgresql://postgres@servidor/hall</translation>
        </message>
        <message>
            <source>store setup: OK, the hall's database {db} on {server}</source>
            <translation>store setup: correcto, la base de la sala {db} en {server}</translation>
        </message>
        <message>
            <source>the password is not given on the command line (every program on this PC can read it there): leave it out of the address; the terminal reads it from hall-server.pgpass in its data folder (hallstation store connect writes it) or from $PGPASSWORD</source>
            <translation>la contraseña no se da en la línea de órdenes (cualquier programa de este PC puede leerla allí): quítela de la dirección; el terminal la lee de hall-server.pgpass en su carpeta de datos (la escribe hallstation store connect) o de $PGPASSWORD</translation>
        </message>
        <message>
            <source>writer terminals (caller, cashier desks, poker consoles): {url}</source>
            <translation>terminales que registran (cantor, cajas, consolas de póker): {url}</translation>
        </message>
        <message>
            <source>written: {files}</source>
            <translation>escrito: {files}</translation>
        </message>
        <message>
            <source>{variable}: the password of {role} needs at least {n} characters</source>
            <translation>{variable}: la contraseña de {role} necesita al menos {n} caracteres</translation>
        </message>
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
    <context>
        <name>HallWait</name>
        <message>
            <source>HallStation — waiting for the hall's server</source>
            <translation>HallStation — esperando al servidor de la sala</translation>
        </message>
        <message>
            <source>Looking again every 2 s…</source>
            <translation>Se vuelve a comprobar cada 2 s…</translation>
        </message>
        <message>
            <source>Stop waiting</source>
            <translation>Dejar de esperar</translation>
        </message>
    </context>
</TS>
