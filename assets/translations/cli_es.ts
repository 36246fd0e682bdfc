<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>Cli</name>
        <message>
            <source>--user: the command '{command}' asks nobody to sign in</source>
            <translation>--user: la orden '{command}' no pide que nadie se identifique</translation>
        </message>
        <message>
            <source>--user: this command asks nobody to sign in (the station asks in its windows)</source>
            <translation>--user: aquí nadie se identifica por la línea de órdenes (la estación lo pide en sus ventanas)</translation>
        </message>
        <message>
            <source>every command (none of them starts the station; 'hallstation' alone does):</source>
            <translation>todas las órdenes (ninguna inicia la estación; 'hallstation' sola la inicia):</translation>
        </message>
        <message>
            <source>interrupted</source>
            <translation>interrumpido</translation>
        </message>
        <message>
            <source>unknown language '{code}': the station speaks {languages}</source>
            <translation>idioma desconocido '{code}': la estación habla {languages}</translation>
        </message>
        <message>
            <source>call rate: {rate}</source>
            <translation>tasa de apuesta: {rate}</translation>
        </message>
        <message>
            <source>call with a pair or better</source>
            <translation>apuesta con un par o más</translation>
        </message>
        <message>
            <source>call with ace-king or better</source>
            <translation>apuesta con as-rey o más</translation>
        </message>
        <message>
            <source>house edge on the ANTE: {edge} (± {error})</source>
            <translation>ventaja de la casa sobre el ANTE: {edge} (± {error})</translation>
        </message>
        <message>
            <source>jackpot bet value is 0: no jackpot return</source>
            <translation>la apuesta al pozo vale 0: el pozo no devuelve nada</translation>
        </message>
        <message>
            <source>jackpot return per bet at a meter held at {meter}: {value} simulated, {exact} exact</source>
            <translation>retorno del pozo por apuesta con el pozo fijo en {meter}: {value} simulado, {exact} exacto</translation>
        </message>
        <message>
            <source>jackpot return per bet, the meter following Art. 17 from {meter}: {value} simulated</source>
            <translation>retorno del pozo por apuesta, el pozo según el Art. 17 desde {meter}: {value} simulado</translation>
        </message>
        <message>
            <source>meter: fed {fed}, paid {paid}, casino seed {seed}, now {now}; house paid {fixed} fixed prizes + {beyond} beyond the meter</source>
            <translation>pozo: recibió {fed}, pagó {paid}, semilla del casino {seed}, ahora {now}; la casa pagó {fixed} en premios fijos + {beyond} más allá del pozo</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>player wins with {hand}</source>
            <translation>gana el jugador con {hand}</translation>
        </message>
        <message>
            <source>rounds: {rounds}  strategy: {strategy}  A-2-3-4-5 is a straight: {ace_low}  seed: {seed}</source>
            <translation>pases: {rounds}  estrategia: {strategy}  A-2-3-4-5 es escalera: {ace_low}  semilla: {seed}</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>simulate: played in the temporary folder {path}, now removed (--data-dir DIR keeps the games)</source>
            <translation>simulate: se jugó en la carpeta temporal {path}, ya borrada (--data-dir DIR guarda los juegos)</translation>
        </message>
        <message>
            <source>no PIN given: there is no terminal to ask it on (set $HALLSTATION_PIN)</source>
            <translation>no se dio el PIN: no hay una terminal donde pedirlo (use $HALLSTATION_PIN)</translation>
        </message>
        <message>
            <source>$HALLSTATION_LANG is '{code}': the station speaks {languages} (es_AR and the like are Spanish)</source>
            <translation>$HALLSTATION_LANG es '{code}': la estación habla {languages} (es_AR y similares son español)</translation>
        </message>
        <message>
            <source>--demo: the demo lives in a folder of its own, never on the hall's server (--store)</source>
            <translation>--demo: la demostración vive en una carpeta propia, nunca en el servidor de la sala (--store)</translation>
        </message>
        <message>
            <source>store copy: {folder} holds a demo (marked as one from its first event): a demo is never copied onto a hall's server</source>
            <translation>store copy: {folder} guarda una demostración (marcada como tal desde su primer evento): una demostración nunca se copia al servidor de una sala</translation>
        </message>
        <message>
            <source>{folder} holds no hall yet: its first person is its administrator (--role admin)</source>
            <translation>{folder} todavía no guarda ninguna sala: su primera persona es su administrador (--role admin)</translation>
        </message>
        <message>
            <source>{name} added ({roles}).</source>
            <translation>{name} agregado ({roles}).</translation>
        </message>
        <message>
            <source>{name} is the hall's first administrator. One-time recovery code (shown only now: write it down and keep it in the hall's safe; it unlocks {name} with hallstation people recover):</source>
            <translation>{name} es el primer administrador de la sala. Código de recuperación de un solo uso (se muestra solo ahora: anótelo y guárdelo en la caja fuerte de la sala; desbloquea a {name} con hallstation people recover):</translation>
        </message>
    </context>
    <context>
        <name>argparse</name>
        <message>
            <source>%(prog)s: error: %(message)s
</source>
            <translation>%(prog)s: error: %(message)s
</translation>
        </message>
        <message>
            <source>ambiguous option: %(option)s could match %(matches)s</source>
            <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
        </message>
        <message>
            <source>argument %(argument_name)s: %(message)s</source>
            <translation>argumento %(argument_name)s: %(message)s</translation>
        </message>
        <message>
            <source>can't open '%(filename)s': %(error)s</source>
            <translation>no se puede abrir '%(filename)s': %(error)s</translation>
        </message>
        <message>
            <source>expected %s argument</source>
            <translation>se esperaba %s argumento</translation>
        </message>
        <message>
            <source>expected %s arguments</source>
            <translation>se esperaban %s argumentos</translation>
        </message>
        <message>
            <source>expected at least one argument</source>
            <translation>se esperaba al menos un argumento</translation>
        </message>
        <message>
            <source>expected at most one argument</source>
            <translation>se esperaba como máximo un argumento</translation>
        </message>
        <message>
            <source>expected one argument</source>
            <translation>se esperaba un argumento</translation>
        </message>
        <message>
            <source>ignored explicit argument %r</source>
            <translation>argumento explícito ignorado %r</translation>
        </message>
        <message>
            <source>invalid %(type)s value: %(value)r</source>
            <translation>valor %(type)s no válido: %(value)r</translation>
        </message>
        <message>
            <source>invalid choice: %(value)r (choose from %(choices)s)</source>
            <translation>opción no válida: %(value)r (elija entre %(choices)s)</translation>
        </message>
        <message>
            <source>not allowed with argument %s</source>
            <translation>no se permite junto con el argumento %s</translation>
        </message>
        <message>
            <source>one of the arguments %s is required</source>
            <translation>se necesita uno de los argumentos %s</translation>
        </message>
        <message>
            <source>options</source>
            <translation>opciones</translation>
        </message>
        <message>
            <source>positional arguments</source>
            <translation>argumentos posicionales</translation>
        </message>
        <message>
            <source>show this help message and exit</source>
            <translation>muestra esta ayuda y termina</translation>
        </message>
        <message>
            <source>the following arguments are required: %s</source>
            <translation>faltan estos argumentos: %s</translation>
        </message>
        <message>
            <source>unexpected option string: %s</source>
            <translation>opción inesperada: %s</translation>
        </message>
        <message>
            <source>unknown parser %(parser_name)r (choices: %(choices)s)</source>
            <translation>orden desconocida %(parser_name)r (órdenes: %(choices)s)</translation>
        </message>
        <message>
            <source>unrecognized arguments: %s</source>
            <translation>argumentos no reconocidos: %s</translation>
        </message>
        <message>
            <source>usage: </source>
            <translation>uso: </translation>
        </message>
    </context>
    <context>
        <name>DataFolder</name>
        <message>
            <source>a file of that name is in the way</source>
            <translation>hay un archivo con ese nombre</translation>
        </message>
        <message>
            <source>a folder on the path cannot be made there</source>
            <translation>una carpeta de la ruta no se puede crear allí</translation>
        </message>
        <message>
            <source>it is a folder, not a file</source>
            <translation>es una carpeta, no un archivo</translation>
        </message>
        <message>
            <source>part of the path is a file, not a folder</source>
            <translation>parte de la ruta es un archivo, no una carpeta</translation>
        </message>
        <message>
            <source>permission denied</source>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>el disco es de solo lectura</translation>
        </message>
        <message>
            <source>the disk could not be read or written (input/output error)</source>
            <translation>no se pudo leer ni escribir el disco (error de entrada/salida)</translation>
        </message>
        <message>
            <source>another program uses that address and port</source>
            <translation>otro programa usa esa dirección y ese puerto</translation>
        </message>
        <message>
            <source>this PC has no such address</source>
            <translation>esta PC no tiene esa dirección</translation>
        </message>
        <message>
            <source>no connection (refused)</source>
            <translation>sin conexión (rechazada)</translation>
        </message>
        <message>
            <source>no connection (host unreachable)</source>
            <translation>sin conexión (no se llega al equipo)</translation>
        </message>
        <message>
            <source>no connection (timed out)</source>
            <translation>sin conexión (se agotó el tiempo)</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>no existe ese archivo o carpeta</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The data folder {path} cannot be created: {why}</source>
            <translation>La carpeta de datos {path} no se puede crear: {why}</translation>
        </message>
        <message>
            <source>The data folder {path} cannot be read: permission denied</source>
            <translation>La carpeta de datos {path} no se puede leer: permiso denegado</translation>
        </message>
        <message>
            <source>The data folder {path} cannot be used: {why}</source>
            <translation>La carpeta de datos {path} no se puede usar: {why}</translation>
        </message>
        <message>
            <source>The data folder {path} cannot be written: {why}</source>
            <translation>En la carpeta de datos {path} no se puede escribir: {why}</translation>
        </message>
        <message>
            <source>The data folder {path} is a file, not a folder: give the folder that holds the station's database (--data-dir)</source>
            <translation>La carpeta de datos {path} es un archivo, no una carpeta: indique la carpeta que guarda la base de datos de la estación (--data-dir)</translation>
        </message>
        <message>
            <source>The station's database {path} cannot be read: permission denied</source>
            <translation>La base de datos de la estación {path} no se puede leer: permiso denegado</translation>
        </message>
        <message>
            <source>The station's database {path} cannot be written: permission denied</source>
            <translation>En la base de datos de la estación {path} no se puede escribir: permiso denegado</translation>
        </message>
        <message>
            <source>{path} holds a {name} that is not the station's database (it is not a file)</source>
            <translation>{path} tiene un {name} que no es la base de datos de la estación (no es un archivo)</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>A-2-3-4-5 is a straight</source>
            <translation>A-2-3-4-5 es escalera</translation>
        </message>
        <message>
            <source>A-2-3-4-5 is a straight (setting ace_low_straight)</source>
            <translation>A-2-3-4-5 es escalera (ajuste ace_low_straight)</translation>
        </message>
        <message>
            <source>ANTE in cents (default: the minimum ANTE setting)</source>
            <translation>ANTE en centésimos (por omisión: el ANTE mínimo de los ajustes)</translation>
        </message>
        <message>
            <source>CSV: card number and its 24 numbers column by column</source>
            <translation>CSV: número de cartón y sus 24 números, columna por columna</translation>
        </message>
        <message>
            <source>Caribbean poker: rank hands, simulate rounds</source>
            <translation>póker caribeño: ordenar manos, simular pases</translation>
        </message>
        <message>
            <source>HallStation: bingo hall and poker jackpot station. 'hallstation' alone starts the station (the caller window and the hall screens); none of the commands below starts it.</source>
            <translation>HallStation: estación de la sala de bingo y del pozo del póker. 'hallstation' sola inicia la estación (la ventana del cantor y las pantallas de la sala); ninguna de las órdenes de abajo la inicia.</translation>
        </message>
        <message>
            <source>a game manager or administrator, to see winners' names and identity documents (masked otherwise); the PIN is read from $HALLSTATION_PIN or asked</source>
            <translation>un jefe de juego o administrador, para ver los nombres y documentos de los ganadores (si no, se muestran enmascarados); el PIN se lee de $HALLSTATION_PIN o se pide</translation>
        </message>
        <message>
            <source>a past game's balls, claims, awards and payments (who paid what), from the log</source>
            <translation>las bolillas, reclamos, adjudicaciones y pagos de un juego pasado (quién pagó qué), según el registro</translation>
        </message>
        <message>
            <source>card price in cents (default 1000)</source>
            <translation>precio del cartón en centésimos (por omisión 1000)</translation>
        </message>
        <message>
            <source>cards per printed sheet</source>
            <translation>cartones por hoja impresa</translation>
        </message>
        <message>
            <source>cards sold in each game (1–3000)</source>
            <translation>cartones vendidos en cada juego (1–3000)</translation>
        </message>
        <message>
            <source>check a backup, then install it into DATA_DIR (which must not hold a hall)</source>
            <translation>verifica una copia de seguridad y la instala en DATA_DIR (que no debe tener una sala)</translation>
        </message>
        <message>
            <source>check the event log</source>
            <translation>verifica el registro de eventos</translation>
        </message>
        <message>
            <source>check the whole chain, its seals and its high-water mark; exit 0 only when intact</source>
            <translation>verifica toda la cadena, sus sellos y su marca de nivel; sale con 0 solo si está intacta</translation>
        </message>
        <message>
            <source>copy the hall (database, key, high-water mark and a manifest) into a new folder DEST, and check the copy</source>
            <translation>copia la sala (base de datos, clave, marca de nivel y un manifiesto) en una carpeta nueva DEST y verifica la copia</translation>
        </message>
        <message>
            <source>create, export or import card series</source>
            <translation>crear, exportar o importar series de cartones</translation>
        </message>
        <message>
            <source>folder holding the station's database (default: the user data folder)</source>
            <translation>carpeta con la base de datos de la estación (por omisión: la carpeta de datos del usuario)</translation>
        </message>
        <message>
            <source>game number (default: the last one)</source>
            <translation>número de juego (por omisión: el último)</translation>
        </message>
        <message>
            <source>generate a series of different cards</source>
            <translation>genera una serie de cartones distintos</translation>
        </message>
        <message>
            <source>how many cards (1–3000)</source>
            <translation>cuántos cartones (1–3000)</translation>
        </message>
        <message>
            <source>how many games</source>
            <translation>cuántos juegos</translation>
        </message>
        <message>
            <source>import a printed series from the printer's CSV file</source>
            <translation>importa una serie impresa desde el archivo CSV de la imprenta</translation>
        </message>
        <message>
            <source>jackpot meter at the start, in cents (default: the meter seed setting)</source>
            <translation>pozo al empezar, en centésimos (por omisión: la semilla del pozo de los ajustes)</translation>
        </message>
        <message>
            <source>json (default) or csv</source>
            <translation>json (por omisión) o csv</translation>
        </message>
        <message>
            <source>language of the console (es, en); default: the hall's setting (es)</source>
            <translation>idioma de la consola (es, en); por omisión: el ajuste de la sala (es)</translation>
        </message>
        <message>
            <source>language of the messages and the windows (es, en); default: the hall's setting (es)</source>
            <translation>idioma de los mensajes y las ventanas (es, en); por omisión: el ajuste de la sala (es)</translation>
        </message>
        <message>
            <source>major prize ball limit, 50–60 (default: the setting)</source>
            <translation>límite de bolillas del Premio Mayor, 50–60 (por omisión: el ajuste)</translation>
        </message>
        <message>
            <source>open the dealer console and the jackpot sign of a table</source>
            <translation>abre la consola del crupier y el cartel del pozo de una mesa</translation>
        </message>
        <message>
            <source>play N rounds, one player against the dealer</source>
            <translation>juega N pases, un jugador contra la Banca</translation>
        </message>
        <message>
            <source>play whole games headless through the services, in a temporary folder of its own (never a hall's)</source>
            <translation>juega juegos completos sin ventanas a través de los servicios, en una carpeta temporal propia (nunca la de una sala)</translation>
        </message>
        <message>
            <source>print JSON</source>
            <translation>imprime JSON</translation>
        </message>
        <message>
            <source>print a series' cards as JSON or CSV</source>
            <translation>imprime los cartones de una serie en JSON o CSV</translation>
        </message>
        <message>
            <source>print the games as JSON</source>
            <translation>imprime los juegos en JSON</translation>
        </message>
        <message>
            <source>random seed (default: from secrets)</source>
            <translation>semilla aleatoria (por omisión: de secrets)</translation>
        </message>
        <message>
            <source>rank hands read from stdin, one per line</source>
            <translation>ordena manos leídas de la entrada estándar, una por línea</translation>
        </message>
        <message>
            <source>reproducible games from this seed</source>
            <translation>juegos reproducibles a partir de esta semilla</translation>
        </message>
        <message>
            <source>reproducible generation from this seed</source>
            <translation>generación reproducible a partir de esta semilla</translation>
        </message>
        <message>
            <source>rounds to play</source>
            <translation>pases a jugar</translation>
        </message>
        <message>
            <source>series colour</source>
            <translation>color de la serie</translation>
        </message>
        <message>
            <source>series letter</source>
            <translation>letra de la serie</translation>
        </message>
        <message>
            <source>series number</source>
            <translation>número de serie</translation>
        </message>
        <message>
            <source>series number (default: the next one)</source>
            <translation>número de serie (por omisión: el siguiente)</translation>
        </message>
        <message>
            <source>table number (default 1)</source>
            <translation>número de mesa (por omisión 1)</translation>
        </message>
        <message>
            <source>the backup's folder</source>
            <translation>la carpeta de la copia de seguridad</translation>
        </message>
        <message>
            <source>the data folder to restore into (new or empty)</source>
            <translation>la carpeta de datos donde restaurar (nueva o vacía)</translation>
        </message>
        <message>
            <source>the folder to write the backup into (made when missing; never overwritten)</source>
            <translation>la carpeta donde escribir la copia (se crea si falta; nunca se sobrescribe)</translation>
        </message>
        <message>
            <source>the hall's people</source>
            <translation>las personas de la sala</translation>
        </message>
        <message>
            <source>the log's length and head as printed on a paper record (repeatable): the log must agree with it</source>
            <translation>el largo y la cabeza del registro tal como figuran en un acta impresa (repetible): el registro debe coincidir</translation>
        </message>
        <message>
            <source>the hall's public key's fingerprint as printed on the day's records: the server's log is checked under it (every row's signature), with no hall key</source>
            <translation>la huella de la clave pública de la sala tal como figura en las actas del día: el registro del servidor se verifica con ella (la firma de cada fila), sin la clave de la sala</translation>
        </message>
        <message>
            <source>the poker jackpot payments instead: supervisor and dealer of each</source>
            <translation>en su lugar, los pagos del pozo del póker: supervisor y crupier de cada uno</translation>
        </message>
        <message>
            <source>unlock a locked-out administrator with their recovery code and set a new PIN (on the station's own machine; code and PIN asked, or $HALLSTATION_RECOVERY_CODE / $HALLSTATION_NEW_PIN)</source>
            <translation>desbloquea a un administrador bloqueado con su código de recuperación y le pone un PIN nuevo (en la máquina de la estación; código y PIN se piden, o $HALLSTATION_RECOVERY_CODE / $HALLSTATION_NEW_PIN)</translation>
        </message>
        <message>
            <source>when the player calls</source>
            <translation>cuándo apuesta el jugador</translation>
        </message>
        <message>
            <source>who does it, for the commands that need a person (the PIN is read from $HALLSTATION_PIN or asked)</source>
            <translation>quién lo hace, en las órdenes que necesitan una persona (el PIN se lee de $HALLSTATION_PIN o se pide)</translation>
        </message>
        <message>
            <source>who does it, once the station has people (a game manager or administrator); the PIN is read from $HALLSTATION_PIN or asked</source>
            <translation>quién lo hace, cuando la estación ya tiene personas (un jefe de juego o administrador); el PIN se lee de $HALLSTATION_PIN o se pide</translation>
        </message>
        <message>
            <source>who is recovered (the administrator's name)</source>
            <translation>a quién se recupera (el nombre del administrador)</translation>
        </message>
        <message>
            <source>with --poker: only this table</source>
            <translation>con --poker: solo esta mesa</translation>
        </message>
        <message>
            <source>ACTION</source>
            <translation>ACCIÓN</translation>
        </message>
        <message>
            <source>ADDR</source>
            <translation>DIRECCIÓN</translation>
        </message>
        <message>
            <source>CARDS</source>
            <translation>CARTONES</translation>
        </message>
        <message>
            <source>CENTS</source>
            <translation>CENTÉSIMOS</translation>
        </message>
        <message>
            <source>COLOR</source>
            <translation>COLOR</translation>
        </message>
        <message>
            <source>COMMAND</source>
            <translation>ORDEN</translation>
        </message>
        <message>
            <source>DATA_DIR</source>
            <translation>CARPETA_DE_DATOS</translation>
        </message>
        <message>
            <source>DATE</source>
            <translation>FECHA</translation>
        </message>
        <message>
            <source>DEST</source>
            <translation>DESTINO</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>CARPETA</translation>
        </message>
        <message>
            <source>DRAWS</source>
            <translation>SORTEOS</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>ARCHIVO</translation>
        </message>
        <message>
            <source>FILE.pdf</source>
            <translation>ARCHIVO.pdf</translation>
        </message>
        <message>
            <source>FROM</source>
            <translation>DESDE</translation>
        </message>
        <message>
            <source>GAMES</source>
            <translation>JUEGOS</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>LANG</source>
            <translation>IDIOMA</translation>
        </message>
        <message>
            <source>LETTER</source>
            <translation>LETRA</translation>
        </message>
        <message>
            <source>LIMIT</source>
            <translation>LÍMITE</translation>
        </message>
        <message>
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>NOMBRE</translation>
        </message>
        <message>
            <source>NUMBER</source>
            <translation>NÚMERO</translation>
        </message>
        <message>
            <source>P</source>
            <translation>P</translation>
        </message>
        <message>
            <source>POKER_COMMAND</source>
            <translation>ORDEN_DE_PÓKER</translation>
        </message>
        <message>
            <source>PRICE</source>
            <translation>PRECIO</translation>
        </message>
        <message>
            <source>SEED</source>
            <translation>SEMILLA</translation>
        </message>
        <message>
            <source>SEQ:HEAD</source>
            <translation>LARGO:CABEZA</translation>
        </message>
        <message>
            <source>FINGERPRINT</source>
            <translation>HUELLA</translation>
        </message>
        <message>
            <source>SRC</source>
            <translation>ORIGEN</translation>
        </message>
        <message>
            <source>TABLE</source>
            <translation>MESA</translation>
        </message>
        <message>
            <source>TEXT</source>
            <translation>TEXTO</translation>
        </message>
        <message>
            <source>TO</source>
            <translation>HASTA</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>VOICE</source>
            <translation>VOZ</translation>
        </message>
        <message>
            <source>WORD</source>
            <translation>PALABRA</translation>
        </message>
        <message>
            <source>file</source>
            <translation>archivo</translation>
        </message>
        <message>
            <source>game</source>
            <translation>juego</translation>
        </message>
        <message>
            <source>a role (repeatable)</source>
            <translation>un rol (se puede repetir)</translation>
        </message>
        <message>
            <source>add a person with their roles and PIN (typed twice, or $HALLSTATION_NEW_PIN); on a new hall's folder the first is its administrator and gets the one-time recovery code; then an administrator adds the rest (--user)</source>
            <translation>agrega una persona con sus roles y su PIN (escrito dos veces, o $HALLSTATION_NEW_PIN); en la carpeta de una sala nueva la primera es su administrador y recibe el código de recuperación de un solo uso; luego un administrador agrega al resto (--user)</translation>
        </message>
        <message>
            <source>the demo: a demo day with the README's people and PINs, in a folder of its own (default: the user data folder's HallStation-demo), marked as a demo on every screen and paper; never a hall's folder or server</source>
            <translation>la demostración: un día de demostración con las personas y los PIN del README, en una carpeta propia (por omisión: HallStation-demo junto a la carpeta de datos del usuario), marcada como demostración en cada pantalla y papel; nunca la carpeta ni el servidor de una sala</translation>
        </message>
        <message>
            <source>the person's full name (default: the name)</source>
            <translation>el nombre completo de la persona (por omisión: el nombre)</translation>
        </message>
        <message>
            <source>the person's name, to sign in</source>
            <translation>el nombre de la persona, para identificarse</translation>
        </message>
        <message>
            <source>who does it, once the hall has an administrator (the PIN is read from $HALLSTATION_PIN or asked)</source>
            <translation>quién lo hace, una vez que la sala tiene administrador (el PIN se lee de $HALLSTATION_PIN o se pide)</translation>
        </message>
    </context>
</TS>
