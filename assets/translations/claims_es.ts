<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>CardGrid</name>
        <message>
            <source>FREE</source>
            <translation>LIBRE</translation>
        </message>
    </context>
    <context>
        <name>ClaimPanel</name>
        <message>
            <source>97 % of the pot; {carry} (3 %) stays for the next pot</source>
            <translation>97 % del pozo; {carry} (3 %) queda para el próximo pozo</translation>
        </message>
        <message>
            <source>AWARDED — record the payment below</source>
            <translation>ADJUDICADO — registre el pago abajo</translation>
        </message>
        <message>
            <source>AWARDED — to pay</source>
            <translation>ADJUDICADO — a pagar</translation>
        </message>
        <message>
            <source>All 24 numbers match. Now the jury signs.</source>
            <translation>Los 24 números coinciden. Ahora firma el jurado.</translation>
        </message>
        <message>
            <source>Also completing {prize}: cards {cards} — no claim</source>
            <translation>También completan {prize}: cartones {cards} — sin reclamo</translation>
        </message>
        <message>
            <source>Award</source>
            <translation>Adjudicar</translation>
        </message>
        <message>
            <source>Award: after the jury stamps every valid claim of this ball (co-winners share, Art. 14).</source>
            <translation>Adjudicar: cuando el jurado haya sellado todos los reclamos válidos de esta bolilla (los cogandores comparten, Art. 14).</translation>
        </message>
        <message>
            <source>Awarded: {awards}. Now record each payment.</source>
            <translation>Adjudicado: {awards}. Ahora registre cada pago.</translation>
        </message>
        <message>
            <source>Card claimed — series-card, or scan the card's code:</source>
            <translation>Cartón reclamado — serie-cartón, o escanee el código del cartón:</translation>
        </message>
        <message>
            <source>Card {card} REJECTED: {reason}</source>
            <translation>Cartón {card} RECHAZADO: {reason}</translation>
        </message>
        <message>
            <source>Card {card} stamped: stamp No. {stamp}. Press Award when every claim of this ball is stamped.</source>
            <translation>Cartón {card} sellado: sello n.º {stamp}. Pulse Adjudicar cuando todos los reclamos de esta bolilla estén sellados.</translation>
        </message>
        <message>
            <source>Card {card}: VALID for {prizes}. Now read its numbers, or go straight to the jury's signatures.</source>
            <translation>Cartón {card}: VÁLIDO para {prizes}. Ahora lea sus números, o pase directamente a las firmas del jurado.</translation>
        </message>
        <message>
            <source>Card {card}: {status}</source>
            <translation>Cartón {card}: {status}</translation>
        </message>
        <message>
            <source>Cash</source>
            <translation>Efectivo</translation>
        </message>
        <message>
            <source>Check card [Enter]</source>
            <translation>Comprobar [Enter]</translation>
        </message>
        <message>
            <source>Claim {claim} · Series {series} · Card {card} · ball {count}</source>
            <translation>Reclamo {claim} · Serie {series} · Cartón {card} · bolilla {count}</translation>
        </message>
        <message>
            <source>Does not match</source>
            <translation>No coincide</translation>
        </message>
        <message>
            <source>Every claim is settled: press «Resume draw».</source>
            <translation>Todos los reclamos están liquidados: pulse «Reanudar sorteo».</translation>
        </message>
        <message>
            <source>Every claim is settled: the draw can resume.</source>
            <translation>Todos los reclamos están liquidados: el sorteo puede reanudarse.</translation>
        </message>
        <message>
            <source>Internal cheque (name + ID)…</source>
            <translation>Cheque interno (nombre + documento)…</translation>
        </message>
        <message>
            <source>Jury</source>
            <translation>Jurado</translation>
        </message>
        <message>
            <source>Jury member {k} of {need} signs claim {claim} (card {card})</source>
            <translation>Miembro del jurado {k} de {need} firma el reclamo {claim} (cartón {card})</translation>
        </message>
        <message>
            <source>Jury only — not on the public screens</source>
            <translation>Solo para el jurado (no se muestra)</translation>
        </message>
        <message>
            <source>Jury signature {k} of {need}</source>
            <translation>Firma del jurado {k} de {need}</translation>
        </message>
        <message>
            <source>Jury signs (PIN)</source>
            <translation>Firma el jurado (PIN)</translation>
        </message>
        <message>
            <source>Matches [Enter]</source>
            <translation>Coincide [Enter]</translation>
        </message>
        <message>
            <source>Number {k} of 24 — did the seller read it?</source>
            <translation>Número {k} de 24 — ¿lo leyó el vendedor?</translation>
        </message>
        <message>
            <source>Only above {threshold}, if the winner prefers it</source>
            <translation>Solo por encima de {threshold}, si el ganador lo prefiere</translation>
        </message>
        <message>
            <source>Open claim: card {card}</source>
            <translation>Abrir reclamo: cartón {card}</translation>
        </message>
        <message>
            <source>PAID</source>
            <translation>PAGADO</translation>
        </message>
        <message>
            <source>PAID — claim settled</source>
            <translation>PAGADO — reclamo liquidado</translation>
        </message>
        <message>
            <source>PAID — {method}</source>
            <translation>PAGADO — {method}</translation>
        </message>
        <message>
            <source>Payment (Art. 11)</source>
            <translation>Pago (Art. 11)</translation>
        </message>
        <message>
            <source>Payment cancelled: nothing recorded.</source>
            <translation>Pago cancelado: no se registró nada.</translation>
        </message>
        <message>
            <source>Payment order</source>
            <translation>Orden de pago</translation>
        </message>
        <message>
            <source>Print receipt</source>
            <translation>Imprimir comprobante</translation>
        </message>
        <message>
            <source>REJECTED</source>
            <translation>RECHAZADO</translation>
        </message>
        <message>
            <source>REJECTED: {reason}</source>
            <translation>RECHAZADO: {reason}</translation>
        </message>
        <message>
            <source>Read the numbers (the seller reads, you compare)</source>
            <translation>Lectura de números (el vendedor lee, usted compara)</translation>
        </message>
        <message>
            <source>Read: {read} of 24</source>
            <translation>Leídos: {read} de 24</translation>
        </message>
        <message>
            <source>Resume is possible once every valid claim is awarded and paid.</source>
            <translation>Se podrá reanudar cuando todos los reclamos válidos estén adjudicados y pagados.</translation>
        </message>
        <message>
            <source>STAMPED No. {stamp}</source>
            <translation>SELLADO n.º {stamp}</translation>
        </message>
        <message>
            <source>STAMPED No. {stamp} · {time} · {names}</source>
            <translation>SELLADO n.º {stamp} · {time} · {names}</translation>
        </message>
        <message>
            <source>Signature cancelled: {have} of {need} signatures.</source>
            <translation>Firma cancelada: {have} de {need} firmas.</translation>
        </message>
        <message>
            <source>Signatures: {have} of {need} — {names}</source>
            <translation>Firmas: {have} de {need} — {names}</translation>
        </message>
        <message>
            <source>Signed by {names}. Now stamp the card.</source>
            <translation>Firmado por {names}. Ahora selle el cartón.</translation>
        </message>
        <message>
            <source>Stamp</source>
            <translation>Sellar</translation>
        </message>
        <message>
            <source>Stamp receipt saved to {path}</source>
            <translation>Comprobante de sello guardado en {path}</translation>
        </message>
        <message>
            <source>The card stays with the casino (Art. 12).</source>
            <translation>El cartón queda en poder del casino (Art. 12).</translation>
        </message>
        <message>
            <source>The claim of card {card} was withdrawn.</source>
            <translation>Se retiró el reclamo del cartón {card}.</translation>
        </message>
        <message>
            <source>The number does not match</source>
            <translation>El número no coincide</translation>
        </message>
        <message>
            <source>The seller read a number that is not {number} on card {card}.
The claim will be REJECTED as a forged card. Confirm?</source>
            <translation>El vendedor leyó un número que no es {number} en el cartón {card}.
El reclamo se RECHAZARÁ como cartón falsificado. ¿Confirma?</translation>
        </message>
        <message>
            <source>This game plays series {series}: typing only the card number is enough.</source>
            <translation>Este juego usa la serie {series}: basta con escribir el número de cartón.</translation>
        </message>
        <message>
            <source>Type or scan the claimed card, then Enter.</source>
            <translation>Escriba o escanee el cartón reclamado y pulse Enter.</translation>
        </message>
        <message>
            <source>VALID · STAMPED No. {stamp} — press Award</source>
            <translation>VÁLIDO · SELLADO n.º {stamp} — pulse Adjudicar</translation>
        </message>
        <message>
            <source>VALID — the jury verifies: read, sign, stamp</source>
            <translation>VÁLIDO — el jurado verifica: leer, firmar, sellar</translation>
        </message>
        <message>
            <source>VERIFYING {read}/24 · {sig}/{need} signatures</source>
            <translation>VERIFICANDO {read}/24 · {sig}/{need} firmas</translation>
        </message>
        <message>
            <source>Withdraw claim</source>
            <translation>Retirar reclamo</translation>
        </message>
        <message>
            <source>Withdraw the claim of card {card}?</source>
            <translation>¿Retirar el reclamo del cartón {card}?</translation>
        </message>
        <message>
            <source>all match</source>
            <translation>todos coinciden</translation>
        </message>
        <message>
            <source>already awarded</source>
            <translation>ya adjudicado</translation>
        </message>
        <message>
            <source>bonus ×{factor} (Art. 8)</source>
            <translation>bonificación ×{factor} (Art. 8)</translation>
        </message>
        <message>
            <source>cash</source>
            <translation>efectivo</translation>
        </message>
        <message>
            <source>e.g. 1-145 or 1-145-K7QX2M</source>
            <translation>ej. 1-145 o 1-145-K7QX2M</translation>
        </message>
        <message>
            <source>internal cheque</source>
            <translation>cheque interno</translation>
        </message>
        <message>
            <source>internal payment order</source>
            <translation>orden de pago interna</translation>
        </message>
        <message>
            <source>not on the last ball</source>
            <translation>no en la última bolilla</translation>
        </message>
        <message>
            <source>reading is optional: the signatures authorise</source>
            <translation>la lectura es opcional: las firmas autorizan</translation>
        </message>
        <message>
            <source>shared among {n} cards, with {others} (Art. 14)</source>
            <translation>compartido entre {n} cartones, con {others} (Art. 14)</translation>
        </message>
        <message>
            <source>the card stays with the casino (Art. 12)</source>
            <translation>el cartón queda en poder del casino (Art. 12)</translation>
        </message>
        <message>
            <source>{prize} card {card}: {amount}</source>
            <translation>{prize} cartón {card}: {amount}</translation>
        </message>
        <message>
            <source>{prize} of card {card} paid: {method}.</source>
            <translation>{prize} del cartón {card} pagado: {method}.</translation>
        </message>
        <message>
            <source>{prize}: YES — full card at ball {count}, limit {limit} (red light)</source>
            <translation>{prize}: SÍ — cartón lleno en la bolilla {count}, límite {limit} (luz roja)</translation>
        </message>
        <message>
            <source>{prize}: YES, at ball {count}</source>
            <translation>{prize}: SÍ, en la bolilla {count}</translation>
        </message>
        <message>
            <source>{prize}: at ball {count}, but {why}</source>
            <translation>{prize}: en la bolilla {count}, pero {why}</translation>
        </message>
        <message>
            <source>{prize}: no</source>
            <translation>{prize}: no</translation>
        </message>
        <message>
            <source>{prize}: no (full card at ball {count}, limit {limit})</source>
            <translation>{prize}: no (cartón lleno en la bolilla {count}, límite {limit})</translation>
        </message>
        <message>
            <source>Card claimed:</source>
            <translation>Cartón reclamado:</translation>
        </message>
        <message>
            <source>series-card, or scan: e.g. 1-145</source>
            <translation>serie-cartón, o escanee: ej. 1-145</translation>
        </message>
        <message>
            <source>e.g. 1-145</source>
            <translation>ej. 1-145</translation>
        </message>
    </context>
    <context>
        <name>MajorPaymentDialog</name>
        <message>
            <source>Identity document</source>
            <translation>Documento de identidad</translation>
        </message>
        <message>
            <source>Major prize of card {card}: {amount}, paid by internal cheque (Art. 11).
Record the winner's name and identity document. The card stays with the casino (Art. 12).</source>
            <translation>Premio Mayor del cartón {card}: {amount}, se paga con cheque interno (Art. 11).
Registre el nombre y el documento de identidad del ganador. El cartón queda en poder del casino (Art. 12).</translation>
        </message>
        <message>
            <source>Major prize — internal cheque</source>
            <translation>Premio Mayor — cheque interno</translation>
        </message>
        <message>
            <source>Winner's full name</source>
            <translation>Nombre completo del ganador</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>'{text}' is not a card: use series-card, e.g. 2-145, or series-card-code</source>
            <translation>«{text}» no es un cartón: use serie-cartón, ej. 2-145, o serie-cartón-código</translation>
        </message>
        <message>
            <source>Type the series and the card (e.g. 2-145), or scan the card</source>
            <translation>Escriba la serie y el cartón (ej. 2-145), o escanee el cartón</translation>
        </message>
        <message>
            <source>Type the series too: series-card, e.g. 2-145</source>
            <translation>Escriba también la serie: serie-cartón, ej. 2-145</translation>
        </message>
        <message>
            <source>Claim {claim} is not stamped yet: the jury signs and stamps it first</source>
            <translation>El reclamo {claim} aún no está sellado: primero el jurado firma y sella</translation>
        </message>
    </context>
    <context>
        <name>Pattern</name>
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
        <name>StampReceipt</name>
        <message>
            <source>(bonus ×{factor})</source>
            <translation>(bonificación ×{factor})</translation>
        </message>
        <message>
            <source>Amounts awarded</source>
            <translation>Importes adjudicados</translation>
        </message>
        <message>
            <source>Claim {claim}, made after ball {count}</source>
            <translation>Reclamo {claim}, hecho tras la bolilla {count}</translation>
        </message>
        <message>
            <source>Game {game} · Series {series} ({color}, letter {letter}) · Card {card}</source>
            <translation>Juego {game} · Serie {series} ({color}, letra {letter}) · Cartón {card}</translation>
        </message>
        <message>
            <source>HallStation — recorded in the station's audit log</source>
            <translation>HallStation — registrado en el registro de auditoría de la estación</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Pagos</translation>
        </message>
        <message>
            <source>Prizes completed</source>
            <translation>Premios completados</translation>
        </message>
        <message>
            <source>STAMP No. {stamp}</source>
            <translation>SELLO n.º {stamp}</translation>
        </message>
        <message>
            <source>STAMP RECEIPT — PRIZE VERIFIED</source>
            <translation>COMPROBANTE DE SELLO — PREMIO VERIFICADO</translation>
        </message>
        <message>
            <source>Signed by the jury</source>
            <translation>Firmado por el jurado</translation>
        </message>
        <message>
            <source>Stamp receipt {stamp} — game {game}</source>
            <translation>Comprobante de sello {stamp} — juego {game}</translation>
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
            <source>internal payment order</source>
            <translation>orden de pago interna</translation>
        </message>
        <message>
            <source>shared by cards {cards}</source>
            <translation>compartido por los cartones {cards}</translation>
        </message>
        <message>
            <source>{prize}: at ball {count} ({pattern})</source>
            <translation>{prize}: en la bolilla {count} ({pattern})</translation>
        </message>
    </context>
</TS>
