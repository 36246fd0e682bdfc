<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>RuleError</name>
        <message>
            <source>$HALLSTATION_STORE names the hall's server as postgresql://user@server/database; not '{text}'</source>
            <translation>$HALLSTATION_STORE nombra el servidor de la sala como postgresql://usuario@servidor/base; no '{text}'</translation>
        </message>
        <message>
            <source>--store takes the hall's server as postgresql://user@server/database; not '{text}'</source>
            <translation>--store recibe el servidor de la sala como postgresql://usuario@servidor/base; no '{text}'</translation>
        </message>
        <message>
            <source>The setting file {path} must hold one line, the hall's server (postgresql://user@server/database)</source>
            <translation>El archivo de configuración {path} debe tener una línea, el servidor de la sala (postgresql://usuario@servidor/base)</translation>
        </message>
        <message>
            <source>The hall's database on {server} holds no log yet: the hall is copied onto it with 'hallstation store copy'</source>
            <translation>La base de la sala en {server} aún no tiene registro: la sala se copia en ella con 'hallstation store copy'</translation>
        </message>
        <message>
            <source>The hall's database on {server} is not set up for HallStation (or was set up by an older one): the server's administrator runs 'hallstation store setup' on it (safe to run again)</source>
            <translation>La base de la sala en {server} no está preparada para HallStation (o la preparó una versión anterior): el administrador del servidor ejecuta 'hallstation store setup' en ella (se puede repetir sin riesgo)</translation>
        </message>
        <message>
            <source>The hall's server did not answer in time: nothing was recorded ({detail})</source>
            <translation>El servidor de la sala no respondió a tiempo: no se registró nada ({detail})</translation>
        </message>
        <message>
            <source>The hall's server is busy: another terminal's command has held the log for more than {seconds} s. Nothing was recorded; try again</source>
            <translation>El servidor de la sala está ocupado: la orden de otro terminal retiene el registro desde hace más de {seconds} s. No se registró nada; inténtelo de nuevo</translation>
        </message>
        <message>
            <source>The hall's server {server} refused the connection ({detail})</source>
            <translation>El servidor de la sala {server} rechazó la conexión ({detail})</translation>
        </message>
        <message>
            <source>Name the hall's database in the address, e.g. postgresql://postgres@server/hall; not '{db}'</source>
            <translation>Indique la base de la sala en la dirección, p. ej. postgresql://postgres@servidor/hall; no '{db}'</translation>
        </message>
        <message>
            <source>The account {role} does not exist yet: give its password in {variable}</source>
            <translation>La cuenta {role} todavía no existe: dé su contraseña en {variable}</translation>
        </message>
        <message>
            <source>The database {server} holds another program's table {table}: it is not made into a hall</source>
            <translation>La base {server} tiene la tabla {table} de otro programa: no se convierte en una sala</translation>
        </message>
        <message>
            <source>The server {server} could not be set up ({detail})</source>
            <translation>No se pudo preparar el servidor {server} ({detail})</translation>
        </message>
        <message>
            <source>The server {server} refused the administrator's account (user or password wrong)</source>
            <translation>El servidor {server} rechazó la cuenta del administrador (usuario o contraseña incorrectos)</translation>
        </message>
        <message>
            <source>store setup needs the server's administrator account (a superuser, e.g. postgres)</source>
            <translation>store setup necesita la cuenta del administrador del servidor (un superusuario, p. ej. postgres)</translation>
        </message>
        <message>
            <source>The setting file {path} must say which terminal this PC is: caller, cashier, display, or poker and the table's number</source>
            <translation>El archivo de configuración {path} debe decir qué terminal es este PC: caller (cantor), cashier (caja), display (pantallas) o poker y el número de la mesa</translation>
        </message>
        <message>
            <source>This hall was copied to the server {server} on {at}: {folder} no longer opens as a one-PC hall (the hall goes on there). Start the station on the server: write {server} in {conf} (hallstation store connect), or give --store</source>
            <translation>Esta sala se copió al servidor {server} el {at}: {folder} ya no se abre como sala de un solo PC (la sala sigue allí). Inicie la estación en el servidor: escriba {server} en {conf} (hallstation store connect), o use --store</translation>
        </message>
        <message>
            <source>{folder} is marked as copied to the hall's server, but the mark {path} is damaged or not sealed with this folder's key: the folder does not open as a one-PC hall. Start the station on the hall's server (--store, or hall-server.conf)</source>
            <translation>{folder} está marcada como copiada al servidor de la sala, pero la marca {path} está dañada o no está sellada con la clave de esta carpeta: la carpeta no se abre como sala de un solo PC. Inicie la estación en el servidor de la sala (--store, o hall-server.conf)</translation>
        </message>
        <message>
            <source>The hall's server {server} holds no log yet: copy the hall onto it with store copy (on the caller PC: hallstation store copy --from THE_HALL'S_FOLDER --to {server}). This station waits for it</source>
            <translation>El servidor de la sala {server} aún no tiene registro: copie la sala con store copy (en el PC del cantor: hallstation store copy --from CARPETA_DE_LA_SALA --to {server}). Esta estación lo espera</translation>
        </message>
        <message>
            <source>The hall's log on {server} is empty: copy the hall onto it with store copy first</source>
            <translation>El registro de la sala en {server} está vacío: copie primero la sala con store copy</translation>
        </message>
        <message>
            <source>The prize '{prize}' of card {card} was already paid at another terminal ({by}): it is not paid twice</source>
            <translation>Ya pagado en otra terminal: el premio «{prize}» del cartón {card} lo pagó {by}; no se paga dos veces</translation>
        </message>
        <message>
            <source>The jackpot of round {round} was already paid at the other console ({by}): it is not paid twice</source>
            <translation>Ya pagado en la otra consola: el jackpot de la ronda {round} lo autorizó {by}; no se paga dos veces</translation>
        </message>
        <message>
            <source>The key in {folder} is not the hall's: the log on {server} was sealed with another secret.key. Copy the hall's secret.key from the caller PC's folder (or the backup)</source>
            <translation>La clave de {folder} no es la de la sala: el registro de {server} se selló con otro secret.key. Copie el secret.key de la sala de la carpeta del PC del cantor (o de la copia de seguridad)</translation>
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
            <source>a hall's folder, or postgresql://user@server/database</source>
            <translation>la carpeta de una sala, o postgresql://usuario@servidor/base</translation>
        </message>
        <message>
            <source>at most N connections of the screens' account (default 20: 2 per screens PC)</source>
            <translation>como mucho N conexiones de la cuenta de las pantallas (por omisión 20: 2 por PC de pantallas)</translation>
        </message>
        <message>
            <source>refuse, changing nothing, while pg_hba.conf admits hall_writer from another PC with its password alone (without it: a warning)</source>
            <translation>negarse, sin cambiar nada, mientras pg_hba.conf admita a hall_writer desde otro PC con su contraseña sola (sin esta opción: un aviso)</translation>
        </message>
        <message>
            <source>at most N connections of the writer terminals' account (default 40: about 3 per terminal)</source>
            <translation>como mucho N conexiones de la cuenta de los terminales que registran (por omisión 40: unas 3 por terminal)</translation>
        </message>
        <message>
            <source>point this terminal at the hall's server: tries the account given in --store (password from $HALLSTATION_STORE_PASSWORD or asked), then writes hall-server.conf and hall-server.pgpass in its data folder</source>
            <translation>conectar este terminal al servidor de la sala: prueba la cuenta dada en --store (contraseña de $HALLSTATION_STORE_PASSWORD o preguntada) y luego escribe hall-server.conf y hall-server.pgpass en su carpeta de datos</translation>
        </message>
        <message>
            <source>set the hall's PostgreSQL server up (roles, database, tables, grants, the public view, limits; safe to run again); --store names the server's administrator account, the passwords come from $HALLSTATION_WRITER_PASSWORD and $HALLSTATION_DISPLAY_PASSWORD</source>
            <translation>preparar el servidor PostgreSQL de la sala (roles, base, tablas, permisos, la vista pública, límites; se puede repetir sin riesgo); --store indica la cuenta del administrador del servidor, las contraseñas vienen de $HALLSTATION_WRITER_PASSWORD y $HALLSTATION_DISPLAY_PASSWORD</translation>
        </message>
        <message>
            <source>the hall's PostgreSQL server, postgresql://user@server/database — the password from the data folder's hall-server.pgpass or $PGPASSWORD, never here (default: $HALLSTATION_STORE, the data folder's hall-server.conf, else the SQLite file in the data folder)</source>
            <translation>el servidor PostgreSQL de la sala, postgresql://usuario@servidor/base — la contraseña del hall-server.pgpass de la carpeta de datos o de $PGPASSWORD, nunca aquí (por omisión: $HALLSTATION_STORE, el hall-server.conf de la carpeta de datos, si no el archivo SQLite de la carpeta de datos)</translation>
        </message>
        <message>
            <source>the poker table's number (--terminal poker)</source>
            <translation>el número de la mesa de póker (--terminal poker)</translation>
        </message>
        <message>
            <source>which terminal this PC is, for 'hallstation' alone (the menu entry, the autostart); default: display for the screens' account, else caller</source>
            <translation>qué terminal es este PC, para 'hallstation' a secas (la entrada del menú, el inicio automático); por omisión: display para la cuenta de las pantallas, si no caller</translation>
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
            <source>an empty postgresql:// database, or a new folder for the archive</source>
            <translation>una base postgresql:// vacía, o una carpeta nueva para el archivo</translation>
        </message>
    </context>
</TS>
