<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>Cli</name>
        <message>
            <source>it is not the row this PC's witness {path} saw: the log was rewritten</source>
            <translation>no es la fila que vio el testigo de este PC {path}: el registro fue reescrito</translation>
        </message>
        <message>
            <source>it was not written by the station (its time, type, author or data is not text)</source>
            <translation>no la escribió la estación (su hora, tipo, autor o datos no son texto)</translation>
        </message>
        <message>
            <source>its high-water mark log.mark is beside it</source>
            <translation>su marca de nivel log.mark está a su lado</translation>
        </message>
        <message>
            <source>its key secret.key is beside it</source>
            <translation>su clave secret.key está a su lado</translation>
        </message>
        <message>
            <source>note: this PC had seen the hall's log in {dir} up to row {seen}; the backup ends at row {rows}</source>
            <translation>aviso: este PC había visto el registro de la sala en {dir} hasta la fila {seen}; la copia de seguridad termina en la fila {rows}</translation>
        </message>
        <message>
            <source>the log has a column of seals</source>
            <translation>el registro tiene una columna de sellos</translation>
        </message>
        <message>
            <source>the log is cut: {missing} rows are missing after row {rows} (this PC's witness {path} saw row {seen}; the high-water mark {mark} is missing)</source>
            <translation>el registro está cortado: faltan {missing} filas después de la fila {rows} (el testigo de este PC {path} vio la fila {seen}; falta la marca de nivel {mark})</translation>
        </message>
        <message>
            <source>the log is cut: {missing} rows are missing after row {rows} (this PC's witness {path} saw row {seen}; the high-water mark {mark} says {said})</source>
            <translation>el registro está cortado: faltan {missing} filas después de la fila {rows} (el testigo de este PC {path} vio la fila {seen}; la marca de nivel {mark} dice {said})</translation>
        </message>
        <message>
            <source>the log says it was never sealed (schema 1), but this folder has been sealed ({evidence}): it was rewritten without the key</source>
            <translation>el registro dice que nunca fue sellado (esquema 1), pero esta carpeta ya fue sellada ({evidence}): fue reescrito sin la clave</translation>
        </message>
        <message>
            <source>the log says it was sealed</source>
            <translation>el registro dice que fue sellado</translation>
        </message>
        <message>
            <source>this PC keeps a witness of its log</source>
            <translation>este PC guarda un testigo de su registro</translation>
        </message>
        <message>
            <source>this PC's witness of the log {path} is damaged or was not written with the hall's key</source>
            <translation>el testigo del registro de este PC {path} está dañado o no fue escrito con la clave de la sala</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The log {path} says it was never sealed (schema 1), but this folder has been sealed ({evidence}): it is neither accepted as an old log nor sealed again. Restore the hall from the backup</source>
            <translation>El registro {path} dice que nunca fue sellado (esquema 1), pero esta carpeta ya fue sellada ({evidence}): no se acepta como un registro antiguo ni se sella de nuevo. Restaure la sala desde la copia de seguridad</translation>
        </message>
        <message>
            <source>This PC saw a hall in {folder} (its log up to row {seq}, witness {path}), but its database is gone: it is not made into a new, empty hall. Restore the hall from its backup (hallstation restore)</source>
            <translation>Este PC vio una sala en {folder} (su registro hasta la fila {seq}, testigo {path}), pero su base de datos ya no está: no se convierte en una sala nueva y vacía. Restaure la sala desde su copia de seguridad (hallstation restore)</translation>
        </message>
        <message>
            <source>{folder} holds a hall's key ({path}) but no database: it is not made into a new, empty hall. Restore the hall from its backup (hallstation restore); if this folder never held a hall, move the key away</source>
            <translation>{folder} tiene la clave de una sala ({path}) pero no su base de datos: no se convierte en una sala nueva y vacía. Restaure la sala desde su copia de seguridad (hallstation restore); si esta carpeta nunca tuvo una sala, quite la clave de ahí</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the disk or the data folder is read-only</source>
            <translation>el disco o la carpeta de datos es de solo lectura</translation>
        </message>
        <message>
            <source>the disk reported a write error ({detail})</source>
            <translation>el disco informó un error de escritura ({detail})</translation>
        </message>
        <message>
            <source>Saved; the log's high-water mark could not be updated: {reason}</source>
            <translation>Guardado; la marca de nivel del registro no se pudo actualizar: {reason}</translation>
        </message>
        <message>
            <source>The station's database {path} cannot be opened: {reason}</source>
            <translation>La base de datos de la estación {path} no se puede abrir: {reason}</translation>
        </message>
    </context>
    <context>
        <name>LocalSettings</name>
        <message>
            <source>The screen settings could not be saved in {path} ({why}): they hold until the station closes.</source>
            <translation>La configuración de las pantallas no se pudo guardar en {path} ({why}): vale hasta que se cierre la estación.</translation>
        </message>
    </context>
</TS>
