<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>'{text}' is not a date: write it as YYYY-MM-DD, e.g. 2025-03-01</source>
            <translation>«{text}» no es una fecha: escríbala como AAAA-MM-DD, por ejemplo 2025-03-01</translation>
        </message>
        <message>
            <source>A game draws each ball once: a ball is listed twice</source>
            <translation>Un juego sortea cada bolilla una vez: hay una bolilla repetida</translation>
        </message>
        <message>
            <source>The span starts on {start}, after it ends on {end}</source>
            <translation>El período empieza el {start}, después de terminar el {end}</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>first date of the span, YYYY-MM-DD (its day's date)</source>
            <translation>primera fecha del período, AAAA-MM-DD (la fecha de su día)</translation>
        </message>
        <message>
            <source>how often each ball came out against how often it should have, the χ² test and its p-value (read-only)</source>
            <translation>cuántas veces salió cada bolilla contra cuántas debía salir, la prueba χ² y su valor p (solo lectura)</translation>
        </message>
        <message>
            <source>last date of the span, YYYY-MM-DD (included)</source>
            <translation>última fecha del período, AAAA-MM-DD (incluida)</translation>
        </message>
        <message>
            <source>manual (the blower, balls typed in) or electronic (the drawer); default: both, apart</source>
            <translation>manual (el bolillero, bolillas anotadas a mano) o electronic (el bolillero electrónico); por omisión: los dos, por separado</translation>
        </message>
        <message>
            <source>print JSON (with --source: one object; without: one per source)</source>
            <translation>imprime JSON (con --source: un objeto; sin él: uno por fuente)</translation>
        </message>
        <message>
            <source>the blower monitor: is the blower (or the electronic drawer) fair?</source>
            <translation>el monitor del bolillero: ¿es parejo el bolillero (o el bolillero electrónico)?</translation>
        </message>
    </context>
    <context>
        <name>BallsPanel</name>
        <message>
            <source>Bars: how often each ball came out; line: how often it should have; dashes: two standard deviations around it. The alert is raised when the χ² test's p-value is below 0.001.</source>
            <translation>Barras: cuántas veces salió cada bolilla; línea: cuántas veces debía salir; rayas: dos desviaciones estándar alrededor. La alerta se da cuando el valor p de la prueba χ² es menor que 0,001.</translation>
        </message>
        <message>
            <source>No ball was drawn in this day's games.</source>
            <translation>En los juegos de este día no se sorteó ninguna bolilla.</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Fuente</translation>
        </message>
    </context>
    <context>
        <name>DayReport</name>
        <message>
            <source>Balls drawn — is the blower fair? (χ² test; alert below p = 0.001)</source>
            <translation>Bolillas sorteadas — ¿es parejo el bolillero? (prueba χ²; alerta con p menor que 0,001)</translation>
        </message>
        <message>
            <source>beyond 2</source>
            <translation>a más de 2</translation>
        </message>
        <message>
            <source>beyond 3</source>
            <translation>a más de 3</translation>
        </message>
        <message>
            <source>line: expected; dashes: ±2 standard deviations</source>
            <translation>línea: lo esperado; rayas: ±2 desviaciones estándar</translation>
        </message>
        <message>
            <source>within 2 standard deviations</source>
            <translation>a menos de 2 desviaciones estándar</translation>
        </message>
    </context>
    <context>
        <name>DayReportWindow</name>
        <message>
            <source>Balls drawn</source>
            <translation>Bolillas sorteadas</translation>
        </message>
        <message>
            <source>Takings and prizes</source>
            <translation>Recaudación y premios</translation>
        </message>
    </context>
    <context>
        <name>BallStats</name>
        <message numerus="yes">
            <source>%n ball(s)</source>
            <translation>
                <numerusform>%n bolilla</numerusform>
                <numerusform>%n bolillas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n juego</numerusform>
                <numerusform>%n juegos</numerusform>
            </translation>
        </message>
        <message>
            <source>--from {start} is after --to {end}: the span would hold no game</source>
            <translation>--from {start} es posterior a --to {end}: el período no tendría ningún juego</translation>
        </message>
        <message>
            <source>Blower</source>
            <translation>Bolillero</translation>
        </message>
        <message>
            <source>Each ball should have come out {expected} times; furthest from it: {balls}</source>
            <translation>Cada bolilla debía salir {expected} veces; las más alejadas de eso: {balls}</translation>
        </message>
        <message>
            <source>Electronic drawer</source>
            <translation>Bolillero electrónico</translation>
        </message>
        <message>
            <source>Every game in the log</source>
            <translation>Todos los juegos del registro</translation>
        </message>
        <message>
            <source>Fewer than 5 expected per ball: the test is only a rough guide.</source>
            <translation>Menos de 5 esperadas por bolilla: la prueba es solo orientativa.</translation>
        </message>
        <message>
            <source>Games from {start} on</source>
            <translation>Juegos desde el {start}</translation>
        </message>
        <message>
            <source>Games from {start} to {end}</source>
            <translation>Juegos del {start} al {end}</translation>
        </message>
        <message>
            <source>Games up to {end}</source>
            <translation>Juegos hasta el {end}</translation>
        </message>
        <message>
            <source>No alert: the alert is raised below p = {level}.</source>
            <translation>Sin alerta: la alerta se da con p menor que {level}.</translation>
        </message>
        <message>
            <source>balls: the log needs attention, the figures stop before the row it names: {why}</source>
            <translation>bolillas: el registro necesita atención, las cifras llegan hasta antes de la fila que nombra: {why}</translation>
        </message>
        <message>
            <source>too few balls for the test</source>
            <translation>muy pocas bolillas para la prueba</translation>
        </message>
        <message>
            <source>{source}: no ball drawn in these games.</source>
            <translation>{source}: ninguna bolilla sorteada en estos juegos.</translation>
        </message>
        <message>
            <source>{source}: {games}, {balls}</source>
            <translation>{source}: {games}, {balls}</translation>
        </message>
        <message>
            <source>χ² = {chi2} ({dof} degrees of freedom) · p = {p}</source>
            <translation>χ² = {chi2} ({dof} grados de libertad) · p = {p}</translation>
        </message>
        <message>
            <source>⚠ ALERT — {source}: the balls do not come out evenly (p = {p}, below {level}); furthest from expectation: {balls}. Have it inspected.</source>
            <translation>⚠ ALERTA — {source}: las bolillas no salen de forma pareja (p = {p}, menor que {level}); las más alejadas de lo esperado: {balls}. Hágalo revisar.</translation>
        </message>
    </context>
</TS>
