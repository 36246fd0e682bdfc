<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>RuleError</name>
        <message>
            <source>The key in {folder} is not the hall's: the log on {server} was sealed with another secret.key. Copy the hall's secret.key from the caller PC's folder (or the backup)</source>
            <translation>La clave de {folder} no es la de la sala: el registro de {server} se selló con otro secret.key. Copie el secret.key de la sala de la carpeta del PC del cantor (o de la copia de seguridad)</translation>
        </message>
        <message>
            <source>$HALLSTATION_STORE names the hall's server as postgresql://user:password@server/database; not '{text}'</source>
            <translation>$HALLSTATION_STORE nombra el servidor de la sala como postgresql://usuario:contraseña@servidor/base; no '{text}'</translation>
        </message>
        <message>
            <source>--store takes the hall's server as postgresql://user:password@server/database; not '{text}'</source>
            <translation>--store recibe el servidor de la sala como postgresql://usuario:contraseña@servidor/base; no '{text}'</translation>
        </message>
        <message>
            <source>A copy of the server's log needs a destination folder</source>
            <translation>Una copia del registro del servidor necesita una carpeta de destino</translation>
        </message>
        <message>
            <source>No connection to the server {server} ({detail})</source>
            <translation>Sin conexión con el servidor {server} ({detail})</translation>
        </message>
        <message>
            <source>No connection to the server {server}: nothing was recorded ({detail})</source>
            <translation>Sin conexión con el servidor {server}: no se registró nada ({detail})</translation>
        </message>
        <message>
            <source>The copy does not end where the log does ({copy} against {source})</source>
            <translation>La copia no termina donde termina el registro ({copy} contra {source})</translation>
        </message>
        <message>
            <source>The copy does not verify ({finding})</source>
            <translation>La copia no pasa la verificación ({finding})</translation>
        </message>
        <message>
            <source>The database {server} already holds a hall's log: it is never overwritten</source>
            <translation>La base de datos {server} ya tiene el registro de una sala: nunca se sobrescribe</translation>
        </message>
        <message>
            <source>The hall's database on {server} holds no log yet: start the caller station on it first</source>
            <translation>La base de datos de la sala en {server} todavía no tiene registro: inicie primero en ella la estación del cantor</translation>
        </message>
        <message>
            <source>The hall's key (secret.key) is not beside the log to copy: its seals cannot be checked, nothing was copied</source>
            <translation>La clave de la sala (secret.key) no está junto al registro a copiar: sus sellos no se pueden comprobar, no se copió nada</translation>
        </message>
        <message>
            <source>The hall's server refused the command ({detail})</source>
            <translation>El servidor de la sala rechazó la orden ({detail})</translation>
        </message>
        <message>
            <source>The hall's server {server} has no such database</source>
            <translation>El servidor de la sala {server} no tiene esa base de datos</translation>
        </message>
        <message>
            <source>The hall's server {server} refused this terminal's account (user or password wrong)</source>
            <translation>El servidor de la sala {server} rechazó la cuenta de este terminal (usuario o contraseña incorrectos)</translation>
        </message>
        <message>
            <source>The log to copy does not verify ({finding}): nothing was copied</source>
            <translation>El registro a copiar no pasa la verificación ({finding}): no se copió nada</translation>
        </message>
        <message>
            <source>The server has already recorded this command once: it is not recorded twice</source>
            <translation>El servidor ya registró esta orden una vez: no se registra dos veces</translation>
        </message>
        <message>
            <source>The setting file {path} cannot be read ({detail})</source>
            <translation>No se puede leer el archivo de ajustes {path} ({detail})</translation>
        </message>
        <message>
            <source>The setting file {path} must hold one line, the hall's server (postgresql://user:password@server/database)</source>
            <translation>El archivo de ajustes {path} debe tener una línea: el servidor de la sala (postgresql://usuario:contraseña@servidor/base)</translation>
        </message>
        <message>
            <source>This terminal does not have the hall's key: copy secret.key from the caller PC's folder (or the backup) into {folder}</source>
            <translation>Este terminal no tiene la clave de la sala: copie secret.key de la carpeta del PC del cantor (o de la copia de seguridad) en {folder}</translation>
        </message>
        <message>
            <source>This terminal's server account can only read the hall's log: nothing can be recorded from it</source>
            <translation>La cuenta de este terminal en el servidor solo puede leer el registro de la sala: desde él no se puede registrar nada</translation>
        </message>
        <message>
            <source>{path} already holds a hall's log: it is never overwritten</source>
            <translation>{path} ya tiene el registro de una sala: nunca se sobrescribe</translation>
        </message>
        <message>
            <source>{path} already holds another hall's key: nothing was copied</source>
            <translation>{path} ya tiene la clave de otra sala: no se copió nada</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>store copy goes from a folder to a postgresql:// server, or from a server to a folder</source>
            <translation>store copy va de una carpeta a un servidor postgresql://, o de un servidor a una carpeta</translation>
        </message>
        <message>
            <source>store copy: OK, {rows} events copied to {dest}, checked on both sides</source>
            <translation>copia del registro: correcta, {rows} eventos copiados a {dest}, comprobados en ambos lados</translation>
        </message>
        <message>
            <source>the server's log disagrees with what this terminal has seen: its row is not the one seen here (the log was rewritten)</source>
            <translation>el registro del servidor no coincide con lo que este terminal vio: su fila no es la que se vio aquí (el registro fue reescrito)</translation>
        </message>
        <message>
            <source>the server's log is shorter than this terminal has seen: {missing} rows are missing after row {rows} (this terminal saw {mark})</source>
            <translation>el registro del servidor es más corto de lo que este terminal vio: faltan {missing} filas después de la fila {rows} (este terminal vio {mark})</translation>
        </message>
        <message>
            <source>this terminal's witness mark {path} is damaged</source>
            <translation>la marca testigo de este terminal {path} está dañada</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>the hall's PostgreSQL server, postgresql://user:password@server/database (default: $HALLSTATION_STORE, the data folder's hall-server.conf, else the SQLite file in the data folder)</source>
            <translation>el servidor PostgreSQL de la sala, postgresql://usuario:contraseña@servidor/base (por omisión: $HALLSTATION_STORE, el hall-server.conf de la carpeta de datos, si no el archivo SQLite de la carpeta de datos)</translation>
        </message>
        <message>
            <source>the hall's log between a PC's folder and the hall's PostgreSQL server</source>
            <translation>el registro de la sala entre la carpeta de un PC y el servidor PostgreSQL de la sala</translation>
        </message>
        <message>
            <source>copy the whole log (verified on both sides) from a folder to an empty postgresql:// database, or back into a new folder</source>
            <translation>copiar todo el registro (verificado en ambos lados) de una carpeta a una base postgresql:// vacía, o de vuelta a una carpeta nueva</translation>
        </message>
        <message>
            <source>a hall's folder, or postgresql://user:password@server/database</source>
            <translation>la carpeta de una sala, o postgresql://usuario:contraseña@servidor/base</translation>
        </message>
        <message>
            <source>an empty postgresql:// database, or a new folder for the archive</source>
            <translation>una base postgresql:// vacía, o una carpeta nueva para el archivo</translation>
        </message>
    </context>
</TS>
