<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>ClaimPanel</name>
        <message>
            <source>Open a claim:</source>
            <translation>Abrir reclamo:</translation>
        </message>
        <message>
            <source>Awarded: every prize, card and amount is listed beside «Award». Now record each payment.</source>
            <translation>Adjudicado: cada premio, cartón e importe figura junto a «Adjudicar». Ahora registre cada pago.</translation>
        </message>
        <message>
            <source>Awarded:</source>
            <translation>Adjudicado:</translation>
        </message>
        <message>
            <source>Every claim is settled: the game is over (the break).</source>
            <translation>Todos los reclamos están liquidados: el juego terminó (intervalo).</translation>
        </message>
        <message>
            <source>card {card} {amount}</source>
            <translation>cartón {card} {amount}</translation>
        </message>
        <message>
            <source>{prize}: card {card} — {amount}</source>
            <translation>{prize}: cartón {card} — {amount}</translation>
        </message>
        <message>
            <source>{prize}: cards {cards} — {amount} each, total {total}</source>
            <translation>{prize}: cartones {cards} — {amount} c/u, total {total}</translation>
        </message>
        <message>
            <source>{prize}: {cards} — total {amount}</source>
            <translation>{prize}: {cards} — total {amount}</translation>
        </message>
    </context>
    <context>
        <name>ClaimOverlay</name>
        <message>
            <source>Reading complete: matches</source>
            <translation>Lectura completa: coincide</translation>
        </message>
    </context>
    <context>
        <name>CallerWindow</name>
        <message numerus="yes">
            <source>Game {n}: drawing — %n ball(s) out</source>
            <translation>
                <numerusform>Juego {n}: en sorteo — %n bolilla extraída</numerusform>
                <numerusform>Juego {n}: en sorteo — %n bolillas extraídas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✔ card(s) {cards}: {amount} each</source>
            <translation>
                <numerusform>✔ cartón {cards}: {amount}</numerusform>
                <numerusform>✔ cartones {cards}: {amount} c/u</numerusform>
            </translation>
        </message>
        <message>
            <source>not won: the limit, ball {n}, passed</source>
            <translation>no se ganó: pasó el límite, la bolilla {n}</translation>
        </message>
        <message>
            <source>Every series of the day's signed opening record has been used (Art. 4). Series not used yet but not in that record: {numbers}; a game is played only on a series the opening record lists (Art. 9).</source>
            <translation>Ya se usaron todas las series del acta de apertura firmada del día (Art. 4). Series sin usar que no figuran en esa acta: {numbers}; solo se juega con una serie que el acta de apertura lista (Art. 9).</translation>
        </message>
    </context>
    <context>
        <name>CashierDesk</name>
        <message>
            <source>{name} signed in: the desk and its pay desk.</source>
            <translation>{name} identificado: la caja y su caja de pagos.</translation>
        </message>
    </context>
    <context>
        <name>PaymentsPanel</name>
        <message>
            <source>Pay {amount} in cash — card {card}</source>
            <translation>Pagar {amount} en efectivo — cartón {card}</translation>
        </message>
        <message>
            <source>Pay {amount} by payment order — card {card}</source>
            <translation>Pagar {amount} con orden de pago — cartón {card}</translation>
        </message>
        <message>
            <source>Pay {amount} by internal cheque — card {card} (name + ID)…</source>
            <translation>Pagar {amount} con cheque interno — cartón {card} (nombre + documento)…</translation>
        </message>
    </context>
    <context>
        <name>CashierWindow</name>
        <message numerus="yes">
            <source>%n card(s) sold at the desk.</source>
            <translation>
                <numerusform>%n cartón vendido en caja.</numerusform>
                <numerusform>%n cartones vendidos en caja.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n card(s) taken back at the desk.</source>
            <translation>
                <numerusform>%n cartón anulado en caja.</numerusform>
                <numerusform>%n cartones anulados en caja.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StationApp</name>
        <message>
            <source>Another caller station drives this hall ({host}, process {pid}, since {since}): this one shows the game but does not draw, and opens no public screen (the hall's screens are that station's).</source>
            <translation>Otra estación del cantor conduce esta sala ({host}, proceso {pid}, desde {since}): esta muestra el juego pero no sortea, y no abre ninguna pantalla pública (las pantallas de la sala son de esa estación).</translation>
        </message>
    </context>
</TS>
