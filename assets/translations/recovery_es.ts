<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>RuleError</name>
        <message>
            <source>Recovery for {name} is stopped after too many wrong codes: try again after {time}</source>
            <translation>La recuperación de {name} está detenida tras demasiados códigos incorrectos: vuelva a intentarlo después de las {time}</translation>
        </message>
        <message>
            <source>{name} has no recovery code: only the first administrator receives one</source>
            <translation>{name} no tiene código de recuperación: solo lo recibe el primer administrador</translation>
        </message>
        <message>
            <source>Wrong recovery code for {name} ({left} tries left)</source>
            <translation>Código de recuperación incorrecto para {name} (intentos restantes: {left})</translation>
        </message>
        <message>
            <source>Wrong recovery code for {name}: recovery is stopped for {minutes} minutes</source>
            <translation>Código de recuperación incorrecto para {name}: la recuperación queda detenida durante {minutes} minutos</translation>
        </message>
    </context>
    <context>
        <name>Demo</name>
        <message>
            <source>Demo day created. {name}'s one-time recovery code (shown only now): {code}</source>
            <translation>Día de demostración creado. Código de recuperación de un solo uso de {name} (se muestra solo ahora): {code}</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>New PIN for {name} (4 to 12 digits): </source>
            <translation>Nuevo PIN para {name} (de 4 a 12 dígitos): </translation>
        </message>
        <message>
            <source>New recovery code (shown only now: write it down and keep it in a safe place):</source>
            <translation>Nuevo código de recuperación (se muestra solo ahora: anótelo y guárdelo en un lugar seguro):</translation>
        </message>
        <message>
            <source>Recovery code for {name}: </source>
            <translation>Código de recuperación de {name}: </translation>
        </message>
        <message>
            <source>The new PIN again: </source>
            <translation>El nuevo PIN otra vez: </translation>
        </message>
        <message>
            <source>no new PIN given (type it on the terminal or set $HALLSTATION_NEW_PIN)</source>
            <translation>no se indicó el nuevo PIN (escríbalo en la terminal o defina $HALLSTATION_NEW_PIN)</translation>
        </message>
        <message>
            <source>no recovery code given (type it on the terminal or set $HALLSTATION_RECOVERY_CODE)</source>
            <translation>no se indicó el código de recuperación (escríbalo en la terminal o defina $HALLSTATION_RECOVERY_CODE)</translation>
        </message>
        <message>
            <source>the two PINs are different: nothing was changed</source>
            <translation>los dos PIN son distintos: no se cambió nada</translation>
        </message>
        <message>
            <source>{name} is unlocked and has the new PIN; the old recovery code no longer works.</source>
            <translation>{name} está desbloqueado y tiene el nuevo PIN; el código de recuperación anterior ya no sirve.</translation>
        </message>
    </context>
    <context>
        <name>PeopleWindow</name>
        <message>
            <source>{name} was created. Their recovery code was shown once: keep it in the hall's safe.</source>
            <translation>Se creó a {name}. Su código de recuperación se mostró una sola vez: guárdelo en la caja fuerte de la sala.</translation>
        </message>
    </context>
    <context>
        <name>RecoveryCodeDialog</name>
        <message>
            <source>I have kept the code</source>
            <translation>Ya guardé el código</translation>
        </message>
        <message>
            <source>Recovery code of {name}</source>
            <translation>Código de recuperación de {name}</translation>
        </message>
        <message>
            <source>Save as PDF to print…</source>
            <translation>Guardar como PDF para imprimir…</translation>
        </message>
        <message>
            <source>Save the recovery code sheet</source>
            <translation>Guardar la hoja del código de recuperación</translation>
        </message>
        <message>
            <source>Saved to {path}: print it, then delete the file.</source>
            <translation>Guardado en {path}: imprímalo y luego borre el archivo.</translation>
        </message>
        <message>
            <source>{name} is the station's first administrator and receives a one-time recovery code. If {name} is ever locked out, it unlocks them on the station's own computer (hallstation people recover {name}). It is shown only now: print it or write it down, and keep it in the hall's safe.</source>
            <translation>{name} es el primer administrador de la estación y recibe un código de recuperación de un solo uso. Si alguna vez {name} queda bloqueado, el código lo desbloquea en el propio ordenador de la estación (hallstation people recover {name}). Se muestra solo ahora: imprímalo o anótelo y guárdelo en la caja fuerte de la sala.</translation>
        </message>
    </context>
    <context>
        <name>RecoverySheet</name>
        <message>
            <source>Recovery code of {name}</source>
            <translation>Código de recuperación de {name}</translation>
        </message>
        <message>
            <source>ADMINISTRATOR RECOVERY CODE</source>
            <translation>CÓDIGO DE RECUPERACIÓN DEL ADMINISTRADOR</translation>
        </message>
        <message>
            <source>HallStation — recorded in the station's audit log</source>
            <translation>HallStation — registrado en el registro de auditoría de la estación</translation>
        </message>
        <message>
            <source>If {name} is locked out (too many wrong PINs, PIN forgotten) and no other administrator can unlock them, on the station's own computer run:</source>
            <translation>Si {name} queda bloqueado (demasiados PIN incorrectos, PIN olvidado) y ningún otro administrador puede desbloquearlo, ejecute en el propio ordenador de la estación:</translation>
        </message>
        <message>
            <source>Issued {when}</source>
            <translation>Emitido el {when}</translation>
        </message>
        <message>
            <source>It asks for this code and a new PIN, unlocks {name} and gives a new code: this one then stops working. Three wrong codes in a row stop recovery for 15 minutes; every attempt is recorded. Keep this sheet in the hall's safe, never with the station, and delete the PDF file once printed: the station keeps only a fingerprint (hash) of the code.</source>
            <translation>Pide este código y un nuevo PIN, desbloquea a {name} y entrega un código nuevo: este deja de servir. Tres códigos incorrectos seguidos detienen la recuperación durante 15 minutos; cada intento queda registrado. Guarde esta hoja en la caja fuerte de la sala, nunca junto a la estación, y borre el archivo PDF una vez impreso: la estación guarda solo una huella (hash) del código.</translation>
        </message>
    </context>
    <context>
        <name>FirstStartDialog</name>
        <message>
            <source>Administrator's name (to sign in)</source>
            <translation>Nombre del administrador (para identificarse)</translation>
        </message>
        <message>
            <source>Full name</source>
            <translation>Nombre completo</translation>
        </message>
        <message>
            <source>HallStation — a new hall's first start</source>
            <translation>HallStation — primer inicio de una sala nueva</translation>
        </message>
        <message>
            <source>PIN (4 to 12 digits)</source>
            <translation>PIN (de 4 a 12 dígitos)</translation>
        </message>
        <message>
            <source>The PIN again</source>
            <translation>El PIN otra vez</translation>
        </message>
        <message>
            <source>The two PINs are different</source>
            <translation>Los dos PIN son distintos</translation>
        </message>
        <message>
            <source>Type the administrator's name</source>
            <translation>Escriba el nombre del administrador</translation>
        </message>
        <message>
            <source>{folder} holds no hall yet: this is the hall's first start. Create its administrator, who then creates the hall's people. Nothing is recorded until the administrator's recovery code has been kept. (To try the station with demo people instead: hallstation --demo.)</source>
            <translation>{folder} todavía no guarda ninguna sala: este es el primer inicio de la sala. Cree su administrador, que luego crea a las personas de la sala. No se registra nada hasta que se haya guardado el código de recuperación del administrador. (Para probar la estación con las personas de la demostración: hallstation --demo.)</translation>
        </message>
        <message>
            <source>The hall's server {server} holds no log yet: this is a new hall's first start, on the server. Create its administrator, who then creates the hall's people. Nothing is recorded until the administrator's recovery code has been kept. To put a hall that already exists on the server instead, cancel and copy it with store copy.</source>
            <translation>El servidor de la sala {server} todavía no guarda ningún registro: este es el primer inicio de una sala nueva, en el servidor. Cree su administrador, que luego crea a las personas de la sala. No se registra nada hasta que se haya guardado el código de recuperación del administrador. Para poner en el servidor una sala que ya existe, cancele y cópiela con store copy.</translation>
        </message>
    </context>
</TS>
