<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>ClaimPanel</name>
        <message>
            <source>1-145, or scan the card</source>
            <translation>1-145, o escanear</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>--out: the folder {folder} does not exist</source>
            <translation>--out: la carpeta {folder} no existe</translation>
        </message>
        <message>
            <source>card {card} of series {series} ({color}, letter {letter}): genuine, check code {code} of this hall</source>
            <translation>cartón {card} de la serie {series} ({color}, letra {letter}): auténtico, código de control {code} de esta sala</translation>
        </message>
        <message>
            <source>printing of series {series} cancelled: no file was written</source>
            <translation>impresión de la serie {series} cancelada: no se escribió ningún archivo</translation>
        </message>
        <message>
            <source>series {series}: card {done} of {total}</source>
            <translation>serie {series}: cartón {done} de {total}</translation>
        </message>
        <message>
            <source>series {series}: {cards} cards printed to {path}</source>
            <translation>serie {series}: {cards} cartones impresos en {path}</translation>
        </message>
        <message>
            <source>this station has no installation key ({path}): it has printed no card</source>
            <translation>esta estación no tiene clave de instalación ({path}): no imprimió ningún cartón</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>a4 (default) or receipt: the receipt printer's 80 mm roll</source>
            <translation>a4 (por omisión) o receipt: el rollo de 80 mm de la impresora de tickets</translation>
        </message>
        <message>
            <source>check a card's scanned code</source>
            <translation>verificar el código escaneado de un cartón</translation>
        </message>
        <message>
            <source>create, export, import or print card series</source>
            <translation>crear, exportar, importar o imprimir series de cartones</translation>
        </message>
        <message>
            <source>print a series' cards to PDF, with their QR codes, as the series window does</source>
            <translation>imprimir los cartones de una serie en PDF, con sus códigos QR, como la ventana de series</translation>
        </message>
        <message>
            <source>the PDF to write (replaced only once complete)</source>
            <translation>el PDF a escribir (se reemplaza solo cuando está completo)</translation>
        </message>
        <message>
            <source>the code's text as the scanner typed it, e.g. "HS1 7KQ2 12 145 K7QX2M"</source>
            <translation>el texto del código tal como lo escribió el lector, p. ej. "HS1 7KQ2 12 145 K7QX2M"</translation>
        </message>
        <message>
            <source>which card a scanned code names, and whether it is genuine (exit 0) or why not (exit 2)</source>
            <translation>qué cartón indica un código escaneado, y si es auténtico (salida 0) o por qué no (salida 2)</translation>
        </message>
    </context>
    <context>
        <name>ReturnScanBox</name>
        <message>
            <source>Back from {seller}: {cards} (total {n})</source>
            <translation>Devueltos por {seller}: {cards} (total {n})</translation>
        </message>
        <message>
            <source>Back from {seller}: {cards} (total {n}).</source>
            <translation>Devueltos por {seller}: {cards} (total {n}).</translation>
        </message>
        <message>
            <source>Range from card {card}: now scan the last card of the range</source>
            <translation>Rango desde el cartón {card}: ahora escanee el último cartón del rango</translation>
        </message>
        <message>
            <source>Range: first and last</source>
            <translation>Rango: primero y último</translation>
        </message>
        <message>
            <source>Scan the first card of the range, then the last: every card between them comes back</source>
            <translation>Escanee el primer cartón del rango y luego el último: vuelven todos los cartones entre ambos</translation>
        </message>
        <message>
            <source>Unsold cards coming back: scan each card (or type its number) and Enter</source>
            <translation>Cartones no vendidos que vuelven: escanee cada cartón (o escriba su número) y Enter</translation>
        </message>
        <message>
            <source>scan a returned card, or type 145 or 141-150</source>
            <translation>escanee un cartón devuelto, o escriba 145 o 141-150</translation>
        </message>
        <message>
            <source>{cards} back from {seller} ({n})</source>
            <translation>{cards} devueltos por {seller} ({n})</translation>
        </message>
        <message>
            <source>{card}: first card of the range</source>
            <translation>{card}: primer cartón del rango</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>Card {card} already came back from {name}'s tray</source>
            <translation>El cartón {card} ya volvió de la bandeja de {name}</translation>
        </message>
        <message>
            <source>Card {card} is of series {series}: this game plays series {game_series}</source>
            <translation>El cartón {card} es de la serie {series}: este juego se juega con la serie {game_series}</translation>
        </message>
        <message>
            <source>Card {card} of series {series} was printed by another hall (its code is not of this hall's key): it is not a card of this hall</source>
            <translation>El cartón {card} de la serie {series} fue impreso por otra sala (su código no es de la clave de esta sala): no es un cartón de esta sala</translation>
        </message>
        <message>
            <source>The code of card {card} of series {series} is altered: its check code does not verify with this hall's key (the card may be forged)</source>
            <translation>El código del cartón {card} de la serie {series} está alterado: su código de control no se verifica con la clave de esta sala (el cartón puede ser falso)</translation>
        </message>
        <message>
            <source>The scanned code '{text}' cannot be read: it is not a card code of HallStation (scan it again, or type the card number)</source>
            <translation>El código escaneado '{text}' no se puede leer: no es un código de cartón de HallStation (escanéelo de nuevo, o escriba el número del cartón)</translation>
        </message>
        <message>
            <source>The scanned code is of version {version}: this station reads card codes of version {known}</source>
            <translation>El código escaneado es de la versión {version}: esta estación lee códigos de cartón de la versión {known}</translation>
        </message>
        <message>
            <source>The scanned code names card {card} of series {series}, which this hall does not have: the code was not printed here</source>
            <translation>El código escaneado indica el cartón {card} de la serie {series}, que esta sala no tiene: el código no se imprimió aquí</translation>
        </message>
        <message>
            <source>Unknown paper '{paper}': a4 or receipt</source>
            <translation>Papel desconocido '{paper}': a4 o receipt</translation>
        </message>
    </context>
    <context>
        <name>SeriesWindow</name>
        <message>
            <source>A4 sheets</source>
            <translation>Hojas A4</translation>
        </message>
        <message>
            <source>Paper</source>
            <translation>Papel</translation>
        </message>
        <message>
            <source>Receipt printer (80 mm roll)</source>
            <translation>Impresora de tickets (rollo de 80 mm)</translation>
        </message>
    </context>
</TS>
