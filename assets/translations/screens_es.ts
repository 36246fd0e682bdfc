<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>AwardText</name>
        <message>
            <source>{prize} — card {card} — {amount}</source>
            <translation>{prize} — cartón {card} — {amount}</translation>
        </message>
        <message>
            <source>{prize} — cards {cards} — {amounts}</source>
            <translation>{prize} — cartones {cards} — {amounts}</translation>
        </message>
        <message>
            <source>{prize} — cards {cards} — {amount} each</source>
            <translation>{prize} — cartones {cards} — {amount} cada uno</translation>
        </message>
    </context>
    <context>
        <name>BreakOverlay</name>
        <message>
            <source>Major prize pot for the next game: {amount}</source>
            <translation>Pozo del Premio Mayor para el próximo juego: {amount}</translation>
        </message>
        <message>
            <source>The major prize was not won this game; the pot goes on to the next: {amount}</source>
            <translation>El Premio Mayor no se ganó en este juego; el pozo sigue al próximo: {amount}</translation>
        </message>
    </context>
    <context>
        <name>ClaimOverlay</name>
        <message>
            <source>PRIZE AWARDED</source>
            <translation>PREMIO ADJUDICADO</translation>
        </message>
    </context>
    <context>
        <name>MajorPanel</name>
        <message>
            <source>Cards {cards}</source>
            <translation>Cartones {cards}</translation>
        </message>
        <message>
            <source>Next game's pot: {amount}</source>
            <translation>Pozo del próximo juego: {amount}</translation>
        </message>
        <message>
            <source>Not won this game: the pot goes on to the next one</source>
            <translation>No se ganó en este juego; el pozo sigue al próximo</translation>
        </message>
    </context>
    <context>
        <name>JackpotSign</name>
        <message>
            <source>JACKPOT WON!</source>
            <translation>¡POZO GANADO!</translation>
        </message>
    </context>
</TS>
