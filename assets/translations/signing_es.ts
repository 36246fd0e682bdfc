<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- The hall's signatures (issue 20 §1): every terminal checks each row before it folds it; the public key, its pin and its fingerprint. -->
<TS version="2.1" language="es_ES">
    <context>
        <name>Cli</name>
        <message>
            <source>its signature does not match the hall's public key: the row was written without the hall's key</source>
            <translation>su firma no corresponde a la clave pública de la sala: la fila se escribió sin la clave de la sala</translation>
        </message>
        <message>
            <source>the hall's public key on the server is damaged or was not recorded with the hall's key</source>
            <translation>la clave pública de la sala en el servidor está dañada o no se registró con la clave de la sala</translation>
        </message>
        <message>
            <source>the hall's public key on the server ({fingerprint}) is not the one this terminal keeps ({pinned}): the log's signatures were replaced</source>
            <translation>la clave pública de la sala en el servidor ({fingerprint}) no es la que guarda este terminal ({pinned}): las firmas del registro fueron reemplazadas</translation>
        </message>
        <message>
            <source>this terminal's copy of the hall's public key {path} is damaged</source>
            <translation>la copia de la clave pública de la sala de este terminal {path} está dañada</translation>
        </message>
        <message>
            <source>the hall's public key on the server ({fingerprint}) is not the one given ({given})</source>
            <translation>la clave pública de la sala en el servidor ({fingerprint}) no es la indicada ({given})</translation>
        </message>
        <message>
            <source>the hall's public key: {fingerprint}</source>
            <translation>clave pública de la sala: {fingerprint}</translation>
        </message>
        <message>
            <source>audit: every signature checked under the hall's public key given ({fingerprint})</source>
            <translation>auditoría: todas las firmas verificadas con la clave pública de la sala indicada ({fingerprint})</translation>
        </message>
        <message>
            <source>The hall's public key is its fingerprint as printed on the day's records (32 hex digits) or the whole key (64); not '{text}'</source>
            <translation>La clave pública de la sala es su huella tal como figura en las actas del día (32 dígitos hexadecimales) o la clave entera (64); no '{text}'</translation>
        </message>
        <message>
            <source>--public-key checks the hall's server (--store): a folder's log is checked under its own key</source>
            <translation>--public-key verifica el servidor de la sala (--store): el registro de una carpeta se verifica con su propia clave</translation>
        </message>
    </context>
    <context>
        <name>Network</name>
        <message>
            <source>the event log needs attention: row {row}</source>
            <translation>el registro necesita atención: fila {row}</translation>
        </message>
        <message>
            <source>the event log needs attention</source>
            <translation>el registro necesita atención</translation>
        </message>
    </context>
    <context>
        <name>Acta</name>
        <message>
            <source>Hall's public key {fingerprint} — check: hallstation audit verify --public-key</source>
            <translation>Clave pública de la sala {fingerprint} — verificar: hallstation audit verify --public-key</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>The log on {server} needs attention: {finding}</source>
            <translation>El registro en {server} necesita atención: {finding}</translation>
        </message>
        <message>
            <source>The log on {server} needs attention: the public key recorded there ({fingerprint}) is not the one the hall's key gives ({mine}): it was recorded without the hall's key</source>
            <translation>El registro en {server} necesita atención: la clave pública registrada allí ({fingerprint}) no es la que da la clave de la sala ({mine}): se registró sin la clave de la sala</translation>
        </message>
    </context>
</TS>
