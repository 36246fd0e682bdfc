<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>CardView</name>
        <message>
            <source>FREE</source>
            <translation>LIBRE</translation>
        </message>
    </context>
    <context>
        <name>SeriesWindow</name>
        <message>
            <source>A series is already being printed.</source>
            <translation>Ya se está imprimiendo una serie.</translation>
        </message>
        <message>
            <source>CSV files (*.csv *.txt);;All files (*)</source>
            <translation>Archivos CSV (*.csv *.txt);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>CSV, with or without a header row: each line a card number and its 24 numbers column by column (B×5, I×5, N×4, G×5, O×5). The number, colour, letter and sheets above are used. A file with any bad line is refused whole and nothing is imported.</source>
            <translation>CSV, con o sin fila de encabezado: cada línea, un número de cartón y sus 24 números columna por columna (B×5, I×5, N×4, G×5, O×5). Se usan el número, el color, la letra y las hojas de arriba. Un archivo con cualquier línea errónea se rechaza entero y no se importa nada.</translation>
        </message>
        <message>
            <source>Card number</source>
            <translation>Cartón número</translation>
        </message>
        <message>
            <source>Card series</source>
            <translation>Series de cartones</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartones</translation>
        </message>
        <message>
            <source>Cards (up to 3,000)</source>
            <translation>Cartones (hasta 3.000)</translation>
        </message>
        <message>
            <source>Check code: {code}</source>
            <translation>Código de control: {code}</translation>
        </message>
        <message>
            <source>Choose a series to print.</source>
            <translation>Elija la serie a imprimir.</translation>
        </message>
        <message>
            <source>Colour</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>Create series</source>
            <translation>Crear serie</translation>
        </message>
        <message>
            <source>Import printer's file…</source>
            <translation>Importar archivo de la imprenta…</translation>
        </message>
        <message>
            <source>Letter</source>
            <translation>Letra</translation>
        </message>
        <message>
            <source>Line {line}: {reason}</source>
            <translation>Línea {line}: {reason}</translation>
        </message>
        <message>
            <source>New series</source>
            <translation>Nueva serie</translation>
        </message>
        <message>
            <source>No series yet</source>
            <translation>Todavía no hay series</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Archivos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Print selected series to PDF…</source>
            <translation>Imprimir la serie elegida en PDF…</translation>
        </message>
        <message>
            <source>Print series {series} to</source>
            <translation>Imprimir la serie {series} en</translation>
        </message>
        <message>
            <source>Printed on sheet {sheet} of {sheets}</source>
            <translation>Impreso en la hoja {sheet} de {sheets}</translation>
        </message>
        <message>
            <source>Printer's series file</source>
            <translation>Archivo de serie de la imprenta</translation>
        </message>
        <message>
            <source>Printing of series {series} cancelled; no file was written.</source>
            <translation>Impresión de la serie {series} cancelada; no se escribió ningún archivo.</translation>
        </message>
        <message>
            <source>Printing series {series} to {path}…</source>
            <translation>Imprimiendo la serie {series} en {path}…</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Series in the station</source>
            <translation>Series de la estación</translation>
        </message>
        <message>
            <source>Series number</source>
            <translation>Número de serie</translation>
        </message>
        <message>
            <source>Series {series} created: {cards} cards, {colour}, letter {letter}.</source>
            <translation>Serie {series} creada: {cards} cartones, {colour}, letra {letter}.</translation>
        </message>
        <message>
            <source>Series {series} imported from {file}: {cards} cards.</source>
            <translation>Serie {series} importada de {file}: {cards} cartones.</translation>
        </message>
        <message>
            <source>Series {series} printed to {path}.</source>
            <translation>Serie {series} impresa en {path}.</translation>
        </message>
        <message>
            <source>Series {series} · {colour} · letter {letter} — card {card}</source>
            <translation>Serie {series} · {colour} · letra {letter} — cartón {card}</translation>
        </message>
        <message>
            <source>Sheets</source>
            <translation>Hojas</translation>
        </message>
        <message>
            <source>Sign in to create or import a series</source>
            <translation>Ingrese con su PIN para crear o importar una serie</translation>
        </message>
        <message>
            <source>The file was refused, nothing imported: see the lines listed.</source>
            <translation>El archivo fue rechazado, no se importó nada: vea las líneas listadas.</translation>
        </message>
        <message>
            <source>The file {file} could not be read: {why}</source>
            <translation>No se pudo leer el archivo {file}: {why}</translation>
        </message>
        <message>
            <source>The folder {folder} cannot be used: {why}</source>
            <translation>No se puede usar la carpeta {folder}: {why}</translation>
        </message>
        <message>
            <source>Used</source>
            <translation>Uso</translation>
        </message>
        <message>
            <source>card {0} appears twice</source>
            <translation>el cartón {0} aparece dos veces</translation>
        </message>
        <message>
            <source>card {0} repeats card {1}</source>
            <translation>el cartón {0} repite el cartón {1}</translation>
        </message>
        <message>
            <source>cards must be numbered 1 to {0}; card {1} is missing</source>
            <translation>los cartones deben numerarse de 1 a {0}; falta el cartón {1}</translation>
        </message>
        <message>
            <source>double</source>
            <translation>doble</translation>
        </message>
        <message>
            <source>double (2 cards per sheet)</source>
            <translation>doble (2 cartones por hoja)</translation>
        </message>
        <message>
            <source>every field must be a whole number</source>
            <translation>cada campo debe ser un número entero</translation>
        </message>
        <message>
            <source>game {games}</source>
            <translation>juego {games}</translation>
        </message>
        <message>
            <source>quadruple</source>
            <translation>cuádruple</translation>
        </message>
        <message>
            <source>quadruple (4 cards per sheet)</source>
            <translation>cuádruple (4 cartones por hoja)</translation>
        </message>
        <message>
            <source>single</source>
            <translation>simple</translation>
        </message>
        <message>
            <source>single (1 card per sheet)</source>
            <translation>simple (1 cartón por hoja)</translation>
        </message>
        <message>
            <source>the file holds no cards</source>
            <translation>el archivo no contiene cartones</translation>
        </message>
        <message>
            <source>triple</source>
            <translation>triple</translation>
        </message>
        <message>
            <source>triple (3 cards per sheet)</source>
            <translation>triple (3 cartones por hoja)</translation>
        </message>
        <message>
            <source>unused</source>
            <translation>sin usar</translation>
        </message>
        <message>
            <source>{0} cards: a series holds at most {1}</source>
            <translation>{0} cartones: una serie tiene como máximo {1}</translation>
        </message>
        <message>
            <source>{0} fields, expected 25 (card number and 24 numbers)</source>
            <translation>{0} campos; se esperaban 25 (número de cartón y 24 números)</translation>
        </message>
        <message>
            <source>{file}: {cards} cards imported as series {series}.</source>
            <translation>{file}: {cards} cartones importados como serie {series}.</translation>
        </message>
        <message>
            <source>{kind}, {sheets} sheets</source>
            <translation>{kind}, {sheets} hojas</translation>
        </message>
    </context>
    <context>
        <name>PeopleWindow</name>
        <message>
            <source>Tick at least one role for {name}.</source>
            <translation>Marque al menos una función para {name}.</translation>
        </message>
        <message>
            <source>An administrator confirms with their PIN</source>
            <translation>Un administrador confirma con su PIN</translation>
        </message>
        <message>
            <source>Choose a person in the list</source>
            <translation>Elija una persona de la lista</translation>
        </message>
        <message>
            <source>Create person</source>
            <translation>Crear persona</translation>
        </message>
        <message>
            <source>Full name</source>
            <translation>Nombre completo</translation>
        </message>
        <message>
            <source>LOCKED</source>
            <translation>BLOQUEADO</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Name (to sign in)</source>
            <translation>Nombre (para ingresar)</translation>
        </message>
        <message>
            <source>New PIN</source>
            <translation>PIN nuevo</translation>
        </message>
        <message>
            <source>New person</source>
            <translation>Nueva persona</translation>
        </message>
        <message>
            <source>PIN (4 to 12 digits)</source>
            <translation>PIN (4 a 12 dígitos)</translation>
        </message>
        <message>
            <source>PIN again</source>
            <translation>Repita el PIN</translation>
        </message>
        <message>
            <source>People and PINs</source>
            <translation>Personas y PIN</translation>
        </message>
        <message>
            <source>People of the hall</source>
            <translation>Personal de la sala</translation>
        </message>
        <message>
            <source>Roles</source>
            <translation>Funciones</translation>
        </message>
        <message>
            <source>Save roles</source>
            <translation>Guardar funciones</translation>
        </message>
        <message>
            <source>Selected person</source>
            <translation>Persona elegida</translation>
        </message>
        <message>
            <source>Set new PIN</source>
            <translation>Poner PIN nuevo</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>The two PINs are different: type the same PIN twice.</source>
            <translation>Los dos PIN son distintos: escriba el mismo PIN dos veces.</translation>
        </message>
        <message>
            <source>Unlock (after five wrong PINs)…</source>
            <translation>Desbloquear (tras cinco PIN erróneos)…</translation>
        </message>
        <message>
            <source>Unlock {name}</source>
            <translation>Desbloquear a {name}</translation>
        </message>
        <message>
            <source>active</source>
            <translation>activo</translation>
        </message>
        <message>
            <source>again</source>
            <translation>repetir</translation>
        </message>
        <message>
            <source>{name} has a new PIN.</source>
            <translation>{name} tiene un PIN nuevo.</translation>
        </message>
        <message>
            <source>{name} was created.</source>
            <translation>{name} fue creado.</translation>
        </message>
        <message>
            <source>{name} was unlocked by {admin}.</source>
            <translation>{admin} desbloqueó a {name}.</translation>
        </message>
        <message>
            <source>{name}'s roles were saved.</source>
            <translation>Se guardaron las funciones de {name}.</translation>
        </message>
        <message>
            <source>{n} wrong PIN(s)</source>
            <translation>PIN erróneos: {n}</translation>
        </message>
    </context>
    <context>
        <name>SignInBar</name>
        <message>
            <source>An administrator signs in with their PIN</source>
            <translation>Un administrador ingresa con su PIN</translation>
        </message>
        <message>
            <source>Nobody signed in</source>
            <translation>Nadie ingresó</translation>
        </message>
        <message>
            <source>Not signed in: you can look, but changes need an administrator's PIN.</source>
            <translation>Sin ingresar: puede mirar, pero los cambios necesitan el PIN de un administrador.</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Ingresar…</translation>
        </message>
        <message>
            <source>Sign out</source>
            <translation>Cerrar sesión</translation>
        </message>
        <message>
            <source>Signed in as {name}.</source>
            <translation>Ingresó {name}.</translation>
        </message>
        <message>
            <source>Signed in: {name} ({full})</source>
            <translation>Ingresó: {name} ({full})</translation>
        </message>
        <message>
            <source>Signed out.</source>
            <translation>Sesión cerrada.</translation>
        </message>
    </context>
    <context>
        <name>BonusEditor</name>
        <message>
            <source> balls</source>
            <translation> bolillas</translation>
        </message>
        <message>
            <source>A prize won within a number of balls is multiplied by the factor of its row (Art. 8). For example "up to 5 balls → ×5": a line completed on the 4th or 5th ball pays five times. The bonus is paid by the house. A prize with no rows has no bonus.</source>
            <translation>Un premio ganado dentro de una cantidad de bolillas se multiplica por el factor de su fila (Art. 8). Por ejemplo "hasta 5 bolillas → ×5": una línea completada con la 4.ª o 5.ª bolilla paga cinco veces. La bonificación la paga la casa. Un premio sin filas no tiene bonificación.</translation>
        </message>
        <message>
            <source>Add row</source>
            <translation>Agregar fila</translation>
        </message>
        <message>
            <source>Completed within (balls)</source>
            <translation>Completado dentro de (bolillas)</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Prize multiplied by</source>
            <translation>Premio multiplicado por</translation>
        </message>
        <message>
            <source>Remove row</source>
            <translation>Quitar fila</translation>
        </message>
        <message>
            <source>Restore the regulation's tables</source>
            <translation>Restaurar las tablas del reglamento</translation>
        </message>
        <message>
            <source>up to </source>
            <translation>hasta </translation>
        </message>
    </context>
    <context>
        <name>PatternEditor</name>
        <message>
            <source>Add shape…</source>
            <translation>Agregar figura…</translation>
        </message>
        <message>
            <source>Click a cell to make it needed or not. The centre is free and always counts as marked. This shape needs {n} numbers.</source>
            <translation>Haga clic en una casilla para exigirla o no. El centro es libre y siempre cuenta como marcado. Esta figura necesita {n} números.</translation>
        </message>
        <message>
            <source>Name of the new shape (for example: X, H, small square)</source>
            <translation>Nombre de la nueva figura (por ejemplo: X, H, cuadrado chico)</translation>
        </message>
        <message>
            <source>New shape</source>
            <translation>Nueva figura</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Remove shape</source>
            <translation>Quitar figura</translation>
        </message>
        <message>
            <source>Restore defaults</source>
            <translation>Restaurar predeterminadas</translation>
        </message>
        <message>
            <source>Shapes that win it</source>
            <translation>Figuras que lo ganan</translation>
        </message>
        <message>
            <source>The full card is all 24 numbers and cannot be edited.</source>
            <translation>El cartón lleno son los 24 números y no se puede editar.</translation>
        </message>
        <message>
            <source>The shapes of the regulation as the hall's rules describe them</source>
            <translation>Las figuras del reglamento tal como las describen las reglas de la sala</translation>
        </message>
        <message>
            <source>This prize has no shape: add one.</source>
            <translation>Este premio no tiene figura: agregue una.</translation>
        </message>
        <message>
            <source>column {n}</source>
            <translation>columna {n}</translation>
        </message>
        <message>
            <source>diagonal /</source>
            <translation>diagonal /</translation>
        </message>
        <message>
            <source>diagonal \</source>
            <translation>diagonal \</translation>
        </message>
        <message>
            <source>four corners</source>
            <translation>cuatro vértices</translation>
        </message>
        <message>
            <source>full card</source>
            <translation>cartón lleno</translation>
        </message>
        <message>
            <source>row {n}</source>
            <translation>fila {n}</translation>
        </message>
    </context>
    <context>
        <name>PatternGrid</name>
        <message>
            <source>FREE</source>
            <translation>LIBRE</translation>
        </message>
    </context>
    <context>
        <name>SettingsWindow</name>
        <message>
            <source> Already saved: {names}.</source>
            <translation> Ya guardado: {names}.</translation>
        </message>
        <message>
            <source> balls</source>
            <translation> bolillas</translation>
        </message>
        <message>
            <source> cards</source>
            <translation> cartones</translation>
        </message>
        <message>
            <source>A new language applies the next time the station starts.</source>
            <translation>Un idioma nuevo se aplica la próxima vez que se inicie la estación.</translation>
        </message>
        <message>
            <source>Apply screens</source>
            <translation>Aplicar pantallas</translation>
        </message>
        <message>
            <source>Automatic (a screen the caller is not using)</source>
            <translation>Automática (una pantalla que el cantor no usa)</translation>
        </message>
        <message>
            <source>Balls come from (new games)</source>
            <translation>Origen de las bolillas (juegos nuevos)</translation>
        </message>
        <message>
            <source>Blower: the caller types each ball</source>
            <translation>Bolillero: el cantor escribe cada bolilla</translation>
        </message>
        <message>
            <source>Bonuses (Art. 8)</source>
            <translation>Bonificaciones (Art. 8)</translation>
        </message>
        <message>
            <source>Camera</source>
            <translation>Cámara</translation>
        </message>
        <message>
            <source>Camera over the blower (Art. 2.4)</source>
            <translation>Cámara sobre el bolillero (Art. 2.4)</translation>
        </message>
        <message>
            <source>Camera: {name}</source>
            <translation>Cámara: {name}</translation>
        </message>
        <message>
            <source>Cards per player and game (Art. 10)</source>
            <translation>Cartones por jugador y juego (Art. 10)</translation>
        </message>
        <message>
            <source>Casino's contribution to the major prize, at most (Art. 7 f)</source>
            <translation>Aporte del casino al Premio Mayor, como máximo (Art. 7 f)</translation>
        </message>
        <message>
            <source>Changes discarded: the fields show the station's settings.</source>
            <translation>Cambios descartados: los campos muestran la configuración de la estación.</translation>
        </message>
        <message>
            <source>Digital zoom</source>
            <translation>Zoom digital</translation>
        </message>
        <message>
            <source>Discard changes</source>
            <translation>Descartar cambios</translation>
        </message>
        <message>
            <source>Display {n} shows on</source>
            <translation>El tablero {n} se ve en</translation>
        </message>
        <message>
            <source>Electronic drawer of the station</source>
            <translation>Bolillero electrónico de la estación</translation>
        </message>
        <message>
            <source>Five letters, one over each column of the cards and the board.</source>
            <translation>Cinco letras, una sobre cada columna de los cartones y del tablero.</translation>
        </message>
        <message>
            <source>For example: a free card for the next game</source>
            <translation>Por ejemplo: un cartón gratis para el próximo juego</translation>
        </message>
        <message>
            <source>Game and money</source>
            <translation>Juego y dinero</translation>
        </message>
        <message>
            <source>Game {game} is in progress: it keeps the settings it was created with (word {word}). Whatever you change here applies from the next game.</source>
            <translation>El juego {game} está en curso: conserva la configuración con que se creó (palabra {word}). Lo que cambie aquí se aplica desde el próximo juego.</translation>
        </message>
        <message>
            <source>Game {game} keeps the settings it started with; the changes apply from the next game.</source>
            <translation>El juego {game} conserva la configuración con que empezó; los cambios se aplican desde el próximo juego.</translation>
        </message>
        <message>
            <source>Hall</source>
            <translation>Sala</translation>
        </message>
        <message>
            <source>Hall settings</source>
            <translation>Configuración de la sala</translation>
        </message>
        <message>
            <source>Hall word (Art. 17)</source>
            <translation>Palabra de la sala (Art. 17)</translation>
        </message>
        <message>
            <source>Jury sign-offs for each prize</source>
            <translation>Firmas del jurado por premio</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Look for cameras again</source>
            <translation>Buscar cámaras de nuevo</translation>
        </message>
        <message>
            <source>Major prize limit, default (Art. 13)</source>
            <translation>Límite del Premio Mayor, predeterminado (Art. 13)</translation>
        </message>
        <message>
            <source>Minors</source>
            <translation>Menores</translation>
        </message>
        <message>
            <source>Network camera (address below)</source>
            <translation>Cámara de red (dirección abajo)</translation>
        </message>
        <message>
            <source>Network camera address</source>
            <translation>Dirección de la cámara de red</translation>
        </message>
        <message>
            <source>No camera</source>
            <translation>Sin cámara</translation>
        </message>
        <message>
            <source>No unsaved changes.</source>
            <translation>No hay cambios sin guardar.</translation>
        </message>
        <message>
            <source>Not saved yet: {what}</source>
            <translation>Sin guardar todavía: {what}</translation>
        </message>
        <message>
            <source>Nothing to save: the settings are as the station has them.</source>
            <translation>Nada que guardar: la configuración es la que tiene la estación.</translation>
        </message>
        <message>
            <source>Nothing was saved. {problems}</source>
            <translation>No se guardó nada. {problems}</translation>
        </message>
        <message>
            <source>Number of public displays</source>
            <translation>Cantidad de tableros públicos</translation>
        </message>
        <message>
            <source>Payment order or cash above (Art. 11)</source>
            <translation>Orden de pago o efectivo por encima de (Art. 11)</translation>
        </message>
        <message>
            <source>Prize shapes</source>
            <translation>Figuras de los premios</translation>
        </message>
        <message>
            <source>Prizes rounded down to</source>
            <translation>Premios redondeados hacia abajo a</translation>
        </message>
        <message>
            <source>Public displays: {n}. Saved for this PC.</source>
            <translation>Tableros públicos: {n}. Guardado para este PC.</translation>
        </message>
        <message>
            <source>Public screens (Art. 2.3) — this PC</source>
            <translation>Pantallas públicas (Art. 2.3) — este PC</translation>
        </message>
        <message>
            <source>Red ball</source>
            <translation>Bolilla roja</translation>
        </message>
        <message>
            <source>Save changes</source>
            <translation>Guardar cambios</translation>
        </message>
        <message>
            <source>Saved by {name}: {what}.</source>
            <translation>Guardado por {name}: {what}.</translation>
        </message>
        <message>
            <source>Screens and camera</source>
            <translation>Pantallas y cámara</translation>
        </message>
        <message>
            <source>Shared: every claim before the next ball shares the prize</source>
            <translation>Compartido: todo reclamo antes de la siguiente bolilla comparte el premio</translation>
        </message>
        <message>
            <source>Show the sign "Minors are not admitted" (Art. 18)</source>
            <translation>Mostrar el cartel "Prohibida la entrada a menores de 18 años" (Art. 18)</translation>
        </message>
        <message>
            <source>Strict: only cards completed on the last ball drawn</source>
            <translation>Estricto: solo cartones completados con la última bolilla</translation>
        </message>
        <message>
            <source>The day's limit is fixed in the opening record; this is the value proposed.</source>
            <translation>El límite del día se fija en el acta de apertura; este es el valor propuesto.</translation>
        </message>
        <message>
            <source>The hall uses the red ball, a 76th ball (Art. 2.2)</source>
            <translation>La sala usa la bolilla roja, una bolilla 76 (Art. 2.2)</translation>
        </message>
        <message>
            <source>The new language applies the next time the station starts.</source>
            <translation>El idioma nuevo se aplica la próxima vez que se inicie la estación.</translation>
        </message>
        <message>
            <source>The screens are set from the caller window of the station.</source>
            <translation>Las pantallas se configuran desde la ventana del cantor de la estación.</translation>
        </message>
        <message>
            <source>These belong to this PC, not to the hall: they are kept in the data folder and apply at once.</source>
            <translation>Son de este PC, no de la sala: se guardan en la carpeta de datos y se aplican enseguida.</translation>
        </message>
        <message>
            <source>Ties (Art. 14)</source>
            <translation>Empates (Art. 14)</translation>
        </message>
        <message>
            <source>What the red ball gives</source>
            <translation>Qué da la bolilla roja</translation>
        </message>
        <message>
            <source>bonus tables</source>
            <translation>tablas de bonificación</translation>
        </message>
        <message>
            <source>camera</source>
            <translation>cámara</translation>
        </message>
        <message>
            <source>cards per player</source>
            <translation>cartones por jugador</translation>
        </message>
        <message>
            <source>casino's contribution</source>
            <translation>aporte del casino</translation>
        </message>
        <message>
            <source>draw source</source>
            <translation>origen de las bolillas</translation>
        </message>
        <message>
            <source>hall word</source>
            <translation>palabra de la sala</translation>
        </message>
        <message>
            <source>jury sign-offs</source>
            <translation>firmas del jurado</translation>
        </message>
        <message>
            <source>language</source>
            <translation>idioma</translation>
        </message>
        <message>
            <source>major prize limit</source>
            <translation>límite del Premio Mayor</translation>
        </message>
        <message>
            <source>minors sign</source>
            <translation>cartel de menores</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>sin límite</translation>
        </message>
        <message>
            <source>payment threshold</source>
            <translation>umbral de pago</translation>
        </message>
        <message>
            <source>prize shapes</source>
            <translation>figuras de los premios</translation>
        </message>
        <message>
            <source>red ball</source>
            <translation>bolilla roja</translation>
        </message>
        <message>
            <source>red ball message</source>
            <translation>mensaje de la bolilla roja</translation>
        </message>
        <message>
            <source>rounding</source>
            <translation>redondeo</translation>
        </message>
        <message>
            <source>ties</source>
            <translation>empates</translation>
        </message>
        <message>
            <source>zoom</source>
            <translation>zoom</translation>
        </message>
        <message>
            <source>{name} (not connected now)</source>
            <translation>{name} (no conectada ahora)</translation>
        </message>
    </context>
</TS>
