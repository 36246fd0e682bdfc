<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>AnnouncementBar</name>
        <message>
            <source>Correction: ball {ball} was withdrawn by the jury</source>
            <translation>Corrección: la bolilla {ball} fue anulada por el jurado</translation>
        </message>
        <message>
            <source>RED BALL!</source>
            <translation>¡BOLILLA ROJA!</translation>
        </message>
    </context>
    <context>
        <name>BreakOverlay</name>
        <message>
            <source>Break — the next game starts shortly</source>
            <translation>Intervalo — el próximo juego comienza en breve</translation>
        </message>
        <message>
            <source>Major prize pot: {amount} — up to ball {ball}</source>
            <translation>Pozo del Premio Mayor: {amount} — hasta la bolilla {ball}</translation>
        </message>
        <message>
            <source>Results of game {game}</source>
            <translation>Resultados del juego {game}</translation>
        </message>
        <message>
            <source>{prize}: card {cards} — {amount}</source>
            <translation>{prize}: cartón {cards} — {amount}</translation>
        </message>
        <message>
            <source>{prize}: cards {cards} — {amount} each</source>
            <translation>{prize}: cartones {cards} — {amount} c/u</translation>
        </message>
    </context>
    <context>
        <name>CameraPanel</name>
        <message>
            <source>No camera</source>
            <translation>Sin cámara</translation>
        </message>
    </context>
    <context>
        <name>ClaimOverlay</name>
        <message>
            <source>+{n} more</source>
            <translation>+{n} más</translation>
        </message>
        <message>
            <source>FREE</source>
            <translation>LIBRE</translation>
        </message>
        <message>
            <source>Not valid</source>
            <translation>No válido</translation>
        </message>
        <message>
            <source>Series {series} · Card {card}</source>
            <translation>Serie {series} · Cartón {card}</translation>
        </message>
        <message>
            <source>Unknown card</source>
            <translation>Cartón desconocido</translation>
        </message>
        <message>
            <source>VERIFYING PRIZE</source>
            <translation>VERIFICANDO PREMIO</translation>
        </message>
        <message>
            <source>{prize} at ball {ball}</source>
            <translation>{prize} en la bolilla {ball}</translation>
        </message>
        <message>
            <source>REJECTED</source>
            <translation>RECHAZADO</translation>
        </message>
        <message>
            <source>STAMPED No. {stamp}</source>
            <translation>SELLADO n.º {stamp}</translation>
        </message>
        <message>
            <source>Reading: {read} of {total}</source>
            <translation>Leyendo: {read} de {total}</translation>
        </message>
    </context>
    <context>
        <name>InfoBar</name>
        <message>
            <source>Balls: {count}</source>
            <translation>Bolillas: {count}</translation>
        </message>
        <message>
            <source>Bingo</source>
            <translation>Bingo</translation>
        </message>
        <message>
            <source>Game {game}</source>
            <translation>Juego {game}</translation>
        </message>
        <message>
            <source>Series {series} {color} {letter}</source>
            <translation>Serie {series} {color} {letter}</translation>
        </message>
    </context>
    <context>
        <name>LastBallPanel</name>
        <message>
            <source>Balls: {count}</source>
            <translation>Bolillas: {count}</translation>
        </message>
        <message>
            <source>LAST BALL</source>
            <translation>ÚLTIMA BOLILLA</translation>
        </message>
        <message>
            <source>RED</source>
            <translation>ROJA</translation>
        </message>
        <message>
            <source>Waiting for the first ball</source>
            <translation>Esperando la primera bolilla</translation>
        </message>
    </context>
    <context>
        <name>MajorPanel</name>
        <message>
            <source>Card {cards}</source>
            <translation>Cartón {cards}</translation>
        </message>
        <message>
            <source>WON!</source>
            <translation>¡GANADO!</translation>
        </message>
        <message>
            <source>up to ball {ball}</source>
            <translation>hasta la bolilla {ball}</translation>
        </message>
        <message>
            <source>{name} {amount} — up to ball {ball}</source>
            <translation>{name} {amount} — hasta la bolilla {ball}</translation>
        </message>
    </context>
    <context>
        <name>MinorsSign</name>
        <message>
            <source>Minors are not admitted</source>
            <translation>Prohibida la entrada a menores de 18 años</translation>
        </message>
    </context>
    <context>
        <name>Prize</name>
        <message>
            <source>A, D, E or S</source>
            <translation>A, D, E o S</translation>
        </message>
        <message>
            <source>Full card</source>
            <translation>Cartón lleno</translation>
        </message>
        <message>
            <source>Line</source>
            <translation>Línea</translation>
        </message>
        <message>
            <source>Major prize</source>
            <translation>Premio Mayor</translation>
        </message>
        <message>
            <source>P, U or N</source>
            <translation>P, U o N</translation>
        </message>
        <message>
            <source>T or L</source>
            <translation>T o L</translation>
        </message>
    </context>
    <context>
        <name>PrizeBoard</name>
        <message>
            <source>+{pct} %</source>
            <translation>+{pct} %</translation>
        </message>
        <message>
            <source>Awarded</source>
            <translation>Adjudicado</translation>
        </message>
        <message>
            <source>Card {cards}</source>
            <translation>Cartón {cards}</translation>
        </message>
        <message>
            <source>Cards {cards}</source>
            <translation>Cartones {cards}</translation>
        </message>
        <message>
            <source>PRIZES</source>
            <translation>PREMIOS</translation>
        </message>
        <message>
            <source>{amount} each</source>
            <translation>{amount} c/u</translation>
        </message>
        <message>
            <source>×{factor} up to ball {ball}</source>
            <translation>×{factor} hasta la bolilla {ball}</translation>
        </message>
    </context>
    <context>
        <name>PublicDisplay</name>
        <message>
            <source>HallStation — public board {n}</source>
            <translation>HallStation — tablero público {n}</translation>
        </message>
    </context>
    <context>
        <name>RedLight</name>
        <message>
            <source>Card {cards}</source>
            <translation>Cartón {cards}</translation>
        </message>
        <message>
            <source>MAJOR PRIZE WON!</source>
            <translation>¡PREMIO MAYOR GANADO!</translation>
        </message>
    </context>
</TS>
