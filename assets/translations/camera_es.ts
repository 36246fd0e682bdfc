<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>CameraBall</name>
        <message>
            <source>LAST BALL</source>
            <translation>ÚLTIMA BOLILLA</translation>
        </message>
        <message>
            <source>Balls: {count}</source>
            <translation>Bolillas: {count}</translation>
        </message>
        <message>
            <source>Waiting for the first ball</source>
            <translation>Esperando la primera bolilla</translation>
        </message>
    </context>
    <context>
        <name>DisplayModeMenu</name>
        <message>
            <source>What each display shows</source>
            <translation>Qué muestra cada pantalla</translation>
        </message>
        <message>
            <source>window</source>
            <translation>ventana</translation>
        </message>
        <message>
            <source>No public display open</source>
            <translation>No hay pantallas públicas abiertas</translation>
        </message>
        <message>
            <source>Public display {n} ({screen})</source>
            <translation>Pantalla pública {n} ({screen})</translation>
        </message>
        <message>
            <source>The board (the camera in a corner)</source>
            <translation>El tablero (la cámara en un rincón)</translation>
        </message>
        <message>
            <source>The camera full size, with the last ball</source>
            <translation>La cámara a pantalla completa, con la última bolilla</translation>
        </message>
    </context>
</TS>
