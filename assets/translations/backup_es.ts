<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>DayWindow</name>
        <message>
            <source>Back up the hall to a folder (USB stick)…</source>
            <translation>Copia de seguridad de la sala en una carpeta (memoria USB)…</translation>
        </message>
        <message>
            <source>Back up the hall: choose a folder (a USB stick)</source>
            <translation>Copia de seguridad de la sala: elija una carpeta (una memoria USB)</translation>
        </message>
        <message>
            <source>Backup written to {path} and checked: {rows} events, head {anchor}.</source>
            <translation>Copia de seguridad escrita en {path} y comprobada: {rows} eventos, cabeza {anchor}.</translation>
        </message>
        <message>
            <source>Backup written to {path}, but the hall's log FAILED its check: {finding}</source>
            <translation>Copia de seguridad escrita en {path}, pero el registro de la sala NO PASÓ su revisión: {finding}</translation>
        </message>
        <message>
            <source>No backup was made.</source>
            <translation>No se hizo copia de seguridad.</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The backup could not be restored into {dir}: {detail}</source>
            <translation>La copia de seguridad no se pudo restaurar en {dir}: {detail}</translation>
        </message>
        <message>
            <source>The backup could not be written to {dest}: {detail}</source>
            <translation>La copia de seguridad no se pudo escribir en {dest}: {detail}</translation>
        </message>
        <message>
            <source>The backup in {src} does not list {name}: it is incomplete</source>
            <translation>La copia de seguridad de {src} no incluye {name}: está incompleta</translation>
        </message>
        <message>
            <source>The backup in {src} does not pass its check: {finding}</source>
            <translation>La copia de seguridad de {src} no pasa su revisión: {finding}</translation>
        </message>
        <message>
            <source>The backup in {src} has no installation key: it cannot be checked</source>
            <translation>La copia de seguridad de {src} no tiene la clave de la instalación: no se puede revisar</translation>
        </message>
        <message>
            <source>The backup in {src} was opened for writing after it was made ({wal} is beside it): it is not restored</source>
            <translation>La copia de seguridad de {src} se abrió para escribir después de hecha ({wal} está junto a ella): no se restaura</translation>
        </message>
        <message>
            <source>The backup's log ends at {got}, not where its manifest says ({want}): it is not restored</source>
            <translation>El registro de la copia de seguridad termina en {got}, no donde dice su manifiesto ({want}): no se restaura</translation>
        </message>
        <message>
            <source>The backup's {manifest} in {src} is damaged: it cannot be checked</source>
            <translation>El {manifest} de la copia de seguridad en {src} está dañado: no se puede revisar</translation>
        </message>
        <message>
            <source>The backup's {name} cannot be read: {detail}</source>
            <translation>No se puede leer {name} de la copia de seguridad: {detail}</translation>
        </message>
        <message>
            <source>The backup's {name} does not match its manifest: it was damaged or changed after the backup was made</source>
            <translation>{name} de la copia de seguridad no coincide con su manifiesto: se dañó o se cambió después de hecha la copia</translation>
        </message>
        <message>
            <source>The backup's {name} is missing from {src}</source>
            <translation>Falta {name} de la copia de seguridad en {src}</translation>
        </message>
        <message>
            <source>The copy of {name} in {dir} does not match the backup: the disk may be failing</source>
            <translation>La copia de {name} en {dir} no coincide con la copia de seguridad: puede que el disco esté fallando</translation>
        </message>
        <message>
            <source>The copy written to {dest} does not pass its check ({finding}): the disk may be failing; it was removed</source>
            <translation>La copia escrita en {dest} no pasa su revisión ({finding}): puede que el disco esté fallando; se eliminó</translation>
        </message>
        <message>
            <source>The copy {path} could not be taken out of WAL mode ({mode})</source>
            <translation>La copia {path} no se pudo sacar del modo WAL ({mode})</translation>
        </message>
        <message>
            <source>The installation key {path} is missing: a backup without it could not be restored. Find secret.key first</source>
            <translation>Falta la clave de la instalación {path}: una copia de seguridad sin ella no se podría restaurar. Busque primero secret.key</translation>
        </message>
        <message>
            <source>There is no station database in {path}: nothing to back up</source>
            <translation>No hay una base de datos de la estación en {path}: no hay nada que copiar</translation>
        </message>
        <message>
            <source>This backup holds a log that failed its check when it was made ({finding}): it is evidence, not restored</source>
            <translation>Esta copia de seguridad guarda un registro que no pasó su revisión cuando se hizo ({finding}): es una prueba, no se restaura</translation>
        </message>
        <message>
            <source>{dest} already holds a backup: it is not overwritten. Choose a new folder (e.g. one named after the day)</source>
            <translation>{dest} ya tiene una copia de seguridad: no se sobrescribe. Elija una carpeta nueva (por ejemplo, con el nombre del día)</translation>
        </message>
        <message>
            <source>{dest} already holds a hall's files ({names}): they are not overwritten. Choose an empty or new folder</source>
            <translation>{dest} ya tiene archivos de una sala ({names}): no se sobrescriben. Elija una carpeta vacía o nueva</translation>
        </message>
        <message>
            <source>{dest} is a file, not a folder: choose a folder for the backup</source>
            <translation>{dest} es un archivo, no una carpeta: elija una carpeta para la copia de seguridad</translation>
        </message>
        <message>
            <source>{dest} is the hall's own data folder: choose another folder (a USB stick) for the backup</source>
            <translation>{dest} es la propia carpeta de datos de la sala: elija otra carpeta (una memoria USB) para la copia de seguridad</translation>
        </message>
        <message>
            <source>{dir} already holds a hall ({names}): nothing was restored. Move that folder away first (e.g. rename it to {old}) or restore into a new folder</source>
            <translation>{dir} ya tiene una sala ({names}): no se restauró nada. Aparte primero esa carpeta (por ejemplo, cámbiele el nombre a {old}) o restaure en una carpeta nueva</translation>
        </message>
        <message>
            <source>{src} is not a HallStation backup (it has no {manifest})</source>
            <translation>{src} no es una copia de seguridad de HallStation (no tiene {manifest})</translation>
        </message>
        <message>
            <source>{src} is not a folder: give the backup's folder</source>
            <translation>{src} no es una carpeta: indique la carpeta de la copia de seguridad</translation>
        </message>
        <message>
            <source>Wrong PIN for {name} (this copy is read-only: the attempt is not recorded in it)</source>
            <translation>PIN incorrecto para {name} (esta copia es de solo lectura: el intento no queda registrado en ella)</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>backup: OK, {rows} events written to {dest} and checked</source>
            <translation>copia de seguridad: correcta, {rows} eventos escritos en {dest} y comprobados</translation>
        </message>
        <message>
            <source>backup: written to {dest}, but the hall's log FAILED its check: {finding}</source>
            <translation>copia de seguridad: escrita en {dest}, pero el registro de la sala FALLÓ su revisión: {finding}</translation>
        </message>
        <message>
            <source>restore: OK, {rows} events restored into {dir} (backup of {created})</source>
            <translation>restauración: correcta, {rows} eventos restaurados en {dir} (copia de seguridad del {created})</translation>
        </message>
        <message>
            <source>recall: winners' names and documents are masked: a game manager or administrator sees them with --user NAME</source>
            <translation>consulta: los nombres y documentos de los ganadores están ocultos: el Encargado de Juego o un administrador los ve con --user NOMBRE</translation>
        </message>
        <message>
            <source>row {row}: {finding}</source>
            <translation>fila {row}: {finding}</translation>
        </message>
    </context>
</TS>
