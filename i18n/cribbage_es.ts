<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/qml/AboutDialog.qml" line="+19"/>
        <source>About Cribbage</source>
        <translation>Acerca de Cribbage</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cribbage %1, on Qt %2</source>
        <translation>Cribbage %1, con Qt %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a part to read its licence:</source>
        <translation>Elige una parte para leer su licencia:</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 (%2): %3</source>
        <comment>a part of the game, its licence and what it does</comment>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>AboutWords</name>
    <message>
        <location filename="../ui/src/words/about_words.cpp" line="+20"/>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>MIT licence</source>
        <translation>licencia MIT</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The game, its computer players and its card art, by the Cribbage developers.</source>
        <translation>El juego, sus jugadores de la máquina y el dibujo de sus cartas, de los desarrolladores de Cribbage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GNU LGPL version 3</source>
        <translation>GNU LGPL versión 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window, the table and its animations. Qt is linked as shared libraries, which you may replace with your own build of Qt; its source is at https://download.qt.io/.</source>
        <translation>La ventana, la mesa y sus animaciones. Qt se enlaza como bibliotecas compartidas, que puedes sustituir por tu propia compilación de Qt; su código fuente está en https://download.qt.io/.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads and writes the saved game.</source>
        <translation>Lee y escribe la partida guardada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 3-clause licence</source>
        <translation>licencia BSD de 3 cláusulas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the command line of cribbage-cli, the game on the command line, which is installed beside it.</source>
        <translation>Lee la línea de órdenes de cribbage-cli, el juego en la línea de órdenes, que se instala junto a él.</translation>
    </message>
</context>
<context>
    <name>BoardMarkings</name>
    <message>
        <location filename="../qml/BoardMarkings.qml" line="+46"/>
        <source>SKUNK</source>
        <translatorcomment>The Spanish sheets have no word for the skunk: players keep the English term.</translatorcomment>
        <translation>SKUNK</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>LURCH</source>
        <translatorcomment>The Spanish sheets have no word for the lurch: players keep the English term.</translatorcomment>
        <translation>LURCH</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../qml/Card.qml" line="+38"/>
        <source>a card face down</source>
        <translation>una carta boca abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>no se puede jugar ahora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <location filename="../ui/src/words/card_words.cpp" line="+29"/>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s rank and suit: seven of hearts</comment>
        <translation>%1 de %2</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message>
        <location filename="../ui/src/words/claim_words.cpp" line="+10"/>
        <source>You claimed %1.</source>
        <comment>muggins: the points claimed for a hand</comment>
        <translation>Te anotaste %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claimed %2.</source>
        <comment>muggins: the points claimed for a hand</comment>
        <translation>%1 se anotó %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took %1 by muggins.</source>
        <comment>the points missed in a count</comment>
        <translation>Te llevaste %1 por muggins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took %2 by muggins.</source>
        <comment>the points missed in a count</comment>
        <translation>%1 se llevó %2 por muggins.</translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <location filename="../ui/src/level_choices.cpp" line="+41"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>CountDialog</name>
    <message>
        <location filename="../ui/qml/CountDialog.qml" line="+80"/>
        <source>How many points are your cards worth?</source>
        <translation>¿Cuántos puntos valen tus cartas?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count them with the starter. Points you miss, the computer may take.</source>
        <translation>Cuéntalas con la inicial. Los puntos que se te pasen se los puede llevar la máquina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count them with the starter. Points you miss, your opponents may take.</source>
        <translation>Cuéntalas con la inicial. Los puntos que se te pasen se los pueden llevar tus rivales.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the count: whoever sees points missed may call muggins and take them. Then the computer judges it.</source>
        <translation>Revisa la cuenta: quien vea que se pasaron puntos puede cantar muggins y llevárselos. Después la juzga la máquina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the count: if it missed points, call muggins and take them.</source>
        <translation>Revisa la cuenta: si se le pasaron puntos, canta muggins y llévatelos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Claim</source>
        <comment>the points counted in a hand</comment>
        <translation>Anotar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Accept</source>
        <comment>a count claimed by another player</comment>
        <translation>Aceptar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Muggins!</source>
        <translation>¡Muggins!</translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message>
        <location filename="../ui/src/words/count_words.cpp" line="+13"/>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>once</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>doce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirteen</source>
        <translation>trece</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourteen</source>
        <translation>catorce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifteen</source>
        <translation>quince</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixteen</source>
        <translation>dieciséis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventeen</source>
        <translation>diecisiete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighteen</source>
        <translation>dieciocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nineteen</source>
        <translation>diecinueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty</source>
        <translation>veinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-one</source>
        <translation>veintiuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-two</source>
        <translation>veintidós</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-three</source>
        <translation>veintitrés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-four</source>
        <translation>veinticuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-five</source>
        <translation>veinticinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-six</source>
        <translation>veintiséis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-seven</source>
        <translation>veintisiete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-eight</source>
        <translation>veintiocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-nine</source>
        <translation>veintinueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty</source>
        <translation>treinta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one</source>
        <translation>treinta y uno</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+52"/>
        <source>fifteen %1</source>
        <translatorcomment>The count as Spanish players say it: «quince dos, quince cuatro y un par son seis».</translatorcomment>
        <translation>quince %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a pair is %1</source>
        <translation>un par son %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pair royal is %1</source>
        <translatorcomment>Trío, as the ES-2 sheet and players say; the BGA sheet keeps the English «triplet».</translatorcomment>
        <translation>un trío son %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a double pair royal is %1</source>
        <translatorcomment>Cuarteto, as the ES-2 sheet says; the BGA sheet keeps the English «double pair».</translatorcomment>
        <translation>un cuarteto son %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of %1 is %2</source>
        <translatorcomment>Escalera, as the BGA sheet and players say (the ES-2 sheet: «secuencia»).</translatorcomment>
        <translation>una escalera de %1 son %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flush of %1 is %2</source>
        <translatorcomment>Color, as the ES-2 sheet says.</translatorcomment>
        <translation>un color de %1 son %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>his nobs is %1</source>
        <translatorcomment>His nobs: the jack of the starter&apos;s suit. The Spanish sheets do not name it; players say «la jota (del palo)».</translatorcomment>
        <translation>la jota del palo son %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+68"/>
        <source>%1 more is %2</source>
        <translation>%1 más son %2</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>nineteen</source>
        <comment>a hand worth nothing, as players say it</comment>
        <translatorcomment>English players call a hand worth nothing «nineteen» (no hand makes 19); Spanish players do not know the joke and say «nada».</translatorcomment>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>thirty-one for %1</source>
        <translation>treinta y uno por %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair for %1</source>
        <translation>un par por %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair royal for %1</source>
        <translation>un trío por %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a double pair royal for %1</source>
        <translation>un cuarteto por %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a run of %1 for %2</source>
        <translation>una escalera de %1 por %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one for the go</source>
        <translatorcomment>«Paso» (ES-2: «me paso») is what Spanish players say when no card fits; the BGA sheet keeps «Go» (siga), Pocket Play writes «adelante».</translatorcomment>
        <translation>uno por el paso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one for the go makes %1</source>
        <translation>uno por el paso son %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one for last card</source>
        <translation>uno por la última carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one for last card makes %1</source>
        <translation>uno por la última carta son %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two for his heels</source>
        <translatorcomment>«Por sus talones», as both Spanish sheets say.</translatorcomment>
        <translation>dos por sus talones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>three for last</source>
        <comment>five-card cribbage: the pone&apos;s 3 at the first deal of a game</comment>
        <translation>tres por la última</translation>
    </message>
</context>
<context>
    <name>DealLogView</name>
    <message>
        <location filename="../ui/qml/DealLogView.qml" line="+30"/>
        <source>This deal</source>
        <translation>Esta mano</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <location filename="../ui/qml/DealerButton.qml" line="+19"/>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translatorcomment>D for «dador» (ES-2; the BGA sheet: «repartidor»).</translatorcomment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <location filename="../ui/qml/Deck.qml" line="+27"/>
        <source>the pack</source>
        <translation>el mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose where to cut; Enter cuts</source>
        <translation>Izquierda y Derecha eligen dónde cortar; Intro corta</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <location filename="../ui/src/library/game_library.cpp" line="+199"/>
        <source>Your games cannot be kept: the folder %1 could not be made.</source>
        <translation>Tus partidas no se pueden guardar: no se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your library of games could not be read, nor moved aside: it stays at %1 as it was, and no game is kept until it is moved.</source>
        <translation>No se pudo leer tu archivo de partidas, ni apartarlo: sigue en %1 tal como estaba, y no se guarda ninguna partida hasta que se mueva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your library of games could not be read, so a new one was started. The old one was kept as %1.</source>
        <translation>No se pudo leer tu archivo de partidas, así que se empezó uno nuevo. El antiguo se guardó como %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your library of games was made by a newer version of this game: its games are listed, but no new game is kept in it.</source>
        <translation>Tu archivo de partidas lo creó una versión más reciente de este juego: sus partidas se muestran, pero no se guarda en él ninguna partida nueva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your library of games could not be opened, so no game is kept.</source>
        <translation>No se pudo abrir tu archivo de partidas, así que no se guarda ninguna partida.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 The disk is full: free some space. The games kept before are safe.</source>
        <translation>%1 El disco está lleno: libera algo de espacio. Las partidas guardadas antes están a salvo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 The library at %2 may not be written to. The games kept before are safe.</source>
        <translation>%1 No se puede escribir en el archivo de partidas %2. Las partidas guardadas antes están a salvo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 The library at %2 is damaged: it is set aside and a new one started the next time the game starts.</source>
        <translation>%1 El archivo de partidas %2 está dañado: se apartará y se empezará uno nuevo la próxima vez que se abra el juego.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 The library at %2 could not be written. The games kept before are safe.</source>
        <translation>%1 No se pudo escribir el archivo de partidas %2. Las partidas guardadas antes están a salvo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game could not be kept in your library.</source>
        <translation>Esta partida no se pudo guardar en tu archivo de partidas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>%1 The library could not be opened.</source>
        <translation>%1 No se pudo abrir el archivo de partidas.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The game could not be deleted.</source>
        <translation>No se pudo borrar la partida.</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../ui/qml/GameMenu.qml" line="+22"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New &amp;match</source>
        <translation>Nue&amp;va serie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hints</source>
        <translation>P&amp;istas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Games…</source>
        <translation>Partidas &amp;jugadas…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counting &amp;practice…</source>
        <translation>Prá&amp;ctica de recuento…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Revisar la última mano…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <location filename="../ui/qml/GamesDialog.qml" line="+24"/>
        <location line="+165"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Order</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first</source>
        <translation>Las más recientes primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest first</source>
        <translation>Las más antiguas primero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most points lost first</source>
        <translation>Primero las de más puntos perdidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points lost first</source>
        <translation>Primero las de menos puntos perdidos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone</source>
        <translation>Cualquiera</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computer</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any level</source>
        <translation>Cualquier nivel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by a person</source>
        <translation>Ganada por una persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the computer</source>
        <translation>Ganada por la máquina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not finished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any table</source>
        <translation>Cualquier mesa</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any length</source>
        <translation>Cualquier longitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To %1</source>
        <translation>A %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At any time</source>
        <translation>En cualquier momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last 7 days</source>
        <translation>En los últimos 7 días</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last month</source>
        <translation>En el último mes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last year</source>
        <translation>En el último año</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No game is listed: play one, or change the filters.</source>
        <translation>No hay ninguna partida en la lista: juega una, o cambia los filtros.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+42"/>
        <source>%1, %2, %3: %4, %5.</source>
        <translation>%1, %2, %3: %4, %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, %3: %4, %5. %6.</source>
        <translation>%1, %2, %3: %4, %5. %6.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2 · %3</source>
        <translation>%1, %2 · %3</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Copy record</source>
        <translation>&amp;Copiar el registro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s record was copied.</source>
        <translation>Se copió el registro de la partida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Guardar el registro…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game?</source>
        <translation>¿Borrar esta partida?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game was deleted.</source>
        <translation>La partida se borró.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game and its record are removed from your library for good.</source>
        <translation>La partida y su registro se quitan de tu archivo para siempre.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game&apos;s record</source>
        <translation>Guardar el registro de la partida</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game&apos;s record was saved to %1.</source>
        <translation>El registro de la partida se guardó en %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <location line="+64"/>
        <location line="+1"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Import a game</source>
        <translation>Importar una partida</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>The game was imported.</source>
        <translation>La partida se importó.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Paste a game&apos;s record here, or give the name of its file.</source>
        <translation>Pega aquí el registro de una partida, o escribe el nombre de su archivo.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Record</source>
        <translation>Registro</translation>
    </message>
</context>
<context>
    <name>GuideCallout</name>
    <message>
        <location filename="../ui/qml/GuideCallout.qml" line="+139"/>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Back to your game</source>
        <translation>Volver a tu partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the guide</source>
        <translation>Salir de la guía</translation>
    </message>
</context>
<context>
    <name>GuideOfferDialog</name>
    <message>
        <location filename="../ui/qml/GuideOfferDialog.qml" line="+14"/>
        <source>New to cribbage?</source>
        <translation>¿Es tu primera vez con el cribbage?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play a guided first game: one deal against the computer, each step explained as it comes. You can leave it at any moment, and take it again from the Help menu.</source>
        <translation>Juega una primera partida guiada: una mano contra la máquina, con cada jugada explicada cuando llega. Puedes dejarla en cualquier momento y repetirla desde el menú Ayuda.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the guided game</source>
        <translation>Empezar la partida guiada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <location filename="../ui/src/words/guide_words.cpp" line="+12"/>
        <source>The cut for deal</source>
        <translation>El corte para repartir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying away to the crib</source>
        <translation>Descartar al crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The starter</source>
        <translation>La inicial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The play</source>
        <translation>El juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the pone&apos;s hand</source>
        <translation>El recuento: la mano del no dador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the dealer&apos;s hand</source>
        <translation>El recuento: la mano del dador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the crib</source>
        <translation>El recuento: el crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the deal</source>
        <translation>El final de la mano</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First you and the computer each cut the pack: the lower card deals (the ace is the lowest). Click the pack where you want to cut it, or choose the place with the arrow keys and press Enter.</source>
        <translation>Primero se corta el mazo: reparte quien saque la carta más baja (el as es la más baja). Haz clic en el mazo donde quieras cortar, o elige el sitio con las flechas y pulsa Intro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal the cards: each of you gets six.</source>
        <translation>Reparte las cartas: seis para cada uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cut the lower card, so you deal. The dealer owns the crib: four more cards, counted for the dealer at the end of the deal.</source>
        <translation>Has sacado la carta más baja, así que repartes tú. El crib es del dador: cuatro cartas más que se cuentan para el dador al final de la mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cut the lower card, so it deals six cards to each of you. The dealer owns the crib: four more cards, counted for the dealer at the end of the deal.</source>
        <translation>La máquina ha sacado la carta más baja, así que reparte seis cartas a cada uno. El crib es del dador: cuatro cartas más que se cuentan para el dador al final de la mano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lay two of your six cards away to the crib. The crib is yours because you deal, so its points will be yours: give it cards that score together, such as a pair, a five, or two cards that make fifteen. Click two cards, then Lay away.</source>
        <translation>Echa dos de tus seis cartas al crib. El crib es tuyo porque repartes, así que sus puntos serán tuyos: dale cartas que puntúen juntas, como un par, un cinco o dos cartas que sumen quince. Haz clic en dos cartas y luego en Descartar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay two of your six cards away to the crib. The crib is the computer&apos;s because it deals, so its points will go to the computer: give it cards that do not score together (no fives, no pairs, no two cards that make fifteen). Click two cards, then Lay away.</source>
        <translation>Echa dos de tus seis cartas al crib. El crib es de la máquina porque reparte ella, así que sus puntos serán suyos: dale cartas que no puntúen juntas (ni cincos, ni pares, ni dos cartas que sumen quince). Haz clic en dos cartas y luego en Descartar.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who does not deal, the pone, cuts the pack and the dealer turns up the starter: a fifth card for every hand and for the crib in the show. You are the pone: cut the pack.</source>
        <translation>El jugador que no reparte, el no dador, corta el mazo y el dador descubre la inicial: una quinta carta para cada mano y para el crib en el recuento. Tú eres el no dador: corta el mazo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player who does not deal, the pone, cuts the pack and the dealer turns up the starter: a fifth card for every hand and for the crib in the show.</source>
        <translation>El jugador que no reparte, el no dador, corta el mazo y el dador descubre la inicial: una quinta carta para cada mano y para el crib en el recuento.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now you take turns laying one card at a time, the pone first, and say the total so far: the count. It may not pass 31. A count of exactly 15 pegs 2, a card of the same rank as the one before it pegs 2 for a pair, and the last three or more cards in a run of ranks peg 1 each. Who cannot play without passing 31 says Go.</source>
        <translation>Ahora cada jugador pone una carta por turno, empezando por el no dador, y dice el total: la cuenta. No puede pasar de 31. Una cuenta de exactamente 15 vale 2, una carta del mismo valor que la anterior vale 2 por par, y las tres o más últimas cartas en escalera valen 1 cada una. Quien no puede jugar sin pasar de 31 dice «paso».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards are played out; now each hand is counted with the starter, the pone&apos;s first: the computer&apos;s, since it did not deal. Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and the jack of the starter&apos;s suit 1.</source>
        <translation>Ya se han jugado las cartas; ahora cada mano se cuenta con la inicial, primero la del no dador: la de la máquina, porque no ha repartido. Cada quince vale 2, cada par 2, las escaleras 1 por carta, cuatro cartas del mismo palo 4, y la jota del palo de la inicial 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards are played out; now each hand is counted with the starter, the pone&apos;s first: yours, since you did not deal. Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and the jack of the starter&apos;s suit 1.</source>
        <translation>Ya se han jugado las cartas; ahora cada mano se cuenta con la inicial, primero la del no dador: la tuya, porque no has repartido. Cada quince vale 2, cada par 2, las escaleras 1 por carta, cuatro cartas del mismo palo 4, y la jota del palo de la inicial 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then the dealer&apos;s hand: yours. The pone counts first because near the end of a game the pone may reach the winning score before the dealer counts.</source>
        <translation>Después la mano del dador: la tuya. El no dador cuenta primero porque, cerca del final de la partida, puede llegar a la meta antes de que cuente el dador.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then the dealer&apos;s hand: the computer&apos;s. The pone counts first because near the end of a game the pone may reach the winning score before the dealer counts.</source>
        <translation>Después la mano del dador: la de la máquina. El no dador cuenta primero porque, cerca del final de la partida, puede llegar a la meta antes de que cuente el dador.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last the crib, with the starter, for the dealer: you. It counts like a hand, except that a flush needs the starter of the same suit too.</source>
        <translation>Por último el crib, con la inicial, para el dador: tú. Se cuenta como una mano, salvo que el color necesita que la inicial sea también del mismo palo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last the crib, with the starter, for the dealer: the computer. It counts like a hand, except that a flush needs the starter of the same suit too.</source>
        <translation>Por último el crib, con la inicial, para el dador: la máquina. Se cuenta como una mano, salvo que el color necesita que la inicial sea también del mismo palo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That was a whole deal. A game goes on deal after deal, the deal passing from one player to the other, until someone pegs 121. Back to your game ends the guide and takes you back to your own game; you can take this guide again from the Help menu.</source>
        <translation>Esta ha sido una mano completa. Una partida sigue mano tras mano, y el reparto pasa de un jugador al otro, hasta que alguien llega a 121. Volver a tu partida termina la guía y te lleva de vuelta a tu propia partida; puedes repetir esta guía desde el menú Ayuda.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The starter is a jack: the dealer pegs 2 for his heels at once.</source>
        <translation>La inicial es una jota: el dador se anota 2 al momento por sus talones.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Had the starter been a jack, the dealer would have pegged 2 for his heels at once.</source>
        <translation>Si la inicial hubiera sido una jota, el dador se habría anotado 2 al momento por sus talones.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A count of exactly 15 pegs 2.</source>
        <translation>Una cuenta de exactamente 15 vale 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count of exactly 31 pegs 2, and the count starts again from 0.</source>
        <translation>Una cuenta de exactamente 31 vale 2, y la cuenta vuelve a empezar desde 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card of the same rank as the card before it makes a pair: 2.</source>
        <translation>Una carta del mismo valor que la anterior forma un par: 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three cards of one rank in a row make a pair royal: 6.</source>
        <translation>Tres cartas seguidas del mismo valor forman un trío: 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four cards of one rank in a row make a double pair royal: 12.</source>
        <translation>Cuatro cartas seguidas del mismo valor forman un cuarteto: 12.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last cards played make a run of ranks, in any order: 1 a card.</source>
        <translation>Las últimas cartas jugadas forman una escalera, en cualquier orden: 1 por carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody could play on, so the last card pegs 1 for the go and the count starts again from 0.</source>
        <translation>Nadie podía seguir jugando, así que la última carta vale 1 por el «paso» y la cuenta vuelve a empezar desde 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last card of the play pegs 1.</source>
        <translation>La última carta del juego vale 1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Go: that player cannot lay a card without passing 31. The other lays as many cards as fit and pegs 1 for the last.</source>
        <translation>«Paso»: ese jugador no puede poner una carta sin pasar de 31. El otro pone tantas cartas como quepan y se anota 1 por la última.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../ui/qml/HelpMenu.qml" line="+15"/>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Guided first game…</source>
        <translation>Primera partida &amp;guiada…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>A&amp;tajos de teclado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Cribbage</source>
        <translation>Acerca &amp;de Cribbage</translation>
    </message>
</context>
<context>
    <name>HintMark</name>
    <message>
        <location filename="../ui/qml/HintMark.qml" line="+20"/>
        <source>hint</source>
        <translation>pista</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../ui/qml/HintPanel.qml" line="+46"/>
        <source>Hints: lay away</source>
        <translation>Pistas: descarte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hints: play</source>
        <translation>Pistas: juego</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The words of the hints, and the rules</source>
        <translation>Las palabras de las pistas, y las reglas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Pone&lt;/b&gt;: the player who does not deal. The pone lays away into the dealer&apos;s crib, so gives it cards that score little.</source>
        <translation>&lt;b&gt;No dador&lt;/b&gt;: el jugador que no reparte. Echa sus cartas al crib del dador, así que le da cartas que sumen poco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Crib&lt;/b&gt;: the cards laid away, counted for the dealer after the hands. In a hint it is added when the crib is yours and taken off (−) when it is an opponent&apos;s.</source>
        <translation>&lt;b&gt;Crib&lt;/b&gt;: las cartas echadas, que se cuentan para el dador después de las manos. En una pista se suma cuando el crib es tuyo y se resta (−) cuando es de un rival.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Starter&lt;/b&gt;: the card turned up after laying away, a fifth card for every hand and the crib.</source>
        <translation>&lt;b&gt;Inicial&lt;/b&gt;: la carta que se descubre tras echar al crib, una quinta carta para cada mano y para el crib.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Pegging&lt;/b&gt;: the points of the play, as the cards are laid.</source>
        <translation>&lt;b&gt;Juego&lt;/b&gt;: los puntos de la fase de juego, a medida que se bajan las cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Ten-card&lt;/b&gt;: a 10, jack, queen or king, each counted 10.</source>
        <translation>&lt;b&gt;Carta de diez&lt;/b&gt;: un 10, una jota, una reina o un rey, que cuentan 10 cada uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Pair royal&lt;/b&gt;: three cards of one rank, 6 points.</source>
        <translation>&lt;b&gt;Trío&lt;/b&gt;: tres cartas del mismo rango, 6 puntos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;The points of a hint&lt;/b&gt;: what the choice brings you on average, less what it gives the others; near the end of a game the chance to win comes first.</source>
        <translation>&lt;b&gt;Los puntos de una pista&lt;/b&gt;: lo que la elección te da de media, menos lo que da a los demás; cerca del final de la partida manda la probabilidad de ganar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click for the rules.</source>
        <translation>Haz clic para ver las reglas.</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&amp;nbsp; &lt;b&gt;%2&lt;/b&gt;&amp;nbsp; &lt;font size=&quot;-1&quot;&gt;%3&lt;/font&gt;</source>
        <comment>a hint: its cards, its net points, where they come from</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;&amp;nbsp; &lt;b&gt;%2&lt;/b&gt;&amp;nbsp; &lt;font size=&quot;-1&quot;&gt;%3&lt;/font&gt;</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <location filename="../ui/src/words/hint_words.cpp" line="+23"/>
        <source>hand %1 · crib %2 · pegging %3</source>
        <translation>mano %1 · crib %2 · juego %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>you %1 · opponent %2</source>
        <translation>tú %1 · rival %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>hand %1 · crib %2</source>
        <translation>mano %1 · crib %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you and your partner %1 · opponents %2</source>
        <translation>tú y tu compañero %1 · rivales %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>you %1 · each opponent %2</source>
        <translation>tú %1 · cada rival %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>wins %1% · loses %2%</source>
        <comment>the chances a card wins or loses the game this hand</comment>
        <translation>gana %1 % · pierde %2 %</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>reaches the target %1%</source>
        <comment>the chance a keep reaches the target this hand</comment>
        <translation>llega a la meta %1 %</translation>
    </message>
</context>
<context>
    <name>KeyedButton</name>
    <message>
        <location filename="../ui/qml/KeyedButton.qml" line="+9"/>
        <source>%1  (%2)</source>
        <comment>a button&apos;s name and its key</comment>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Key: %1</source>
        <comment>a button&apos;s key, said by a screen reader</comment>
        <translation>Tecla: %1</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../ui/qml/Main.qml" line="+39"/>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
</context>
<context>
    <name>MugginsCallerButton</name>
    <message>
        <location filename="../ui/qml/MugginsCallerButton.qml" line="+16"/>
        <source>%1: Muggins!</source>
        <comment>a person&apos;s name: they call muggins</comment>
        <translation>%1: ¡Muggins!</translation>
    </message>
</context>
<context>
    <name>MugginsCallers</name>
    <message>
        <location filename="../ui/qml/MugginsCallers.qml" line="+32"/>
        <source>No muggins</source>
        <comment>no one calls muggins on the count</comment>
        <translation>Sin muggins</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/qml/NewGameDialog.qml" line="+70"/>
        <source>Start a new game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Two: one against the other</source>
        <translation>Dos: uno contra otro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three: each for themselves</source>
        <translation>Tres: cada uno por su cuenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four: two partners against two</source>
        <translation>Cuatro: dos compañeros contra dos</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game in progress is abandoned and the match score goes back to nothing.</source>
        <translation>La partida en curso se abandona y el marcador de la serie vuelve a cero.</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+132"/>
        <source>New match</source>
        <translation>Serie nueva</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Players 1 and 3 play as partners against players 2 and 4.</source>
        <translation>Los jugadores 1 y 3 juegan como compañeros contra los jugadores 2 y 4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game in progress is abandoned: it counts for no one. The match score stays as it is and the next game is dealt afresh.</source>
        <translation>La partida en curso se abandona: no cuenta para nadie. El marcador de la serie se queda como está y se reparte una partida nueva.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>NoticeBox</name>
    <message>
        <location filename="../ui/qml/NoticeBox.qml" line="+62"/>
        <source>Dismiss</source>
        <translation>Entendido</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ui/qml/PassScreen.qml" line="+78"/>
        <source>Pass the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every hand is face down. %1, choose Ready when no one else can see the screen.</source>
        <translation>Todas las manos están boca abajo. %1, elige «Listo» cuando nadie más pueda ver la pantalla.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the hand of %1.</source>
        <translation>Muestra la mano de %1.</translation>
    </message>
</context>
<context>
    <name>PegBoard</name>
    <message>
        <location filename="../qml/PegBoard.qml" line="+18"/>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
</context>
<context>
    <name>PlayerProgress</name>
    <message>
        <location filename="../qml/PlayerProgress.qml" line="+25"/>
        <source>%1 · wins</source>
        <translation>%1 · gana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 to go</source>
        <translation>%1 · faltan %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n point(s), the game won</source>
        <comment>a player&apos;s name and score</comment>
        <translation>
            <numerusform>%1: %n punto, partida ganada</numerusform>
            <numerusform>%1: %n puntos, partida ganada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s), %2 to go</source>
        <comment>a player&apos;s name, score and the points still to go</comment>
        <translation>
            <numerusform>%1: %n punto, faltan %2</numerusform>
            <numerusform>%1: %n puntos, faltan %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n game(s)</source>
        <comment>games won in the match</comment>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ahead by %1</source>
        <translation>con %1 de ventaja</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../ui/qml/PracticeDialog.qml" line="+38"/>
        <source>Counting practice</source>
        <translation>Práctica de recuento</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Starter</source>
        <translation>Inicial</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The hand is worth</source>
        <translation>La mano vale</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n punto)</numerusform>
            <numerusform>%1 (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing scores in this hand: players call it nineteen, a score no hand can make.</source>
        <translation>Esta mano no puntúa: los jugadores ingleses la llaman «nineteen» (diecinueve), una puntuación que ninguna mano puede sumar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/practice_words.cpp" line="+9"/>
        <source>Right: %n point(s).</source>
        <translation>
            <numerusform>Correcto: %n punto.</numerusform>
            <numerusform>Correcto: %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: you said %1, and the hand is worth %n.</source>
        <translation>
            <numerusform>No exactamente: dijiste %1, y la mano vale %n.</numerusform>
            <numerusform>No exactamente: dijiste %1, y la mano vale %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Count the hand with its starter, then press Enter.</source>
        <translation>Cuenta la mano con su inicial y pulsa Intro.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n hand(s) right, %2 seconds a hand.</source>
        <translation>
            <numerusform>Bien contadas: %1 de %n mano, %2 segundos por mano.</numerusform>
            <numerusform>Bien contadas: %1 de %n manos, %2 segundos por mano.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptButtons</name>
    <message>
        <location filename="../ui/qml/PromptButtons.qml" line="+38"/>
        <source>Lay away</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go</source>
        <translatorcomment>«Paso»: see «one for the go».</translatorcomment>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+7"/>
        <location line="+7"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+9"/>
        <source>Deal</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Back to your game</source>
        <translation>Volver a tu partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next game</source>
        <translation>Siguiente partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>Serie nueva</translation>
    </message>
</context>
<context>
    <name>RankWords</name>
    <message>
        <location filename="../ui/src/words/card_words.cpp" line="+7"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <location filename="../ui/src/words/reason_words.cpp" line="+35"/>
        <source>Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with the cards the others add.</source>
        <translation>Guarda %1 (%2 de media) y echa %3 a tu propio crib, que vale %4 de media con las cartas que añaden los demás.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keeps %1: %2 points on average in the hand.</source>
        <translation>Guarda %1: %2 puntos de media en la mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1: at least %2 points whatever starter is cut, %3 on average with the starter.</source>
        <translation>Guarda %1: al menos %2 puntos salga la inicial que salga, %3 de media con la inicial.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with the pone&apos;s cards.</source>
        <translation>Guarda %1 (%2 de media) y echa %3 a tu propio crib, que vale %4 de media con las cartas del no dador.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) but gives the crib the %3: any ten-card makes 15 with it.</source>
        <translation>Guarda %1 (%2 de media), pero da al crib el %3: cualquier carta de diez hace 15 con él.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) but gives the crib a pair of %3.</source>
        <translation>Guarda %1 (%2 de media), pero da al crib un par de %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1 (%2 on average) but gives the crib %3, a fifteen already.</source>
        <translation>Guarda %1 (%2 de media), pero da al crib %3, que ya son quince.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1 (%2 on average) but gives the crib %3, touching cards that make runs.</source>
        <translation>Guarda %1 (%2 de media), pero da al crib %3, cartas seguidas que hacen escaleras.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) and gives the crib %3, which seldom score: %4 on average.</source>
        <translation>Guarda %1 (%2 de media) y da al crib %3, que rara vez puntúan: %4 de media.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1: the chance to reach the target this hand is %2%.</source>
        <translation>Guarda %1: la probabilidad de llegar a la meta en esta mano es del %2 %.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked first: keeping %1 reaches the target this hand more often (%2%) than %3 (%4%), which scores more on average. This close to the end, getting there first counts more than points.</source>
        <translation>En cabeza: guardar %1 llega a la meta en esta mano más a menudo (%2 %) que %3 (%4 %), que suma más de media. Tan cerca del final, llegar primero cuenta más que los puntos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is the only card you can play.</source>
        <translation>%1 es la única carta que puedes jugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pegs out and wins the game.</source>
        <translatorcomment>«Salirse»: passing 120 to win, as the ES-2 sheet says («se sale»).</translatorcomment>
        <translation>Con %1 te sales y ganas la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes fifteen for 2.</source>
        <translation>%1 hace quince: 2 puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes thirty-one for 2.</source>
        <translation>%1 hace treinta y uno: 2 puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a pair for 2.</source>
        <translation>%1 hace un par: 2 puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a pair royal for 6.</source>
        <translation>%1 hace un trío: 6 puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a double pair royal for 12.</source>
        <translation>%1 hace un cuarteto: 12 puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a run of %2.</source>
        <translation>%1 hace una escalera de %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 is risky: any ten-card makes 15 with it.</source>
        <translation>Salir con %1 es arriesgado: cualquier carta de diez hace 15 con ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 is safe: no card makes 15 with it.</source>
        <translation>Salir con %1 es seguro: ninguna carta hace 15 con ella.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 from your pair of %2 can set up a pair royal.</source>
        <translation>Salir con %1 de tu par de %2 puede preparar un trío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to 21: any ten-card makes 31.</source>
        <translation>%1 lleva la cuenta a 21: cualquier carta de diez hace 31.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to 5: any ten-card makes 15.</source>
        <translation>%1 lleva la cuenta a 5: cualquier carta de diez hace 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pairs for 2, but the next player makes a pair royal for 6 with another of the %2.</source>
        <translation>%1 hace un par: 2 puntos, pero el siguiente jugador hace un trío de 6 con otro de los %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leading %1 lets the next player make 15 with any of the %2.</source>
        <translation>Salir con %1 deja al siguiente jugador hacer 15 con cualquiera de los %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2: the next player makes 15 with any of the %3.</source>
        <translation>%1 lleva la cuenta a %2: el siguiente jugador hace 15 con cualquiera de los %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2: the next player makes 31 with any of the %3.</source>
        <translation>%1 lleva la cuenta a %2: el siguiente jugador hace 31 con cualquiera de los %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2, where no single card makes 15 or 31.</source>
        <translation>%1 lleva la cuenta a %2, donde ninguna carta sola hace 15 ni 31.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked first: %1 wins the game more often (%2%) than %3 (%4%), which pegs more on average. This close to the end, winning counts more than points.</source>
        <translation>En cabeza: %1 gana la partida más a menudo (%2 %) que %3 (%4 %), que suma más de media en el juego. Tan cerca del final, ganar cuenta más que los puntos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked first: after %1 the opponent wins less often (%2%) than after %3 (%4%), which pegs more on average. This close to the end, not losing counts more than points.</source>
        <translation>En cabeza: tras %1 el rival gana menos a menudo (%2 %) que tras %3 (%4 %), que suma más de media en el juego. Tan cerca del final, no perder cuenta más que los puntos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 brings the count to %2: your partner, next to play, makes 15 with any of the %3.</source>
        <translation>%1 lleva la cuenta a %2: tu compañero, que juega ahora, hace 15 con cualquiera de los %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings the count to %2: your partner, next to play, makes 31 with any of the %3.</source>
        <translation>%1 lleva la cuenta a %2: tu compañero, que juega ahora, hace 31 con cualquiera de los %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings the count to %2, where nobody else can lay a card.</source>
        <translation>%1 lleva la cuenta a %2, donde nadie más puede echar carta.</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../ui/src/words/refusal_words.cpp" line="+29"/>
        <source>It is not your turn: %1 is to play.</source>
        <comment>%1 is a name</comment>
        <translation>No es tu turno: le toca jugar a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn: %1 is to play.</source>
        <translation>No es tu turno: le toca jugar a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That cannot be done now.</source>
        <translation>Eso no se puede hacer ahora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are already in the crib.</source>
        <translation>Tus cartas ya están en el crib.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose %n card(s) for the crib.</source>
        <translation>
            <numerusform>Elige %n carta para el crib.</numerusform>
            <numerusform>Elige %n cartas para el crib.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold %1.</source>
        <translation>No tienes %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is chosen twice.</source>
        <translation>%1 está elegida dos veces.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cut between %1 and %2 cards down.</source>
        <translation>Corta entre %1 y %2 cartas desde arriba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 would make the count %2: the count may not pass 31.</source>
        <translation>%1 dejaría la cuenta en %2: la cuenta no puede pasar de 31.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot say Go: %1 can be played.</source>
        <translation>No puedes decir «paso»: se puede jugar %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count cannot be less than 0.</source>
        <translation>Una cuenta no puede ser menor que 0.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: your cards are not worth %n point(s). Count again.</source>
        <translation>
            <numerusform>No exactamente: tus cartas no valen %n punto. Vuelve a contar.</numerusform>
            <numerusform>No exactamente: tus cartas no valen %n puntos. Vuelve a contar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Nothing was missed: the count of %n is right.</source>
        <translation>
            <numerusform>No se pasó nada: la cuenta de %n es correcta.</numerusform>
            <numerusform>No se pasó nada: la cuenta de %n es correcta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot call muggins on your own count.</source>
        <translation>No puedes cantar muggins a tu propia cuenta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call muggins on your partner&apos;s count.</source>
        <translation>No puedes cantar muggins a la cuenta de tu compañero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is already won: the next one is dealt as usual.</source>
        <translation>Esta partida ya está ganada: la siguiente se reparte como siempre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La serie ha terminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new match could not begin with these settings.</source>
        <translation>No se pudo empezar una serie nueva con estos ajustes.</translation>
    </message>
</context>
<context>
    <name>RenamePersonDialog</name>
    <message>
        <location filename="../ui/qml/RenamePersonDialog.qml" line="+33"/>
        <source>Rename %1</source>
        <translation>Cambiar el nombre de %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rename</source>
        <translation>Cambiar el nombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New name</source>
        <translation>Nombre nuevo</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <location filename="../ui/src/words/result_words.cpp" line="+24"/>
        <source>%1 to %2</source>
        <comment>a game&apos;s final score</comment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and your partner win the match!</source>
        <translation>¡Ganas la serie con tu compañero!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You and your partner win!</source>
        <translation>¡Ganas con tu compañero!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match!</source>
        <translation>¡Ganas la serie!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>¡Ganas!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 win the match</source>
        <translation>%1 y %2 ganan la serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 win</source>
        <translation>%1 y %2 ganan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the match</source>
        <translation>Tus rivales ganan la serie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponents win</source>
        <translation>Ganan tus rivales</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match</source>
        <translation>%1 gana la serie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2</source>
        <comment>a side&apos;s label and the games it has won</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1, %2</source>
        <comment>the two sides of partners and their games: &apos;Maria and Tom 1, Computers 0&apos;</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Games won: %1 (the first to win %2 wins the match)</source>
        <translation>Partidas ganadas: %1 (gana la serie quien gane primero %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points: %1 (the first to %2 wins the match)</source>
        <translation>Puntos de partida: %1 (gana la serie quien llegue primero a %2)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/qml/ReviewDialog.qml" line="+21"/>
        <source>Review of this game</source>
        <translation>Revisión de esta partida</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review yet: the review shows your decisions once you have laid away.</source>
        <translation>Todavía no hay nada que revisar: la revisión muestra tus decisiones en cuanto hayas descartado.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 lost</source>
        <comment>expected points lost</comment>
        <translation>%1 perdidos</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../ui/src/words/review_words.cpp" line="+18"/>
        <source>You laid away %1, as the Expert would.</source>
        <translation>Descartaste %1, como lo haría el Experto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You laid away %1; the Expert would lay away %2.</source>
        <translation>Descartaste %1; el Experto descartaría %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You played %1, as the Expert would.</source>
        <translation>Jugaste %1, como lo haría el Experto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played %1; the Expert would play %2.</source>
        <translation>Jugaste %1; el Experto jugaría %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You claimed %n point(s).</source>
        <translation>
            <numerusform>Contaste %n punto.</numerusform>
            <numerusform>Contaste %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counted right.</source>
        <translation>Bien contado.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You missed %n point(s): the hand was worth %1.</source>
        <translation>
            <numerusform>Se te pasó %n punto: la mano valía %1.</numerusform>
            <numerusform>Se te pasaron %n puntos: la mano valía %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A near-tie: %1 was better by less than %2 points.</source>
        <translation>Casi un empate: %1 era mejor por menos de %2 puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was better by %2 points.</source>
        <translation>%1 era mejor por %2 puntos.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Worth a second look: %1 %2</source>
        <comment>how the choice fell short, then why</comment>
        <translation>Vale la pena mirarlo otra vez: %1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points lost this game: %1 laying away, %2 in the play, %3 counting.</source>
        <translation>Puntos perdidos en esta partida: %1 en el descarte, %2 en el juego, %3 en el recuento.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
</context>
<context>
    <name>RuleBook</name>
    <message>
        <location filename="../ui/qml/RuleBook.qml" line="+8"/>
        <source>The cards</source>
        <translation>Las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pack of 52 cards without jokers. No suit ranks above another.</source>
        <translation>Una baraja de 52 cartas sin comodines. Ningún palo vale más que otro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks run ace, 2, 3 and so on to 10, jack, queen, king. The ace is only low: ace-2-3 is a run, queen-king-ace is not.</source>
        <translation>Los rangos van del as, 2, 3 y así hasta el 10, jota, reina y rey. El as solo es bajo: as-2-3 es una escalera, reina-rey-as no.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For counting, an ace is worth 1, the 2 to the 10 their number, and the jack, queen and king 10 each.</source>
        <translation>Para contar, el as vale 1, del 2 al 10 su número, y la jota, la reina y el rey 10 cada uno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first dealer is chosen by cut: every player cuts the shuffled pack and shows the card. The lowest card deals, and the ace is lowest; players tied for the lowest cut again. The settings can draw the first dealer at random instead.</source>
        <translation>El primer dador se elige cortando: cada jugador corta la baraja barajada y muestra la carta. Reparte la carta más baja, y el as es la más baja; los empatados en la más baja vuelven a cortar. En los ajustes se puede sortear el primer dador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer deals one card at a time, starting at their left. With two players each is dealt 6 cards.</source>
        <translation>El dador reparte las cartas de una en una, empezando por su izquierda. Con dos jugadores, cada uno recibe 6 cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player on the dealer&apos;s left is the first to receive cards, cuts the starter, leads the play and counts first in the show. With two players that is the &quot;pone&quot;, the one who does not deal.</source>
        <translation>El jugador a la izquierda del dador es el primero en recibir cartas, corta para la inicial, abre el juego y cuenta primero en el recuento. Con dos jugadores es el «no dador», el que no reparte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each hand the deal passes to the left. In a match, a loser of the game before deals the next game.</source>
        <translation>Tras cada mano, el reparto pasa a la izquierda. En una serie, un perdedor de la partida anterior reparte la siguiente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib</source>
        <translation>El crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With two players each lays 2 of their 6 cards away, face down, into the crib. Whatever the number of players, everyone then plays with four cards and the crib has four.</source>
        <translation>Con dos jugadores, cada uno echa 2 de sus 6 cartas boca abajo al crib. Sea cual sea el número de jugadores, todos juegan luego con cuatro cartas y el crib tiene cuatro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib is the dealer&apos;s: it is counted for the dealer after the hands, with the starter as a fifth card. The dealer lays away cards that may score together; the other players lay away cards that will not help the dealer.</source>
        <translation>El crib es del dador: se cuenta para él después de las manos, con la inicial como quinta carta. El dador echa cartas que puedan puntuar juntas; los demás echan cartas que no ayuden al dador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starter</source>
        <translation>La inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once the crib is laid away, the player on the dealer&apos;s left cuts the rest of the pack, at least four cards in each part, and the dealer turns up the top card of the lower part: the starter.</source>
        <translation>Cuando todos han echado sus cartas al crib, el jugador a la izquierda del dador corta el resto de la baraja, con al menos cuatro cartas en cada parte, y el dador descubre la carta de arriba de la parte de abajo: la inicial.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starter takes no part in the play. In the show it is a fifth card for every hand and for the crib.</source>
        <translation>La inicial no participa en el juego. En el recuento es una quinta carta para cada mano y para el crib.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack turned up as the starter gives the dealer 2 points at once, &quot;his heels&quot;. Those 2 points can win the game.</source>
        <translation>Una jota descubierta como inicial da al dador 2 puntos en el acto, «por sus talones». Esos 2 puntos pueden ganar la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play</source>
        <translation>El juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the dealer&apos;s left, each player in turn lays a card face up and says the running count: the total of the cards laid since the count last started from 0.</source>
        <translation>Empezando por la izquierda del dador, cada jugador por turno pone una carta boca arriba y dice la cuenta: el total de las cartas puestas desde que la cuenta empezó de 0 por última vez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count may not pass 31. A player whose cards would all take it past 31 says &quot;Go&quot;; a player who can play must. The others carry on as long as they can stay within 31.</source>
        <translation>La cuenta no puede pasar de 31. Un jugador cuyas cartas la pasarían todas de 31 dice «paso»; quien puede jugar, debe hacerlo. Los demás siguen mientras puedan quedarse en 31 o menos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When nobody can lay a card, the player who laid the last card pegs 1 for go, or 2 at exactly 31. The count starts again from 0, led by the next player to the left who still holds cards. The last card of the whole play pegs 1, or 2 at 31.</source>
        <translation>Cuando nadie puede poner carta, quien puso la última anota 1 por el paso, o 2 con 31 justos. La cuenta vuelve a empezar de 0 y abre el siguiente jugador a la izquierda que aún tenga cartas. La última carta de todo el juego anota 1, o 2 con 31.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card scores 2 when it brings the count to 15, and 2 at 31. It scores 2 for a pair with the card before it, 6 for three of a kind and 12 for four. With the cards just before it, a run of three or more ranks in a row, in any order, scores 1 a card.</source>
        <translation>Una carta anota 2 cuando lleva la cuenta a 15, y 2 a 31. Anota 2 por un par con la carta anterior, 6 por un trío y 12 por un cuarteto. Con las cartas justo anteriores, una escalera de tres o más rangos seguidos, en cualquier orden, anota 1 por carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only cards of the same rank pair: a jack and a queen are worth 10 each, but they are no pair. Suits play no part in the play.</source>
        <translation>Solo hacen par las cartas del mismo rango: una jota y una reina valen 10 cada una, pero no son par. Los palos no cuentan en el juego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worked examples: under each card, the count and the points it scored (go and last card left out).</source>
        <translation>Ejemplos: bajo cada carta, la cuenta y los puntos que anotó (sin el paso ni la última carta).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The show</source>
        <translation>El recuento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the play each player takes back their four cards. The hands are counted one at a time, each with the starter as a fifth card: clockwise from the dealer&apos;s left, the dealer&apos;s own hand last, and then the dealer&apos;s crib.</source>
        <translation>Tras el juego, cada jugador recoge sus cuatro cartas. Las manos se cuentan de una en una, cada una con la inicial como quinta carta: en el sentido de las agujas del reloj desde la izquierda del dador, la mano del dador la última, y luego el crib del dador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order matters near the end: the game is won the moment a score reaches the target, so a player who counts out first wins, even if the dealer&apos;s hand and crib would have scored more.</source>
        <translation>El orden importa al final: la partida se gana en cuanto una puntuación llega a la meta, así que quien se sale contando primero gana, aunque la mano y el crib del dador hubieran sumado más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The combinations a hand scores are in the next section.</source>
        <translation>Las combinaciones que puntúa una mano están en la sección siguiente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring combinations</source>
        <translation>Combinaciones que puntúan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every set of cards adding up to 15 scores 2. Each pair scores 2, so three of a rank make 6 and four make 12. Each run of three or more ranks in a row scores 1 a card; a run of four is not also two runs of three. The jack of the starter&apos;s suit in the hand or crib scores 1, &quot;his nobs&quot;.</source>
        <translation>Cada grupo de cartas que sume 15 anota 2. Cada par anota 2, así que tres del mismo rango hacen 6 y cuatro hacen 12. Cada escalera de tres o más rangos seguidos anota 1 por carta; una escalera de cuatro no es además dos de tres. La jota del palo de la inicial en la mano o en el crib anota 1, «la jota del palo».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A flush: four cards of one suit in a hand score 4, and 5 if the starter is of that suit too. In the crib only all five cards of one suit count, 5. The settings offer the variants.</source>
        <translation>Color: cuatro cartas de un palo en una mano anotan 4, y 5 si la inicial también es de ese palo. En el crib solo cuentan las cinco cartas de un palo, 5. Los ajustes ofrecen las variantes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some sums worth knowing: a run of three with one rank doubled is 8, a run of four with a rank doubled 10, a run of three with a rank tripled 15, a run of three with two ranks doubled 16.</source>
        <translation>Algunas sumas que conviene saber: una escalera de tres con un rango doble son 8, una de cuatro con un rango doble 10, una de tres con un rango triple 15, una de tres con dos rangos dobles 16.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most a hand can score is 29. No hand can score 19, 25, 26 or 27, and players say &quot;nineteen&quot; for a hand worth nothing.</source>
        <translation>Lo máximo que puede sumar una mano es 29. Ninguna mano puede sumar 19, 25, 26 ni 27, y los jugadores dicen «diecinueve» de una mano que no vale nada.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worked examples: four cards and the starter, counted as players say it.</source>
        <translation>Ejemplos: cuatro cartas y la inicial, contadas como lo dicen los jugadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without muggins the game counts every hand and crib for its owner, correctly.</source>
        <translation>Sin muggins, el juego cuenta cada mano y cada crib para su dueño, correctamente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With muggins (a setting) each player counts their own hand and crib aloud and pegs what they claim; a claim above the true count is not allowed. The player on the counter&apos;s left then accepts the count, or calls &quot;muggins&quot; when points were missed and pegs those points for their own side.</source>
        <translation>Con muggins (un ajuste), cada jugador cuenta en voz alta su mano y su crib y anota lo que declara; no se permite declarar más de lo que valen. El jugador a la izquierda de quien cuenta acepta la cuenta, o canta «muggins» si se pasaron puntos y los anota para su propio bando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end and skunks</source>
        <translation>Fin de la partida y skunks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is won the moment a side&apos;s score reaches the target, 121 or 61, wherever that happens: the heels, a card in the play, a go, or a hand in the show. Nothing more is counted.</source>
        <translation>La partida se gana en cuanto la puntuación de un bando llega a la meta, 121 o 61, pase donde pase: por sus talones, una carta en el juego, un paso o una mano en el recuento. No se cuenta nada más.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the skunk setting, a game to 121 is worth 2 games when the loser has 61 to 90 points, and 4 when the loser has 60 or less. With the lurch setting it is worth 2 when the loser has 60 or less. In a game to 61 the line is 30 for both.</source>
        <translation>Con el ajuste skunk, una partida a 121 vale 2 partidas si el perdedor tiene de 61 a 90 puntos, y 4 si tiene 60 o menos. Con el ajuste lurch vale 2 si el perdedor tiene 60 o menos. En una partida a 61 el límite es 30 para ambos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is won by the first side to gather the chosen number of game points.</source>
        <translation>Gana la serie quien reúna primero los puntos de partida elegidos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three and four players</source>
        <translation>Tres y cuatro jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players each is dealt 5 cards and lays 1 away, and a card from the top of the pack completes the crib. Each plays for themselves.</source>
        <translation>Con tres jugadores, cada uno recibe 5 cartas y echa 1, y una carta de arriba de la baraja completa el crib. Cada uno juega para sí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With four players each is dealt 5 cards and lays 1 away. Partners sit opposite each other and peg one score for their side.</source>
        <translation>Con cuatro jugadores, cada uno recibe 5 cartas y echa 1. Los compañeros se sientan uno frente al otro y anotan una sola puntuación para su bando.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a go, the next series is led by the first player to the left of the one who laid the last card who still holds cards. A player with no cards left is passed over.</source>
        <translation>Tras un «paso», la cuenta vuelve a empezar desde 0 con el primer jugador a la izquierda de quien puso la última carta que aún tenga cartas. Un jugador sin cartas se salta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players a win is a skunk only when every loser is under the line: the best-placed loser decides.</source>
        <translation>Con tres jugadores, una victoria es skunk solo si todos los perdedores están por debajo del límite: decide el perdedor mejor situado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With muggins, the player on the counter&apos;s left judges the count; with four players that is always an opponent. Any other player of another side may call muggins on the count before it is accepted, and pegs what was missed.</source>
        <translation>Con muggins, juzga la cuenta el jugador a la izquierda de quien cuenta; con cuatro jugadores siempre es un rival. Cualquier otro jugador de otro bando puede cantar muggins a la cuenta antes de que se acepte, y se apunta lo que se pasó.</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../ui/qml/RuleSettings.qml" line="+30"/>
        <source>Rules (from the next match)</source>
        <translation>Reglas (desde la próxima serie)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The new rules start with the next match: New match (Ctrl+Shift+N) in the Game menu.</source>
        <translation>Las reglas nuevas empiezan con la próxima serie: Nueva serie (Ctrl+Mayús+N) en el menú Partida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game to</source>
        <translation>Partida a</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match to (game points)</source>
        <translation>Serie a (puntos de partida)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Muggins (count your own cards)</source>
        <translation>Muggins (cuentas tú tus cartas)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Skunks</source>
        <translation>Skunks</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every win is one game</source>
        <translation>No: cada victoria es una partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lurch</source>
        <translation>Lurch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skunk and double skunk</source>
        <translation>Skunk y doble skunk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lurch: a win counts two games when the loser has not passed half way (60 points or fewer of 121, 30 or fewer of 61). Skunk: two games when the loser has 90 or fewer of 121, four (a double skunk) at 60 or fewer; a game to 61 has the lurch line only.</source>
        <translation>Lurch: una victoria cuenta dos partidas si quien pierde no ha pasado la mitad (60 puntos o menos de 121, 30 o menos de 61). Skunk: dos partidas si quien pierde tiene 90 o menos de 121, cuatro (doble skunk) con 60 o menos; una partida a 61 solo tiene la línea del lurch.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First dealer</source>
        <translation>Primer dador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cut for it</source>
        <translation>Por corte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn at random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four-card flush in the crib</source>
        <translation>Color de cuatro en el crib</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A house rule: four crib cards of one suit count 4 even when the starter is of another suit. By the rules, a crib flush needs the starter too.</source>
        <translation>Una regla de la casa: cuatro cartas del crib de un mismo palo cuentan 4 aunque la inicial sea de otro palo. Según las reglas, el color del crib necesita también la inicial.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only a five-card flush counts</source>
        <translation>Solo cuenta el color de cinco cartas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Spanish rule sheet&apos;s variant: a flush needs all five cards, the starter too, in a hand as in the crib, and is worth 5. It cannot go with the four-card flush in the crib: turning one on turns the other off.</source>
        <translation>La variante del reglamento español: el color necesita las cinco cartas, también la inicial, tanto en la mano como en el crib, y vale 5. No puede ir con el color de cuatro en el crib: al activar una se desactiva la otra.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/qml/RulesDialog.qml" line="+22"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>count %1</source>
        <translation>cuenta %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>starter</source>
        <translation>inicial</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The crib with the starter: %1 (%2).</source>
        <translation>El crib con la inicial: %1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand with the starter: %1 (%2).</source>
        <translation>La mano con la inicial: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../ui/src/saved_match.cpp" line="+60"/>
        <source>Your saved game could not be opened, so a new match begins. It was moved aside as it was, to %1.</source>
        <translation>No se pudo abrir la partida guardada, así que empieza una serie nueva. Se apartó tal como estaba, a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be opened, so a new match begins. It stays at %1 as it was, and this match will not be saved over it.</source>
        <translation>No se pudo abrir la partida guardada, así que empieza una serie nueva. Sigue en %1 tal como estaba, y esta serie no se guardará encima.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved game could not be read, so a new match begins. The file was kept as %1.</source>
        <translation>No se pudo leer la partida guardada, así que empieza una serie nueva. El archivo se conservó como %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read, so a new match begins. The file could not be moved aside: it stays at %1, and this match will not be saved over it.</source>
        <translation>No se pudo leer la partida guardada, así que empieza una serie nueva. El archivo no se pudo apartar: sigue en %1, y esta serie no se guardará encima.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The cards you had chosen for the crib could not be opened, so none is chosen.</source>
        <translation>No se pudieron abrir las cartas que habías elegido para el crib, así que no hay ninguna elegida.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards you had chosen for the crib could not be read, so none is chosen.</source>
        <translation>No se pudieron leer las cartas que habías elegido para el crib, así que no hay ninguna elegida.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who sits where in your saved match could not be opened, so it goes on with you against the computer.</source>
        <translation>No se pudo abrir quién se sienta dónde en tu serie guardada, así que sigue contigo contra la máquina.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Who sits where in your saved match could not be read, so it goes on with you against the computer.</source>
        <translation>No se pudo leer quién se sienta dónde en tu serie guardada, así que sigue contigo contra la máquina.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file was moved aside as it was, to %1.</source>
        <translation>El archivo se apartó tal como estaba, a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file could not be moved aside: it stays at %1, and nothing will be saved over it.</source>
        <translation>El archivo no se pudo apartar: sigue en %1, y no se guardará nada encima.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is not saved: the saved game at %1 could not be moved aside, and saving would replace it.</source>
        <translation>La partida no se guarda: la partida guardada en %1 no se pudo apartar, y guardar la reemplazaría.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who sits where could not be saved at %1. The game itself is saved, and who sits where is tried again at your next move.</source>
        <translation>No se pudo guardar en %1 quién se sienta dónde. La partida en sí está guardada, y se volverá a intentar en tu próxima jugada.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be saved: the disk is full. The last save is kept; free some space, and the game is saved again at your next move.</source>
        <translation>No se pudo guardar la partida: el disco está lleno. Se conserva la última partida guardada; libera algo de espacio y la partida se guardará de nuevo en tu próxima jugada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved: the folder %1 may not be written to. The last save is kept, and the game tries again at your next move.</source>
        <translation>No se pudo guardar la partida: no se puede escribir en la carpeta %1. Se conserva la última partida guardada, y se volverá a intentar en tu próxima jugada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved at %1. The last save is kept, and the game tries again at your next move.</source>
        <translation>No se pudo guardar la partida en %1. Se conserva la última partida guardada, y se volverá a intentar en tu próxima jugada.</translation>
    </message>
</context>
<context>
    <name>SeatFillChoice</name>
    <message>
        <location filename="../ui/qml/SeatFillChoice.qml" line="+35"/>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A person here</source>
        <translation>Una persona aquí</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of %1</source>
        <translation>Nombre: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The peg colour of %1</source>
        <translation>El color de las clavijas de %1</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <location filename="../ui/src/words/seat_words.cpp" line="+41"/>
        <source>Computer %1</source>
        <comment>a computer&apos;s name at a table of people: the first, second...</comment>
        <translation>Máquina %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1</source>
        <comment>a person who gave no name, by seat</comment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>your hand</source>
        <translation>tu mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hand of %1</source>
        <comment>%1 is a name</comment>
        <translation>la mano de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hand of %1</source>
        <translation>la mano de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards you played</source>
        <translation>las cartas que jugaste</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cards %1 played</source>
        <comment>%1 is a name</comment>
        <translation>las cartas que jugó %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cards %1 played</source>
        <translation>las cartas que jugó %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your crib</source>
        <translation>tu crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the crib of %1</source>
        <comment>%1 is a name</comment>
        <translation>el crib de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the crib of %1</source>
        <translation>el crib de %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer</source>
        <translatorcomment>Names without an article that contracts («de la máquina», «a tu rival»): the templates write «de %1», «a %1».</translatorcomment>
        <translation>La máquina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on your left</source>
        <translation>Tu rival de la izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player opposite</source>
        <translation>Tu rival de enfrente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on your right</source>
        <translation>Tu rival de la derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner</source>
        <translation>Tu compañero</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>you</source>
        <translatorcomment>After a preposition: «el crib de ti» is never written (the person has own sentences); «esperando a ti».</translatorcomment>
        <translation>ti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer</source>
        <translatorcomment>Names without an article that contracts («de la máquina», «a tu rival»): the templates write «de %1», «a %1».</translatorcomment>
        <translation>la máquina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player on your left</source>
        <translation>tu rival de la izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player opposite</source>
        <translation>tu rival de enfrente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player on your right</source>
        <translation>tu rival de la derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your partner</source>
        <translation>tu compañero</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You</source>
        <comment>a label</comment>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer</source>
        <comment>a label</comment>
        <translation>Máquina</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left</source>
        <comment>a label: the player on your left</comment>
        <translation>Izquierda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposite</source>
        <comment>a label: the player opposite you</comment>
        <translation>Enfrente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right</source>
        <comment>a label: the player on your right</comment>
        <translation>Derecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <comment>a label</comment>
        <translation>Compañero</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the computer</source>
        <comment>the second of two partners, as the subject: Maria and the computer win</comment>
        <translation>la máquina</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Computers</source>
        <comment>a label: two computers as partners</comment>
        <translation>Máquinas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <comment>a label: two partners</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and partner</source>
        <comment>a label</comment>
        <translation>Tú y compañero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <comment>a label</comment>
        <translation>Rivales</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/qml/SettingsDialog.qml" line="+17"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/qml/Shortcuts.qml" line="+11"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match</source>
        <translation>Empezar una serie nueva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last decision</source>
        <translation>Deshacer tu última decisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Abrir los ajustes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the hints</source>
        <translation>Mostrar u ocultar las pistas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your statistics</source>
        <translation>Ver tus estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the library of your games</source>
        <translation>Abrir el archivo de tus partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise counting hands</source>
        <translation>Practicar el recuento de manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review your decisions in this game</source>
        <translation>Revisar tus decisiones en esta partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>Ver los atajos de teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Leer las reglas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the chosen cards away</source>
        <translation>Descartar las cartas elegidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say Go</source>
        <translation>Decir «paso»</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal, or go on after a count</source>
        <translation>Repartir, o seguir después de una cuenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the guided game</source>
        <translation>Salir de la partida guiada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move along your hand, or move the cut along the pack</source>
        <translation>Recorrer tu mano, o mover el corte por el mazo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose or play the card, or cut the pack there</source>
        <translation>Elegir o jugar la carta, o cortar el mazo ahí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next or the previous control</source>
        <translation>Pasar al control siguiente o al anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins: accept the computer&apos;s count</source>
        <translation>Muggins: aceptar la cuenta de la máquina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins: call muggins on the computer&apos;s count</source>
        <translation>Muggins: cantar muggins a la cuenta de la máquina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins at a table of people: the person on that button calls muggins</source>
        <translation>Muggins en una mesa de personas: la persona de ese botón canta muggins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins at a table of people: no one calls muggins, the computer judges the count</source>
        <translation>Muggins en una mesa de personas: nadie canta muggins, la máquina juzga la cuenta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Menus</source>
        <translation>Menús</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the keyboard&apos;s focus is</source>
        <translation>Donde está el foco del teclado</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../ui/qml/ShortcutsDialog.qml" line="+16"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>, </source>
        <comment>between keys</comment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ShowCounts</name>
    <message>
        <location filename="../ui/qml/ShowCounts.qml" line="+31"/>
        <source>&lt;b&gt;%1: %2&lt;/b&gt;&lt;br/&gt;%3</source>
        <comment>whose count, its points, the count as said</comment>
        <translation>&lt;b&gt;%1: %2&lt;/b&gt;&lt;br/&gt;%3</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n point(s). %2</source>
        <comment>whose count, its points, the count as said</comment>
        <translation>
            <numerusform>%1: %n punto. %2</numerusform>
            <numerusform>%1: %n puntos. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../ui/qml/SidePanel.qml" line="+199"/>
        <source>Game %1 · first to %2</source>
        <translation>Partida %1 · a %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New rules chosen: they start with the next match (Game ▸ New match).</source>
        <translation>Reglas nuevas elegidas: empiezan con la próxima serie (Partida ▸ Nueva serie).</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Review the deal…</source>
        <translation>Revisar la mano…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/qml/StatisticsDialog.qml" line="+22"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset statistics…</source>
        <translation>Borrar las estadísticas…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No deals played yet: your figures begin with your first deal.</source>
        <translation>Aún no has jugado ninguna mano: tus cifras empiezan con tu primera mano.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rename %1…</source>
        <translation>Cambiar el nombre de %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1…</source>
        <translation>Quitar a %1…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer at this level against each player</source>
        <translation>La máquina en este nivel contra cada jugador</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your points in each of your last %n deal(s)</source>
        <translation>
            <numerusform>Tus puntos en tu última mano (%n)</numerusform>
            <numerusform>Tus puntos en cada una de tus últimas %n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: points in each of the last %n deal(s)</source>
        <comment>a person&apos;s name</comment>
        <translation>
            <numerusform>%1: puntos en la última mano (%n)</numerusform>
            <numerusform>%1: puntos en cada una de las últimas %n manos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The red lines are your average in the older and the newer half of these deals.</source>
        <translation>Las líneas rojas son tu media en la mitad más antigua y en la más reciente de estas manos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counting practice</source>
        <translation>Práctica de recuento</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove %1?</source>
        <translation>¿Quitar a %1?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every figure kept for %1 is forgotten, and no seat offers the name any longer. This cannot be undone.</source>
        <translation>Se olvidan todas las cifras guardadas de %1, y ningún asiento vuelve a ofrecer ese nombre. No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reset your statistics?</source>
        <translation>¿Borrar tus estadísticas?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every figure, of every player and level and of the counting practice, is forgotten. This cannot be undone.</source>
        <translation>Se olvidan todas las cifras, de todos los jugadores y niveles y de la práctica de contar. No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <location filename="../ui/src/statistics_file.cpp" line="+21"/>
        <source>Your statistics could not be opened, so they start again from nothing. The file was moved aside as it was, to %1.</source>
        <translation>No se pudieron abrir tus estadísticas, así que empiezan de cero. El archivo se apartó tal como estaba, a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be opened, so they start again from nothing. The file stays at %1 as it was, and no statistics will be saved over it.</source>
        <translation>No se pudieron abrir tus estadísticas, así que empiezan de cero. El archivo sigue en %1 tal como estaba, y no se guardarán estadísticas encima.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your statistics could not be read, so they start again from nothing. The file was kept as %1.</source>
        <translation>No se pudieron leer tus estadísticas, así que empiezan de cero. El archivo se conservó como %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be read, so they start again from nothing. The file could not be moved aside: it stays at %1, and no statistics will be saved over it.</source>
        <translation>No se pudieron leer tus estadísticas, así que empiezan de cero. El archivo no se pudo apartar: sigue en %1, y no se guardarán estadísticas encima.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your statistics are not saved: the file at %1 could not be moved aside, and saving would replace it.</source>
        <translation>Tus estadísticas no se guardan: el archivo de %1 no se pudo apartar, y guardar lo reemplazaría.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your statistics could not be saved: the disk is full. Those saved before are kept; free some space, and they are saved again when they next change.</source>
        <translation>No se pudieron guardar tus estadísticas: el disco está lleno. Se conservan las guardadas antes; libera algo de espacio y se guardarán de nuevo la próxima vez que cambien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your statistics could not be saved: the folder %1 may not be written to. Those saved before are kept, and saving is tried again when they next change.</source>
        <translation>No se pudieron guardar tus estadísticas: no se puede escribir en la carpeta %1. Se conservan las guardadas antes, y se volverá a intentar la próxima vez que cambien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics could not be saved at %1. Those saved before are kept, and saving is tried again when they next change.</source>
        <translation>No se pudieron guardar tus estadísticas en %1. Se conservan las guardadas antes, y se volverá a intentar la próxima vez que cambien.</translation>
    </message>
</context>
<context>
    <name>StatisticsWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/statistics_words.cpp" line="+46"/>
        <source>%1, %n player(s)</source>
        <translation>
            <numerusform>%1, %n jugador</numerusform>
            <numerusform>%1, %n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 (over %n)</source>
        <translation>
            <numerusform>%1 (en %n)</numerusform>
            <numerusform>%1 (en %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+6"/>
        <source>none yet</source>
        <translation>aún nada</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>%1 won, %2 lost</source>
        <translation>%1 ganadas, %2 perdidas</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>against people, %n player(s)</source>
        <comment>figures of games with no computer</comment>
        <translation>
            <numerusform>contra personas, %n jugador</numerusform>
            <numerusform>contra personas, %n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <comment>a person&apos;s name, then which of their figures</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Series</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skunks</source>
        <translation>Skunks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 given, %2 taken</source>
        <translation>%1 dados, %2 recibidos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per hand</source>
        <translation>Puntos por mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per crib</source>
        <translation>Puntos por crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points in the play, per deal</source>
        <translation>Puntos en el juego, por mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per deal, by the review</source>
        <translation>Puntos perdidos por mano, según la revisión</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games with a move taken back</source>
        <translation>Partidas con una jugada deshecha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best hand</source>
        <translation>Mejor mano</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s): %1</source>
        <translation>
            <numerusform>%n punto: %1</numerusform>
            <numerusform>%n puntos: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, starter %2</source>
        <comment>a hand&apos;s cards and its starter</comment>
        <translation>%1, inicial %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Hands counted</source>
        <translation>Manos contadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted right</source>
        <translation>Bien contadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2%)</source>
        <comment>hands counted right and the share of all hands counted</comment>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time per hand</source>
        <translation>Tiempo por mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 seconds</source>
        <comment>an average time</comment>
        <translation>%1 segundos</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../ui/src/words/step_words.cpp" line="+36"/>
        <source>Go</source>
        <comment>what a player says when no card fits under 31</comment>
        <translatorcomment>«Paso» (ES-2: «me paso»), what Spanish players say.</translatorcomment>
        <translation>Paso</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your crib</source>
        <translatorcomment>Crib, as the ES-2 sheet&apos;s vocabulary says; the BGA sheet&apos;s «criba» is a literal translation players seldom use.</translatorcomment>
        <translation>Tu crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib of %1</source>
        <comment>%1 is a name</comment>
        <translation>El crib de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib of %1</source>
        <translation>El crib de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins for you</source>
        <translation>Muggins para ti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins for %1</source>
        <comment>%1 is a name</comment>
        <translation>Muggins para %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins for %1</source>
        <translation>Muggins para %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand of %1</source>
        <comment>%1 is a name</comment>
        <translation>La mano de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1</source>
        <translation>La mano de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You gather the cards.</source>
        <translation>Recoges las cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gathers the cards.</source>
        <translation>%1 recoge las cartas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You deal.</source>
        <translation>Repartes tú.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 deals.</source>
        <translation>%1 reparte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cut %1.</source>
        <translation>Cortas %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cuts %2.</source>
        <translation>%1 corta %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie: cut again.</source>
        <translation>Empate: se corta otra vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You deal first.</source>
        <translation>Repartes tú primero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals first.</source>
        <translation>%1 reparte primero.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game %1.</source>
        <translation>Partida %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A card from the pack goes to the crib.</source>
        <translation>Una carta del mazo va al crib.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>You lay %n card(s) away to the crib.</source>
        <translation>
            <numerusform>Echas %n carta al crib.</numerusform>
            <numerusform>Echas %n cartas al crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 echa %n carta al crib.</numerusform>
            <numerusform>%1 echa %n cartas al crib.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starter is %1.</source>
        <translatorcomment>Inicial (carta inicial), as the ES-2 sheet&apos;s vocabulary says; the BGA sheet: «iniciador», «starter».</translatorcomment>
        <translation>La inicial es %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play %1: %2.</source>
        <translation>Juegas %1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2: %3.</source>
        <translation>%1 juega %2: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You say Go.</source>
        <translation>Dices «paso».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says Go.</source>
        <translation>%1 dice «paso».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The count goes back to 0.</source>
        <translation>La cuenta vuelve a 0.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your crib.</source>
        <translation>Tu crib.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib of %1.</source>
        <comment>%1 is a name</comment>
        <translation>El crib de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib of %1.</source>
        <translation>El crib de %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand.</source>
        <translation>Tu mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1.</source>
        <comment>%1 is a name</comment>
        <translation>La mano de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1.</source>
        <translation>La mano de %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You claim %n point(s).</source>
        <translation>
            <numerusform>Te anotas %n punto.</numerusform>
            <numerusform>Te anotas %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 se anota %n punto.</numerusform>
            <numerusform>%1 se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You accept the count.</source>
        <translation>Aceptas la cuenta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 accepts the count.</source>
        <translation>%1 acepta la cuenta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! You call it.</source>
        <translation>¡Muggins! Lo cantas tú.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins! %1 calls it.</source>
        <translation>¡Muggins! Lo canta %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>His heels: you peg %n.</source>
        <translation>
            <numerusform>Por sus talones: te anotas %n.</numerusform>
            <numerusform>Por sus talones: te anotas %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Por sus talones: %1 se anota %n.</numerusform>
            <numerusform>Por sus talones: %1 se anota %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <translation>
            <numerusform>Por sus talones: %1 se anota %n.</numerusform>
            <numerusform>Por sus talones: %1 se anota %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You peg %n: %1.</source>
        <translation>
            <numerusform>Te anotas %n: %1.</numerusform>
            <numerusform>Te anotas %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pegs %n: %2.</source>
        <translation>
            <numerusform>%1 se anota %n: %2.</numerusform>
            <numerusform>%1 se anota %n: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.</source>
        <comment>the count of a hand said aloud, as a sentence</comment>
        <translation>%1.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Muggins: you take the %n point(s) missed.</source>
        <translation>
            <numerusform>Muggins: te llevas %n punto que se pasó.</numerusform>
            <numerusform>Muggins: te llevas los %n puntos que se pasaron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Muggins: %1 se lleva %n punto que se pasó.</numerusform>
            <numerusform>Muggins: %1 se lleva los %n puntos que se pasaron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <translation>
            <numerusform>Muggins: %1 se lleva %n punto que se pasó.</numerusform>
            <numerusform>Muggins: %1 se lleva los %n puntos que se pasaron.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Three for last: you peg %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Tres por la última: te anotas %n.</numerusform>
            <numerusform>Tres por la última: te anotas %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage; %1 is a name</comment>
        <translation>
            <numerusform>Tres por la última: %1 se anota %n.</numerusform>
            <numerusform>Tres por la última: %1 se anota %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Tres por la última: %1 se anota %n.</numerusform>
            <numerusform>Tres por la última: %1 se anota %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 to %2</source>
        <comment>a game&apos;s final score</comment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You and your partner win the game, %1.</source>
        <translation>Ganas la partida con tu compañero, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win the game, %1: %2.</source>
        <translation>Ganas la partida con tu compañero, %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the game, %1.</source>
        <translation>Ganas la partida, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game, %1: %2.</source>
        <translation>Ganas la partida, %1: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 win the game, %3.</source>
        <translation>%1 y %2 ganan la partida, %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 win the game, %3: %4.</source>
        <translation>%1 y %2 ganan la partida, %3: %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the game, %1.</source>
        <translation>Tus rivales ganan la partida, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponents win the game, %1: %2.</source>
        <translation>Tus rivales ganan la partida, %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the game, %2.</source>
        <translation>%1 gana la partida, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game, %2: %3.</source>
        <translation>%1 gana la partida, %2: %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win the match, %1 games to %2.</source>
        <translation>Ganas la serie con tu compañero, %1 partidas a %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match, %1 games to %2.</source>
        <translation>Ganas la serie, %1 partidas a %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 win the match, %3 games to %4.</source>
        <translation>%1 y %2 ganan la serie, %3 partidas a %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the match, %1 games to %2.</source>
        <translation>Tus rivales ganan la serie, %1 partidas a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match, %2 games to %3.</source>
        <translation>%1 gana la serie, %2 partidas a %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ui/qml/Table.qml" line="+96"/>
        <source>the starter</source>
        <translation>la inicial</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>starter</source>
        <translation>inicial</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The count is %1.</source>
        <translation>La cuenta va en %1.</translation>
    </message>
</context>
<context>
    <name>TableSettings</name>
    <message>
        <location filename="../ui/qml/TableSettings.qml" line="+35"/>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it costs over %1 points</source>
        <translation>Cuando cueste más de %1 puntos</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The new language is spoken when the game starts again.</source>
        <translation>El nuevo idioma se verá la próxima vez que abras el juego.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Animations</source>
        <translation>Animaciones</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Instantáneas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card backs</source>
        <translation>Dorsos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour deck</source>
        <translation>Baraja de cuatro colores</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the system&apos;s</source>
        <translation>Como el del sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>text size</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Máximo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hints (H)</source>
        <translation>Pistas (H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tell me when I go wrong</source>
        <translation>Avisarme cuando me equivoque</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../qml/Theme.qml" line="+64"/>
        <source>Royal blue</source>
        <translation>Azul real</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic red</source>
        <translation>Rojo clásico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green ornament</source>
        <translation>Adorno verde</translation>
    </message>
</context>
<context>
    <name>WinWords</name>
    <message>
        <location filename="../ui/src/words/win_words.cpp" line="+10"/>
        <source>Lurch</source>
        <translation>Lurch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Skunk</source>
        <translation>Skunk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double skunk</source>
        <translation>Doble skunk</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a lurch, worth %n game(s)</source>
        <translation>
            <numerusform>un lurch, que vale %n partida</numerusform>
            <numerusform>un lurch, que vale %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a skunk, worth %n game(s)</source>
        <translation>
            <numerusform>un skunk, que vale %n partida</numerusform>
            <numerusform>un skunk, que vale %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a double skunk, worth %n game(s)</source>
        <translation>
            <numerusform>un doble skunk, que vale %n partida</numerusform>
            <numerusform>un doble skunk, que vale %n partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GameSession</name>
    <message>
        <location filename="../ui/src/game_session.cpp" line="+231"/>
        <source>A name needs at least one letter.</source>
        <translation>Un nombre necesita al menos una letra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is already a player called %1: choose another name.</source>
        <translation>Ya hay un jugador llamado %1: elige otro nombre.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GameSettings</name>
    <message>
        <location filename="../ui/src/game_settings_file.cpp" line="+49"/>
        <source>Your settings cannot be kept: %1, where they belong, is not a folder. The game uses its own settings, and your changes hold until you close it.</source>
        <translation>Tus ajustes no se pueden guardar: %1, donde deben estar, no es una carpeta. El juego usa sus propios ajustes, y tus cambios valen hasta que lo cierres.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>Your settings could not be read, so the game uses its own this time.</source>
        <translation>No se pudieron leer tus ajustes, así que esta vez el juego usa los suyos.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Your settings could not be read, so the game starts from its own. The file was kept as %1.</source>
        <translation>No se pudieron leer tus ajustes, así que el juego empieza con los suyos. El archivo se conservó como %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be opened, so the game starts from its own. What was there was moved aside as it was, to %1.</source>
        <translation>No se pudieron abrir tus ajustes, así que el juego empieza con los suyos. Lo que había se apartó tal como estaba, a %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your settings could not be saved to %1. Your changes hold until you close the game, and it tries again at your next change: free some space on the disk, or check that the folder may be written to.</source>
        <translation>No se pudieron guardar tus ajustes en %1. Tus cambios valen hasta que cierres el juego, y este lo intenta de nuevo en tu próximo cambio: libera espacio en el disco o comprueba que se puede escribir en la carpeta.</translation>
    </message>
    <message>
        <location filename="../ui/src/game_settings.cpp" line="+106"/>
        <source>System</source>
        <comment>the language setting: the system&apos;s language</comment>
        <translation>Sistema</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GamesModel</name>
    <message>
        <location filename="../ui/src/library/games_model.cpp" line="+14"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer</source>
        <translation>Máquina</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n players, to %1</source>
        <translation>
            <numerusform>%n jugadores, a %1</numerusform>
            <numerusform>%n jugadores, a %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, muggins</source>
        <translation>%1, Muggins</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not finished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won</source>
        <translation>Ganaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Perdiste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1 puntos perdidos en %n mano revisada</numerusform>
            <numerusform>%1 puntos perdidos en %n manos revisadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1: %2 puntos perdidos en %n mano revisada</numerusform>
            <numerusform>%1: %2 puntos perdidos en %n manos revisadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::Library</name>
    <message>
        <location filename="../ui/src/library/library.cpp" line="+73"/>
        <source>The game could not be written to %1.</source>
        <translation>No se pudo escribir la partida en %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no record to import: paste one, or name its file.</source>
        <translation>No hay ningún registro que importar: pega uno, o escribe el nombre de su archivo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The record could not be imported, and nothing of it was kept. Line %1: %2</source>
        <translation>No se pudo importar el registro, y no se guardó nada de él. Línea %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record could not be imported, and nothing of it was kept: %1</source>
        <translation>No se pudo importar el registro, y no se guardó nada de él: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file %1 could not be opened.</source>
        <translation>No se pudo abrir el archivo %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is too large to be a game&apos;s record.</source>
        <translation>El archivo %1 es demasiado grande para ser el registro de una partida.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::RuleExamples</name>
    <message>
        <location filename="../ui/src/rule_examples.cpp" line="+71"/>
        <source>8 and 7 make fifteen; the second 7 pairs; the 6 makes no run, since a 7 is doubled among 8-7-7-6.</source>
        <translation>8 y 7 hacen quince; el segundo 7 hace par; el 6 no hace escalera, porque hay un 7 repetido en 8-7-7-6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>9 and 6 make fifteen; the 7 completes the run 6-7-8-9, laid out of order.</source>
        <translation>9 y 6 hacen quince; el 7 completa la escalera 6-7-8-9, puesta en desorden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king between them breaks the run 3-4-5.</source>
        <translation>El rey en medio rompe la escalera 3-4-5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pair; the third 5 makes both fifteen and a pair royal.</source>
        <translation>Un par; el tercer 5 hace a la vez quince y un trío.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::TurnDriver</name>
    <message>
        <location filename="../ui/src/prompt_text.cpp" line="+30"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <comment>%1 is a name</comment>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <translation>Esperando a %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the screen to %1. Every hand is face down until %1 is ready.</source>
        <translation>Pasa la pantalla a %1. Todas las manos siguen boca abajo hasta que %1 esté listo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, cut the pack: the lowest card deals.</source>
        <translation>%1, corta el mazo: reparte quien saque la carta más baja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, cut the pack for the starter.</source>
        <translation>%1, corta el mazo para la inicial.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cut the pack: the lowest card deals.</source>
        <translation>Corta el mazo: reparte quien saque la carta más baja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut the pack for the starter.</source>
        <translation>Corta el mazo para la inicial.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your deal.</source>
        <translation>Te toca repartir.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your deal, %1.</source>
        <translation>%1, te toca repartir.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1, choose %n card(s) for your crib (%2 chosen).</source>
        <translation>
            <numerusform>%1, elige %n carta para tu crib (elegidas: %2).</numerusform>
            <numerusform>%1, elige %n cartas para tu crib (elegidas: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <comment>%2 is a name</comment>
        <translation>
            <numerusform>%1, elige %n carta para el crib de %2 (elegidas: %3).</numerusform>
            <numerusform>%1, elige %n cartas para el crib de %2 (elegidas: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <translation>
            <numerusform>%1, elige %n carta para el crib de %2 (elegidas: %3).</numerusform>
            <numerusform>%1, elige %n cartas para el crib de %2 (elegidas: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) for your crib (%1 chosen).</source>
        <translation>
            <numerusform>Elige %n carta para tu crib (elegidas: %1).</numerusform>
            <numerusform>Elige %n cartas para tu crib (elegidas: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) for the crib of %1 (%2 chosen).</source>
        <translation>
            <numerusform>Elige %n carta para el crib de %1 (elegidas: %2).</numerusform>
            <numerusform>Elige %n cartas para el crib de %1 (elegidas: %2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your turn, %1: play a card.</source>
        <translation>Te toca, %1: juega una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>Te toca: juega una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, no card of yours fits under 31: say Go.</source>
        <translation>%1, ninguna carta tuya cabe bajo 31: di «paso».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card of yours fits under 31: say Go.</source>
        <translation>Ninguna carta tuya cabe bajo 31: di «paso».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, count your cards.</source>
        <translation>%1, cuenta tus cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your cards.</source>
        <translation>Cuenta tus cartas.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 se anota %n punto.</numerusform>
            <numerusform>%1 se anota %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hands are counted.</source>
        <translation>Las manos están contadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La serie ha terminado.</translation>
    </message>
</context>
</TS>
