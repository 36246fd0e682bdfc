<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>Port {port} of {address} is already in use: stop what uses it or choose another port (--port)</source>
            <translation>El puerto {port} de {address} ya está en uso: detenga lo que lo usa o elija otro puerto (--port)</translation>
        </message>
        <message>
            <source>The web board cannot listen on {address} port {port}: {why}</source>
            <translation>El tablero web no puede escuchar en {address}, puerto {port}: {why}</translation>
        </message>
        <message>
            <source>The web board cannot listen on {address}: {why}</source>
            <translation>El tablero web no puede escuchar en {address}: {why}</translation>
        </message>
        <message>
            <source>The web board could not start: {why}</source>
            <translation>El tablero web no pudo arrancar: {why}</translation>
        </message>
    </context>
    <context>
        <name>WebBoard</name>
        <message>
            <source>HallStation — the hall's board</source>
            <translation>HallStation — tablero de la sala</translation>
        </message>
        <message>
            <source>No connection</source>
            <translation>Sin conexión</translation>
        </message>
        <message>
            <source>the hall's board at http://{address}:{port}/ (read only; Ctrl+C stops it)</source>
            <translation>el tablero de la sala en http://{address}:{port}/ (solo lectura; Ctrl+C lo detiene)</translation>
        </message>
        <message>
            <source>A malformed request was refused (400)</source>
            <translation>Se rechazó una petición mal formada (400)</translation>
        </message>
        <message>
            <source>A WebSocket request was refused: the board's live updates are Server-Sent Events at /events</source>
            <translation>Se rechazó una petición WebSocket: el tablero se actualiza con Server-Sent Events en /events</translation>
        </message>
        <message>
            <source>'{text}' is not a port: give a number from 1 to 65535</source>
            <translation>'{text}' no es un puerto: indique un número del 1 al 65535</translation>
        </message>
        <message>
            <source>'{text}' is not a number of connections: give one from 1 to 10000</source>
            <translation>'{text}' no es un número de conexiones: indique uno del 1 al 10000</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>the hall's board as a web page for the TVs and tablets of the hall, read only</source>
            <translation>el tablero de la sala como página web para los televisores y tabletas de la sala, solo lectura</translation>
        </message>
        <message>
            <source>the port to serve on (default 8080)</source>
            <translation>el puerto donde servir (por omisión 8080)</translation>
        </message>
        <message>
            <source>the address to listen on (default 127.0.0.1, this PC only; the PC's address on the hall's network, or 0.0.0.0, for its TVs)</source>
            <translation>la dirección donde escuchar (por omisión 127.0.0.1, solo este PC; la dirección del PC en la red de la sala, o 0.0.0.0, para sus televisores)</translation>
        </message>
        <message>
            <source>at most this many connections at once (default 100); more are refused until one closes</source>
            <translation>a lo sumo esta cantidad de conexiones a la vez (por omisión 100); las demás se rechazan hasta que una se cierre</translation>
        </message>
    </context>
</TS>
