<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- The hall's server and its hot standby (issue 25): the epoch, the promotion step, the second server. -->
<TS version="2.1" language="es_ES">
    <context>
        <name>Cli</name>
        <message>
            <source>store promote needs --store with the standby's administrator account, e.g. postgresql://postgres@standby/hall</source>
            <translation>store promote necesita --store con la cuenta del administrador del servidor de reserva, p. ej. postgresql://postgres@reserva/hall</translation>
        </message>
        <message>
            <source>store promote takes one server, the standby to promote: not a list of servers</source>
            <translation>store promote toma un solo servidor, el de reserva que se promueve: no una lista de servidores</translation>
        </message>
        <message>
            <source>store promote: OK, {server} is the hall's primary, epoch {epoch} (timeline {timeline}), row {seq}</source>
            <translation>store promote: OK, {server} es el servidor principal de la sala, época {epoch} (línea temporal {timeline}), fila {seq}</translation>
        </message>
        <message>
            <source>store setup --replication: give the standby's account's password in $HALLSTATION_REPLICATION_PASSWORD</source>
            <translation>store setup --replication: dé la contraseña de la cuenta del servidor de reserva en $HALLSTATION_REPLICATION_PASSWORD</translation>
        </message>
        <message>
            <source>the standby copies this server as {account} (pg_basebackup -R, docs/network.md)</source>
            <translation>el servidor de reserva copia este servidor como {account} (pg_basebackup -R, docs/network.md)</translation>
        </message>
        <message>
            <source>the terminals go on on it by themselves; the old primary is rebuilt as the new standby before it is started again (docs/network.md)</source>
            <translation>los terminales siguen en él solos; el principal antiguo se reconstruye como nuevo servidor de reserva antes de arrancarlo de nuevo (docs/network.md)</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>server: {host}</source>
            <translation>servidor: {host}</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The standby {server} still receives the log from its primary: that primary is alive. Switch it off first (docs/network.md, the promotion, step 2); nothing was done</source>
            <translation>El servidor de reserva {server} sigue recibiendo el registro de su principal: ese principal está vivo. Apáguelo primero (docs/network.md, la promoción, paso 2); no se hizo nada</translation>
        </message>
        <message>
            <source>The hall's second server (the standby) does not answer, and every commit waits for it: nothing was recorded. Bring the standby back, or the IT person turns synchronous replication off (docs/network.md)</source>
            <translation>El segundo servidor de la sala (el de reserva) no responde y cada registro lo espera: no se registró nada. Vuelva a arrancar el servidor de reserva, o el informático apaga la replicación síncrona (docs/network.md)</translation>
        </message>
        <message>
            <source>The server {server} did not become a primary within 60 s: see its log</source>
            <translation>El servidor {server} no pasó a principal en 60 s: vea su registro de PostgreSQL</translation>
        </message>
        <message>
            <source>The server {server} is an old primary of the hall (epoch {epoch}, this terminal has seen {known}): nothing is recorded on it nor followed from it</source>
            <translation>El servidor {server} es un primario antiguo de la sala (época {epoch}, este terminal ha visto la {known}): no se registra nada en él ni se le sigue</translation>
        </message>
        <message>
            <source>The server {server} is the hall's standby (it only follows the primary): nothing is recorded on it</source>
            <translation>El servidor {server} es el de reserva de la sala (solo sigue al principal): no se registra nada en él</translation>
        </message>
        <message>
            <source>The server {server} names an epoch of the hall that its log does not prove: nothing is recorded on it</source>
            <translation>El servidor {server} nombra una época de la sala que su registro no demuestra: no se registra nada en él</translation>
        </message>
        <message>
            <source>The server {server} was made a primary without the hall's epoch: nothing is recorded on it until 'hallstation store promote' is run on it</source>
            <translation>El servidor {server} pasó a principal sin la época de la sala: no se registra nada en él hasta ejecutar 'hallstation store promote' en él</translation>
        </message>
        <message>
            <source>store promote needs the server's administrator account (a superuser, e.g. postgres)</source>
            <translation>store promote necesita la cuenta del administrador del servidor (un superusuario, p. ej. postgres)</translation>
        </message>
        <message>
            <source>store promote records the hall's epoch under the hall's key: give --data-dir a writer terminal's folder (its secret.key)</source>
            <translation>store promote registra la época de la sala bajo la clave de la sala: dé en --data-dir la carpeta de un terminal que escribe (su secret.key)</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>also the hot standby's replication account hall_replica (its password from $HALLSTATION_REPLICATION_PASSWORD)</source>
            <translation>también la cuenta de replicación del servidor de reserva, hall_replica (su contraseña en $HALLSTATION_REPLICATION_PASSWORD)</translation>
        </message>
        <message>
            <source>make the hall's standby its primary (pg_promote) and record the hall's next epoch in the log as its first act; --store names the standby's administrator account, --data-dir a writer terminal's folder (the hall's key). Only once the old primary is off</source>
            <translation>convierte el servidor de reserva de la sala en su principal (pg_promote) y registra, como primer acto, la siguiente época de la sala en el registro; --store nombra la cuenta del administrador del servidor de reserva, --data-dir la carpeta de un terminal que escribe (la clave de la sala). Solo cuando el principal antiguo está apagado</translation>
        </message>
    </context>
</TS>
