<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>'{token}' is not a card: write the rank (2-10, J, Q, K, A) then the suit (S, H, D, C).</source>
            <translation>'{token}' no es una carta: escriba el valor (2-10, J, Q, K, A) y luego el palo (S pique, H corazón, D diamante, C trébol).</translation>
        </message>
        <message>
            <source>A poker hand has 5 cards, not {count}.</source>
            <translation>Una mano de póker tiene 5 cartas, no {count}.</translation>
        </message>
        <message>
            <source>A seat can place only one jackpot bet per round (Art. 4).</source>
            <translation>Cada asiento puede hacer una sola apuesta al Pozo Progresivo por pase (Art. 4).</translation>
        </message>
        <message>
            <source>A simulation needs at least 1 round, not {rounds!r}.</source>
            <translation>Una simulación necesita al menos 1 pase, no {rounds!r}.</translation>
        </message>
        <message>
            <source>Seat {seat} does not exist: seats are 1 to 7.</source>
            <translation>El asiento {seat} no existe: los asientos van del 1 al 7.</translation>
        </message>
        <message>
            <source>Seat {seat} is described twice in one round.</source>
            <translation>El asiento {seat} figura dos veces en el mismo pase.</translation>
        </message>
        <message>
            <source>Seat {seat}: a call must be exactly twice the ANTE ({expected} cents), not {call!r} (Art. 10).</source>
            <translation>Asiento {seat}: la apuesta debe ser exactamente el doble del ANTE ({expected} centésimos), no {call!r} (Art. 10).</translation>
        </message>
        <message>
            <source>Seat {seat}: jackpot_lit must be true or false.</source>
            <translation>Asiento {seat}: jackpot_lit debe ser verdadero o falso.</translation>
        </message>
        <message>
            <source>Seat {seat}: the ANTE of {ante} cents is outside the table limits {low}–{high} cents (Art. 22).</source>
            <translation>Asiento {seat}: el ANTE de {ante} centésimos está fuera de los límites de la mesa, {low}–{high} centésimos (Art. 22).</translation>
        </message>
        <message>
            <source>Setting ace_low_straight must be true or false.</source>
            <translation>El ajuste ace_low_straight debe ser verdadero o falso.</translation>
        </message>
        <message>
            <source>Setting {name} is a share in basis points and cannot exceed 10000 (100 %).</source>
            <translation>El ajuste {name} es una proporción en puntos básicos y no puede pasar de 10000 (100 %).</translation>
        </message>
        <message>
            <source>Setting {name} must be a whole number of cents (or basis points) of at least 0, not {value!r}.</source>
            <translation>El ajuste {name} debe ser un número entero de centésimos (o puntos básicos) mayor o igual a 0, no {value!r}.</translation>
        </message>
        <message>
            <source>The ANTE must be at least 1 cent, not {ante!r}.</source>
            <translation>El ANTE debe ser de al menos 1 centésimo, no {ante!r}.</translation>
        </message>
        <message>
            <source>The card(s) {cards} appear more than once on the table: one deck holds each card once.</source>
            <translation>Cartas repetidas en la mesa: {cards}; una baraja tiene cada carta una sola vez.</translation>
        </message>
        <message>
            <source>The meter must be 0 cents or more, not {meter!r}.</source>
            <translation>El pozo debe ser de 0 centésimos o más, no {meter!r}.</translation>
        </message>
        <message>
            <source>The minimum ANTE ({low}) must be at least 1 cent and not above the maximum ({high}).</source>
            <translation>El ANTE mínimo ({low}) debe ser de al menos 1 centésimo y no mayor que el máximo ({high}).</translation>
        </message>
        <message>
            <source>The number of jackpot bets must be 0 or more, not {n!r}.</source>
            <translation>El número de apuestas al pozo debe ser 0 o más, no {n!r}.</translation>
        </message>
        <message>
            <source>The same card appears twice in one hand.</source>
            <translation>La misma carta aparece dos veces en una mano.</translation>
        </message>
        <message>
            <source>There is no card of rank {rank} and suit {suit}.</source>
            <translation>No existe la carta de valor {rank} y palo {suit}.</translation>
        </message>
        <message>
            <source>{card!r} is not a card of the 52-card deck.</source>
            <translation>{card!r} no es una carta de la baraja de 52.</translation>
        </message>
        <message>
            <source>{what} must be a whole number of cents of at least 0, not {value!r}.</source>
            <translation>{what} debe ser un número entero de centésimos mayor o igual a 0, no {value!r}.</translation>
        </message>
        <message>
            <source>A player folds or calls, not '{decision}' (Art. 10).</source>
            <translation>El jugador se retira o apuesta, no '{decision}' (Art. 10).</translation>
        </message>
        <message>
            <source>A poker table is numbered 1 or more, not {table!r}.</source>
            <translation>Las mesas de póker se numeran desde 1, no {table!r}.</translation>
        </message>
        <message>
            <source>Round {round} is being played: settle it first.</source>
            <translation>El pase {round} está en juego: primero hay que liquidarlo.</translation>
        </message>
        <message>
            <source>Round {round} is settled: press GAME OVER (Art. 21).</source>
            <translation>El pase {round} está liquidado: presione GAME OVER (Art. 21).</translation>
        </message>
        <message>
            <source>Round {round} is still open: press GAME OVER first (Art. 21).</source>
            <translation>El pase {round} sigue abierto: presione primero GAME OVER (Art. 21).</translation>
        </message>
        <message>
            <source>Round {round}: enter the dealer's cards first.</source>
            <translation>Pase {round}: primero ingrese las cartas de la Banca.</translation>
        </message>
        <message>
            <source>Round {round}: no seat has placed an ANTE yet.</source>
            <translation>Pase {round}: todavía ningún asiento apostó al ANTE.</translation>
        </message>
        <message>
            <source>Round {round}: press COIN IN first (Art. 5).</source>
            <translation>Pase {round}: primero presione COIN IN (Art. 5).</translation>
        </message>
        <message>
            <source>Round {round}: the jackpot must be authorised by a supervisor and paid first (Art. 20).</source>
            <translation>Pase {round}: primero un supervisor debe autorizar y pagar el premio del pozo (Art. 20).</translation>
        </message>
        <message>
            <source>Seat {seat} has already decided ({decision}).</source>
            <translation>El asiento {seat} ya decidió ({decision}).</translation>
        </message>
        <message>
            <source>Seat {seat} has already decided: its cards can no longer change.</source>
            <translation>El asiento {seat} ya decidió: sus cartas no pueden cambiar.</translation>
        </message>
        <message>
            <source>Seat {seat} has no ANTE in this round.</source>
            <translation>El asiento {seat} no tiene ANTE en este pase.</translation>
        </message>
        <message>
            <source>Seat {seat} has no ANTE in this round: it is dealt no cards.</source>
            <translation>El asiento {seat} no tiene ANTE en este pase: no recibe cartas.</translation>
        </message>
        <message>
            <source>Seat {seat} must fold or call first (Art. 10).</source>
            <translation>El asiento {seat} primero debe retirarse o apostar (Art. 10).</translation>
        </message>
        <message>
            <source>Seat {seat}'s hand is void (wrong card count, Art. 9): it takes no decision.</source>
            <translation>La mano del asiento {seat} está anulada (número de cartas incorrecto, Art. 9): no decide.</translation>
        </message>
        <message>
            <source>Seat {seat}: bets are closed since COIN IN; no bet may be placed, changed or withdrawn (Art. 7).</source>
            <translation>Asiento {seat}: las apuestas están cerradas desde COIN IN; ninguna apuesta puede hacerse, modificarse ni retirarse (Art. 7).</translation>
        </message>
        <message>
            <source>Seat {seat}: enter its cards as they were dealt (a wrong count voids the hand).</source>
            <translation>Asiento {seat}: ingrese sus cartas tal como se repartieron (un número incorrecto anula la mano).</translation>
        </message>
        <message>
            <source>Seat {seat}: enter its cards first.</source>
            <translation>Asiento {seat}: primero ingrese sus cartas.</translation>
        </message>
        <message>
            <source>Seat {seat}: the ANTE must be a whole number of cents.</source>
            <translation>Asiento {seat}: el ANTE debe ser un número entero de centésimos.</translation>
        </message>
        <message>
            <source>Seat {seat}: the jackpot bet is placed together with an ANTE (Art. 4).</source>
            <translation>Asiento {seat}: la apuesta al pozo se hace junto con un ANTE (Art. 4).</translation>
        </message>
        <message>
            <source>Seat {seat}: the jackpot bet is yes or no.</source>
            <translation>Asiento {seat}: la apuesta al pozo es sí o no.</translation>
        </message>
        <message>
            <source>Table {table}: no round is open; open a round first.</source>
            <translation>Mesa {table}: no hay un pase abierto; abra un pase primero.</translation>
        </message>
        <message>
            <source>Table {table}: the dealer must sign in with their PIN first.</source>
            <translation>Mesa {table}: el crupier debe identificarse primero con su PIN.</translation>
        </message>
        <message>
            <source>The card {card} is already in seat {seat}'s hand: one deck holds each card once (Art. 1).</source>
            <translation>La carta {card} ya está en la mano del asiento {seat}: la baraja tiene cada carta una sola vez (Art. 1).</translation>
        </message>
        <message>
            <source>The card {card} is already in the dealer's hand: one deck holds each card once (Art. 1).</source>
            <translation>La carta {card} ya está en la mano de la Banca: la baraja tiene cada carta una sola vez (Art. 1).</translation>
        </message>
        <message>
            <source>The card(s) {cards} are entered twice: one deck holds each card once (Art. 1).</source>
            <translation>Cartas ingresadas dos veces: {cards}; la baraja tiene cada carta una sola vez (Art. 1).</translation>
        </message>
        <message>
            <source>Type or pick the cards as they were dealt.</source>
            <translation>Escriba o elija las cartas tal como se repartieron.</translation>
        </message>
        <message>
            <source>'{text}' is not an amount in pesos.</source>
            <translation>'{text}' no es un importe en pesos.</translation>
        </message>
        <message>
            <source>The meter at COIN IN ({meter}) is less than the void jackpot bets' share ({share}).</source>
            <translation>El pozo en COIN IN ({meter}) es menor que la parte de las apuestas al pozo anuladas ({share}).</translation>
        </message>
        <message>
            <source>The meter at COIN IN ({meter}) is not the meter before it ({before}) plus the lit seats' share ({share}).</source>
            <translation>El pozo en COIN IN ({meter}) no es el pozo anterior ({before}) más la parte de los asientos iluminados ({share}).</translation>
        </message>
    </context>
    <context>
        <name>JackpotSign</name>
        <message>
            <source>Caribbean poker · table {table}</source>
            <translation>Póker caribeño · mesa {table}</translation>
        </message>
        <message>
            <source>Caribbean poker · table {table} · round {round}</source>
            <translation>Póker caribeño · mesa {table} · pase {round}</translation>
        </message>
        <message>
            <source>JACKPOT!</source>
            <translation>¡JACKPOT!</translation>
        </message>
        <message>
            <source>Last jackpot: round {round}, seat {seat}, {hand}, {amount}</source>
            <translation>Último premio del pozo: pase {round}, asiento {seat}, {hand}, {amount}</translation>
        </message>
        <message>
            <source>PROGRESSIVE JACKPOT</source>
            <translation>POZO PROGRESIVO</translation>
        </message>
        <message>
            <source>Seat {seat} · {hand} · {amount}</source>
            <translation>Asiento {seat} · {hand} · {amount}</translation>
        </message>
        <message>
            <source>{pct} % of the jackpot</source>
            <translation>{pct} % del pozo</translation>
        </message>
    </context>
    <context>
        <name>JackpotSignWindow</name>
        <message>
            <source>Jackpot — table {table}</source>
            <translation>Pozo progresivo — mesa {table}</translation>
        </message>
    </context>
    <context>
        <name>PokerConsole</name>
        <message>
            <source>AS KD 10H 9C 2S</source>
            <translation>AS KD 10H 9C 2S</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Bet</source>
            <translation>Apuesta</translation>
        </message>
        <message>
            <source>COIN IN</source>
            <translation>COIN IN</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartas</translation>
        </message>
        <message>
            <source>Cards:</source>
            <translation>Cartas:</translation>
        </message>
        <message>
            <source>Caribbean poker — dealer console, table {table}</source>
            <translation>Póker caribeño — consola del crupier, mesa {table}</translation>
        </message>
        <message>
            <source>Change dealer</source>
            <translation>Cambiar crupier</translation>
        </message>
        <message>
            <source>Choose a seat's or the dealer's cards first.</source>
            <translation>Elija primero las cartas de un asiento o de la Banca.</translation>
        </message>
        <message>
            <source>Clear</source>
            <translation>Borrar</translation>
        </message>
        <message>
            <source>Dealer</source>
            <translation>Banca</translation>
        </message>
        <message>
            <source>Dealer sign-in — table {table}</source>
            <translation>Ingreso del crupier — mesa {table}</translation>
        </message>
        <message>
            <source>Dealer:</source>
            <translation>Banca:</translation>
        </message>
        <message>
            <source>Enter cards</source>
            <translation>Ingresar cartas</translation>
        </message>
        <message>
            <source>GAME OVER</source>
            <translation>GAME OVER</translation>
        </message>
        <message>
            <source>JACKPOT — {hits}</source>
            <translation>POZO — {hits}</translation>
        </message>
        <message>
            <source>JACKPOT: supervisor's PIN needed</source>
            <translation>POZO: falta el PIN del supervisor</translation>
        </message>
        <message>
            <source>Jackpot paid: {amount}. Meter now {meter}.</source>
            <translation>Pozo pagado: {amount}. El pozo queda en {meter}.</translation>
        </message>
        <message>
            <source>Jackpot waiting for the supervisor: {n} hit(s).</source>
            <translation>Premio del pozo a la espera del supervisor (aciertos: {n}).</translation>
        </message>
        <message>
            <source>Jackpot {amount}</source>
            <translation>Pozo {amount}</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Concepto</translation>
        </message>
        <message>
            <source>No more bets — deal</source>
            <translation>No va más — repartir</translation>
        </message>
        <message>
            <source>No round open</source>
            <translation>No hay pase abierto</translation>
        </message>
        <message>
            <source>Not allowed</source>
            <translation>No permitido</translation>
        </message>
        <message>
            <source>Pay jackpot (supervisor)</source>
            <translation>Pagar pozo (supervisor)</translation>
        </message>
        <message>
            <source>Place your bets</source>
            <translation>Hagan sus apuestas</translation>
        </message>
        <message>
            <source>Round settled — press GAME OVER</source>
            <translation>Pase liquidado — presione GAME OVER</translation>
        </message>
        <message>
            <source>Round void (Art. 9) — press GAME OVER</source>
            <translation>Pase anulado (Art. 9) — presione GAME OVER</translation>
        </message>
        <message>
            <source>Seat</source>
            <translation>Asiento</translation>
        </message>
        <message>
            <source>Seat {seat}:</source>
            <translation>Asiento {seat}:</translation>
        </message>
        <message>
            <source>Show results and pay</source>
            <translation>Ver resultados y pagar</translation>
        </message>
        <message>
            <source>Supervisor</source>
            <translation>Supervisor</translation>
        </message>
        <message>
            <source>Table {table} · round {round} · dealer: {dealer}</source>
            <translation>Mesa {table} · pase {round} · crupier: {dealer}</translation>
        </message>
        <message>
            <source>VOID: {n} cards — the whole round is void (Art. 9)</source>
            <translation>ANULADO: {n} cartas — se anula todo el pase (Art. 9)</translation>
        </message>
        <message>
            <source>does not qualify (Art. 13 B)</source>
            <translation>no califica (Art. 13 B)</translation>
        </message>
        <message>
            <source>qualifies</source>
            <translation>califica</translation>
        </message>
        <message>
            <source>seat {seat}: {hand} {amount}</source>
            <translation>asiento {seat}: {hand} {amount}</translation>
        </message>
        <message>
            <source>Dealer on duty</source>
            <translation>Pagador de turno</translation>
        </message>
        <message>
            <source>Round void (Art. 9): every bet returned; the meter is back to {meter}, as before COIN IN.</source>
            <translation>Pase anulado (Art. 9): se devuelven todas las apuestas; el pozo vuelve a {meter}, como antes de COIN IN.</translation>
        </message>
        <message>
            <source>Void hand (Art. 9): jackpot bet returned ({amount}); {share} of it taken back off the meter.</source>
            <translation>Mano anulada (Art. 9): se devuelve la apuesta al pozo ({amount}); {share} de ella se descuenta del pozo.</translation>
        </message>
    </context>
    <context>
        <name>PokerNames</name>
        <message>
            <source>ANTE lost</source>
            <translation>ANTE perdido</translation>
        </message>
        <message>
            <source>ANTE push</source>
            <translation>ANTE pase muerto</translation>
        </message>
        <message>
            <source>ANTE returned (void)</source>
            <translation>ANTE devuelto (anulado)</translation>
        </message>
        <message>
            <source>ANTE won</source>
            <translation>ANTE ganado</translation>
        </message>
        <message>
            <source>Call lost</source>
            <translation>Apuesta perdida</translation>
        </message>
        <message>
            <source>Call push</source>
            <translation>Apuesta pase muerto</translation>
        </message>
        <message>
            <source>Call returned</source>
            <translation>Apuesta devuelta</translation>
        </message>
        <message>
            <source>Call returned (void)</source>
            <translation>Apuesta devuelta (anulado)</translation>
        </message>
        <message>
            <source>Call won</source>
            <translation>Apuesta ganada</translation>
        </message>
        <message>
            <source>Dealer does not qualify</source>
            <translation>La Banca no califica</translation>
        </message>
        <message>
            <source>Dealer wins</source>
            <translation>Gana la Banca</translation>
        </message>
        <message>
            <source>Flush</source>
            <translation>Color</translation>
        </message>
        <message>
            <source>Folded</source>
            <translation>Se retiró</translation>
        </message>
        <message>
            <source>Four of a kind</source>
            <translation>Póker</translation>
        </message>
        <message>
            <source>Full house</source>
            <translation>Full</translation>
        </message>
        <message>
            <source>Hand void (Art. 9)</source>
            <translation>Mano anulada (Art. 9)</translation>
        </message>
        <message>
            <source>High card</source>
            <translation>Carta alta</translation>
        </message>
        <message>
            <source>JACKPOT</source>
            <translation>POZO</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Par</translation>
        </message>
        <message>
            <source>Player wins</source>
            <translation>Gana el jugador</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Pase muerto</translation>
        </message>
        <message>
            <source>Round void (Art. 9)</source>
            <translation>Pase anulado (Art. 9)</translation>
        </message>
        <message>
            <source>Royal flush</source>
            <translation>Escalera real</translation>
        </message>
        <message>
            <source>Straight</source>
            <translation>Escalera</translation>
        </message>
        <message>
            <source>Straight flush</source>
            <translation>Escalera color</translation>
        </message>
        <message>
            <source>Three of a kind</source>
            <translation>Pierna</translation>
        </message>
        <message>
            <source>Two pair</source>
            <translation>Par doble</translation>
        </message>
        <message>
            <source>Jackpot bet returned (void)</source>
            <translation>Apuesta al pozo devuelta (anulada)</translation>
        </message>
    </context>
    <context>
        <name>SeatPanel</name>
        <message>
            <source>Call</source>
            <translation>Apuesta</translation>
        </message>
        <message>
            <source>Call
{amount}</source>
            <translation>Apuesta
{amount}</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartas</translation>
        </message>
        <message>
            <source>Fold</source>
            <translation>Retira</translation>
        </message>
        <message>
            <source>JACKPOT</source>
            <translation>POZO</translation>
        </message>
        <message>
            <source>JACKPOT ●</source>
            <translation>POZO ●</translation>
        </message>
        <message>
            <source>Out</source>
            <translation>No juega</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Asiento {seat}</translation>
        </message>
        <message>
            <source>VOID: {n} cards (Art. 9)</source>
            <translation>ANULADA: {n} cartas (Art. 9)</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>--ante must be at least 1 cent, not {n}</source>
            <translation>--ante debe ser al menos 1 centésimo, no {n}</translation>
        </message>
        <message>
            <source>--hands must be at least 1, not {n}</source>
            <translation>--hands debe ser al menos 1, no {n}</translation>
        </message>
        <message>
            <source>--meter must be 0 cents or more, not {n}</source>
            <translation>--meter debe ser 0 centésimos o más, no {n}</translation>
        </message>
        <message>
            <source>--seed must be 0 or more, not {n}</source>
            <translation>--seed debe ser 0 o más, no {n}</translation>
        </message>
        <message>
            <source>--table must be 1 or more, not {n}</source>
            <translation>--table debe ser 1 o más, no {n}</translation>
        </message>
        <message>
            <source>line {line}: {reason}</source>
            <translation>línea {line}: {reason}</translation>
        </message>
    </context>
</TS>
