<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>'{text}' is not a ball: type it with the digits 0 to 9, e.g. 12 or B12</source>
            <translation>«{text}» no es una bolilla: escríbala con los dígitos 0 a 9, por ejemplo 12 o B12</translation>
        </message>
        <message>
            <source>There is no series {number} on a hall's sheets: a series number goes from 1 to 9999</source>
            <translation>No hay serie {number} en los cartones de una sala: el número de serie va de 1 a 9999</translation>
        </message>
        <message>
            <source>A PIN is 4 to 12 digits 0–9</source>
            <translation>Un PIN tiene de 4 a 12 dígitos 0–9</translation>
        </message>
        <message>
            <source>The money received cannot be negative: type what the seller handed in, 0 or more</source>
            <translation>El dinero recibido no puede ser negativo: escriba lo que entregó el vendedor, 0 o más</translation>
        </message>
        <message>
            <source>The file is in {found}: a printer's series file must be CSV text in {accepted} (with or without BOM). Save it again as 'CSV UTF-8' and import it; nothing imported</source>
            <translation>El archivo está en {found}: el archivo de series de la imprenta debe ser texto CSV en {accepted} (con o sin BOM). Guárdelo de nuevo como «CSV UTF-8» e impórtelo; no se importó nada</translation>
        </message>
        <message>
            <source>The file is not in {accepted} (byte {offset} cannot be read; it looks like Latin-1 / Windows-1252): a printer's series file must be CSV text in {accepted} (with or without BOM). Save it again as 'CSV UTF-8' and import it; nothing imported</source>
            <translation>El archivo no está en {accepted} (el byte {offset} no se puede leer; parece Latin-1 / Windows-1252): el archivo de series de la imprenta debe ser texto CSV en {accepted} (con o sin BOM). Guárdelo de nuevo como «CSV UTF-8» e impórtelo; no se importó nada</translation>
        </message>
        <message>
            <source>The file is not text (it holds binary data): a printer's series file is CSV text in {accepted} (with or without BOM); nothing imported</source>
            <translation>El archivo no es texto (contiene datos binarios): el archivo de series de la imprenta es texto CSV en {accepted} (con o sin BOM); no se importó nada</translation>
        </message>
        <message>
            <source>The file is {size} bytes: a printer's series file is at most {most} bytes (3,000 cards); nothing imported</source>
            <translation>El archivo tiene {size} bytes: un archivo de series de la imprenta tiene como máximo {most} bytes (3.000 cartones); no se importó nada</translation>
        </message>
        <message>
            <source>'{text}' is not an amount of money: write it with the digits 0 to 9, like 45000 or 45.000,50</source>
            <translation>«{text}» no es un importe: escríbalo con los dígitos 0 a 9, como 45000 o 45.000,50</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source>a field of {n} characters: a field holds at most {most}</source>
            <translation>un campo de {n} caracteres: un campo tiene como máximo {most}</translation>
        </message>
        <message>
            <source>a number must be written with the digits 0 to 9</source>
            <translation>los números deben escribirse con los dígitos 0 a 9</translation>
        </message>
        <message>
            <source>the line cannot be read as CSV</source>
            <translation>la línea no se puede leer como CSV</translation>
        </message>
        <message>
            <source>the line is {n} characters long: a card's line is at most {most}</source>
            <translation>la línea tiene {n} caracteres: la línea de un cartón tiene como máximo {most}</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>'{text}' is not a number: write it with the digits 0 to 9</source>
            <translation>«{text}» no es un número: escríbalo con los dígitos 0 a 9</translation>
        </message>
        <message>
            <source>'{text}' is not a whole number</source>
            <translation>«{text}» no es un número entero</translation>
        </message>
        <message>
            <source>'{text}' must be 1 or more</source>
            <translation>«{text}» debe ser 1 o más</translation>
        </message>
    </context>
    <context>
        <name>SeriesWindow</name>
        <message>
            <source>{file} was refused whole, nothing imported.</source>
            <translation>{file} fue rechazado entero, no se importó nada.</translation>
        </message>
    </context>
</TS>
