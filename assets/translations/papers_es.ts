<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>PaymentReceipt</name>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Card</source>
            <translation>Cartón</translation>
        </message>
        <message>
            <source>Cashier: {name}</source>
            <translation>Cajero: {name}</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>HallStation — recorded in the station's audit log</source>
            <translation>HallStation — registrado en el registro de auditoría de la estación</translation>
        </message>
        <message>
            <source>Identity document</source>
            <translation>Documento de identidad</translation>
        </message>
        <message>
            <source>Method</source>
            <translation>Forma de pago</translation>
        </message>
        <message>
            <source>PAYMENT RECEIPT — PRIZE PAID</source>
            <translation>COMPROBANTE DE PAGO — PREMIO PAGADO</translation>
        </message>
        <message>
            <source>Paid at</source>
            <translation>Pagado el</translation>
        </message>
        <message>
            <source>Paid by</source>
            <translation>Pagado por</translation>
        </message>
        <message>
            <source>Payment receipt — game {game}, card {card}</source>
            <translation>Comprobante de pago — juego {game}, cartón {card}</translation>
        </message>
        <message>
            <source>Prize</source>
            <translation>Premio</translation>
        </message>
        <message>
            <source>Received by the winner</source>
            <translation>Recibido por el ganador</translation>
        </message>
        <message>
            <source>Series</source>
            <translation>Serie</translation>
        </message>
        <message>
            <source>Stamp No.</source>
            <translation>Sello n.º</translation>
        </message>
        <message>
            <source>The card stays with the casino (Art. 12).</source>
            <translation>El cartón queda en poder del casino (Art. 12).</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Ganador</translation>
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
            <translation>orden de pago</translation>
        </message>
        <message>
            <source>{series} ({color}, letter {letter})</source>
            <translation>{series} ({color}, letra {letter})</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>Could not start printing {title}</source>
            <translation>No se pudo empezar a imprimir {title}</translation>
        </message>
        <message>
            <source>The prize '{prize}' of claim {claim} is not paid yet</source>
            <translation>El premio '{prize}' del reclamo {claim} aún no está pagado</translation>
        </message>
    </context>
    <context>
        <name>Papers</name>
        <message>
            <source>No prize has been paid yet: there is no payment receipt to print.</source>
            <translation>Todavía no se pagó ningún premio: no hay comprobante de pago para imprimir.</translation>
        </message>
        <message>
            <source>Payment receipt saved to {path}</source>
            <translation>Comprobante de pago guardado en {path}</translation>
        </message>
        <message>
            <source>Printing cancelled.</source>
            <translation>Impresión cancelada.</translation>
        </message>
        <message>
            <source>{title}: sent to the printer.</source>
            <translation>{title}: enviado a la impresora.</translation>
        </message>
    </context>
    <context>
        <name>ClaimPanel</name>
        <message>
            <source>Print payment receipt</source>
            <translation>Imprimir comprobante de pago</translation>
        </message>
        <message>
            <source>Print…</source>
            <translation>Imprimir…</translation>
        </message>
    </context>
    <context>
        <name>DayWindow</name>
        <message>
            <source>Print…</source>
            <translation>Imprimir…</translation>
        </message>
    </context>
    <context>
        <name>PayDeskIndicator</name>
        <message>
            <source>Print payment receipt</source>
            <translation>Imprimir comprobante de pago</translation>
        </message>
        <message>
            <source>The receipt (PDF) of the last prize paid: amount, method, winner, cashier</source>
            <translation>El comprobante (PDF) del último premio pagado: importe, forma de pago, ganador, cajero</translation>
        </message>
    </context>
</TS>
