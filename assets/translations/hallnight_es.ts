<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>ClaimPanel</name>
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
</TS>
