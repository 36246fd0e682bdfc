<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- Plurals: Qt's numerus messages (a count picks the form: 1 → the first, else the second; %n is the count). -->
<TS version="2.1" language="es_ES">
    <context>
        <name>ClaimPanel</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n cartón</numerusform>
                <numerusform>%n cartones</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SeriesWindow</name>
        <message numerus="yes">
            <source>{file} was refused whole: %n bad line(s), nothing imported.</source>
            <translation>
                <numerusform>{file} fue rechazado entero: %n línea errónea, no se importó nada.</numerusform>
                <numerusform>{file} fue rechazado entero: %n líneas erróneas, no se importó nada.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message numerus="yes">
            <source>, %n printed anchor(s) match</source>
            <translation>
                <numerusform>, coincide %n ancla impresa</numerusform>
                <numerusform>, coinciden %n anclas impresas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>series colour (default: the next one no series has)</source>
            <translation>color de la serie (por omisión: el siguiente que ninguna serie tiene)</translation>
        </message>
        <message>
            <source>series letter (default: the next one no series has)</source>
            <translation>letra de la serie (por omisión: la siguiente que ninguna serie tiene)</translation>
        </message>
    </context>
    <context>
        <name>CallerWindow</name>
        <message numerus="yes">
            <source>%n display(s)</source>
            <translation>
                <numerusform>%n pantalla</numerusform>
                <numerusform>%n pantallas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>✔ card(s) {cards}</source>
            <translation>
                <numerusform>✔ cartón {cards}</numerusform>
                <numerusform>✔ cartones {cards}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>WON — card(s) {cards}</source>
            <translation>
                <numerusform>GANADO — cartón {cards}</numerusform>
                <numerusform>GANADO — cartones {cards}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrizeBoard</name>
        <message numerus="yes">
            <source>Card(s) {cards}</source>
            <translation>
                <numerusform>Cartón {cards}</numerusform>
                <numerusform>Cartones {cards}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>MajorPanel</name>
        <message numerus="yes">
            <source>Card(s) {cards}</source>
            <translation>
                <numerusform>Cartón {cards}</numerusform>
                <numerusform>Cartones {cards}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RedLight</name>
        <message numerus="yes">
            <source>Card(s) {cards}</source>
            <translation>
                <numerusform>Cartón {cards}</numerusform>
                <numerusform>Cartones {cards}</numerusform>
            </translation>
        </message>
    </context>
</TS>
