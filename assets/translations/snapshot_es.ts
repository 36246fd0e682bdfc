<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>Cli</name>
        <message>
            <source>the rows of game {game} are not the ones this PC folded: the log was rewritten</source>
            <translation>las filas del juego {game} no son las que este PC procesó: el registro fue reescrito</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The event log needs attention: the rows of game {game} are not the ones this PC folded: the log was rewritten</source>
            <translation>El registro de eventos necesita atención: las filas del juego {game} no son las que este PC procesó: el registro fue reescrito</translation>
        </message>
        <message>
            <source>This PC's snapshot of the hall's state could not be read (damaged): it was set aside and the log is replayed from its first row before the next command; try again</source>
            <translation>La instantánea del estado de la sala en este PC no se pudo leer (está dañada): se apartó y el registro se vuelve a procesar desde su primera fila antes de la próxima orden; inténtelo de nuevo</translation>
        </message>
    </context>
</TS>
