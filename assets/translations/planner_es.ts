<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>Planner</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n cartón</numerusform>
                <numerusform>%n cartones</numerusform>
            </translation>
        </message>
        <message>
            <source>1 in {odds}</source>
            <translation>1 en {odds}</translation>
        </message>
        <message>
            <source>Card price</source>
            <translation>Precio del cartón</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartones</translation>
        </message>
        <message>
            <source>Expected pot in the game that wins it</source>
            <translation>Pozo esperado en el juego que lo gana</translation>
        </message>
        <message>
            <source>Games until the major prize is won</source>
            <translation>Juegos hasta que se gana el premio mayor</translation>
        </message>
        <message>
            <source>Into the pot each game (15 % of the takings, Art. 12)</source>
            <translation>Al pozo en cada juego (15 % de la recaudación, Art. 12)</translation>
        </message>
        <message>
            <source>Major prize by limit</source>
            <translation>Premio mayor según el límite</translation>
        </message>
        <message>
            <source>Major prize limit (Art. 13)</source>
            <translation>Límite del premio mayor (Art. 13)</translation>
        </message>
        <message>
            <source>Major prize won within the limit, per game</source>
            <translation>Premio mayor ganado dentro del límite, por juego</translation>
        </message>
        <message>
            <source>One card alone (exact)</source>
            <translation>Un cartón solo (exacto)</translation>
        </message>
        <message>
            <source>Plan for {cards} at {price} each, major prize limit {limit} balls</source>
            <translation>Plan para {cards} a {price} cada uno, límite del premio mayor {limit} bolillas</translation>
        </message>
        <message>
            <source>Simulated draws (seed)</source>
            <translation>Sorteos simulados (semilla)</translation>
        </message>
        <message>
            <source>The day's plan (planner)</source>
            <translation>El plan del día (planificador)</translation>
        </message>
        <message>
            <source>The pot now (the casino's contributions included)</source>
            <translation>El pozo ahora (con los aportes del casino)</translation>
        </message>
        <message>
            <source>a new random series of {cards}, not kept</source>
            <translation>una serie nueva al azar de {cards}, que no se guarda</translation>
        </message>
        <message>
            <source>cards 1 to {last} of series {series}</source>
            <translation>cartones 1 a {last} de la serie {series}</translation>
        </message>
        <message>
            <source>not won in any simulated draw</source>
            <translation>no se ganó en ningún sorteo simulado</translation>
        </message>
        <message>
            <source>the {cards} sold of series {series}</source>
            <translation>los {cards} vendidos de la serie {series}</translation>
        </message>
        <message>
            <source>{limit} balls</source>
            <translation>{limit} bolillas</translation>
        </message>
        <message>
            <source>{limit}: {p}</source>
            <translation>{limit}: {p}</translation>
        </message>
        <message>
            <source>{p10} · {p50} · {p90} (± {e10} · {e50} · {e90})</source>
            <translation>{p10} · {p50} · {p90} (± {e10} · {e50} · {e90})</translation>
        </message>
        <message>
            <source>{prize}: bonus cost to the house per game (Art. 8)</source>
            <translation>{prize}: costo de las bonificaciones para la casa por juego (Art. 8)</translation>
        </message>
        <message>
            <source>{prize}: won at ball (10 %, 50 %, 90 % of games)</source>
            <translation>{prize}: se gana en la bolilla (10 %, 50 %, 90 % de los juegos)</translation>
        </message>
        <message>
            <source>{value} (± {error})</source>
            <translation>{value} (± {error})</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>A game sells from 1 to 3,000 cards of one series, not {cards}</source>
            <translation>Un juego vende de 1 a 3.000 cartones de una serie, no {cards}</translation>
        </message>
        <message>
            <source>A seed is a whole number from 0 up, not {seed}</source>
            <translation>Una semilla es un número entero desde 0, no {seed}</translation>
        </message>
        <message>
            <source>Game {game} on series {series} sold {sold} cards: plan it with {sold} cards, not {cards}</source>
            <translation>El juego {game} de la serie {series} vendió {sold} cartones: planifíquelo con {sold} cartones, no con {cards}</translation>
        </message>
        <message>
            <source>Series {series} holds {have} cards, not {cards}</source>
            <translation>La serie {series} tiene {have} cartones, no {cards}</translation>
        </message>
        <message>
            <source>The planner simulates from 1 to {most} draws, not {draws}</source>
            <translation>El planificador simula de 1 a {most} sorteos, no {draws}</translation>
        </message>
    </context>
    <context>
        <name>PlannerWindow</name>
        <message>
            <source> balls</source>
            <translation> bolillas</translation>
        </message>
        <message>
            <source>A new random series (not kept)</source>
            <translation>Una serie nueva al azar (no se guarda)</translation>
        </message>
        <message>
            <source>Bonuses (Art. 8)</source>
            <translation>Bonificaciones (Art. 8)</translation>
        </message>
        <message>
            <source>Calculate</source>
            <translation>Calcular</translation>
        </message>
        <message>
            <source>Calculate the plan first.</source>
            <translation>Calcule primero el plan.</translation>
        </message>
        <message>
            <source>Calculation cancelled: the figures shown are the last plan's.</source>
            <translation>Cálculo cancelado: las cifras que se ven son las del último plan.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Card price (pesos)</source>
            <translation>Precio del cartón (pesos)</translation>
        </message>
        <message>
            <source>Cards that play</source>
            <translation>Cartones que juegan</translation>
        </message>
        <message>
            <source>Choose this plan for the day</source>
            <translation>Elegir este plan para el día</translation>
        </message>
        <message>
            <source>Chosen for the day by {name}: {cards}, limit {limit} balls, major prize {p} per game.</source>
            <translation>Elegido para el día por {name}: {cards}, límite {limit} bolillas, premio mayor {p} por juego.</translation>
        </message>
        <message>
            <source>Day planner</source>
            <translation>Planificador del día</translation>
        </message>
        <message>
            <source>Expected sales (cards)</source>
            <translation>Ventas esperadas (cartones)</translation>
        </message>
        <message>
            <source>Game manager: {name} ({full})</source>
            <translation>Encargado de juego: {name} ({full})</translation>
        </message>
        <message>
            <source>HallStation — Day planner (limit and bonuses, Arts. 8 and 13)</source>
            <translation>HallStation — Planificador del día (límite y bonificaciones, Arts. 8 y 13)</translation>
        </message>
        <message>
            <source>Major prize limit (Art. 13)</source>
            <translation>Límite del premio mayor (Art. 13)</translation>
        </message>
        <message>
            <source>Major prize within the limit, per game</source>
            <translation>Premio mayor dentro del límite, por juego</translation>
        </message>
        <message>
            <source>No plan chosen for the day yet.</source>
            <translation>Todavía no se eligió un plan para el día.</translation>
        </message>
        <message>
            <source>Not signed in: the planner is the game manager's.</source>
            <translation>Sin ingresar: el planificador es del encargado de juego.</translation>
        </message>
        <message>
            <source>Plan calculated from {draws} simulated draws (seed {seed}).</source>
            <translation>Plan calculado con {draws} sorteos simulados (semilla {seed}).</translation>
        </message>
        <message>
            <source>Plan chosen for the day: the opening record prints it.</source>
            <translation>Plan elegido para el día: el acta de apertura lo imprime.</translation>
        </message>
        <message>
            <source>Series {series} ({colour} {letter}): {how}</source>
            <translation>Serie {series} ({colour} {letter}): {how}</translation>
        </message>
        <message>
            <source>Sign in…</source>
            <translation>Ingresar…</translation>
        </message>
        <message>
            <source>Sign out</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>Signed in as {name}.</source>
            <translation>Ingresó {name}.</translation>
        </message>
        <message>
            <source>Signed out.</source>
            <translation>Sesión cerrada.</translation>
        </message>
        <message>
            <source>Simulated draws</source>
            <translation>Sorteos simulados</translation>
        </message>
        <message>
            <source>Simulating {draws} draws over {cards}…</source>
            <translation>Simulando {draws} sorteos con {cards}…</translation>
        </message>
        <message>
            <source>The figures of the plan (± the standard error of each simulated figure)</source>
            <translation>Las cifras del plan (± el error estándar de cada cifra simulada)</translation>
        </message>
        <message>
            <source>The game manager signs in with their PIN</source>
            <translation>El encargado de juego ingresa con su PIN</translation>
        </message>
        <message>
            <source>The inputs changed: calculate again before choosing.</source>
            <translation>Los datos cambiaron: calcule de nuevo antes de elegir.</translation>
        </message>
        <message>
            <source>The odds and the cost of the day's rules for the cards that will play: the game manager chooses the major prize's limit and the bonuses from them.</source>
            <translation>Las probabilidades y el costo de las reglas del día para los cartones que van a jugar: con ellos el encargado de juego elige el límite del premio mayor y las bonificaciones.</translation>
        </message>
        <message>
            <source>The plan</source>
            <translation>El plan</translation>
        </message>
        <message>
            <source>The plan could not be calculated: {error}</source>
            <translation>No se pudo calcular el plan: {error}</translation>
        </message>
        <message>
            <source>The planner is the game manager's: sign in with your PIN</source>
            <translation>El planificador es del encargado de juego: ingrese con su PIN</translation>
        </message>
        <message>
            <source>The pot over the coming games</source>
            <translation>El pozo en los próximos juegos</translation>
        </message>
        <message>
            <source>cards from 1 (of {cards})</source>
            <translation>cartones desde el 1 (de {cards})</translation>
        </message>
        <message>
            <source>expected</source>
            <translation>esperado</translation>
        </message>
        <message>
            <source>for example 10 or 12,50</source>
            <translation>por ejemplo 10 o 12,50</translation>
        </message>
        <message>
            <source>game</source>
            <translation>juego</translation>
        </message>
        <message>
            <source>limit (balls)</source>
            <translation>límite (bolillas)</translation>
        </message>
        <message>
            <source>pesos</source>
            <translation>pesos</translation>
        </message>
        <message>
            <source>the {sold} sold in game {game}</source>
            <translation>los {sold} vendidos en el juego {game}</translation>
        </message>
        <message>
            <source>while nobody wins it</source>
            <translation>mientras nadie lo gana</translation>
        </message>
    </context>
    <context>
        <name>Acta</name>
        <message>
            <source>Chosen by {full} ({name}) at {time}</source>
            <translation>Elegido por {full} ({name}) a las {time}</translation>
        </message>
        <message>
            <source>The plan was made for a limit of {plan} balls; the day's limit is {limit}.</source>
            <translation>El plan se hizo para un límite de {plan} bolillas; el límite del día es {limit}.</translation>
        </message>
    </context>
    <context>
        <name>DayWindow</name>
        <message>
            <source>With the plan chosen in the planner</source>
            <translation>Con el plan elegido en el planificador</translation>
        </message>
    </context>
    <context>
        <name>CallerWindow</name>
        <message>
            <source>Day planner: limit and bonuses…</source>
            <translation>Planificador del día: límite y bonificaciones…</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>card price in cents</source>
            <translation>precio del cartón en centésimos</translation>
        </message>
        <message>
            <source>cards sold in the game (1–3000)</source>
            <translation>cartones vendidos en el juego (1–3000)</translation>
        </message>
        <message>
            <source>how many draws to simulate (default 10000)</source>
            <translation>cuántos sorteos simular (por omisión 10000)</translation>
        </message>
        <message>
            <source>major prize ball limit, 50–60 (Art. 13)</source>
            <translation>límite de bolillas del premio mayor, 50–60 (Art. 13)</translation>
        </message>
        <message>
            <source>play the cards of series K (default: a new random series, not kept)</source>
            <translation>juega los cartones de la serie K (por omisión: una serie nueva al azar, que no se guarda)</translation>
        </message>
        <message>
            <source>print the plan as JSON</source>
            <translation>imprime el plan como JSON</translation>
        </message>
        <message>
            <source>reproducible series and draws from this seed</source>
            <translation>serie y sorteos reproducibles a partir de esta semilla</translation>
        </message>
        <message>
            <source>the planner: the odds and the cost of a major prize limit and the bonuses, by simulation over real cards</source>
            <translation>el planificador: las probabilidades y el costo de un límite del premio mayor y de las bonificaciones, simulando con cartones reales</translation>
        </message>
    </context>
</TS>
