<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>A ball-count bonus is at most ×5 (Art. 8), not ×{factor} ({prize})</source>
            <translation>Un bono por cantidad de bolillas es como máximo ×5 (Art. 8), no ×{factor} ({prize})</translation>
        </message>
        <message>
            <source>A bonus row is a ball count (1–75) and a factor (1–5)</source>
            <translation>Una fila de bono es una cantidad de bolillas (1–75) y un factor (1–5)</translation>
        </message>
        <message>
            <source>Art. 8 grants a ball-count bonus only to the line (and the four corners) and to T or L, not to {prize}</source>
            <translation>El Art. 8 concede bono por cantidad de bolillas solo a la línea (y los cuatro vértices) y a la T o L, no a {prize}</translation>
        </message>
        <message>
            <source>Card {card} already holds a claim for these prizes: one card is one player and never shares a prize with itself (Art. 14)</source>
            <translation>El cartón {card} ya tiene un reclamo por estos premios: un cartón es un jugador y nunca comparte un premio consigo mismo (Art. 14)</translation>
        </message>
        <message>
            <source>Claim {claim} is a co-winner still to be awarded: award it before paying this prize (Art. 14)</source>
            <translation>El reclamo {claim} es un coganador aún sin adjudicar: adjudíquelo antes de pagar este premio (Art. 14)</translation>
        </message>
        <message>
            <source>Paying {amount} cents would take more than the prize's {total} cents out: each prize leaves once (Art. 15)</source>
            <translation>Pagar {amount} centésimos sacaría más que los {total} centésimos del premio: cada premio sale una sola vez (Art. 15)</translation>
        </message>
        <message>
            <source>The casino puts at most {maximum} cents into one pot, from its start to its win; {left} cents are left for this pot (Art. 7 f)</source>
            <translation>El casino aporta como máximo {maximum} centésimos a un pozo, desde su inicio hasta que se gana; a este pozo le quedan {left} centésimos (Art. 7 f)</translation>
        </message>
    </context>
    <context>
        <name>BonusEditor</name>
        <message>
            <source>Art. 8 grants a ball-count bonus only to the line (and the four corners) and to T or L: {prize} has none.</source>
            <translation>El Art. 8 concede bono por cantidad de bolillas solo a la línea (y los cuatro vértices) y a la T o L: {prize} no tiene.</translation>
        </message>
        <message>
            <source>The regulation's ceiling (Art. 8): at most ×5. A hall may lower a bonus or switch it off.</source>
            <translation>El tope del reglamento (Art. 8): como máximo ×5. La sala puede bajar un bono o quitarlo.</translation>
        </message>
        <message>
            <source>The station will refuse this: {reason}</source>
            <translation>La estación no aceptará esto: {reason}</translation>
        </message>
    </context>
    <context>
        <name>CashierWindow</name>
        <message>
            <source>Casino's contribution in pesos ({left} left for this pot, of at most {cap}):</source>
            <translation>Aporte del casino en pesos (le quedan {left} a este pozo, de un máximo de {cap}):</translation>
        </message>
        <message>
            <source>Casino's contribution to this pot: {given} of at most {cap} from the pot's start to its win; {left} left.</source>
            <translation>Aporte del casino a este pozo: {given} de un máximo de {cap} desde el inicio del pozo hasta que se gana; quedan {left}.</translation>
        </message>
    </context>
</TS>
