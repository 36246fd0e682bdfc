<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>ClaimPanel</name>
        <message>
            <source>Award {awards}</source>
            <translation>Adjudicar {awards}</translation>
        </message>
        <message>
            <source>Card {card} completes an open prize but has no claim.
Did its player actually call «¡Premio!»? Open the claim only if they did.</source>
            <translation>El cartón {card} completa un premio abierto pero no tiene reclamo.
¿Su jugador cantó realmente «¡Premio!»? Abra el reclamo solo si lo hizo.</translation>
        </message>
        <message>
            <source>Card {card} is not stamped yet: every claim of this ball is stamped before the award.</source>
            <translation>El cartón {card} todavía no está sellado: todos los reclamos de esta bolilla se sellan antes de adjudicar.</translation>
        </message>
        <message>
            <source>Jury signs card {card} (PIN)</source>
            <translation>Firma el jurado: cartón {card} (PIN)</translation>
        </message>
        <message>
            <source>Next: card {card}.</source>
            <translation>Sigue: cartón {card}.</translation>
        </message>
        <message>
            <source>No claim opened for card {card}: its player did not claim.</source>
            <translation>No se abrió reclamo para el cartón {card}: su jugador no reclamó.</translation>
        </message>
        <message>
            <source>Number {k} of {total} — did the seller read it?</source>
            <translation>Número {k} de {total} — ¿lo leyó el vendedor?</translation>
        </message>
        <message>
            <source>Open a claim for card {card}?</source>
            <translation>¿Abrir un reclamo para el cartón {card}?</translation>
        </message>
        <message>
            <source>Pay {amount} by internal cheque — card {card} (name + ID)…</source>
            <translation>Pagar {amount} con cheque interno — cartón {card} (nombre + documento)…</translation>
        </message>
        <message>
            <source>Pay {amount} by payment order — card {card}</source>
            <translation>Pagar {amount} con orden de pago — cartón {card}</translation>
        </message>
        <message>
            <source>Pay {amount} in cash — card {card}</source>
            <translation>Pagar {amount} en efectivo — cartón {card}</translation>
        </message>
        <message>
            <source>Read: {read} of {total}</source>
            <translation>Leídos: {read} de {total}</translation>
        </message>
        <message>
            <source>Reading complete: the {count} numbers match. Now the jury signs.</source>
            <translation>Lectura completa: los {count} números coinciden. Ahora firma el jurado.</translation>
        </message>
        <message>
            <source>Stamp card {card}</source>
            <translation>Sellar cartón {card}</translation>
        </message>
        <message>
            <source>VERIFYING {read}/{total} · {sig}/{need} signatures</source>
            <translation>VERIFICANDO {read}/{total} · {sig}/{need} firmas</translation>
        </message>
        <message>
            <source>Withdraw the claim of card {card}</source>
            <translation>Retirar el reclamo del cartón {card}</translation>
        </message>
        <message>
            <source>reading complete: matches</source>
            <translation>lectura completa: coincide</translation>
        </message>
        <message>
            <source>{prize}: {cards}, {amount}</source>
            <translation>{prize}: {cards}, {amount}</translation>
        </message>
    </context>
    <context>
        <name>PinDialog</name>
        <message>
            <source>Pick or type your name</source>
            <translation>Elija o escriba su nombre</translation>
        </message>
        <message>
            <source>Pick or type your own name first.</source>
            <translation>Primero elija o escriba su propio nombre.</translation>
        </message>
        <message>
            <source>Type your PIN.</source>
            <translation>Escriba su PIN.</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>All {count} numbers of the claimed shapes of card {card} have been read</source>
            <translation>Ya se leyeron los {count} números de las figuras reclamadas del cartón {card}</translation>
        </message>
    </context>
</TS>
