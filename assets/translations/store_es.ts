<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>StationApp</name>
        <message>
            <source>HallStation cannot start</source>
            <translation>HallStation no puede iniciar</translation>
        </message>
        <message>
            <source>the event log needs attention</source>
            <translation>el registro necesita atención</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>hallstation: started on {where} ({events} events), windows shown: {ok}, cameras (Qt Multimedia): {camera}</source>
            <translation>hallstation: iniciada en {where} ({events} eventos), ventanas mostradas: {ok}, cámaras (Qt Multimedia): {camera}</translation>
        </message>
        <message>
            <source>hallstation: {folder} holds no hall yet: its first start was shown ({ok}); nothing recorded</source>
            <translation>hallstation: {folder} todavía no guarda ninguna sala: se mostró su primer inicio ({ok}); no se registró nada</translation>
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
            <translation>Otra estación del cantor conduce esta sala ({host}, proceso {pid}, desde {since}): esta no sortea</translation>
        </message>
        <message>
            <source>An anchor is the log's length and head as printed, e.g. 1234:3F2A9C1B77D0E4A5; not '{text}'</source>
            <translation>Un ancla es el largo y la cabeza del registro tal como están impresos, p. ej. 1234:3F2A9C1B77D0E4A5; no '{text}'</translation>
        </message>
        <message>
            <source>Could not save: the disk is full</source>
            <translation>No se pudo guardar: el disco está lleno</translation>
        </message>
        <message>
            <source>Could not save: the disk or the data folder is read-only</source>
            <translation>No se pudo guardar: el disco o la carpeta de datos es de solo lectura</translation>
        </message>
        <message>
            <source>Could not save: the disk reported a write error ({detail})</source>
            <translation>No se pudo guardar: el disco informó un error de escritura ({detail})</translation>
        </message>
        <message>
            <source>Could not save: the hall's database is busy (another station holds it); try again</source>
            <translation>No se pudo guardar: la base de datos de la sala está ocupada (otra estación la tiene); intente de nuevo</translation>
        </message>
        <message>
            <source>Nothing can be recorded: {finding}. Recall, reports and backups still work; restore the log from the backup</source>
            <translation>No se puede registrar nada: {finding}. La consulta, los informes y las copias de seguridad siguen funcionando; restaure el registro desde la copia de seguridad</translation>
        </message>
        <message>
            <source>The database {path} was written by a newer HallStation (schema {version}; this one reads up to {mine}): update the station</source>
            <translation>La base de datos {path} la escribió un HallStation más nuevo (esquema {version}; este lee hasta {mine}): actualice la estación</translation>
        </message>
        <message>
            <source>The installation key {path} is missing, but the event log already holds events. It is never made anew for a log that has one: restore secret.key from the station's backup (the folder 'hallstation backup' wrote) into {folder}</source>
            <translation>Falta la clave de la instalación {path}, pero el registro de eventos ya tiene eventos. Nunca se crea de nuevo para un registro que ya la tiene: restaure secret.key desde la copia de seguridad de la estación (la carpeta que escribió 'hallstation backup') en {folder}</translation>
        </message>
        <message>
            <source>The station's database {path} cannot be read: {detail}</source>
            <translation>La base de datos de la estación {path} no se puede leer: {detail}</translation>
        </message>
        <message>
            <source>The station's database {path} is empty (0 bytes): it is not made into a new hall. Restore it from the backup</source>
            <translation>La base de datos de la estación {path} está vacía (0 bytes): no se convierte en una sala nueva. Restáurela desde la copia de seguridad</translation>
        </message>
        <message>
            <source>There is no station database in {path}</source>
            <translation>No hay una base de datos de la estación en {path}</translation>
        </message>
        <message>
            <source>This copy of the log is open read-only: nothing can be recorded in it</source>
            <translation>Esta copia del registro está abierta en solo lectura: no se puede registrar nada en ella</translation>
        </message>
        <message>
            <source>{path} is a folder, not the station's database</source>
            <translation>{path} es una carpeta, no la base de datos de la estación</translation>
        </message>
        <message>
            <source>{path} is not a HallStation database (damaged or another program's file): restore it from the backup</source>
            <translation>{path} no es una base de datos de HallStation (dañada o de otro programa): restáurela desde la copia de seguridad</translation>
        </message>
        <message>
            <source>The casino's contribution goes into the pot between games: game {game}'s pot was proclaimed with its sales</source>
            <translation>El aporte del casino entra al pozo entre juegos: el pozo del juego {game} se proclamó con sus ventas</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>, seals valid</source>
            <translation>, sellos válidos</translation>
        </message>
        <message>
            <source>audit: FAILED: {reason}</source>
            <translation>auditoría: FALLÓ: {reason}</translation>
        </message>
        <message>
            <source>audit: the installation key is not beside this copy: the links were checked, the seals could not be</source>
            <translation>auditoría: la clave de la instalación no está junto a esta copia: se revisaron los enlaces, los sellos no se pudieron revisar</translation>
        </message>
        <message>
            <source>head: {anchor}</source>
            <translation>cabeza: {anchor}</translation>
        </message>
        <message>
            <source>it cannot be replayed ({error})</source>
            <translation>no se puede reproducir ({error})</translation>
        </message>
        <message>
            <source>it does not match the printed anchor {anchor}: the log was rewritten up to there</source>
            <translation>no coincide con el ancla impresa {anchor}: el registro se reescribió hasta ahí</translation>
        </message>
        <message>
            <source>it is not the row the high-water mark recorded: the log was rewritten</source>
            <translation>no es la fila que anotó la marca de nivel: el registro se reescribió</translation>
        </message>
        <message>
            <source>its seal does not match the installation's key: the row was written or rewritten without it</source>
            <translation>su sello no coincide con la clave de la instalación: la fila se escribió o reescribió sin ella</translation>
        </message>
        <message>
            <source>the database file is damaged ({detail})</source>
            <translation>el archivo de la base de datos está dañado ({detail})</translation>
        </message>
        <message>
            <source>the event log needs attention: row {row}: {finding}</source>
            <translation>el registro necesita atención: fila {row}: {finding}</translation>
        </message>
        <message>
            <source>the event log needs attention: {finding}</source>
            <translation>el registro necesita atención: {finding}</translation>
        </message>
        <message>
            <source>the high-water mark {path} is damaged or was not written with the installation's key</source>
            <translation>la marca de nivel {path} está dañada o no se escribió con la clave de la instalación</translation>
        </message>
        <message>
            <source>the high-water mark {path} is missing: a cut log could not be told</source>
            <translation>falta la marca de nivel {path}: no se podría saber si el registro fue cortado</translation>
        </message>
        <message>
            <source>the log is cut: {missing} rows are missing after row {rows} (the high-water mark says {mark})</source>
            <translation>el registro está cortado: faltan {missing} filas después de la fila {rows} (la marca de nivel dice {mark})</translation>
        </message>
        <message>
            <source>the printed anchor {anchor} names a row the log does not have: {missing} rows are missing</source>
            <translation>el ancla impresa {anchor} nombra una fila que el registro no tiene: faltan {missing} filas</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <source>Audit log anchor {anchor} — check: hallstation audit verify --anchor {anchor}</source>
            <translation>Ancla del registro {anchor} — verificar: hallstation audit verify --anchor {anchor}</translation>
        </message>
    </context>
</TS>
