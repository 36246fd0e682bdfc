<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>Acta</name>
        <message>
            <source>Game {game}: drawn with no ratification recorded (an older log)</source>
            <translation>Juego {game}: sorteado sin ratificación registrada (registro de auditoría anterior)</translation>
        </message>
        <message>
            <source>Game {game}: figures not ratified</source>
            <translation>Juego {game}: cifras sin ratificar</translation>
        </message>
        <message>
            <source>Game {game}: figures ratified by {names} at {time}</source>
            <translation>Juego {game}: cifras ratificadas por {names} a las {time}</translation>
        </message>
        <message>
            <source>Game {game}: rectified by {name} at {time}: {reason}</source>
            <translation>Juego {game}: rectificadas por {name} a las {time}: {reason}</translation>
        </message>
        <message>
            <source>The jury's ratification of each game's figures (Art. 12)</source>
            <translation>Ratificación por el jurado de las cifras de cada juego (Art. 12)</translation>
        </message>
    </context>
    <context>
        <name>CallerWindow</name>
        <message>
            <source>Game {game}: {n} cards sold, dividends proclaimed. The jury ratifies or rectifies the figures before the first ball (Art. 12).</source>
            <translation>Juego {game}: {n} cartones vendidos, dividendos proclamados. El jurado ratifica o rectifica las cifras antes de la primera bolilla (Art. 12).</translation>
        </message>
        <message>
            <source>Game {n}: dividends proclaimed — waiting for the jury to ratify them (Art. 12)</source>
            <translation>Juego {n}: dividendos proclamados — a la espera de la ratificación del jurado (Art. 12)</translation>
        </message>
        <message>
            <source>Game {n}: figures ratified by the jury — ready for the first ball</source>
            <translation>Juego {n}: cifras ratificadas por el jurado — listo para la primera bolilla</translation>
        </message>
        <message>
            <source>Game {n}: figures rectified by the jury — the central cashier corrects the sales</source>
            <translation>Juego {n}: cifras rectificadas por el jurado — el Cajero Central corrige la venta</translation>
        </message>
        <message>
            <source>Jury: ratify or rectify the figures…</source>
            <translation>Jurado: ratificar o rectificar las cifras…</translation>
        </message>
    </context>
    <context>
        <name>CashierWindow</name>
        <message>
            <source>&lt;b&gt;RECTIFIED&lt;/b&gt; by the jury ({name}): {reason}&lt;br&gt;Correct the sales (a card sold or returned by mistake, a seller's tray) and close them again: the jury then looks at the figures again.</source>
            <translation>&lt;b&gt;RECTIFICADAS&lt;/b&gt; por el jurado ({name}): {reason}&lt;br&gt;Corrija la venta (un cartón vendido o devuelto por error, la bandeja de un vendedor) y vuelva a cerrarla: luego el jurado revisa de nuevo las cifras.</translation>
        </message>
        <message>
            <source>Ratified by the jury: {names}.</source>
            <translation>Ratificadas por el jurado: {names}.</translation>
        </message>
        <message>
            <source>Waiting for the jury to ratify or rectify these figures (Art. 12): no ball before.</source>
            <translation>A la espera de que el jurado ratifique o rectifique estas cifras (Art. 12): antes, ninguna bolilla.</translation>
        </message>
        <message>
            <source>figures ratified by the jury</source>
            <translation>cifras ratificadas por el jurado</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Figures drawn with no ratification recorded (an older log, before the jury's ratification step)</source>
            <translation>Juego sorteado sin ratificación registrada (un registro de auditoría anterior al paso de ratificación del jurado)</translation>
        </message>
        <message>
            <source>Figures proclaimed, waiting for the jury's ratification (Art. 12)</source>
            <translation>Cifras proclamadas, a la espera de la ratificación del jurado (Art. 12)</translation>
        </message>
        <message>
            <source>Figures ratified by the jury: {names} (Art. 12)</source>
            <translation>Cifras ratificadas por el jurado: {names} (Art. 12)</translation>
        </message>
        <message>
            <source>Figures ratified by {by}, with no jury (Art. 12)</source>
            <translation>Cifras ratificadas por {by}, sin jurado (Art. 12)</translation>
        </message>
        <message>
            <source>Figures rectified by {jury} (proclamation {n}: {sold} cards, takings {takings}): {reason}</source>
            <translation>Cifras rectificadas por {jury} (proclamación {n}: {sold} cartones, recaudación {takings}): {reason}</translation>
        </message>
    </context>
    <context>
        <name>DayReport</name>
        <message>
            <source>Figures drawn with no ratification recorded (an older log)</source>
            <translation>Juego sorteado sin ratificación registrada (registro de auditoría anterior)</translation>
        </message>
        <message>
            <source>Figures proclaimed, waiting for the jury's ratification (Art. 12)</source>
            <translation>Cifras proclamadas, a la espera de la ratificación del jurado (Art. 12)</translation>
        </message>
        <message>
            <source>Figures ratified by {names} (Art. 12)</source>
            <translation>Cifras ratificadas por {names} (Art. 12)</translation>
        </message>
        <message>
            <source>Rectified by {jury} (proclamation {n}, takings {takings}): {reason}</source>
            <translation>Rectificadas por {jury} (proclamación {n}, recaudación {takings}): {reason}</translation>
        </message>
    </context>
    <context>
        <name>JuryReviewDialog</name>
        <message>
            <source>({exact}, rounded down to {unit})</source>
            <translation>({exact} redondeado a {unit})</translation>
        </message>
        <message>
            <source>+{pct} % promotion: {bonus}, the house's (Art. 8.3)</source>
            <translation>+{pct} % de promoción: {bonus}, de la casa (Art. 8.3)</translation>
        </message>
        <message>
            <source>A jury member records the rectification of game {game}</source>
            <translation>Un miembro del jurado registra la rectificación del juego {game}</translation>
        </message>
        <message>
            <source>Amount</source>
            <translation>Importe</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Cifra</translation>
        </message>
        <message>
            <source>Game {game}: figures ratified by {names}. Ready for the first ball.</source>
            <translation>Juego {game}: cifras ratificadas por {names}. Listo para la primera bolilla.</translation>
        </message>
        <message>
            <source>Game {game}: figures rectified by {name} ({reason}). The central cashier corrects the sales and closes them again.</source>
            <translation>Juego {game}: cifras rectificadas por {name} ({reason}). El Cajero Central corrige la venta y la vuelve a cerrar.</translation>
        </message>
        <message>
            <source>Game {game}: figures rectified, back with the central cashier</source>
            <translation>Juego {game}: cifras rectificadas, de vuelta al Cajero Central</translation>
        </message>
        <message>
            <source>Game {game}: the central cashier's figures (proclamation {n}, by {name})</source>
            <translation>Juego {game}: cifras del Cajero Central (proclamación {n}, por {name})</translation>
        </message>
        <message>
            <source>House share</source>
            <translation>Parte de la casa</translation>
        </message>
        <message>
            <source>How it was reached</source>
            <translation>Cómo se obtuvo</translation>
        </message>
        <message>
            <source>Into the major prize pot</source>
            <translation>Al pozo del premio mayor</translation>
        </message>
        <message>
            <source>Jury member {k} of {need} ratifies the figures of game {game}</source>
            <translation>Miembro del jurado {k} de {need} ratifica las cifras del juego {game}</translation>
        </message>
        <message>
            <source>Jury: ratify or rectify the figures (Art. 12)</source>
            <translation>Jurado: ratificar o rectificar las cifras (Art. 12)</translation>
        </message>
        <message>
            <source>New pot proclaimed (major prize)</source>
            <translation>Nuevo pozo proclamado (premio mayor)</translation>
        </message>
        <message>
            <source>No figures proclaimed to review</source>
            <translation>No hay cifras proclamadas para revisar</translation>
        </message>
        <message>
            <source>Pot before this game</source>
            <translation>Pozo antes de este juego</translation>
        </message>
        <message>
            <source>Ratification not finished: {have} of {need} signatures.</source>
            <translation>Ratificación sin terminar: {have} de {need} firmas.</translation>
        </message>
        <message>
            <source>Ratification: jury signature {k} of {need}</source>
            <translation>Ratificación: firma del jurado {k} de {need}</translation>
        </message>
        <message>
            <source>Ratified by {names}: the draw may start.</source>
            <translation>Ratificadas por {names}: puede empezar el sorteo.</translation>
        </message>
        <message>
            <source>Ratify — jury PIN…</source>
            <translation>Ratificar — PIN del jurado…</translation>
        </message>
        <message>
            <source>Rectification cancelled: the figures wait for the jury.</source>
            <translation>Rectificación cancelada: las cifras esperan al jurado.</translation>
        </message>
        <message>
            <source>Rectified (proclamation {n})</source>
            <translation>Rectificada (proclamación {n})</translation>
        </message>
        <message>
            <source>Rectified by {name}: {reason}. The central cashier corrects the sales and proclaims again; then the jury looks again.</source>
            <translation>Rectificadas por {name}: {reason}. El Cajero Central corrige la venta y vuelve a proclamar; luego el jurado las revisa de nuevo.</translation>
        </message>
        <message>
            <source>Rectify the figures</source>
            <translation>Rectificar las cifras</translation>
        </message>
        <message>
            <source>Rectify — reason and jury PIN…</source>
            <translation>Rectificar — motivo y PIN del jurado…</translation>
        </message>
        <message>
            <source>Rounding residue (the house's)</source>
            <translation>Residuo del redondeo (de la casa)</translation>
        </message>
        <message>
            <source>Sold at the desk</source>
            <translation>Vendido en la caja</translation>
        </message>
        <message>
            <source>Takings</source>
            <translation>Recaudación</translation>
        </message>
        <message>
            <source>The central cashier proclaims the figures when the sales close.</source>
            <translation>El Cajero Central proclama las cifras al cerrar la venta.</translation>
        </message>
        <message>
            <source>The figures stand for the draw.</source>
            <translation>Las cifras valen para el sorteo.</translation>
        </message>
        <message>
            <source>The jury takes note of the central cashier's figures and ratifies or rectifies them. No ball is drawn before they are ratified.</source>
            <translation>El jurado toma conocimiento de las cifras del Cajero Central y las ratifica o rectifica. No se sortea ninguna bolilla antes de ratificarlas.</translation>
        </message>
        <message>
            <source>Tray of {name}</source>
            <translation>Bandeja de {name}</translation>
        </message>
        <message numerus="yes">
            <source>Waiting for the jury: {have} of %n signature(s) to ratify ({names}).</source>
            <translation>
                <numerusform>A la espera del jurado: {have} de %n firma para ratificar ({names}).</numerusform>
                <numerusform>A la espera del jurado: {have} de %n firmas para ratificar ({names}).</numerusform>
            </translation>
        </message>
        <message>
            <source>What must the central cashier correct? (e.g. a card sold or returned by mistake, a seller's tray)</source>
            <translation>¿Qué debe corregir el Cajero Central? (p. ej. un cartón vendido o devuelto por error, la bandeja de un vendedor)</translation>
        </message>
        <message>
            <source>by {name}: {reason}</source>
            <translation>por {name}: {reason}</translation>
        </message>
        <message>
            <source>of which the casino's contribution: {casino} (Art. 7 f)</source>
            <translation>del cual aporte del casino: {casino} (Art. 7 f)</translation>
        </message>
        <message>
            <source>takings − prizes − pot − house share</source>
            <translation>recaudación − premios − pozo − parte de la casa</translation>
        </message>
        <message>
            <source>{before} + {contribution}</source>
            <translation>{before} + {contribution}</translation>
        </message>
        <message>
            <source>{n} cards in no seller's tray</source>
            <translation>{n} cartones fuera de las bandejas de los vendedores</translation>
        </message>
        <message>
            <source>{n} cards × {price} = {expected}; received {received}</source>
            <translation>{n} cartones × {price} = {expected}; recibido {received}</translation>
        </message>
        <message>
            <source>{pct} of the takings</source>
            <translation>{pct} de la recaudación</translation>
        </message>
        <message>
            <source>{pct} of the takings, before the draw (Art. 12)</source>
            <translation>{pct} de la recaudación, antes del sorteo (Art. 12)</translation>
        </message>
        <message>
            <source>{sold} cards sold × {price} per card</source>
            <translation>{sold} cartones vendidos × {price} por cartón</translation>
        </message>
    </context>
    <context>
        <name>PrizeBoard</name>
        <message>
            <source>PRIZES — as proclaimed, to be ratified by the jury</source>
            <translation>PREMIOS — según se proclamaron, a ratificar por el jurado</translation>
        </message>
    </context>
    <context>
        <name>RuleError</name>
        <message>
            <source>A jury member records the rectification with their PIN</source>
            <translation>Un miembro del jurado registra la rectificación con su PIN</translation>
        </message>
        <message>
            <source>A jury member signs the ratification with their PIN</source>
            <translation>Un miembro del jurado firma la ratificación con su PIN</translation>
        </message>
        <message>
            <source>A rectification records its reason: say what the central cashier must correct</source>
            <translation>Una rectificación registra su motivo: indique qué debe corregir el Cajero Central</translation>
        </message>
        <message>
            <source>Game {game}'s figures are already ratified</source>
            <translation>Las cifras del juego {game} ya están ratificadas</translation>
        </message>
        <message>
            <source>Game {game}'s figures are not proclaimed yet: the central cashier closes the sales first</source>
            <translation>Las cifras del juego {game} todavía no están proclamadas: primero el Cajero Central cierra la venta</translation>
        </message>
        <message>
            <source>No ball before the jury ratifies the figures (Art. 12): game {game} is waiting for the jury to ratify or rectify the central cashier's figures</source>
            <translation>Ninguna bolilla antes de que el jurado ratifique las cifras (Art. 12): el juego {game} espera que el jurado ratifique o rectifique las cifras del Cajero Central</translation>
        </message>
        <message>
            <source>{name} has already signed the ratification of game {game}: another jury member must sign</source>
            <translation>{name} ya firmó la ratificación del juego {game}: debe firmar otro miembro del jurado</translation>
        </message>
    </context>
</TS>
