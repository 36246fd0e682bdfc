<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>SettingsWindow</name>
        <message>
            <source>Voice</source>
            <translation>Voz</translation>
        </message>
    </context>
    <context>
        <name>Voice</name>
        <message>
            <source>"{text}" ({voice}, {rate} words a minute) → {path}: {seconds:.2f} s</source>
            <translation>«{text}» ({voice}, {rate} palabras por minuto) → {path}: {seconds:.2f} s</translation>
        </message>
        <message>
            <source>&amp;Voice</source>
            <translation>&amp;Voz</translation>
        </message>
        <message>
            <source>--rate: from {lo} to {hi} words a minute</source>
            <translation>--rate: de {lo} a {hi} palabras por minuto</translation>
        </message>
        <message>
            <source>--text: say what to render, e.g. "B 12"</source>
            <translation>--text: diga qué decir, por ejemplo "B 12"</translation>
        </message>
        <message>
            <source>Mute the voice</source>
            <translation>Silenciar la voz</translation>
        </message>
        <message>
            <source>No voice on this PC: the espeak-ng program is not installed. The station goes on without it; to hear the balls, install it ({command}).</source>
            <translation>Sin voz en esta PC: el programa espeak-ng no está instalado. La estación sigue sin voz; para oír las bolillas, instálelo ({command}).</translation>
        </message>
        <message>
            <source>Nothing to repeat yet.</source>
            <translation>Todavía no hay nada que repetir.</translation>
        </message>
        <message>
            <source>Repeat the last call</source>
            <translation>Repetir lo último cantado</translation>
        </message>
        <message>
            <source>The voice cannot be heard: this PC's sound output could not be opened ({why}). The station goes on without it.</source>
            <translation>La voz no se oye: no se pudo abrir la salida de sonido de esta PC ({why}). La estación sigue sin voz.</translation>
        </message>
        <message>
            <source>The voice could not speak ({why}); the station goes on without it.</source>
            <translation>La voz no pudo hablar ({why}); la estación sigue sin voz.</translation>
        </message>
        <message>
            <source>The voice could not start espeak-ng ({why}); the station goes on without it.</source>
            <translation>La voz no pudo iniciar espeak-ng ({why}); la estación sigue sin voz.</translation>
        </message>
        <message>
            <source>The voice is off on this PC: turn it on in Hall, Settings, Voice.</source>
            <translation>La voz está apagada en esta PC: enciéndala en Sala, Configuración de la sala, Voz.</translation>
        </message>
        <message>
            <source>Voice muted ({key} to hear it again).</source>
            <translation>Voz silenciada ({key} para volver a oírla).</translation>
        </message>
        <message>
            <source>Voice on again.</source>
            <translation>La voz vuelve a sonar.</translation>
        </message>
        <message>
            <source>Voice settings…</source>
            <translation>Ajustes de la voz…</translation>
        </message>
        <message>
            <source>man</source>
            <translation>hombre</translation>
        </message>
        <message>
            <source>no voice on this PC: the espeak-ng program is not installed ({command})</source>
            <translation>sin voz en esta PC: el programa espeak-ng no está instalado ({command})</translation>
        </message>
        <message>
            <source>the voice could not render it: {why}</source>
            <translation>la voz no pudo generarlo: {why}</translation>
        </message>
        <message>
            <source>woman</source>
            <translation>mujer</translation>
        </message>
    </context>
    <context>
        <name>VoiceTab</name>
        <message>
            <source> balls</source>
            <translation> bolillas</translation>
        </message>
        <message>
            <source> words a minute</source>
            <translation> palabras por minuto</translation>
        </message>
        <message>
            <source>"Premio mayor" with the red light (Art. 12)</source>
            <translation>"Premio mayor" con la luz roja (Art. 12)</translation>
        </message>
        <message>
            <source>"¡Premio!" when a claim pauses the draw (Art. 11)</source>
            <translation>"¡Premio!" cuando un reclamo detiene el sorteo (Art. 11)</translation>
        </message>
        <message>
            <source>A ball the jury withdraws</source>
            <translation>Una bolilla que el jurado anula</translation>
        </message>
        <message>
            <source>An output not connected now</source>
            <translation>Una salida que ahora no está conectada</translation>
        </message>
        <message>
            <source>Each ball, with its letter ("B, doce")</source>
            <translation>Cada bolilla, con su letra ("B, doce")</translation>
        </message>
        <message>
            <source>Not counts from 1 to 75, left out: {words}</source>
            <translation>No son cantidades de 1 a 75, se dejan de lado: {words}</translation>
        </message>
        <message>
            <source>Sing each ball on this PC's speaker</source>
            <translation>Cantar cada bolilla por el parlante de esta PC</translation>
        </message>
        <message>
            <source>Sound output</source>
            <translation>Salida de sonido</translation>
        </message>
        <message>
            <source>Which voice</source>
            <translation>Qué voz</translation>
        </message>
        <message>
            <source>Speed</source>
            <translation>Velocidad</translation>
        </message>
        <message>
            <source>The PC's default output</source>
            <translation>La salida predeterminada de la PC</translation>
        </message>
        <message>
            <source>The ball count every</source>
            <translation>La cantidad de bolillas cada</translation>
        </message>
        <message>
            <source>The caller's voice — this PC</source>
            <translation>La voz del cantor — esta PC</translation>
        </message>
        <message>
            <source>The draw resuming</source>
            <translation>La reanudación del sorteo</translation>
        </message>
        <message>
            <source>The language's usual voice</source>
            <translation>La voz habitual del idioma</translation>
        </message>
        <message>
            <source>The last ball for the major prize (Art. 13)</source>
            <translation>La última bolilla para el premio mayor (Art. 13)</translation>
        </message>
        <message>
            <source>The red ball and what it gives (Art. 2.2)</source>
            <translation>La bolilla roja y lo que otorga (Art. 2.2)</translation>
        </message>
        <message>
            <source>The voice is off on this PC. Turn it on to hear each ball.</source>
            <translation>La voz está apagada en esta PC. Enciéndala para oír cada bolilla.</translation>
        </message>
        <message>
            <source>The voice is on: espeak-ng {version} sings each ball once the screens show it.</source>
            <translation>La voz está encendida: espeak-ng {version} canta cada bolilla apenas las pantallas la muestran.</translation>
        </message>
        <message>
            <source>The voice is set from the caller window of the station.</source>
            <translation>La voz se configura desde la ventana del cantor de la estación.</translation>
        </message>
        <message>
            <source>These belong to this PC, not to the hall: they are kept in the data folder and apply at once. Ctrl+M in the caller window mutes the voice.</source>
            <translation>Estos ajustes son de esta PC, no de la sala: se guardan en la carpeta de datos y se aplican de inmediato. Ctrl+M en la ventana del cantor silencia la voz.</translation>
        </message>
        <message>
            <source>Try it</source>
            <translation>Probar</translation>
        </message>
        <message>
            <source>Voice</source>
            <translation>Voz</translation>
        </message>
        <message>
            <source>Volume</source>
            <translation>Volumen</translation>
        </message>
        <message>
            <source>What the voice announces</source>
            <translation>Qué anuncia la voz</translation>
        </message>
        <message>
            <source>and at the counts</source>
            <translation>y en las cantidades</translation>
        </message>
        <message>
            <source>e.g. 25, 50</source>
            <translation>p. ej. 25, 50</translation>
        </message>
        <message>
            <source>man</source>
            <translation>hombre</translation>
        </message>
        <message>
            <source>never</source>
            <translation>nunca</translation>
        </message>
        <message>
            <source>woman</source>
            <translation>mujer</translation>
        </message>
        <message>
            <source>Choose the hall's loudspeakers: a PC often takes a hall screen's HDMI sound as its default.</source>
            <translation>Elija los parlantes de la sala: una PC suele tomar como predeterminado el sonido HDMI de una pantalla de la sala.</translation>
        </message>
        <message>
            <source>The output chosen on this PC</source>
            <translation>La salida elegida en esta PC</translation>
        </message>
    </context>
    <context>
        <name>CliHelp</name>
        <message>
            <source>render what the voice says to a WAV file (nothing is played)</source>
            <translation>genera en un archivo WAV lo que dice la voz (no se reproduce nada)</translation>
        </message>
        <message>
            <source>the WAV file to write</source>
            <translation>el archivo WAV a escribir</translation>
        </message>
        <message>
            <source>the caller's voice: render a phrase to a WAV file, list the voices</source>
            <translation>la voz del cantor: generar una frase en un archivo WAV, listar las voces</translation>
        </message>
        <message>
            <source>the espeak-ng voice (see 'voice voices'); default: this PC's choice</source>
            <translation>la voz de espeak-ng (ver 'voice voices'); por omisión: la elegida en esta PC</translation>
        </message>
        <message>
            <source>the hall word whose letters go with the balls (default BINGO)</source>
            <translation>la palabra de la sala cuyas letras acompañan a las bolillas (por omisión BINGO)</translation>
        </message>
        <message>
            <source>the voices of this PC for the station's language (* the usual one)</source>
            <translation>las voces de esta PC para el idioma de la estación (* la habitual)</translation>
        </message>
        <message>
            <source>what to say: a ball as typed ("B 12", said "B, doce") or any text</source>
            <translation>qué decir: una bolilla como se escribe ("B 12", se dice "B, doce") o cualquier texto</translation>
        </message>
        <message>
            <source>words a minute; default: this PC's choice</source>
            <translation>palabras por minuto; por omisión: la elegida en esta PC</translation>
        </message>
    </context>
</TS>
