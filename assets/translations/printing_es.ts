<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>CardsPdf</name>
        <message>
            <source>Bingo series {series}</source>
            <translation>Serie de bingo {series}</translation>
        </message>
        <message>
            <source>CARD No.</source>
            <translation>CARTÓN Nº</translation>
        </message>
        <message>
            <source>CHECK CODE</source>
            <translation>CÓDIGO DE CONTROL</translation>
        </message>
        <message>
            <source>FREE</source>
            <translation>LIBRE</translation>
        </message>
        <message>
            <source>LETTER {letter}</source>
            <translation>LETRA {letter}</translation>
        </message>
        <message>
            <source>Printing failed: {error}</source>
            <translation>La impresión falló: {error}</translation>
        </message>
        <message>
            <source>SERIES {series}</source>
            <translation>SERIE {series}</translation>
        </message>
        <message>
            <source>Series {series} · {color} · letter {letter} · sheet {sheet} of {sheets} · cards {first}–{last}</source>
            <translation>Serie {series} · {color} · letra {letter} · hoja {sheet} de {sheets} · cartones {first}–{last}</translation>
        </message>
    </context>
    <context>
        <name>PrintSeriesDialog</name>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Cancelando…</translation>
        </message>
        <message>
            <source>Card {done} of {total}</source>
            <translation>Cartón {done} de {total}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Preparing to print {cards} cards…</source>
            <translation>Preparando la impresión de {cards} cartones…</translation>
        </message>
        <message>
            <source>Printed to {path}</source>
            <translation>Impreso en {path}</translation>
        </message>
        <message>
            <source>Printing cancelled; no file was written</source>
            <translation>Impresión cancelada; no se escribió ningún archivo</translation>
        </message>
        <message>
            <source>Printing failed: {error}</source>
            <translation>La impresión falló: {error}</translation>
        </message>
        <message>
            <source>Printing series {series}</source>
            <translation>Imprimiendo la serie {series}</translation>
        </message>
        <message>
            <source>Printing {cards} cards…</source>
            <translation>Imprimiendo {cards} cartones…</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>Could not write the PDF {path}</source>
            <translation>No se pudo escribir el PDF {path}</translation>
        </message>
        <message>
            <source>Could not write the PDF {path}: the folder does not exist</source>
            <translation>No se pudo escribir el PDF {path}: la carpeta no existe</translation>
        </message>
        <message>
            <source>Could not write the PDF {path}: {error}</source>
            <translation>No se pudo escribir el PDF {path}: {error}</translation>
        </message>
    </context>
</TS>
