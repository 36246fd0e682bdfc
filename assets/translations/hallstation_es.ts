<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>'{text}' is not a ball: type a number from 1 to 75, e.g. 12 or B12</source>
            <translation>«{text}» no es una bolilla: escriba un número del 1 al 75, por ejemplo 12 o B12</translation>
        </message>
        <message>
            <source>A ball is a number from 1 to 75, not {ball!r}</source>
            <translation>Una bolilla es un número del 1 al 75, no {ball!r}</translation>
        </message>
        <message>
            <source>A bonus row is a ball count (1–75) and a factor (1–10)</source>
            <translation>Una fila de bonificación es una cantidad de bolillas (1–75) y un factor (1–10)</translation>
        </message>
        <message>
            <source>A card has five columns</source>
            <translation>Un cartón tiene cinco columnas</translation>
        </message>
        <message>
            <source>A claim is still open: settle every claim before the next ball</source>
            <translation>Hay un reclamo abierto: resuelva todos los reclamos antes de la próxima bolilla</translation>
        </message>
        <message>
            <source>A claim was made on the last ball: it cannot be corrected any more</source>
            <translation>Hubo un reclamo con la última bolilla: ya no se puede corregir</translation>
        </message>
        <message>
            <source>A pattern cell is X (needed) or . (not needed), not '{ch}'</source>
            <translation>Una casilla de la figura es X (necesaria) o . (no necesaria), no «{ch}»</translation>
        </message>
        <message>
            <source>A pattern is five rows of five cells, not '{text}'</source>
            <translation>Una figura son cinco filas de cinco casillas, no «{text}»</translation>
        </message>
        <message>
            <source>A pattern needs at least one cell</source>
            <translation>Una figura necesita al menos una casilla</translation>
        </message>
        <message>
            <source>A promotional bonus is from 0 to 100 %, not {pct}</source>
            <translation>Una bonificación promocional va del 0 al 100 %, no {pct}</translation>
        </message>
        <message>
            <source>A series holds from 1 to 3,000 cards, not {cards}</source>
            <translation>Una serie tiene de 1 a 3.000 cartones, no {cards}</translation>
        </message>
        <message>
            <source>A series letter is a single letter, not '{letter}'</source>
            <translation>La letra de una serie es una sola letra, no «{letter}»</translation>
        </message>
        <message>
            <source>A series needs a colour</source>
            <translation>Una serie necesita un color</translation>
        </message>
        <message>
            <source>A series number is a whole number from 1 up, not {number}</source>
            <translation>El número de serie es un entero desde 1, no {number}</translation>
        </message>
        <message>
            <source>Ball {ball} goes under the letter {right}, not {wrong}</source>
            <translation>La bolilla {ball} va bajo la letra {right}, no {wrong}</translation>
        </message>
        <message>
            <source>Ball {label} was already drawn (ball number {n} of this game)</source>
            <translation>La bolilla {label} ya salió (fue la bolilla n.º {n} de este juego)</translation>
        </message>
        <message>
            <source>Cannot {doing} now: game {game} is {state}</source>
            <translation>No se puede {doing} ahora: el juego {game} está {state}</translation>
        </message>
        <message>
            <source>Card {card} already has a claim being verified</source>
            <translation>El cartón {card} ya tiene un reclamo en verificación</translation>
        </message>
        <message>
            <source>Card {card} is already sold: a card cannot be sold twice</source>
            <translation>El cartón {card} ya está vendido: un cartón no se puede vender dos veces</translation>
        </message>
        <message>
            <source>Card {card} repeats card {other}</source>
            <translation>El cartón {card} repite el cartón {other}</translation>
        </message>
        <message>
            <source>Card {card} was not sold, so it cannot be returned</source>
            <translation>El cartón {card} no se vendió, así que no se puede devolver</translation>
        </message>
        <message>
            <source>Column {col} of a card holds {size} numbers, not {got}</source>
            <translation>La columna {col} de un cartón lleva {size} números, no {got}</translation>
        </message>
        <message>
            <source>Column {col} repeats a number</source>
            <translation>La columna {col} repite un número</translation>
        </message>
        <message>
            <source>Column {col} takes numbers from {lo} to {hi}; {n} does not belong there</source>
            <translation>La columna {col} lleva números del {lo} al {hi}; el {n} no va ahí</translation>
        </message>
        <message>
            <source>Game {game} is drawn from the {right} source; a ball from the {wrong} source is refused</source>
            <translation>El juego {game} se sortea con la fuente «{right}»; se rechaza una bolilla de la fuente «{wrong}»</translation>
        </message>
        <message>
            <source>No ball has been drawn yet</source>
            <translation>Todavía no salió ninguna bolilla</translation>
        </message>
        <message>
            <source>No card has been sold for game {game}</source>
            <translation>No se vendió ningún cartón para el juego {game}</translation>
        </message>
        <message>
            <source>No cards given</source>
            <translation>No se indicó ningún cartón</translation>
        </message>
        <message>
            <source>Sales are closed for game {game}: no sale after the draw started</source>
            <translation>La venta del juego {game} está cerrada: no se vende después de comenzado el sorteo</translation>
        </message>
        <message>
            <source>Series {series} has cards 1 to {last}; there is no card {card}</source>
            <translation>La serie {series} tiene los cartones 1 a {last}; no existe el cartón {card}</translation>
        </message>
        <message>
            <source>Sheets hold 1, 2, 3 or 4 cards, not {sheet}</source>
            <translation>Las hojas llevan 1, 2, 3 o 4 cartones, no {sheet}</translation>
        </message>
        <message>
            <source>The casino's contribution is at most {maximum} cents</source>
            <translation>El aporte del casino es como máximo {maximum} centésimos</translation>
        </message>
        <message>
            <source>The casino's contribution must be a positive amount of cents</source>
            <translation>El aporte del casino debe ser una cantidad positiva de centésimos</translation>
        </message>
        <message>
            <source>The draw is paused for a claim: settle the claim before the next ball</source>
            <translation>El sorteo está detenido por un reclamo: resuelva el reclamo antes de la próxima bolilla</translation>
        </message>
        <message>
            <source>The full card is all 24 numbers and cannot be edited</source>
            <translation>El cartón lleno son los 24 números y no se puede modificar</translation>
        </message>
        <message>
            <source>The hall word must be exactly five letters, not '{word}'</source>
            <translation>La sigla de la sala debe tener exactamente cinco letras, no «{word}»</translation>
        </message>
        <message>
            <source>The hall word must be five letters</source>
            <translation>La sigla de la sala debe tener cinco letras</translation>
        </message>
        <message>
            <source>The major prize limit is from 50 to 60 balls, not {limit}</source>
            <translation>El límite del Premio Mayor es de 50 a 60 bolillas, no {limit}</translation>
        </message>
        <message>
            <source>The prize '{prize}' needs at least one pattern</source>
            <translation>El premio «{prize}» necesita al menos una figura</translation>
        </message>
        <message>
            <source>The red ball is not in play in this game</source>
            <translation>La bolilla roja no está en juego en este juego</translation>
        </message>
        <message>
            <source>The red ball was already drawn</source>
            <translation>La bolilla roja ya salió</translation>
        </message>
        <message>
            <source>The same card is listed twice</source>
            <translation>El mismo cartón figura dos veces</translation>
        </message>
        <message>
            <source>The series says {cards} cards but {got} were given</source>
            <translation>La serie indica {cards} cartones pero se dieron {got}</translation>
        </message>
        <message>
            <source>There is no ball {ball}: the balls go from 1 to 75</source>
            <translation>No existe la bolilla {ball}: las bolillas van del 1 al 75</translation>
        </message>
        <message>
            <source>There is no prize '{prize}'</source>
            <translation>No existe el premio «{prize}»</translation>
        </message>
        <message>
            <source>There is no verified claim to award</source>
            <translation>No hay ningún reclamo verificado para adjudicar</translation>
        </message>
        <message>
            <source>Type the ball's number, for example 12 or B12</source>
            <translation>Escriba el número de la bolilla, por ejemplo 12 o B12</translation>
        </message>
        <message>
            <source>A prize cannot be split among {n} winners</source>
            <translation>Un premio no se puede dividir entre {n} ganadores</translation>
        </message>
        <message>
            <source>The rounding unit must be at least one cent, not {unit}</source>
            <translation>La unidad de redondeo debe ser de al menos un centésimo, no {unit}</translation>
        </message>
        <message>
            <source>{what} must be a whole number of cents, not {value!r}</source>
            <translation>{what} debe ser una cantidad entera de centésimos, no {value!r}</translation>
        </message>
        <message>
            <source>A PIN is 4 to 12 digits</source>
            <translation>Un PIN tiene de 4 a 12 dígitos</translation>
        </message>
        <message>
            <source>A person needs a name</source>
            <translation>Una persona necesita un nombre</translation>
        </message>
        <message>
            <source>All the balls have been drawn</source>
            <translation>Ya salieron todas las bolillas</translation>
        </message>
        <message>
            <source>Game {game} is drawn from the blower: type the ball that came out</source>
            <translation>El juego {game} se sortea con el bolillero: escriba la bolilla que salió</translation>
        </message>
        <message>
            <source>Game {game} is not finished yet</source>
            <translation>El juego {game} todavía no terminó</translation>
        </message>
        <message>
            <source>Series {series} already exists</source>
            <translation>La serie {series} ya existe</translation>
        </message>
        <message>
            <source>Series {series} was already used for game {game}: each game uses a different series (Art. 4)</source>
            <translation>La serie {series} ya se usó en el juego {game}: cada juego usa una serie diferente (Art. 4)</translation>
        </message>
        <message>
            <source>The card price must be more than zero</source>
            <translation>El precio del cartón debe ser mayor que cero</translation>
        </message>
        <message>
            <source>The casino's contribution must be more than zero</source>
            <translation>El aporte del casino debe ser mayor que cero</translation>
        </message>
        <message>
            <source>The draw source is electronic or manual, not '{source}'</source>
            <translation>La fuente del sorteo es electrónica o manual, no «{source}»</translation>
        </message>
        <message>
            <source>The installation secret is missing or too short</source>
            <translation>El secreto de la instalación falta o es demasiado corto</translation>
        </message>
        <message>
            <source>The installation secret {path} is damaged ({size} bytes instead of {expected}). Check codes cannot be computed: restore the file from the backup; it is never replaced automatically</source>
            <translation>El secreto de la instalación {path} está dañado ({size} bytes en lugar de {expected}). No se pueden calcular los códigos de control: restaure el archivo desde la copia de seguridad; nunca se reemplaza automáticamente</translation>
        </message>
        <message>
            <source>There is already a person called '{name}'</source>
            <translation>Ya existe una persona llamada «{name}»</translation>
        </message>
        <message>
            <source>There is no game in progress: create a new game first</source>
            <translation>No hay ningún juego en curso: cree primero un juego nuevo</translation>
        </message>
        <message>
            <source>There is no game {game}</source>
            <translation>No existe el juego {game}</translation>
        </message>
        <message>
            <source>There is no person called '{name}'</source>
            <translation>No existe ninguna persona llamada «{name}»</translation>
        </message>
        <message>
            <source>There is no series {series}</source>
            <translation>No existe la serie {series}</translation>
        </message>
        <message>
            <source>There is no setting '{name}'</source>
            <translation>No existe el ajuste «{name}»</translation>
        </message>
        <message>
            <source>This setting is yes or no</source>
            <translation>Este ajuste es sí o no</translation>
        </message>
        <message>
            <source>This setting takes a whole number from {lo} to {hi}, not {value}</source>
            <translation>Este ajuste lleva un número entero del {lo} al {hi}, no {value}</translation>
        </message>
        <message>
            <source>This setting takes one of {options}, not '{value}'</source>
            <translation>Este ajuste lleva uno de: {options}; no «{value}»</translation>
        </message>
        <message>
            <source>This setting takes text</source>
            <translation>Este ajuste lleva texto</translation>
        </message>
        <message>
            <source>Unknown role '{role}'</source>
            <translation>Rol desconocido «{role}»</translation>
        </message>
        <message>
            <source>Wrong PIN for {name} ({left} tries left)</source>
            <translation>PIN incorrecto para {name} (intentos restantes: {left})</translation>
        </message>
        <message>
            <source>Wrong PIN. {name} is now locked: an administrator must unlock them</source>
            <translation>PIN incorrecto. {name} quedó bloqueado: un administrador debe desbloquearlo</translation>
        </message>
        <message>
            <source>{name} is locked after too many wrong PINs: an administrator must unlock them</source>
            <translation>{name} está bloqueado por demasiados PIN incorrectos: un administrador debe desbloquearlo</translation>
        </message>
        <message>
            <source>{name} is not authorised to do this (needs the role {role})</source>
            <translation>{name} no está autorizado para esto (se necesita el rol {role})</translation>
        </message>
        <message>
            <source>A payment order is only for amounts above the threshold of {threshold} cents; pay in cash</source>
            <translation>La orden interna de cobro es solo para importes mayores al umbral de {threshold} centésimos; pague en efectivo</translation>
        </message>
        <message>
            <source>All 24 numbers of card {card} have been read</source>
            <translation>Ya se leyeron los 24 números del cartón {card}</translation>
        </message>
        <message>
            <source>Card {card} did not win the prize '{prize}'</source>
            <translation>El cartón {card} no ganó el premio «{prize}»</translation>
        </message>
        <message>
            <source>Claim {claim} already has all its signatures</source>
            <translation>El reclamo {claim} ya tiene todas sus firmas</translation>
        </message>
        <message>
            <source>Claim {claim} has no awarded prize to pay</source>
            <translation>El reclamo {claim} no tiene ningún premio adjudicado para pagar</translation>
        </message>
        <message>
            <source>Claim {claim} is already stamped</source>
            <translation>El reclamo {claim} ya está sellado</translation>
        </message>
        <message>
            <source>Claim {claim} is still being verified: the jury must sign and stamp it first</source>
            <translation>El reclamo {claim} todavía se está verificando: el jurado debe firmarlo y sellarlo primero</translation>
        </message>
        <message>
            <source>Claim {claim} needs {need} jury signatures before the stamp ({have} so far)</source>
            <translation>El reclamo {claim} necesita {need} firmas del jurado antes del sello (hasta ahora {have})</translation>
        </message>
        <message>
            <source>Claim {claim} was rejected</source>
            <translation>El reclamo {claim} fue rechazado</translation>
        </message>
        <message>
            <source>Claims are verified only while the draw is paused</source>
            <translation>Los reclamos se verifican solo con el sorteo detenido</translation>
        </message>
        <message>
            <source>For the major prize record the winner's name and identity document (Art. 12)</source>
            <translation>Para el Premio Mayor registre el nombre y el documento de identidad del ganador (Art. 12)</translation>
        </message>
        <message>
            <source>Only the major prize is paid by cheque; pay in cash or by payment order</source>
            <translation>Solo el Premio Mayor se paga con cheque; pague en efectivo o con orden interna de cobro</translation>
        </message>
        <message>
            <source>The major prize is paid by internal cheque (Art. 11)</source>
            <translation>El Premio Mayor se paga con cheque interno (Art. 11)</translation>
        </message>
        <message>
            <source>The prize '{prize}' of card {card} is already paid</source>
            <translation>El premio «{prize}» del cartón {card} ya está pagado</translation>
        </message>
        <message>
            <source>There is no claim {claim} in game {game}</source>
            <translation>No existe el reclamo {claim} en el juego {game}</translation>
        </message>
        <message>
            <source>Unknown payment method '{method}'</source>
            <translation>Forma de pago desconocida «{method}»</translation>
        </message>
        <message>
            <source>Unknown rejection reason '{reason}'</source>
            <translation>Motivo de rechazo desconocido «{reason}»</translation>
        </message>
        <message>
            <source>{name} has already signed claim {claim}: another jury member must sign</source>
            <translation>{name} ya firmó el reclamo {claim}: debe firmar otro integrante del jurado</translation>
        </message>
        <message>
            <source>Card {card} completes no open prize</source>
            <translation>El cartón {card} no completa ningún premio abierto</translation>
        </message>
        <message>
            <source>Card {card} completes only prizes already awarded</source>
            <translation>El cartón {card} completa solo premios ya adjudicados</translation>
        </message>
        <message>
            <source>Card {card} did not complete its prize on the last ball (strict last ball)</source>
            <translation>El cartón {card} no completó su premio con la última bolilla (regla estricta de última bolilla)</translation>
        </message>
        <message>
            <source>Card {card} does not exist in series {series}</source>
            <translation>El cartón {card} no existe en la serie {series}</translation>
        </message>
        <message>
            <source>Card {card} is from series {series}, but this game plays series {game_series}</source>
            <translation>El cartón {card} es de la serie {series}, pero este juego usa la serie {game_series}</translation>
        </message>
        <message>
            <source>Card {card} was not sold for this game</source>
            <translation>El cartón {card} no se vendió para este juego</translation>
        </message>
        <message>
            <source>The check code does not match card {card}: the card may be forged</source>
            <translation>El código de control no coincide con el cartón {card}: el cartón puede ser falso</translation>
        </message>
        <message>
            <source>The claim was withdrawn</source>
            <translation>El reclamo fue retirado</translation>
        </message>
        <message>
            <source>The numbers read do not match card {card}</source>
            <translation>Los números leídos no coinciden con el cartón {card}</translation>
        </message>
        <message>
            <source>The prize was already paid: no claim after payment (Art. 15)</source>
            <translation>El premio ya fue pagado: no se admite reclamo después del pago (Art. 15)</translation>
        </message>
        <message>
            <source>Card {card} is not in {name}'s tray</source>
            <translation>El cartón {card} no está en la bandeja de {name}</translation>
        </message>
        <message>
            <source>Day {day} is already open: close it with its record first</source>
            <translation>El día {day} ya está abierto: ciérrelo primero con su acta</translation>
        </message>
        <message>
            <source>Each person signs once</source>
            <translation>Cada persona firma una sola vez</translation>
        </message>
        <message>
            <source>No game before the day's opening record is signed (Art. 9)</source>
            <translation>No hay juego antes de firmarse el acta de apertura del día (Art. 9)</translation>
        </message>
        <message>
            <source>Series {series} is listed twice</source>
            <translation>La serie {series} figura dos veces</translation>
        </message>
        <message>
            <source>Series {series} is not in the day's opening record</source>
            <translation>La serie {series} no figura en el acta de apertura del día</translation>
        </message>
        <message>
            <source>Series {series}: a broken seal needs a remark</source>
            <translation>Serie {series}: un lacre roto necesita una observación</translation>
        </message>
        <message>
            <source>The day's closing record is signed: no new game until the next opening record</source>
            <translation>El acta de cierre del día está firmada: no hay juegos nuevos hasta la próxima acta de apertura</translation>
        </message>
        <message>
            <source>The major prize limit is the day's ({limit} balls, Art. 13)</source>
            <translation>El límite del Premio Mayor es el del día ({limit} bolillas, Art. 13)</translation>
        </message>
        <message>
            <source>The opening record lists the series going on sale</source>
            <translation>El acta de apertura indica las series que salen a la venta</translation>
        </message>
        <message>
            <source>The promotional bonus is set before the draw</source>
            <translation>La bonificación promocional se fija antes del sorteo</translation>
        </message>
        <message>
            <source>The record is signed by {need} jury member(s) and the game manager ({have} jury signature(s) so far)</source>
            <translation>El acta la firman el Encargado de Juego y el jurado (firmas del jurado necesarias: {need}; hasta ahora: {have})</translation>
        </message>
        <message>
            <source>There is no open day to close</source>
            <translation>No hay ningún día abierto para cerrar</translation>
        </message>
        <message>
            <source>{name} has no tray in game {game}</source>
            <translation>{name} no tiene bandeja en el juego {game}</translation>
        </message>
        <message>
            <source>{name} is not a seller</source>
            <translation>{name} no es vendedor</translation>
        </message>
        <message>
            <source>{name}'s tray is already settled for game {game}</source>
            <translation>La bandeja de {name} ya está rendida en el juego {game}</translation>
        </message>
        <message>
            <source>{name}'s tray is not settled yet: check the money first</source>
            <translation>La bandeja de {name} todavía no está rendida: controle primero el dinero</translation>
        </message>
        <message>
            <source>{player} may buy at most {limit} cards in this game (already {have}, Art. 10)</source>
            <translation>{player} puede comprar como máximo {limit} cartones en este juego (ya tiene {have}, Art. 10)</translation>
        </message>
        <message>
            <source>Sign in with your PIN first: this needs the role {roles}</source>
            <translation>Identifíquese primero con su PIN: esto requiere el rol {roles}</translation>
        </message>
        <message>
            <source>An administrator cannot remove their own administrator role</source>
            <translation>Un administrador no puede quitarse su propio rol de administrador</translation>
        </message>
        <message>
            <source>The file was refused, nothing imported: {problems}</source>
            <translation>El archivo fue rechazado, no se importó nada: {problems}</translation>
        </message>
        <message>
            <source>The record is signed by one game manager; {name} is not a jury member</source>
            <translation>El acta la firma un solo Encargado de Juego; {name} no integra el jurado</translation>
        </message>
        <message>
            <source>A demo day is made only on an empty folder of its own</source>
            <translation>Un día de demostración se crea solo en una carpeta propia y vacía</translation>
        </message>
        <message>
            <source>The demo lives in a folder of its own, never on the hall's server: start it without --store (hallstation --demo)</source>
            <translation>La demostración vive en una carpeta propia, nunca en el servidor de la sala: iníciela sin --store (hallstation --demo)</translation>
        </message>
        <message>
            <source>This folder already holds a hall: its first start was done</source>
            <translation>Esta carpeta ya guarda una sala: su primer inicio ya se hizo</translation>
        </message>
        <message>
            <source>{folder} holds a hall, not a demo: the demo starts in a folder of its own (hallstation --demo, without --data-dir)</source>
            <translation>{folder} guarda una sala, no una demostración: la demostración se inicia en una carpeta propia (hallstation --demo, sin --data-dir)</translation>
        </message>
        <message>
            <source>{folder} holds no hall yet: a new hall starts at the caller station (hallstation, its first start); to try the console with the demo: hallstation --demo poker console</source>
            <translation>{folder} todavía no guarda ninguna sala: una sala nueva empieza en la estación del cantor (hallstation, su primer inicio); para probar la consola con la demostración: hallstation --demo poker console</translation>
        </message>
    </context>
    <context>
        <name>LocalSettings</name>
        <message>
            <source>The screen settings file {path} could not be read ({why}); the defaults are used.</source>
            <translation>No se pudo leer el archivo de ajustes de pantallas {path} ({why}); se usan los valores predeterminados.</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>no station data in {path} (nothing has been recorded there)</source>
            <translation>no hay datos de la estación en {path} (allí no se registró nada)</translation>
        </message>
        <message>
            <source>--cards: a series holds at most {n} cards</source>
            <translation>--cards: una serie tiene como máximo {n} cartones</translation>
        </message>
        <message>
            <source>cannot read {file}: {why}</source>
            <translation>no se puede leer {file}: {why}</translation>
        </message>
        <message>
            <source>no game has been played yet</source>
            <translation>todavía no se jugó ningún juego</translation>
        </message>
        <message>
            <source>series {number}: {cards} cards imported</source>
            <translation>serie {number}: {cards} cartones importados</translation>
        </message>
        <message>
            <source>series {number}: {cards} cards, colour {color}, letter {letter}, sheets of {sheet}</source>
            <translation>serie {number}: {cards} cartones, color {color}, letra {letter}, hojas de {sheet}</translation>
        </message>
        <message>
            <source>audit: FAILED at row {row}: {reason}</source>
            <translation>auditoría: FALLA en la fila {row}: {reason}</translation>
        </message>
        <message>
            <source>audit: OK, {rows} events, chain intact</source>
            <translation>auditoría: correcta, {rows} eventos, cadena intacta</translation>
        </message>
        <message>
            <source>a row is missing before it</source>
            <translation>falta una fila antes de ella</translation>
        </message>
        <message>
            <source>its content does not match its hash</source>
            <translation>su contenido no coincide con su hash</translation>
        </message>
        <message>
            <source>its data is not valid JSON</source>
            <translation>sus datos no son JSON válido</translation>
        </message>
        <message>
            <source>its link to the previous row is broken</source>
            <translation>su enlace con la fila anterior está roto</translation>
        </message>
        <message>
            <source>PIN for {name}: </source>
            <translation>PIN de {name}: </translation>
        </message>
        <message>
            <source>no PIN given</source>
            <translation>no se indicó el PIN</translation>
        </message>
        <message>
            <source>simulate plays in a folder of its own: {path} holds a hall's data; give another --data-dir</source>
            <translation>simulate juega en una carpeta propia: {path} tiene los datos de una sala; indique otro --data-dir</translation>
        </message>
        <message>
            <source>this station has people: say who you are with --user NAME (the PIN is asked)</source>
            <translation>esta estación tiene personas: indique quién es con --user NOMBRE (se pide el PIN)</translation>
        </message>
        <message>
            <source>cash</source>
            <translation>efectivo</translation>
        </message>
        <message>
            <source>internal cheque</source>
            <translation>cheque interno</translation>
        </message>
        <message>
            <source>payment order</source>
            <translation>orden interna de cobro</translation>
        </message>
        <message>
            <source>, to {winner} ({id_doc})</source>
            <translation>, a {winner} ({id_doc})</translation>
        </message>
        <message>
            <source>Award {prize} at ball {count}: cards {cards} ×{multiplier} {amount}</source>
            <translation>Adjudicación {prize} en la bolilla {count}: cartones {cards} ×{multiplier} {amount}</translation>
        </message>
        <message>
            <source>Balls ({n}): {balls}</source>
            <translation>Bolillas ({n}): {balls}</translation>
        </message>
        <message>
            <source>Claim {claim}: series {series} card {card} at ball {count}: {verdict}</source>
            <translation>Reclamo {claim}: serie {series} cartón {card} en la bolilla {count}: {verdict}</translation>
        </message>
        <message>
            <source>Correction: ball {ball} (no. {count}) withdrawn by {jury}: {reason}</source>
            <translation>Corrección: bolilla {ball} (n.º {count}) anulada por {jury}: {reason}</translation>
        </message>
        <message>
            <source>Game {game} — series {series}, {sold} cards at {price}, takings {takings} ({state})</source>
            <translation>Juego {game} — serie {series}, {sold} cartones a {price}, recaudación {takings} ({state})</translation>
        </message>
        <message>
            <source>Payment: card {card}, {prize}, {amount} by {method}{who}, recorded by {by}</source>
            <translation>Pago: cartón {card}, {prize}, {amount} en {method}{who}, registrado por {by}</translation>
        </message>
        <message>
            <source>rejected ({reason})</source>
            <translation>rechazado ({reason})</translation>
        </message>
        <message>
            <source>valid for {prizes}</source>
            <translation>válido para {prizes}</translation>
        </message>
        <message>
            <source>game {game}: series {series}, {cards} cards, {balls} balls</source>
            <translation>juego {game}: serie {series}, {cards} cartones, {balls} bolillas</translation>
        </message>
        <message>
            <source>{prize} at ball {ball}: cards {cards} ×{multiplier} {amount}</source>
            <translation>{prize} en la bolilla {ball}: cartones {cards} ×{multiplier} {amount}</translation>
        </message>
    </context>
    <context>
        <name>Role</name>
        <message>
            <source>dealer</source>
            <translation>crupier</translation>
        </message>
        <message>
            <source>supervisor</source>
            <translation>supervisor</translation>
        </message>
    </context>
    <context>
        <name>Import</name>
        <message>
            <source> (and {n} more)</source>
            <translation> (y {n} más)</translation>
        </message>
        <message>
            <source>card {card} appears twice</source>
            <translation>el cartón {card} aparece dos veces</translation>
        </message>
        <message>
            <source>card {card} repeats card {other}</source>
            <translation>el cartón {card} repite el cartón {other}</translation>
        </message>
        <message>
            <source>cards must be numbered 1 to {last}; card {card} is missing</source>
            <translation>los cartones deben numerarse del 1 al {last}; falta el cartón {card}</translation>
        </message>
        <message>
            <source>every field must be a whole number</source>
            <translation>cada campo debe ser un número entero</translation>
        </message>
        <message>
            <source>line {line}: {reason}</source>
            <translation>línea {line}: {reason}</translation>
        </message>
        <message>
            <source>the file holds no cards</source>
            <translation>el archivo no contiene cartones</translation>
        </message>
        <message>
            <source>{n} cards: a series holds at most {most}</source>
            <translation>{n} cartones: una serie tiene como máximo {most}</translation>
        </message>
        <message>
            <source>{n} fields, expected 25 (card number and 24 numbers)</source>
            <translation>{n} campos, se esperaban 25 (número de cartón y 24 números)</translation>
        </message>
    </context>
</TS>
