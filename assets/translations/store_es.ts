<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>StationApp</name>
        <message>
            <source>Another caller station drives this hall ({host}, process {pid}, since {since}): this one shows the game but does not draw.</source>
            <translation>Otra estación del cantor conduce este salón ({host}, proceso {pid}, desde {since}): esta muestra el juego pero no sortea.</translation>
        </message>
    </context>
    <context>
        <name>CallerWindow</name>
        <message>
            <source>Close the station</source>
            <translation>Cerrar la estación</translation>
        </message>
        <message>
            <source>Game {game} is being played. Close the station anyway? The game stays exactly where it is and goes on at the next start.</source>
            <translation>Se está jugando el juego {game}. ¿Cerrar la estación de todos modos? El juego queda exactamente donde está y sigue en el próximo inicio.</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>Another caller station drives this hall ({host}, process {pid}, since {since}): this one does not draw</source>
            <translation>Otra estación del cantor conduce este salón ({host}, proceso {pid}, desde {since}): esta no sortea</translation>
        </message>
    </context>
</TS>
