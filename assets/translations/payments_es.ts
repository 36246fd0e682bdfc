<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>Cli</name>
        <message>
            <source>No poker jackpot has been paid.</source>
            <translation>No se ha pagado ningún pozo de póker.</translation>
        </message>
        <message>
            <source>Payment: card {card}, {prize}, {amount} by {method}{who}, paid by {by}</source>
            <translation>Pago: cartón {card}, {prize}, {amount} en {method}{who}, pagado por {by}</translation>
        </message>
        <message>
            <source>Poker table {table}, round {round}: jackpot {amount} paid ({hits}), authorised by supervisor {supervisor}, dealer {dealer}</source>
            <translation>Mesa de póker {table}, mano {round}: pozo {amount} pagado ({hits}), autorizado por el supervisor {supervisor}, crupier {dealer}</translation>
        </message>
        <message>
            <source>seat {seat} {hand} {amount}</source>
            <translation>puesto {seat} {hand} {amount}</translation>
        </message>
        <message>
            <source>{prize}: awarded {awarded} to {n} card(s), paid {paid} in {k} payment(s), unpaid {unpaid}</source>
            <translation>{prize}: adjudicado {awarded} (cartones: {n}), pagado {paid} (pagos: {k}), sin pagar {unpaid}</translation>
        </message>
    </context>
    <context>
        <name>DayReport</name>
        <message>
            <source>Awarded</source>
            <translation>Adjudicado</translation>
        </message>
        <message>
            <source>Awarded to players</source>
            <translation>Adjudicado a jugadores</translation>
        </message>
        <message>
            <source>Awarded to players (prizes, bonuses, major prize)</source>
            <translation>Adjudicado a jugadores (premios, bonificaciones, premio mayor)</translation>
        </message>
        <message>
            <source>Card {card} · {prize} · {amount} · {method} · paid by {by}</source>
            <translation>Cartón {card} · {prize} · {amount} · {method} · pagado por {by}</translation>
        </message>
        <message>
            <source>Major awarded</source>
            <translation>Mayor adjudicado</translation>
        </message>
        <message>
            <source>Paid (payments)</source>
            <translation>Pagado (pagos)</translation>
        </message>
        <message>
            <source>Paid to the winners ({n} payments)</source>
            <translation>Pagado a los ganadores ({n} pagos)</translation>
        </message>
        <message>
            <source>Payments — who paid what</source>
            <translation>Pagos — quién pagó qué</translation>
        </message>
        <message>
            <source>Still unpaid ({n} prizes awarded, not paid)</source>
            <translation>Aún sin pagar ({n} premios adjudicados, no pagados)</translation>
        </message>
        <message>
            <source>Unpaid</source>
            <translation>Sin pagar</translation>
        </message>
        <message>
            <source>Unpaid (prizes)</source>
            <translation>Sin pagar (premios)</translation>
        </message>
        <message>
            <source>Who paid — {list}</source>
            <translation>Quién pagó — {list}</translation>
        </message>
        <message>
            <source>cash</source>
            <translation>efectivo</translation>
        </message>
        <message>
            <source>internal cheque</source>
            <translation>cheque interno</translation>
        </message>
        <message>
            <source>payment order</source>
            <translation>orden de pago</translation>
        </message>
        <message>
            <source>to {winner}</source>
            <translation>a {winner}</translation>
        </message>
        <message>
            <source>{name}: {n} payments, {amount}</source>
            <translation>{name}: {n} pagos, {amount}</translation>
        </message>
        <message>
            <source>− Major prize awarded (97 %)</source>
            <translation>− Premio mayor adjudicado (97 %)</translation>
        </message>
    </context>
    <context>
        <name>DayReportWindow</name>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Awarded to players</source>
            <translation>Adjudicado a jugadores</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Cartón</translation>
        </message>
        <message>
            <source>Method</source>
            <translation>Forma de pago</translation>
        </message>
        <message>
            <source>No payment recorded this day.</source>
            <translation>No hay pagos registrados en este día.</translation>
        </message>
        <message>
            <source>Paid by</source>
            <translation>Pagado por</translation>
        </message>
        <message>
            <source>Payments of the selected game — who paid what (Art. 11)</source>
            <translation>Pagos del juego elegido — quién pagó qué (Art. 11)</translation>
        </message>
        <message>
            <source>Who paid today: {list}</source>
            <translation>Quién pagó en el día: {list}</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Ganador</translation>
        </message>
    </context>
    <context>
        <name>PayDesk</name>
        <message>
            <source>Pay desk: nobody signed in</source>
            <translation>Caja de pagos: nadie identificado</translation>
        </message>
        <message>
            <source>Pay desk: {name}</source>
            <translation>Caja de pagos: {name}</translation>
        </message>
        <message>
            <source>Nobody is signed in at the pay desk.</source>
            <translation>No hay nadie identificado en la caja de pagos.</translation>
        </message>
        <message>
            <source>Pay desk — cashier sign-in</source>
            <translation>Caja de pagos — identificación del cajero</translation>
        </message>
        <message>
            <source>Sign-in cancelled: no cashier at the pay desk.</source>
            <translation>Identificación cancelada: no hay cajero en la caja de pagos.</translation>
        </message>
        <message>
            <source>The cashier at the pay desk signs in with their PIN</source>
            <translation>El cajero de la caja de pagos se identifica con su PIN</translation>
        </message>
        <message>
            <source>{name} is signed in at the pay desk: payments are recorded in their name.</source>
            <translation>{name} está identificado en la caja de pagos: los pagos se registran a su nombre.</translation>
        </message>
        <message>
            <source>{name} signed out of the pay desk.</source>
            <translation>{name} salió de la caja de pagos.</translation>
        </message>
    </context>
    <context>
        <name>PayDeskIndicator</name>
        <message>
            <source>Cashier sign-in…</source>
            <translation>Identificar cajero…</translation>
        </message>
        <message>
            <source>Sign out</source>
            <translation>Salir</translation>
        </message>
    </context>
    <context>
        <name>ClaimPanel</name>
        <message>
            <source>A cashier signs in at the pay desk to pay {prize} of card {card}</source>
            <translation>Un cajero se identifica en la caja de pagos para pagar {prize} del cartón {card}</translation>
        </message>
        <message>
            <source>PAID — {method}, by {name}</source>
            <translation>PAGADO — {method}, por {name}</translation>
        </message>
        <message>
            <source>Payment refused: a cashier must sign in at the pay desk first. Nothing recorded.</source>
            <translation>Pago rechazado: primero debe identificarse un cajero en la caja de pagos. No se registró nada.</translation>
        </message>
        <message>
            <source>{prize} of card {card} paid: {method}, by {name}.</source>
            <translation>{prize} del cartón {card} pagado: {method}, por {name}.</translation>
        </message>
    </context>
    <context>
        <name>CallerWindow</name>
        <message>
            <source>&amp;Pay desk</source>
            <translation>Caja de &amp;pagos</translation>
        </message>
        <message>
            <source>Cashier signs in (PIN)…</source>
            <translation>Identificar al cajero (PIN)…</translation>
        </message>
        <message>
            <source>Cashier signs out</source>
            <translation>El cajero sale</translation>
        </message>
    </context>
    <context>
        <name>PaymentMethod</name>
        <message>
            <source>cash</source>
            <translation>efectivo</translation>
        </message>
        <message>
            <source>internal payment order</source>
            <translation>orden de pago interna</translation>
        </message>
        <message>
            <source>internal cheque</source>
            <translation>cheque interno</translation>
        </message>
    </context>
</TS>
