<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/qml/AboutDialog.qml" line="+19"/>
        <source>About Cribbage</source>
        <translation>Informazioni su Cribbage</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cribbage %1, on Qt %2</source>
        <translation>Cribbage %1, su Qt %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a part to read its licence:</source>
        <translation>Scegli una parte per leggerne la licenza:</translation>
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
        <translation>licenza MIT</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The game, its computer players and its card art, by the Cribbage developers.</source>
        <translation>Il gioco, i suoi giocatori automatici e le illustrazioni delle carte, degli sviluppatori di Cribbage.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GNU LGPL version 3</source>
        <translation>GNU LGPL versione 3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window, the table and its animations. Qt is linked as shared libraries, which you may replace with your own build of Qt; its source is at https://download.qt.io/.</source>
        <translation>La finestra, il tavolo e le sue animazioni. Qt è collegato come librerie condivise, che puoi sostituire con una tua compilazione di Qt; il sorgente è su https://download.qt.io/.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads and writes the saved game.</source>
        <translation>Legge e scrive la partita salvata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 3-clause licence</source>
        <translation>licenza BSD a 3 clausole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the command line of cribbage-cli, the game on the command line, which is installed beside it.</source>
        <translation>Legge la riga di comando di cribbage-cli, il gioco da riga di comando, installato insieme a questo.</translation>
    </message>
</context>
<context>
    <name>BoardMarkings</name>
    <message>
        <location filename="../qml/BoardMarkings.qml" line="+46"/>
        <source>SKUNK</source>
        <translatorcomment>Skunk and lurch: the English words are kept, as Board Game Arena&apos;s Italian rules do for &apos;skunk&apos;; their &apos;barcollato&apos; (lurched) and &apos;doppia puzzola&apos; (double skunk) are machine translations.</translatorcomment>
        <translation>SKUNK</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+9"/>
        <source>LURCH</source>
        <translation>LURCH</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <location filename="../qml/Card.qml" line="+38"/>
        <source>a card face down</source>
        <translation>una carta coperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>non si può giocare ora</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>selected</source>
        <translation>selezionata</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <location filename="../ui/src/words/card_words.cpp" line="+29"/>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>picche</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s rank and suit: seven of hearts</comment>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message>
        <location filename="../ui/src/words/claim_words.cpp" line="+10"/>
        <source>You claimed %1.</source>
        <comment>muggins: the points claimed for a hand</comment>
        <translation>Hai dichiarato %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claimed %2.</source>
        <comment>muggins: the points claimed for a hand</comment>
        <translation>%1 ha dichiarato %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took %1 by muggins.</source>
        <comment>the points missed in a count</comment>
        <translation>Hai preso %1 per muggins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took %2 by muggins.</source>
        <comment>the points missed in a count</comment>
        <translation>%1 ha preso %2 per muggins.</translation>
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
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
</context>
<context>
    <name>CountDialog</name>
    <message>
        <location filename="../ui/qml/CountDialog.qml" line="+80"/>
        <source>How many points are your cards worth?</source>
        <translation>Quanti punti valgono le tue carte?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count them with the starter. Points you miss, the computer may take.</source>
        <translation>Contale con lo starter. I punti che dimentichi, il computer può prenderli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count them with the starter. Points you miss, your opponents may take.</source>
        <translation>Contale con lo starter. I punti che dimentichi, gli avversari possono prenderli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the count: whoever sees points missed may call muggins and take them. Then the computer judges it.</source>
        <translation>Controlla il conteggio: chi vede dei punti dimenticati può chiamare muggins e prenderli. Poi lo giudica il computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the count: if it missed points, call muggins and take them.</source>
        <translation>Controlla il conteggio: se ha dimenticato dei punti, chiama muggins e prendili.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Claim</source>
        <comment>the points counted in a hand</comment>
        <translation>Dichiara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Accept</source>
        <comment>a count claimed by another player</comment>
        <translation>Accetta</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Muggins!</source>
        <translation>Muggins!</translation>
    </message>
</context>
<context>
    <name>CountWords</name>
    <message>
        <location filename="../ui/src/words/count_words.cpp" line="+13"/>
        <source>zero</source>
        <translation>zero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>undici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>dodici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirteen</source>
        <translation>tredici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourteen</source>
        <translation>quattordici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifteen</source>
        <translation>quindici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixteen</source>
        <translation>sedici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventeen</source>
        <translation>diciassette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighteen</source>
        <translation>diciotto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nineteen</source>
        <translation>diciannove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty</source>
        <translation>venti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-one</source>
        <translation>ventuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-two</source>
        <translation>ventidue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-three</source>
        <translation>ventitré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-four</source>
        <translation>ventiquattro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-five</source>
        <translation>venticinque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-six</source>
        <translation>ventisei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-seven</source>
        <translation>ventisette</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-eight</source>
        <translation>ventotto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-nine</source>
        <translation>ventinove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty</source>
        <translation>trenta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one</source>
        <translation>trentuno</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+52"/>
        <source>fifteen %1</source>
        <translatorcomment>The cadence of Board Game Arena&apos;s Italian rules: &apos;Quindici 2, quindici 4, quindici 6, quindici 8 e 8 ... fa 16&apos;. &apos;fa&apos; (makes) gives the running total.</translatorcomment>
        <translation>quindici %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a pair is %1</source>
        <translation>una coppia fa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pair royal is %1</source>
        <translatorcomment>Pair royal: &apos;tris&apos;, what Italian card players call three of a kind. Board Game Arena&apos;s Italian rules have &apos;coppia reale&apos; (word for word) and &apos;tripletta&apos;.</translatorcomment>
        <translation>un tris fa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a double pair royal is %1</source>
        <translatorcomment>Double pair royal: &apos;poker&apos;, what Italian card players call four of a kind. Board Game Arena&apos;s Italian rules also say &apos;doppia coppia&apos;, which means two pair in Italian: avoided.</translatorcomment>
        <translation>un poker fa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of %1 is %2</source>
        <translatorcomment>Run: &apos;scala&apos;, the Italian card players&apos; word for a sequence (Board Game Arena&apos;s Italian rules use &apos;sequenza&apos; and &apos;scala&apos;; their &apos;corsa&apos;, &apos;pista&apos;, &apos;giro&apos; are machine translations).</translatorcomment>
        <translation>una scala di %1 fa %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flush of %1 is %2</source>
        <translatorcomment>Flush: &apos;colore&apos;, as in Italian poker; Board Game Arena&apos;s Italian rules say &apos;Sciacquone&apos; (a toilet flush), a machine translation.</translatorcomment>
        <translation>un colore di %1 fa %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>his nobs is %1</source>
        <translatorcomment>His nobs: &apos;il fante del seme&apos; (the jack of the starter&apos;s suit), as the rules describe it; Board Game Arena&apos;s Italian rules keep the English &apos;His Nobs&apos;, which no Italian sentence can take (i18n/glossary.md).</translatorcomment>
        <translation>il fante del seme fa %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+68"/>
        <source>%1 more is %2</source>
        <translation>più %1 fa %2</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>nineteen</source>
        <comment>a hand worth nothing, as players say it</comment>
        <translatorcomment>The English players&apos; joke (a hand of nothing is &apos;nineteen&apos;, a score no hand can make) is not known to Italian players: &apos;niente&apos; (nothing).</translatorcomment>
        <translation>niente</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>thirty-one for %1</source>
        <translatorcomment>&apos;per&apos; is how Board Game Arena&apos;s Italian rules say &apos;for&apos; in scoring (&apos;uno per il GO&apos;, &apos;8 per il doppio giro&apos;).</translatorcomment>
        <translation>trentuno per %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair for %1</source>
        <translation>una coppia per %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair royal for %1</source>
        <translatorcomment>Pair royal: &apos;tris&apos;, what Italian card players call three of a kind. Board Game Arena&apos;s Italian rules have &apos;coppia reale&apos; (word for word) and &apos;tripletta&apos;.</translatorcomment>
        <translation>un tris per %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a double pair royal for %1</source>
        <translatorcomment>Double pair royal: &apos;poker&apos;, what Italian card players call four of a kind. Board Game Arena&apos;s Italian rules also say &apos;doppia coppia&apos;, which means two pair in Italian: avoided.</translatorcomment>
        <translation>un poker per %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a run of %1 for %2</source>
        <translatorcomment>Run: &apos;scala&apos;, the Italian card players&apos; word for a sequence (Board Game Arena&apos;s Italian rules use &apos;sequenza&apos; and &apos;scala&apos;; their &apos;corsa&apos;, &apos;pista&apos;, &apos;giro&apos; are machine translations).</translatorcomment>
        <translation>una scala di %1 per %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one for the go</source>
        <translatorcomment>Go: kept in English, as Board Game Arena&apos;s Italian rules do (&apos;GO&apos;).</translatorcomment>
        <translation>uno per il Go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one for the go makes %1</source>
        <translation>uno per il Go fa %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one for last card</source>
        <translation>uno per l&apos;ultima carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one for last card makes %1</source>
        <translation>uno per l&apos;ultima carta fa %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two for his heels</source>
        <translatorcomment>His heels: &apos;il fante girato&apos; (the jack turned up), &apos;due per il fante girato&apos;; Board Game Arena&apos;s Italian rules keep the English &apos;His Heels&apos;, which read as English mid-sentence (i18n/glossary.md).</translatorcomment>
        <translation>due per il fante girato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>three for last</source>
        <comment>five-card cribbage: the pone&apos;s 3 at the first deal of a game</comment>
        <translation>tre per l&apos;ultima</translation>
    </message>
</context>
<context>
    <name>DealLogView</name>
    <message>
        <location filename="../ui/qml/DealLogView.qml" line="+30"/>
        <source>This deal</source>
        <translatorcomment>Deal: &apos;mano&apos;, as Board Game Arena&apos;s Italian rules say (&apos;distribuisce la prima mano&apos;).</translatorcomment>
        <translation>Questa mano</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <location filename="../ui/qml/DealerButton.qml" line="+19"/>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translatorcomment>M for &apos;mazziere&apos; (dealer).</translatorcomment>
        <translation>M</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <location filename="../ui/qml/Deck.qml" line="+27"/>
        <source>the pack</source>
        <translation>il mazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose where to cut; Enter cuts</source>
        <translation>Sinistra e Destra scelgono dove tagliare; Invio taglia</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <location filename="../ui/src/library/game_library.cpp" line="+199"/>
        <source>Your games cannot be kept: the folder %1 could not be made.</source>
        <translation>Le tue partite non possono essere conservate: non è stato possibile creare la cartella %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your library of games could not be read, nor moved aside: it stays at %1 as it was, and no game is kept until it is moved.</source>
        <translation>Non è stato possibile leggere il tuo archivio delle partite, né spostarlo: resta in %1 com&apos;era, e nessuna partita viene conservata finché non viene spostato.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your library of games could not be read, so a new one was started. The old one was kept as %1.</source>
        <translation>Non è stato possibile leggere il tuo archivio delle partite, quindi ne è stato iniziato uno nuovo. Quello vecchio è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your library of games was made by a newer version of this game: its games are listed, but no new game is kept in it.</source>
        <translation>Il tuo archivio delle partite è stato creato da una versione più recente di questo gioco: le sue partite sono elencate, ma non vi si conserva nessuna partita nuova.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your library of games could not be opened, so no game is kept.</source>
        <translation>Non è stato possibile aprire il tuo archivio delle partite, quindi nessuna partita viene conservata.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 The disk is full: free some space. The games kept before are safe.</source>
        <translation>%1 Il disco è pieno: libera un po&apos; di spazio. Le partite conservate prima sono al sicuro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 The library at %2 may not be written to. The games kept before are safe.</source>
        <translation>%1 Non si può scrivere nell&apos;archivio delle partite %2. Le partite conservate prima sono al sicuro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 The library at %2 is damaged: it is set aside and a new one started the next time the game starts.</source>
        <translation>%1 L&apos;archivio delle partite %2 è danneggiato: sarà messo da parte e ne sarà iniziato uno nuovo al prossimo avvio del gioco.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 The library at %2 could not be written. The games kept before are safe.</source>
        <translation>%1 Non è stato possibile scrivere l&apos;archivio delle partite %2. Le partite conservate prima sono al sicuro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game could not be kept in your library.</source>
        <translation>Non è stato possibile conservare questa partita nel tuo archivio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>%1 The library could not be opened.</source>
        <translation>%1 Non è stato possibile aprire l&apos;archivio delle partite.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The game could not be deleted.</source>
        <translation>Non è stato possibile eliminare la partita.</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../ui/qml/GameMenu.qml" line="+22"/>
        <source>&amp;Game</source>
        <translatorcomment>Game: &apos;partita&apos;; match (a series of games): &apos;incontro&apos;.</translatorcomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New &amp;match</source>
        <translation>Nuovo &amp;incontro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Settings…</source>
        <translation>I&amp;mpostazioni…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hints</source>
        <translation>&amp;Suggerimenti</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Games…</source>
        <translation>&amp;Le partite giocate…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counting &amp;practice…</source>
        <translation>Esercizio di &amp;conteggio…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Review the last deal…</source>
        <translation>&amp;Rivedi l&apos;ultima mano…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <location filename="../ui/qml/GamesDialog.qml" line="+24"/>
        <location line="+165"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Order</source>
        <translation>Ordine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first</source>
        <translation>Prima le più recenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest first</source>
        <translation>Prima le più vecchie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most points lost first</source>
        <translation>Prima quelle con più punti persi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points lost first</source>
        <translation>Prima quelle con meno punti persi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone</source>
        <translation>Chiunque</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any level</source>
        <translation>Qualsiasi livello</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Qualsiasi risultato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by a person</source>
        <translation>Vinta da una persona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the computer</source>
        <translation>Vinta dal computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not finished</source>
        <translation>Non finita</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any table</source>
        <translation>Qualsiasi tavolo</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any length</source>
        <translation>Qualsiasi lunghezza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To %1</source>
        <translation>A %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At any time</source>
        <translation>In qualsiasi momento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Oggi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last 7 days</source>
        <translation>Negli ultimi 7 giorni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last month</source>
        <translation>Nell&apos;ultimo mese</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last year</source>
        <translation>Nell&apos;ultimo anno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No game is listed: play one, or change the filters.</source>
        <translation>Nessuna partita in elenco: giocane una, o cambia i filtri.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
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
        <translation>&amp;Copia la trascrizione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s record was copied.</source>
        <translation>La trascrizione della partita è stata copiata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save record…</source>
        <translation>&amp;Salva la trascrizione…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game?</source>
        <translation>Eliminare questa partita?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game was deleted.</source>
        <translation>La partita è stata eliminata.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game and its record are removed from your library for good.</source>
        <translation>La partita e la sua trascrizione vengono tolte dal tuo archivio per sempre.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game&apos;s record</source>
        <translation>Salva la trascrizione della partita</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game&apos;s record was saved to %1.</source>
        <translation>La trascrizione della partita è stata salvata in %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <location line="+64"/>
        <location line="+1"/>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Import a game</source>
        <translation>Importa una partita</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>The game was imported.</source>
        <translation>La partita è stata importata.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Paste a game&apos;s record here, or give the name of its file.</source>
        <translation>Incolla qui la trascrizione di una partita, o scrivi il nome del suo file.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Record</source>
        <translation>Trascrizione</translation>
    </message>
</context>
<context>
    <name>GuideCallout</name>
    <message>
        <location filename="../ui/qml/GuideCallout.qml" line="+139"/>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Back to your game</source>
        <translation>Torna alla tua partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the guide</source>
        <translation>Esci dalla guida</translation>
    </message>
</context>
<context>
    <name>GuideOfferDialog</name>
    <message>
        <location filename="../ui/qml/GuideOfferDialog.qml" line="+14"/>
        <source>New to cribbage?</source>
        <translation>Non hai mai giocato a cribbage?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play a guided first game: one deal against the computer, each step explained as it comes. You can leave it at any moment, and take it again from the Help menu.</source>
        <translation>Gioca una prima partita guidata: una mano contro il computer, con ogni passo spiegato quando arriva. Puoi lasciarla in qualsiasi momento e rifarla dal menu Aiuto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the guided game</source>
        <translation>Inizia la partita guidata</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <location filename="../ui/src/words/guide_words.cpp" line="+12"/>
        <source>The cut for deal</source>
        <translation>Il taglio per la distribuzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying away to the crib</source>
        <translation>Mettere carte nel crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The starter</source>
        <translation>Lo starter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The play</source>
        <translation>Il gioco delle carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the pone&apos;s hand</source>
        <translation>Il conteggio: la mano del non mazziere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the dealer&apos;s hand</source>
        <translation>Il conteggio: la mano del mazziere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the crib</source>
        <translation>Il conteggio: il crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the deal</source>
        <translation>La fine della mano</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First you and the computer each cut the pack: the lower card deals (the ace is the lowest). Click the pack where you want to cut it, or choose the place with the arrow keys and press Enter.</source>
        <translation>Prima tu e il computer tagliate il mazzo: distribuisce chi ha la carta più bassa (l&apos;asso è la più bassa). Fai clic sul mazzo dove vuoi tagliare, oppure scegli il punto con le frecce e premi Invio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal the cards: each of you gets six.</source>
        <translation>Distribuisci le carte: sei a testa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cut the lower card, so you deal. The dealer owns the crib: four more cards, counted for the dealer at the end of the deal.</source>
        <translation>Hai tagliato la carta più bassa, quindi distribuisci tu. Il crib è del mazziere: altre quattro carte, contate per il mazziere alla fine della mano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cut the lower card, so it deals six cards to each of you. The dealer owns the crib: four more cards, counted for the dealer at the end of the deal.</source>
        <translation>Il computer ha tagliato la carta più bassa, quindi distribuisce sei carte a testa. Il crib è del mazziere: altre quattro carte, contate per il mazziere alla fine della mano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lay two of your six cards away to the crib. The crib is yours because you deal, so its points will be yours: give it cards that score together, such as a pair, a five, or two cards that make fifteen. Click two cards, then Lay away.</source>
        <translation>Metti due delle tue sei carte nel crib. Il crib è tuo perché distribuisci, quindi i suoi punti saranno tuoi: dagli carte che fanno punti insieme, come una coppia, un cinque o due carte che fanno quindici. Fai clic su due carte, poi su Metti nel crib.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay two of your six cards away to the crib. The crib is the computer&apos;s because it deals, so its points will go to the computer: give it cards that do not score together (no fives, no pairs, no two cards that make fifteen). Click two cards, then Lay away.</source>
        <translation>Metti due delle tue sei carte nel crib. Il crib è del computer perché distribuisce lui, quindi i suoi punti andranno al computer: dagli carte che non fanno punti insieme (niente cinque, niente coppie, niente due carte che fanno quindici). Fai clic su due carte, poi su Metti nel crib.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who does not deal, the pone, cuts the pack and the dealer turns up the starter: a fifth card for every hand and for the crib in the show. You are the pone: cut the pack.</source>
        <translation>Il giocatore che non distribuisce, il non mazziere, taglia il mazzo e il mazziere scopre lo starter: una quinta carta per ogni mano e per il crib nel conteggio. Il non mazziere sei tu: taglia il mazzo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player who does not deal, the pone, cuts the pack and the dealer turns up the starter: a fifth card for every hand and for the crib in the show.</source>
        <translation>Il giocatore che non distribuisce, il non mazziere, taglia il mazzo e il mazziere scopre lo starter: una quinta carta per ogni mano e per il crib nel conteggio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now you take turns laying one card at a time, the pone first, and say the total so far: the count. It may not pass 31. A count of exactly 15 pegs 2, a card of the same rank as the one before it pegs 2 for a pair, and the last three or more cards in a run of ranks peg 1 each. Who cannot play without passing 31 says Go.</source>
        <translation>Ora giocate a turno una carta alla volta, prima il non mazziere, e dite il totale: il conteggio. Non può superare 31. Un conteggio di esattamente 15 vale 2, una carta dello stesso valore della precedente vale 2 per la coppia, e le ultime tre o più carte in scala valgono 1 ciascuna. Chi non può giocare senza superare 31 dice Go.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards are played out; now each hand is counted with the starter, the pone&apos;s first: the computer&apos;s, since it did not deal. Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and the jack of the starter&apos;s suit 1.</source>
        <translation>Le carte sono state giocate; ora ogni mano si conta con lo starter, prima quella del non mazziere: quella del computer, perché non ha distribuito. Ogni quindici vale 2, le coppie 2, le scale 1 a carta, quattro carte dello stesso seme 4, e il fante del seme dello starter 1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards are played out; now each hand is counted with the starter, the pone&apos;s first: yours, since you did not deal. Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and the jack of the starter&apos;s suit 1.</source>
        <translation>Le carte sono state giocate; ora ogni mano si conta con lo starter, prima quella del non mazziere: la tua, perché non hai distribuito. Ogni quindici vale 2, le coppie 2, le scale 1 a carta, quattro carte dello stesso seme 4, e il fante del seme dello starter 1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then the dealer&apos;s hand: yours. The pone counts first because near the end of a game the pone may reach the winning score before the dealer counts.</source>
        <translation>Poi la mano del mazziere: la tua. Il non mazziere conta per primo perché verso la fine della partita può raggiungere il punteggio vincente prima che conti il mazziere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then the dealer&apos;s hand: the computer&apos;s. The pone counts first because near the end of a game the pone may reach the winning score before the dealer counts.</source>
        <translation>Poi la mano del mazziere: quella del computer. Il non mazziere conta per primo perché verso la fine della partita può raggiungere il punteggio vincente prima che conti il mazziere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last the crib, with the starter, for the dealer: you. It counts like a hand, except that a flush needs the starter of the same suit too.</source>
        <translation>Infine il crib, con lo starter, per il mazziere: tu. Si conta come una mano, tranne che il colore richiede anche lo starter dello stesso seme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last the crib, with the starter, for the dealer: the computer. It counts like a hand, except that a flush needs the starter of the same suit too.</source>
        <translation>Infine il crib, con lo starter, per il mazziere: il computer. Si conta come una mano, tranne che il colore richiede anche lo starter dello stesso seme.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That was a whole deal. A game goes on deal after deal, the deal passing from one player to the other, until someone pegs 121. Back to your game ends the guide and takes you back to your own game; you can take this guide again from the Help menu.</source>
        <translation>Questa era una mano completa. Una partita prosegue mano dopo mano, con la distribuzione che passa da un giocatore all&apos;altro, finché qualcuno arriva a 121. Torna alla tua partita chiude la guida e ti riporta alla tua partita; puoi rifare questa guida dal menu Aiuto.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The starter is a jack: the dealer pegs 2 for his heels at once.</source>
        <translation>Lo starter è un fante: il mazziere segna subito 2 per il fante girato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Had the starter been a jack, the dealer would have pegged 2 for his heels at once.</source>
        <translation>Se lo starter fosse stato un fante, il mazziere avrebbe segnato subito 2 per il fante girato.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A count of exactly 15 pegs 2.</source>
        <translation>Un conteggio di esattamente 15 vale 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count of exactly 31 pegs 2, and the count starts again from 0.</source>
        <translation>Un conteggio di esattamente 31 vale 2, e il conteggio riparte da 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card of the same rank as the card before it makes a pair: 2.</source>
        <translation>Una carta dello stesso valore della precedente fa coppia: 2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three cards of one rank in a row make a pair royal: 6.</source>
        <translation>Tre carte di seguito dello stesso valore fanno un tris: 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four cards of one rank in a row make a double pair royal: 12.</source>
        <translation>Quattro carte di seguito dello stesso valore fanno un poker: 12.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last cards played make a run of ranks, in any order: 1 a card.</source>
        <translation>Le ultime carte giocate fanno una scala, in qualsiasi ordine: 1 a carta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody could play on, so the last card pegs 1 for the go and the count starts again from 0.</source>
        <translation>Nessuno poteva continuare, quindi l&apos;ultima carta vale 1 per il Go e il conteggio riparte da 0.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last card of the play pegs 1.</source>
        <translation>L&apos;ultima carta del gioco vale 1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Go: that player cannot lay a card without passing 31. The other lays as many cards as fit and pegs 1 for the last.</source>
        <translation>Go: quel giocatore non può giocare una carta senza superare 31. L&apos;altro gioca tutte le carte che può e segna 1 per l&apos;ultima.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../ui/qml/HelpMenu.qml" line="+15"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Guided first game…</source>
        <translation>Prima partita &amp;guidata…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Cribbage</source>
        <translation>&amp;Informazioni su Cribbage</translation>
    </message>
</context>
<context>
    <name>HintMark</name>
    <message>
        <location filename="../ui/qml/HintMark.qml" line="+20"/>
        <source>hint</source>
        <translation>consiglio</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../ui/qml/HintPanel.qml" line="+46"/>
        <source>Hints: lay away</source>
        <translation>Suggerimenti: scarto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hints: play</source>
        <translation>Suggerimenti: gioco</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The words of the hints, and the rules</source>
        <translation>Le parole dei suggerimenti, e le regole</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Pone&lt;/b&gt;: the player who does not deal. The pone lays away into the dealer&apos;s crib, so gives it cards that score little.</source>
        <translation>&lt;b&gt;Non mazziere&lt;/b&gt;: il giocatore che non distribuisce. Scarta nel crib del mazziere, quindi gli dà carte che valgono poco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Crib&lt;/b&gt;: the cards laid away, counted for the dealer after the hands. In a hint it is added when the crib is yours and taken off (−) when it is an opponent&apos;s.</source>
        <translation>&lt;b&gt;Crib&lt;/b&gt;: le carte scartate, contate per il mazziere dopo le mani. In un suggerimento si somma quando il crib è tuo e si toglie (−) quando è di un avversario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Starter&lt;/b&gt;: the card turned up after laying away, a fifth card for every hand and the crib.</source>
        <translation>&lt;b&gt;Starter&lt;/b&gt;: la carta scoperta dopo lo scarto, una quinta carta per ogni mano e per il crib.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Pegging&lt;/b&gt;: the points of the play, as the cards are laid.</source>
        <translation>&lt;b&gt;Punti del gioco&lt;/b&gt;: quelli che si segnano man mano che si posano le carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Ten-card&lt;/b&gt;: a 10, jack, queen or king, each counted 10.</source>
        <translation>&lt;b&gt;Carta da dieci&lt;/b&gt;: un 10, un fante, una donna o un re, che valgono 10 ciascuno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Pair royal&lt;/b&gt;: three cards of one rank, 6 points.</source>
        <translation>&lt;b&gt;Tris&lt;/b&gt;: tre carte dello stesso valore, 6 punti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;The points of a hint&lt;/b&gt;: what the choice brings you on average, less what it gives the others; near the end of a game the chance to win comes first.</source>
        <translation>&lt;b&gt;I punti di un suggerimento&lt;/b&gt;: quanto la scelta ti porta in media, meno quanto dà agli altri; verso la fine della partita conta prima la probabilità di vincere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click for the rules.</source>
        <translation>Clicca per le regole.</translation>
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
        <translatorcomment>Pegging: &apos;gioco&apos;, the play, as the rules call it (Board Game Arena&apos;s Italian rules keep &apos;PEGGING&apos;).</translatorcomment>
        <translation>mano %1 · crib %2 · gioco %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>you %1 · opponent %2</source>
        <translation>tu %1 · avversario %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>hand %1 · crib %2</source>
        <translation>mano %1 · crib %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you and your partner %1 · opponents %2</source>
        <translation>tu e il tuo compagno %1 · avversari %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>you %1 · each opponent %2</source>
        <translation>tu %1 · ciascun avversario %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>wins %1% · loses %2%</source>
        <comment>the chances a card wins or loses the game this hand</comment>
        <translation>vince %1% · perde %2%</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>reaches the target %1%</source>
        <comment>the chance a keep reaches the target this hand</comment>
        <translation>arriva al traguardo %1%</translation>
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
        <translation>Tasto: %1</translation>
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
        <translation>%1: Muggins!</translation>
    </message>
</context>
<context>
    <name>MugginsCallers</name>
    <message>
        <location filename="../ui/qml/MugginsCallers.qml" line="+32"/>
        <source>No muggins</source>
        <comment>no one calls muggins on the count</comment>
        <translation>Niente muggins</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/qml/NewGameDialog.qml" line="+70"/>
        <source>Start a new game?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Two: one against the other</source>
        <translation>Due: uno contro l&apos;altro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three: each for themselves</source>
        <translation>Tre: ciascuno per sé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four: two partners against two</source>
        <translation>Quattro: due compagni contro due</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game in progress is abandoned and the match score goes back to nothing.</source>
        <translation>La partita in corso viene abbandonata e il punteggio dell&apos;incontro torna a zero.</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+132"/>
        <source>New match</source>
        <translation>Nuovo incontro</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Players 1 and 3 play as partners against players 2 and 4.</source>
        <translation>I giocatori 1 e 3 giocano in coppia contro i giocatori 2 e 4.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game in progress is abandoned: it counts for no one. The match score stays as it is and the next game is dealt afresh.</source>
        <translation>La partita in corso viene abbandonata e non conta per nessuno. Il punteggio dell&apos;incontro resta com&apos;è e la prossima partita si distribuisce da capo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>NoticeBox</name>
    <message>
        <location filename="../ui/qml/NoticeBox.qml" line="+62"/>
        <source>Dismiss</source>
        <translation>Ho capito</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ui/qml/PassScreen.qml" line="+78"/>
        <source>Pass the screen to %1</source>
        <translation>Passa lo schermo a %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every hand is face down. %1, choose Ready when no one else can see the screen.</source>
        <translation>Tutte le mani sono coperte. %1, scegli «Pronto» quando nessun altro può vedere lo schermo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the hand of %1.</source>
        <translation>Mostra la mano di %1.</translation>
    </message>
</context>
<context>
    <name>PegBoard</name>
    <message>
        <location filename="../qml/PegBoard.qml" line="+18"/>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player 2</source>
        <translation>Giocatore 2</translation>
    </message>
</context>
<context>
    <name>PlayerProgress</name>
    <message>
        <location filename="../qml/PlayerProgress.qml" line="+25"/>
        <source>%1 · wins</source>
        <translation>%1 · vince</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 to go</source>
        <translation>%1 · ancora %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n point(s), the game won</source>
        <comment>a player&apos;s name and score</comment>
        <translation>
            <numerusform>%1: %n punto, partita vinta</numerusform>
            <numerusform>%1: %n punti, partita vinta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s), %2 to go</source>
        <comment>a player&apos;s name, score and the points still to go</comment>
        <translation>
            <numerusform>%1: %n punto, ne mancano %2</numerusform>
            <numerusform>%1: %n punti, ne mancano %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n game(s)</source>
        <comment>games won in the match</comment>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ahead by %1</source>
        <translation>avanti di %1</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../ui/qml/PracticeDialog.qml" line="+38"/>
        <source>Counting practice</source>
        <translation>Esercizio di conteggio</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Starter</source>
        <translatorcomment>Starter: &apos;lo starter&apos;, as Board Game Arena&apos;s Italian rules say; their &apos;antipasto&apos; is a machine translation.</translatorcomment>
        <translation>Starter</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The hand is worth</source>
        <translation>La mano vale</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Check</source>
        <translation>Verifica</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n punto)</numerusform>
            <numerusform>%1 (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing scores in this hand: players call it nineteen, a score no hand can make.</source>
        <translation>Questa mano non fa punti: i giocatori inglesi la chiamano «diciannove», un punteggio che nessuna mano può fare.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Next hand</source>
        <translation>Prossima mano</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/practice_words.cpp" line="+9"/>
        <source>Right: %n point(s).</source>
        <translation>
            <numerusform>Giusto: %n punto.</numerusform>
            <numerusform>Giusto: %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: you said %1, and the hand is worth %n.</source>
        <translation>
            <numerusform>Non proprio: hai detto %1, e la mano vale %n.</numerusform>
            <numerusform>Non proprio: hai detto %1, e la mano vale %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Count the hand with its starter, then press Enter.</source>
        <translation>Conta la mano con il suo starter, poi premi Invio.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n hand(s) right, %2 seconds a hand.</source>
        <translation>
            <numerusform>Giuste %1 su %n mano, %2 secondi a mano.</numerusform>
            <numerusform>Giuste %1 su %n mani, %2 secondi a mano.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptButtons</name>
    <message>
        <location filename="../ui/qml/PromptButtons.qml" line="+38"/>
        <source>Lay away</source>
        <translatorcomment>Crib: &apos;il crib&apos;, the English word, as Italian players say it. Board Game Arena&apos;s Italian rules call it &apos;Presepe&apos; and &apos;Culla&apos;, machine translations (nativity scene, cradle) not used here.</translatorcomment>
        <translation>Metti nel crib</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go</source>
        <translatorcomment>Go: kept in English, as Board Game Arena&apos;s Italian rules do (&apos;GO&apos;).</translatorcomment>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cut</source>
        <translation>Taglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+7"/>
        <location line="+7"/>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+9"/>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Back to your game</source>
        <translation>Torna alla tua partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next game</source>
        <translation>Prossima partita</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>Nuovo incontro</translation>
    </message>
</context>
<context>
    <name>RankWords</name>
    <message>
        <location filename="../ui/src/words/card_words.cpp" line="+7"/>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>aces</source>
        <translatorcomment>Ranks in the plural, after &apos;una coppia di&apos; (a pair of) and &apos;dalla tua coppia di&apos;.</translatorcomment>
        <translation>assi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twos</source>
        <translation>due</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threes</source>
        <translation>tre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fours</source>
        <translation>quattro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fives</source>
        <translation>cinque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sixes</source>
        <translation>sei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sevens</source>
        <translation>sette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eights</source>
        <translation>otto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nines</source>
        <translation>nove</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tens</source>
        <translation>dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jacks</source>
        <translatorcomment>Jack: &apos;fante&apos;, as Board Game Arena&apos;s Italian rules say.</translatorcomment>
        <translation>fanti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queens</source>
        <translatorcomment>Queen: &apos;donna&apos;, the Italian name of the French-suited queen.</translatorcomment>
        <translation>donne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings</source>
        <translation>re</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <location filename="../ui/src/words/reason_words.cpp" line="+35"/>
        <source>Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with the cards the others add.</source>
        <translation>Tiene %1 (%2 in media) e mette %3 nel tuo crib, che vale in media %4 con le carte che aggiungono gli altri.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keeps %1: %2 points on average in the hand.</source>
        <translation>Tiene %1: in media %2 punti in mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1: at least %2 points whatever starter is cut, %3 on average with the starter.</source>
        <translation>Tiene %1: almeno %2 punti qualunque starter esca, in media %3 con lo starter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with the pone&apos;s cards.</source>
        <translatorcomment>Pone: &apos;l&apos;avversario&apos; (the dealer&apos;s opponent); Board Game Arena&apos;s Italian rules say &apos;non mazziere&apos;.</translatorcomment>
        <translation>Tiene %1 (%2 in media) e mette %3 nel tuo crib, che vale in media %4 con le carte dell&apos;avversario.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) but gives the crib the %3: any ten-card makes 15 with it.</source>
        <translation>Tiene %1 (%2 in media) ma dà al crib il %3: ogni carta da dieci ci fa 15.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) but gives the crib a pair of %3.</source>
        <translation>Tiene %1 (%2 in media) ma dà al crib una coppia di %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1 (%2 on average) but gives the crib %3, a fifteen already.</source>
        <translation>Tiene %1 (%2 in media) ma dà al crib %3, già un quindici.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1 (%2 on average) but gives the crib %3, touching cards that make runs.</source>
        <translation>Tiene %1 (%2 in media) ma dà al crib %3, carte vicine che fanno scale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) and gives the crib %3, which seldom score: %4 on average.</source>
        <translation>Tiene %1 (%2 in media) e dà al crib %3, che fanno pochi punti: %4 in media.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1: the chance to reach the target this hand is %2%.</source>
        <translation>Tiene %1: la probabilità di arrivare al traguardo in questa mano è del %2%.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked first: keeping %1 reaches the target this hand more often (%2%) than %3 (%4%), which scores more on average. This close to the end, getting there first counts more than points.</source>
        <translation>In testa: tenere %1 arriva al traguardo in questa mano più spesso (%2%) di %3 (%4%), che in media fa più punti. Così vicino alla fine, arrivare per primi conta più dei punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is the only card you can play.</source>
        <translation>%1 è l&apos;unica carta che puoi giocare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pegs out and wins the game.</source>
        <translation>Con %1 esci e vinci la partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes fifteen for 2.</source>
        <translation>%1 fa quindici per 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes thirty-one for 2.</source>
        <translation>%1 fa trentuno per 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a pair for 2.</source>
        <translation>%1 fa coppia per 2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a pair royal for 6.</source>
        <translatorcomment>Pair royal: &apos;tris&apos;, what Italian card players call three of a kind. Board Game Arena&apos;s Italian rules have &apos;coppia reale&apos; (word for word) and &apos;tripletta&apos;.</translatorcomment>
        <translation>%1 fa tris per 6.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a double pair royal for 12.</source>
        <translatorcomment>Double pair royal: &apos;poker&apos;, what Italian card players call four of a kind. Board Game Arena&apos;s Italian rules also say &apos;doppia coppia&apos;, which means two pair in Italian: avoided.</translatorcomment>
        <translation>%1 fa poker per 12.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a run of %2.</source>
        <translation>%1 fa una scala di %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 is risky: any ten-card makes 15 with it.</source>
        <translation>Aprire con %1 è rischioso: ogni carta da dieci ci fa 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 is safe: no card makes 15 with it.</source>
        <translation>Aprire con %1 è sicuro: nessuna carta ci fa 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 from your pair of %2 can set up a pair royal.</source>
        <translation>Aprire con %1 dalla tua coppia di %2 può preparare un tris.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to 21: any ten-card makes 31.</source>
        <translation>%1 porta il conteggio a 21: ogni carta da dieci fa 31.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to 5: any ten-card makes 15.</source>
        <translation>%1 porta il conteggio a 5: ogni carta da dieci fa 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pairs for 2, but the next player makes a pair royal for 6 with another of the %2.</source>
        <translation>%1 fa coppia per 2, ma il giocatore successivo fa tris per 6 con un&apos;altra carta di %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leading %1 lets the next player make 15 with any of the %2.</source>
        <translation>Aprire con %1 permette al giocatore successivo di fare 15 con qualsiasi carta di %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2: the next player makes 15 with any of the %3.</source>
        <translation>%1 porta il conteggio a %2: il giocatore successivo fa 15 con qualsiasi carta di %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2: the next player makes 31 with any of the %3.</source>
        <translation>%1 porta il conteggio a %2: il giocatore successivo fa 31 con qualsiasi carta di %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2, where no single card makes 15 or 31.</source>
        <translation>%1 porta il conteggio a %2, dove nessuna carta da sola fa 15 o 31.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked first: %1 wins the game more often (%2%) than %3 (%4%), which pegs more on average. This close to the end, winning counts more than points.</source>
        <translation>In testa: %1 vince la partita più spesso (%2%) di %3 (%4%), che in media fa più punti nel gioco. Così vicino alla fine, vincere conta più dei punti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked first: after %1 the opponent wins less often (%2%) than after %3 (%4%), which pegs more on average. This close to the end, not losing counts more than points.</source>
        <translation>In testa: dopo %1 l&apos;avversario vince meno spesso (%2%) che dopo %3 (%4%), che in media fa più punti nel gioco. Così vicino alla fine, non perdere conta più dei punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 brings the count to %2: your partner, next to play, makes 15 with any of the %3.</source>
        <translation>%1 porta il conteggio a %2: il tuo compagno, che gioca ora, fa 15 con qualsiasi carta di %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings the count to %2: your partner, next to play, makes 31 with any of the %3.</source>
        <translation>%1 porta il conteggio a %2: il tuo compagno, che gioca ora, fa 31 con qualsiasi carta di %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings the count to %2, where nobody else can lay a card.</source>
        <translation>%1 porta il conteggio a %2, dove nessun altro può giocare una carta.</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../ui/src/words/refusal_words.cpp" line="+29"/>
        <source>It is not your turn: %1 is to play.</source>
        <comment>%1 is a name</comment>
        <translation>Non è il tuo turno: tocca a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn: %1 is to play.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>Non è il tuo turno: tocca al %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That cannot be done now.</source>
        <translation>Ora non si può fare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are already in the crib.</source>
        <translatorcomment>Crib: &apos;il crib&apos;, the English word, as Italian players say it. Board Game Arena&apos;s Italian rules call it &apos;Presepe&apos; and &apos;Culla&apos;, machine translations (nativity scene, cradle) not used here.</translatorcomment>
        <translation>Le tue carte sono già nel crib.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose %n card(s) for the crib.</source>
        <translation>
            <numerusform>Scegli %n carta per il crib.</numerusform>
            <numerusform>Scegli %n carte per il crib.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold %1.</source>
        <translation>Non hai %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is chosen twice.</source>
        <translation>%1 è scelta due volte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cut between %1 and %2 cards down.</source>
        <translation>Taglia tra %1 e %2 carte dall&apos;alto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 would make the count %2: the count may not pass 31.</source>
        <translation>%1 porterebbe il conteggio a %2: non si può superare 31.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot say Go: %1 can be played.</source>
        <translation>Non puoi dire Go: puoi giocare %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count cannot be less than 0.</source>
        <translation>Il conteggio non può essere sotto 0.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: your cards are not worth %n point(s). Count again.</source>
        <translation>
            <numerusform>Non proprio: le tue carte non valgono %n punto. Ricontale.</numerusform>
            <numerusform>Non proprio: le tue carte non valgono %n punti. Ricontale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Nothing was missed: the count of %n is right.</source>
        <translation>
            <numerusform>Non manca niente: il conteggio di %n è giusto.</numerusform>
            <numerusform>Non manca niente: il conteggio di %n è giusto.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot call muggins on your own count.</source>
        <translation>Non puoi chiamare muggins sul tuo conteggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call muggins on your partner&apos;s count.</source>
        <translation>Non puoi chiamare muggins sul conteggio del tuo compagno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is already won: the next one is dealt as usual.</source>
        <translation>Questa partita è già vinta: la prossima si distribuisce come sempre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>L&apos;incontro è finito.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new match could not begin with these settings.</source>
        <translation>Con queste impostazioni non si può iniziare un nuovo incontro.</translation>
    </message>
</context>
<context>
    <name>RenamePersonDialog</name>
    <message>
        <location filename="../ui/qml/RenamePersonDialog.qml" line="+33"/>
        <source>Rename %1</source>
        <translation>Rinomina %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rename</source>
        <translation>Rinomina</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New name</source>
        <translation>Nuovo nome</translation>
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
        <translation>Tu e il tuo compagno avete vinto l&apos;incontro!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You and your partner win!</source>
        <translation>Tu e il tuo compagno avete vinto!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match!</source>
        <translation>Hai vinto l&apos;incontro!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 win the match</source>
        <translation>%1 e %2 vincono l&apos;incontro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 win</source>
        <translation>%1 e %2 vincono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the match</source>
        <translation>Gli avversari vincono l&apos;incontro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponents win</source>
        <translation>Vincono gli avversari</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match</source>
        <translation>%1 vince l&apos;incontro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 vince</translation>
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
        <translation>Partite vinte: %1 (vince l&apos;incontro chi ne vince per primo %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points: %1 (the first to %2 wins the match)</source>
        <translation>Punti partita: %1 (vince l&apos;incontro chi arriva per primo a %2)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/qml/ReviewDialog.qml" line="+21"/>
        <source>Review of this game</source>
        <translation>Revisione di questa partita</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review yet: the review shows your decisions once you have laid away.</source>
        <translation>Ancora niente da rivedere: la revisione mostra le tue decisioni dopo che hai scartato.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 lost</source>
        <comment>expected points lost</comment>
        <translation>%1 persi</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../ui/src/words/review_words.cpp" line="+18"/>
        <source>You laid away %1, as the Expert would.</source>
        <translation>Hai scartato %1, come farebbe l&apos;Esperto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You laid away %1; the Expert would lay away %2.</source>
        <translation>Hai scartato %1; l&apos;Esperto scarterebbe %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You played %1, as the Expert would.</source>
        <translation>Hai giocato %1, come farebbe l&apos;Esperto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played %1; the Expert would play %2.</source>
        <translation>Hai giocato %1; l&apos;Esperto giocherebbe %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You claimed %n point(s).</source>
        <translation>
            <numerusform>Hai dichiarato %n punto.</numerusform>
            <numerusform>Hai dichiarato %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counted right.</source>
        <translation>Contato bene.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You missed %n point(s): the hand was worth %1.</source>
        <translation>
            <numerusform>Ti è sfuggito %n punto: la mano valeva %1.</numerusform>
            <numerusform>Ti sono sfuggiti %n punti: la mano valeva %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A near-tie: %1 was better by less than %2 points.</source>
        <translation>Quasi un pareggio: %1 era meglio per meno di %2 punti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was better by %2 points.</source>
        <translation>%1 era meglio di %2 punti.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Worth a second look: %1 %2</source>
        <comment>how the choice fell short, then why</comment>
        <translation>Vale la pena ripensarci: %1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points lost this game: %1 laying away, %2 in the play, %3 counting.</source>
        <translation>Punti persi in questa partita: %1 nello scarto, %2 nel gioco, %3 nel conteggio.</translation>
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
        <translation>Le carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pack of 52 cards without jokers. No suit ranks above another.</source>
        <translation>Un mazzo di 52 carte senza jolly. Nessun seme vale più di un altro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks run ace, 2, 3 and so on to 10, jack, queen, king. The ace is only low: ace-2-3 is a run, queen-king-ace is not.</source>
        <translation>I valori vanno da asso, 2, 3 e così via fino a 10, fante, donna, re. L&apos;asso è solo basso: asso-2-3 è una scala, donna-re-asso no.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For counting, an ace is worth 1, the 2 to the 10 their number, and the jack, queen and king 10 each.</source>
        <translation>Nel conteggio l&apos;asso vale 1, le carte dal 2 al 10 il loro numero, e fante, donna e re 10 ciascuno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first dealer is chosen by cut: every player cuts the shuffled pack and shows the card. The lowest card deals, and the ace is lowest; players tied for the lowest cut again. The settings can draw the first dealer at random instead.</source>
        <translation>Il primo mazziere si sceglie tagliando: ogni giocatore taglia il mazzo mescolato e mostra la carta. Distribuisce la carta più bassa, e l&apos;asso è la più bassa; chi è pari sulla più bassa taglia di nuovo. Nelle impostazioni il primo mazziere si può invece sorteggiare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer deals one card at a time, starting at their left. With two players each is dealt 6 cards.</source>
        <translation>Il mazziere distribuisce una carta alla volta, cominciando dalla sua sinistra. In due, ognuno riceve 6 carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player on the dealer&apos;s left is the first to receive cards, cuts the starter, leads the play and counts first in the show. With two players that is the &quot;pone&quot;, the one who does not deal.</source>
        <translation>Il giocatore alla sinistra del mazziere riceve le carte per primo, taglia per lo starter, apre il gioco e conta per primo alla fine della mano. In due è il «non mazziere», quello che non distribuisce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each hand the deal passes to the left. In a match, a loser of the game before deals the next game.</source>
        <translation>Dopo ogni mano la distribuzione passa a sinistra. In un incontro, un perdente della partita precedente distribuisce nella successiva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib</source>
        <translation>Il crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With two players each lays 2 of their 6 cards away, face down, into the crib. Whatever the number of players, everyone then plays with four cards and the crib has four.</source>
        <translation>In due, ognuno scarta 2 delle sue 6 carte, coperte, nel crib. Qualunque sia il numero di giocatori, poi ognuno gioca con quattro carte e il crib ne ha quattro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib is the dealer&apos;s: it is counted for the dealer after the hands, with the starter as a fifth card. The dealer lays away cards that may score together; the other players lay away cards that will not help the dealer.</source>
        <translation>Il crib è del mazziere: si conta per lui dopo le mani, con lo starter come quinta carta. Il mazziere scarta carte che possano fare punti insieme; gli altri scartano carte che non aiutino il mazziere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starter</source>
        <translation>Lo starter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once the crib is laid away, the player on the dealer&apos;s left cuts the rest of the pack, at least four cards in each part, and the dealer turns up the top card of the lower part: the starter.</source>
        <translation>Quando tutti hanno scartato nel crib, il giocatore alla sinistra del mazziere taglia il resto del mazzo, almeno quattro carte per parte, e il mazziere scopre la prima carta della parte inferiore: lo starter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starter takes no part in the play. In the show it is a fifth card for every hand and for the crib.</source>
        <translation>Lo starter non partecipa al gioco. Nel conteggio finale è una quinta carta per ogni mano e per il crib.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack turned up as the starter gives the dealer 2 points at once, &quot;his heels&quot;. Those 2 points can win the game.</source>
        <translation>Un fante girato come starter dà subito 2 punti al mazziere: «due per il fante girato». Quei 2 punti possono vincere la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play</source>
        <translation>Il gioco delle carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the dealer&apos;s left, each player in turn lays a card face up and says the running count: the total of the cards laid since the count last started from 0.</source>
        <translation>Dalla sinistra del mazziere, ogni giocatore a turno posa una carta scoperta e dice il conteggio: il totale delle carte posate da quando il conteggio è ripartito da 0.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count may not pass 31. A player whose cards would all take it past 31 says &quot;Go&quot;; a player who can play must. The others carry on as long as they can stay within 31.</source>
        <translation>Il conteggio non può superare 31. Chi ha solo carte che lo porterebbero oltre 31 dice «Go»; chi può giocare deve farlo. Gli altri continuano finché restano entro 31.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When nobody can lay a card, the player who laid the last card pegs 1 for go, or 2 at exactly 31. The count starts again from 0, led by the next player to the left who still holds cards. The last card of the whole play pegs 1, or 2 at 31.</source>
        <translation>Quando nessuno può posare una carta, chi ha posato l&apos;ultima segna 1 per il Go, o 2 con 31 esatto. Il conteggio riparte da 0 e apre il giocatore successivo a sinistra che ha ancora carte. L&apos;ultima carta di tutto il gioco segna 1, o 2 con 31.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card scores 2 when it brings the count to 15, and 2 at 31. It scores 2 for a pair with the card before it, 6 for three of a kind and 12 for four. With the cards just before it, a run of three or more ranks in a row, in any order, scores 1 a card.</source>
        <translation>Una carta segna 2 quando porta il conteggio a 15, e 2 a 31. Segna 2 per una coppia con la carta precedente, 6 per un tris e 12 per un poker. Con le carte appena prima, una scala di tre o più valori consecutivi, in qualsiasi ordine, segna 1 per carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only cards of the same rank pair: a jack and a queen are worth 10 each, but they are no pair. Suits play no part in the play.</source>
        <translation>Fanno coppia solo carte dello stesso valore: fante e donna valgono 10 ciascuno, ma non sono una coppia. I semi non contano nel gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worked examples: under each card, the count and the points it scored (go and last card left out).</source>
        <translation>Esempi: sotto ogni carta, il conteggio e i punti che ha segnato (senza Go e ultima carta).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The show</source>
        <translation>Il conteggio delle mani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the play each player takes back their four cards. The hands are counted one at a time, each with the starter as a fifth card: clockwise from the dealer&apos;s left, the dealer&apos;s own hand last, and then the dealer&apos;s crib.</source>
        <translation>Dopo il gioco ognuno riprende le sue quattro carte. Le mani si contano una alla volta, ognuna con lo starter come quinta carta: in senso orario dalla sinistra del mazziere, la mano del mazziere per ultima, e poi il crib del mazziere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order matters near the end: the game is won the moment a score reaches the target, so a player who counts out first wins, even if the dealer&apos;s hand and crib would have scored more.</source>
        <translation>L&apos;ordine conta verso la fine: la partita è vinta appena un punteggio raggiunge il traguardo, quindi chi arriva per primo contando vince, anche se la mano e il crib del mazziere avrebbero fatto di più.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The combinations a hand scores are in the next section.</source>
        <translation>Le combinazioni che fanno punti sono nella sezione successiva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring combinations</source>
        <translation>Combinazioni che fanno punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every set of cards adding up to 15 scores 2. Each pair scores 2, so three of a rank make 6 and four make 12. Each run of three or more ranks in a row scores 1 a card; a run of four is not also two runs of three. The jack of the starter&apos;s suit in the hand or crib scores 1, &quot;his nobs&quot;.</source>
        <translation>Ogni gruppo di carte che somma 15 segna 2. Ogni coppia segna 2, quindi tre dello stesso valore fanno 6 e quattro fanno 12. Ogni scala di tre o più valori consecutivi segna 1 per carta; una scala di quattro non è anche due scale di tre. Il fante del seme dello starter nella mano o nel crib segna 1: «il fante del seme».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A flush: four cards of one suit in a hand score 4, and 5 if the starter is of that suit too. In the crib only all five cards of one suit count, 5. The settings offer the variants.</source>
        <translation>Colore: quattro carte dello stesso seme in una mano segnano 4, e 5 se anche lo starter è di quel seme. Nel crib conta solo il colore di tutte e cinque le carte, 5. Le impostazioni offrono le varianti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some sums worth knowing: a run of three with one rank doubled is 8, a run of four with a rank doubled 10, a run of three with a rank tripled 15, a run of three with two ranks doubled 16.</source>
        <translation>Alcune somme utili: una scala di tre con un valore doppio fa 8, una scala di quattro con un valore doppio 10, una scala di tre con un valore triplo 15, una scala di tre con due valori doppi 16.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most a hand can score is 29. No hand can score 19, 25, 26 or 27, and players say &quot;nineteen&quot; for a hand worth nothing.</source>
        <translation>Il massimo per una mano è 29. Nessuna mano può fare 19, 25, 26 o 27, e i giocatori dicono «diciannove» per una mano che non vale nulla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worked examples: four cards and the starter, counted as players say it.</source>
        <translation>Esempi: quattro carte e lo starter, contati come dicono i giocatori.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without muggins the game counts every hand and crib for its owner, correctly.</source>
        <translation>Senza muggins il gioco conta ogni mano e ogni crib per chi li possiede, correttamente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With muggins (a setting) each player counts their own hand and crib aloud and pegs what they claim; a claim above the true count is not allowed. The player on the counter&apos;s left then accepts the count, or calls &quot;muggins&quot; when points were missed and pegs those points for their own side.</source>
        <translation>Con muggins (un&apos;impostazione) ogni giocatore conta ad alta voce la propria mano e il proprio crib e segna quanto dichiara; non si può dichiarare più del vero. Il giocatore alla sinistra di chi conta accetta il conteggio, o chiama «muggins» se mancano dei punti e li segna per la propria squadra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end and skunks</source>
        <translation>Fine partita e skunk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is won the moment a side&apos;s score reaches the target, 121 or 61, wherever that happens: the heels, a card in the play, a go, or a hand in the show. Nothing more is counted.</source>
        <translation>La partita è vinta appena il punteggio di una squadra raggiunge il traguardo, 121 o 61, ovunque accada: il fante girato, una carta nel gioco, un Go o una mano nel conteggio. Non si conta altro.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the skunk setting, a game to 121 is worth 2 games when the loser has 61 to 90 points, and 4 when the loser has 60 or less. With the lurch setting it is worth 2 when the loser has 60 or less. In a game to 61 the line is 30 for both.</source>
        <translation>Con l&apos;impostazione skunk, una partita a 121 vale 2 partite se il perdente ha da 61 a 90 punti, e 4 se ne ha 60 o meno. Con l&apos;impostazione lurch vale 2 se il perdente ha 60 punti o meno. In una partita a 61 la soglia è 30 per entrambe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is won by the first side to gather the chosen number of game points.</source>
        <translation>Vince l&apos;incontro la prima squadra che raccoglie il numero di punti partita scelto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three and four players</source>
        <translation>Tre e quattro giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players each is dealt 5 cards and lays 1 away, and a card from the top of the pack completes the crib. Each plays for themselves.</source>
        <translation>In tre, ognuno riceve 5 carte e ne scarta 1, e una carta dalla cima del mazzo completa il crib. Ognuno gioca per sé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With four players each is dealt 5 cards and lays 1 away. Partners sit opposite each other and peg one score for their side.</source>
        <translation>In quattro, ognuno riceve 5 carte e ne scarta 1. I compagni siedono uno di fronte all&apos;altro e segnano un solo punteggio per la squadra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a go, the next series is led by the first player to the left of the one who laid the last card who still holds cards. A player with no cards left is passed over.</source>
        <translation>Dopo un Go, apre la serie successiva il primo giocatore, a sinistra di chi ha posato l&apos;ultima carta, che ha ancora carte. Chi non ha più carte viene saltato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players a win is a skunk only when every loser is under the line: the best-placed loser decides.</source>
        <translation>In tre, una vittoria è uno skunk solo se tutti i perdenti sono sotto la soglia: decide il perdente meglio piazzato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With muggins, the player on the counter&apos;s left judges the count; with four players that is always an opponent. Any other player of another side may call muggins on the count before it is accepted, and pegs what was missed.</source>
        <translation>Con muggins, giudica il conteggio il giocatore alla sinistra di chi conta; in quattro è sempre un avversario. Qualsiasi altro giocatore di un&apos;altra squadra può chiamare muggins sul conteggio prima che sia accettato, e segna i punti dimenticati.</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../ui/qml/RuleSettings.qml" line="+30"/>
        <source>Rules (from the next match)</source>
        <translatorcomment>Game: &apos;partita&apos;; match (a series of games): &apos;incontro&apos;.</translatorcomment>
        <translation>Regole (dal prossimo incontro)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The new rules start with the next match: New match (Ctrl+Shift+N) in the Game menu.</source>
        <translation>Le nuove regole valgono dal prossimo incontro: Nuovo incontro (Ctrl+Shift+N) nel menu Partita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game to</source>
        <translation>Partita a</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match to (game points)</source>
        <translation>Incontro a (punti partita)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Muggins (count your own cards)</source>
        <translation>Muggins (conti tu le tue carte)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Skunks</source>
        <translatorcomment>Skunk and lurch: the English words are kept, as Board Game Arena&apos;s Italian rules do for &apos;skunk&apos;; their &apos;barcollato&apos; (lurched) and &apos;doppia puzzola&apos; (double skunk) are machine translations.</translatorcomment>
        <translation>Skunk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every win is one game</source>
        <translation>No: ogni vittoria vale una partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lurch</source>
        <translation>Lurch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skunk and double skunk</source>
        <translation>Skunk e doppio skunk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lurch: a win counts two games when the loser has not passed half way (60 points or fewer of 121, 30 or fewer of 61). Skunk: two games when the loser has 90 or fewer of 121, four (a double skunk) at 60 or fewer; a game to 61 has the lurch line only.</source>
        <translation>Lurch: la vittoria vale due partite se chi perde non ha superato metà percorso (60 punti o meno su 121, 30 o meno su 61). Skunk: due partite se chi perde ha 90 punti o meno su 121, quattro (doppio skunk) con 60 o meno; la partita a 61 ha solo la linea del lurch.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First dealer</source>
        <translatorcomment>Dealer: &apos;mazziere&apos;, as Board Game Arena&apos;s Italian rules say.</translatorcomment>
        <translation>Primo mazziere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cut for it</source>
        <translation>Taglio del mazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn at random</source>
        <translation>Estratto a sorte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four-card flush in the crib</source>
        <translatorcomment>Flush: &apos;colore&apos;, as in Italian poker; Board Game Arena&apos;s Italian rules say &apos;Sciacquone&apos; (a toilet flush), a machine translation.</translatorcomment>
        <translation>Colore di quattro nel crib</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A house rule: four crib cards of one suit count 4 even when the starter is of another suit. By the rules, a crib flush needs the starter too.</source>
        <translation>Regola della casa: quattro carte dello stesso seme nel crib valgono 4 anche se lo starter è di un altro seme. Per regola, il colore nel crib vuole anche lo starter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only a five-card flush counts</source>
        <translation>Conta solo il colore di cinque carte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Spanish rule sheet&apos;s variant: a flush needs all five cards, the starter too, in a hand as in the crib, and is worth 5. It cannot go with the four-card flush in the crib: turning one on turns the other off.</source>
        <translation>La variante del regolamento spagnolo: il colore vuole tutte e cinque le carte, starter compreso, nella mano come nel crib, e vale 5. Non va insieme al colore di quattro nel crib: attivarne una disattiva l&apos;altra.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/qml/RulesDialog.qml" line="+22"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>count %1</source>
        <translation>conteggio %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>starter</source>
        <translation>starter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The crib with the starter: %1 (%2).</source>
        <translation>Il crib con lo starter: %1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand with the starter: %1 (%2).</source>
        <translation>La mano con lo starter: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../ui/src/saved_match.cpp" line="+60"/>
        <source>Your saved game could not be opened, so a new match begins. It was moved aside as it was, to %1.</source>
        <translation>Non è stato possibile aprire la partita salvata, quindi inizia un nuovo incontro. È stata spostata così com&apos;era in %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be opened, so a new match begins. It stays at %1 as it was, and this match will not be saved over it.</source>
        <translation>Non è stato possibile aprire la partita salvata, quindi inizia un nuovo incontro. Resta in %1 così com&apos;era, e questo incontro non verrà salvato sopra di essa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved game could not be read, so a new match begins. The file was kept as %1.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi inizia un nuovo incontro. Il file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read, so a new match begins. The file could not be moved aside: it stays at %1, and this match will not be saved over it.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi inizia un nuovo incontro. Il file non si è potuto spostare: resta in %1 e questo incontro non verrà salvato sopra di esso.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The cards you had chosen for the crib could not be opened, so none is chosen.</source>
        <translation>Non è stato possibile aprire le carte che avevi scelto per il crib, quindi nessuna è scelta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards you had chosen for the crib could not be read, so none is chosen.</source>
        <translation>Non è stato possibile leggere le carte che avevi scelto per il crib, quindi nessuna è scelta.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who sits where in your saved match could not be opened, so it goes on with you against the computer.</source>
        <translation>Non è stato possibile aprire chi siede dove nel tuo incontro salvato, quindi prosegue con te contro il computer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Who sits where in your saved match could not be read, so it goes on with you against the computer.</source>
        <translation>Non è stato possibile leggere chi siede dove nel tuo incontro salvato, quindi prosegue con te contro il computer.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file was moved aside as it was, to %1.</source>
        <translation>Il file è stato spostato così com&apos;era in %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file could not be moved aside: it stays at %1, and nothing will be saved over it.</source>
        <translation>Il file non si è potuto spostare: resta in %1 e nulla verrà salvato sopra di esso.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is not saved: the saved game at %1 could not be moved aside, and saving would replace it.</source>
        <translation>La partita non è salvata: la partita salvata in %1 non si è potuta spostare e salvare la sostituirebbe.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who sits where could not be saved at %1. The game itself is saved, and who sits where is tried again at your next move.</source>
        <translation>Non è stato possibile salvare in %1 chi siede dove. La partita in sé è salvata, e si riproverà alla tua prossima mossa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be saved: the disk is full. The last save is kept; free some space, and the game is saved again at your next move.</source>
        <translation>Non è stato possibile salvare la partita: il disco è pieno. L&apos;ultimo salvataggio è conservato; libera un po&apos; di spazio e la partita verrà salvata di nuovo alla tua prossima mossa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved: the folder %1 may not be written to. The last save is kept, and the game tries again at your next move.</source>
        <translation>Non è stato possibile salvare la partita: nella cartella %1 non si può scrivere. L&apos;ultimo salvataggio è conservato, e si riproverà alla tua prossima mossa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved at %1. The last save is kept, and the game tries again at your next move.</source>
        <translation>Non è stato possibile salvare la partita in %1. L&apos;ultimo salvataggio è conservato, e si riproverà alla tua prossima mossa.</translation>
    </message>
</context>
<context>
    <name>SeatFillChoice</name>
    <message>
        <location filename="../ui/qml/SeatFillChoice.qml" line="+35"/>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A person here</source>
        <translation>Una persona qui</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of %1</source>
        <translation>Nome: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The peg colour of %1</source>
        <translation>Il colore dei pioli di %1</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <location filename="../ui/src/words/seat_words.cpp" line="+41"/>
        <source>Computer %1</source>
        <comment>a computer&apos;s name at a table of people: the first, second...</comment>
        <translation>Computer %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1</source>
        <comment>a person who gave no name, by seat</comment>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>your hand</source>
        <translation>la tua mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hand of %1</source>
        <comment>%1 is a name</comment>
        <translation>la mano di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hand of %1</source>
        <translation>la mano del %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards you played</source>
        <translation>le carte che hai giocato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cards %1 played</source>
        <comment>%1 is a name</comment>
        <translation>le carte giocate da %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cards %1 played</source>
        <translation>le carte giocate dal %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your crib</source>
        <translation>il tuo crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the crib of %1</source>
        <comment>%1 is a name</comment>
        <translation>il crib di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the crib of %1</source>
        <translation>il crib del %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on your left</source>
        <translation>Il giocatore a sinistra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player opposite</source>
        <translation>Il giocatore di fronte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on your right</source>
        <translation>Il giocatore a destra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner</source>
        <translation>Il tuo compagno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>you</source>
        <translatorcomment>Seat names in this form are inserted after an article written in the sentence (&apos;del %1&apos;, &apos;al %1&apos;, &apos;il %1&apos;), because Italian fuses &apos;di&apos; + &apos;il&apos; into &apos;del&apos;: so they carry no article themselves. Every one is masculine singular and starts with a consonant, which is what &apos;del&apos;, &apos;al&apos; and &apos;il&apos; need.</translatorcomment>
        <translation>te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer</source>
        <translatorcomment>Seat names in this form are inserted after an article written in the sentence (&apos;del %1&apos;, &apos;al %1&apos;, &apos;il %1&apos;), because Italian fuses &apos;di&apos; + &apos;il&apos; into &apos;del&apos;: so they carry no article themselves. Every one is masculine singular and starts with a consonant, which is what &apos;del&apos;, &apos;al&apos; and &apos;il&apos; need.</translatorcomment>
        <translation>computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player on your left</source>
        <translatorcomment>Seat names in this form are inserted after an article written in the sentence (&apos;del %1&apos;, &apos;al %1&apos;, &apos;il %1&apos;), because Italian fuses &apos;di&apos; + &apos;il&apos; into &apos;del&apos;: so they carry no article themselves. Every one is masculine singular and starts with a consonant, which is what &apos;del&apos;, &apos;al&apos; and &apos;il&apos; need.</translatorcomment>
        <translation>giocatore a sinistra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player opposite</source>
        <translatorcomment>Seat names in this form are inserted after an article written in the sentence (&apos;del %1&apos;, &apos;al %1&apos;, &apos;il %1&apos;), because Italian fuses &apos;di&apos; + &apos;il&apos; into &apos;del&apos;: so they carry no article themselves. Every one is masculine singular and starts with a consonant, which is what &apos;del&apos;, &apos;al&apos; and &apos;il&apos; need.</translatorcomment>
        <translation>giocatore di fronte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player on your right</source>
        <translatorcomment>Seat names in this form are inserted after an article written in the sentence (&apos;del %1&apos;, &apos;al %1&apos;, &apos;il %1&apos;), because Italian fuses &apos;di&apos; + &apos;il&apos; into &apos;del&apos;: so they carry no article themselves. Every one is masculine singular and starts with a consonant, which is what &apos;del&apos;, &apos;al&apos; and &apos;il&apos; need.</translatorcomment>
        <translation>giocatore a destra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your partner</source>
        <translatorcomment>Seat names in this form are inserted after an article written in the sentence (&apos;del %1&apos;, &apos;al %1&apos;, &apos;il %1&apos;), because Italian fuses &apos;di&apos; + &apos;il&apos; into &apos;del&apos;: so they carry no article themselves. Every one is masculine singular and starts with a consonant, which is what &apos;del&apos;, &apos;al&apos; and &apos;il&apos; need.</translatorcomment>
        <translation>tuo compagno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You</source>
        <comment>a label</comment>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer</source>
        <comment>a label</comment>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left</source>
        <comment>a label: the player on your left</comment>
        <translation>Sinistra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposite</source>
        <comment>a label: the player opposite you</comment>
        <translation>Di fronte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right</source>
        <comment>a label: the player on your right</comment>
        <translation>Destra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <comment>a label</comment>
        <translation>Compagno</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the computer</source>
        <comment>the second of two partners, as the subject: Maria and the computer win</comment>
        <translation>il computer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Computers</source>
        <comment>a label: two computers as partners</comment>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <comment>a label: two partners</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and partner</source>
        <comment>a label</comment>
        <translation>Tu e compagno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <comment>a label</comment>
        <translation>Avversari</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/qml/SettingsDialog.qml" line="+17"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/qml/Shortcuts.qml" line="+11"/>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match</source>
        <translation>Inizia un nuovo incontro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last decision</source>
        <translation>Annulla la tua ultima decisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>Apri le impostazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the hints</source>
        <translation>Mostra o nascondi i suggerimenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your statistics</source>
        <translation>Mostra le tue statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the library of your games</source>
        <translation>Apri l&apos;archivio delle tue partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise counting hands</source>
        <translation>Esercitati a contare le mani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review your decisions in this game</source>
        <translation>Rivedere le tue decisioni in questa partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>Elenca le scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>Leggi le regole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the chosen cards away</source>
        <translation>Metti nel crib le carte scelte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say Go</source>
        <translation>Di&apos; Go</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal, or go on after a count</source>
        <translation>Distribuisci, o prosegui dopo un conteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the guided game</source>
        <translation>Esci dalla partita guidata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move along your hand, or move the cut along the pack</source>
        <translation>Scorri la tua mano, o sposta il taglio lungo il mazzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose or play the card, or cut the pack there</source>
        <translation>Scegli o gioca la carta, o taglia il mazzo lì</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next or the previous control</source>
        <translation>Passa al controllo successivo o precedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins: accept the computer&apos;s count</source>
        <translation>Muggins: accetta il conteggio del computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins: call muggins on the computer&apos;s count</source>
        <translation>Muggins: chiama muggins sul conteggio del computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins at a table of people: the person on that button calls muggins</source>
        <translation>Muggins a un tavolo di persone: la persona di quel pulsante chiama muggins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins at a table of people: no one calls muggins, the computer judges the count</source>
        <translation>Muggins a un tavolo di persone: nessuno chiama muggins, il computer giudica il conteggio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Menus</source>
        <translation>Menu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the keyboard&apos;s focus is</source>
        <translation>Dove si trova il focus della tastiera</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../ui/qml/ShortcutsDialog.qml" line="+16"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
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
            <numerusform>%1: %n punti. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../ui/qml/SidePanel.qml" line="+199"/>
        <source>Game %1 · first to %2</source>
        <translation>Partita %1 · a %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New rules chosen: they start with the next match (Game ▸ New match).</source>
        <translation>Nuove regole scelte: valgono dal prossimo incontro (Partita ▸ Nuovo incontro).</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Review the deal…</source>
        <translation>Rivedi la mano…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/qml/StatisticsDialog.qml" line="+22"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset statistics…</source>
        <translation>Azzera le statistiche…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No deals played yet: your figures begin with your first deal.</source>
        <translation>Nessuna mano giocata: i tuoi dati iniziano dalla prima mano.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rename %1…</source>
        <translation>Rinomina %1…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1…</source>
        <translation>Rimuovi %1…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer at this level against each player</source>
        <translation>Il computer a questo livello contro ogni giocatore</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your points in each of your last %n deal(s)</source>
        <translation>
            <numerusform>I tuoi punti nell&apos;ultima mano (%n)</numerusform>
            <numerusform>I tuoi punti in ciascuna delle ultime %n mani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: points in each of the last %n deal(s)</source>
        <comment>a person&apos;s name</comment>
        <translation>
            <numerusform>%1: punti nell&apos;ultima mano (%n)</numerusform>
            <numerusform>%1: punti in ciascuna delle ultime %n mani</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The red lines are your average in the older and the newer half of these deals.</source>
        <translation>Le linee rosse sono la tua media nella metà più vecchia e in quella più recente di queste mani.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counting practice</source>
        <translation>Esercizio di conteggio</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove %1?</source>
        <translation>Rimuovere %1?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every figure kept for %1 is forgotten, and no seat offers the name any longer. This cannot be undone.</source>
        <translation>Tutti i dati tenuti per %1 vengono dimenticati, e nessun posto offre più quel nome. Non si può annullare.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reset your statistics?</source>
        <translation>Azzerare le statistiche?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every figure, of every player and level and of the counting practice, is forgotten. This cannot be undone.</source>
        <translation>Tutti i dati, di ogni giocatore e livello e dell&apos;esercizio di conteggio, vengono dimenticati. Non si può annullare.</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <location filename="../ui/src/statistics_file.cpp" line="+21"/>
        <source>Your statistics could not be opened, so they start again from nothing. The file was moved aside as it was, to %1.</source>
        <translation>Non è stato possibile aprire le tue statistiche, quindi ripartono da zero. Il file è stato spostato così com&apos;era in %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be opened, so they start again from nothing. The file stays at %1 as it was, and no statistics will be saved over it.</source>
        <translation>Non è stato possibile aprire le tue statistiche, quindi ripartono da zero. Il file resta in %1 così com&apos;era, e nessuna statistica verrà salvata sopra di esso.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your statistics could not be read, so they start again from nothing. The file was kept as %1.</source>
        <translation>Non è stato possibile leggere le tue statistiche, quindi ripartono da zero. Il file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be read, so they start again from nothing. The file could not be moved aside: it stays at %1, and no statistics will be saved over it.</source>
        <translation>Non è stato possibile leggere le tue statistiche, quindi ripartono da zero. Il file non si è potuto spostare: resta in %1 e nessuna statistica verrà salvata sopra di esso.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your statistics are not saved: the file at %1 could not be moved aside, and saving would replace it.</source>
        <translation>Le tue statistiche non sono salvate: il file in %1 non si è potuto spostare e salvare lo sostituirebbe.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your statistics could not be saved: the disk is full. Those saved before are kept; free some space, and they are saved again when they next change.</source>
        <translation>Non è stato possibile salvare le tue statistiche: il disco è pieno. Quelle salvate prima sono conservate; libera un po&apos; di spazio e verranno salvate di nuovo la prossima volta che cambiano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your statistics could not be saved: the folder %1 may not be written to. Those saved before are kept, and saving is tried again when they next change.</source>
        <translation>Non è stato possibile salvare le tue statistiche: nella cartella %1 non si può scrivere. Quelle salvate prima sono conservate, e si riproverà la prossima volta che cambiano.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics could not be saved at %1. Those saved before are kept, and saving is tried again when they next change.</source>
        <translation>Non è stato possibile salvare le tue statistiche in %1. Quelle salvate prima sono conservate, e si riproverà la prossima volta che cambiano.</translation>
    </message>
</context>
<context>
    <name>StatisticsWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/statistics_words.cpp" line="+46"/>
        <source>%1, %n player(s)</source>
        <translation>
            <numerusform>%1, %n giocatore</numerusform>
            <numerusform>%1, %n giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 (over %n)</source>
        <translation>
            <numerusform>%1 (su %n)</numerusform>
            <numerusform>%1 (su %n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+6"/>
        <source>none yet</source>
        <translation>non ancora</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>%1 won, %2 lost</source>
        <translation>vittorie %1, sconfitte %2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>against people, %n player(s)</source>
        <comment>figures of games with no computer</comment>
        <translation>
            <numerusform>contro persone, %n giocatore</numerusform>
            <numerusform>contro persone, %n giocatori</numerusform>
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
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skunks</source>
        <translatorcomment>Skunk and lurch: the English words are kept, as Board Game Arena&apos;s Italian rules do for &apos;skunk&apos;; their &apos;barcollato&apos; (lurched) and &apos;doppia puzzola&apos; (double skunk) are machine translations.</translatorcomment>
        <translation>Skunk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 given, %2 taken</source>
        <translation>%1 dati, %2 subiti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per hand</source>
        <translation>Punti per mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per crib</source>
        <translation>Punti per crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points in the play, per deal</source>
        <translation>Punti nel gioco, per mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per deal, by the review</source>
        <translation>Punti persi per mano, secondo la revisione</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games with a move taken back</source>
        <translation>Partite con una mossa annullata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best hand</source>
        <translation>Mano migliore</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s): %1</source>
        <translation>
            <numerusform>%n punto: %1</numerusform>
            <numerusform>%n punti: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, starter %2</source>
        <comment>a hand&apos;s cards and its starter</comment>
        <translation>%1, starter %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Hands counted</source>
        <translation>Mani contate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted right</source>
        <translation>Contate giuste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (%2%)</source>
        <comment>hands counted right and the share of all hands counted</comment>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Time per hand</source>
        <translation>Tempo per mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 seconds</source>
        <comment>an average time</comment>
        <translation>%1 secondi</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../ui/src/words/step_words.cpp" line="+36"/>
        <source>Go</source>
        <comment>what a player says when no card fits under 31</comment>
        <translatorcomment>Go: kept in English, as Board Game Arena&apos;s Italian rules do (&apos;GO&apos;).</translatorcomment>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your crib</source>
        <translatorcomment>Crib: &apos;il crib&apos;, the English word, as Italian players say it. Board Game Arena&apos;s Italian rules call it &apos;Presepe&apos; and &apos;Culla&apos;, machine translations (nativity scene, cradle) not used here.</translatorcomment>
        <translation>Il tuo crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib of %1</source>
        <comment>%1 is a name</comment>
        <translation>Il crib di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib of %1</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>Il crib del %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins for you</source>
        <translation>Muggins per te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins for %1</source>
        <comment>%1 is a name</comment>
        <translation>Muggins per %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins for %1</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>Muggins per il %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand of %1</source>
        <comment>%1 is a name</comment>
        <translation>La mano di %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>La mano del %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You gather the cards.</source>
        <translation>Raccogli le carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gathers the cards.</source>
        <translation>%1 raccoglie le carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You deal.</source>
        <translation>Distribuisci le carte.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 deals.</source>
        <translation>%1 distribuisce le carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cut %1.</source>
        <translation>Tagli: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cuts %2.</source>
        <translation>%1 taglia: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie: cut again.</source>
        <translation>Pari: si taglia di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You deal first.</source>
        <translation>Il primo mazziere sei tu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals first.</source>
        <translation>%1 distribuisce per primo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game %1.</source>
        <translation>Partita %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A card from the pack goes to the crib.</source>
        <translation>Una carta del mazzo va nel crib.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>You lay %n card(s) away to the crib.</source>
        <translation>
            <numerusform>Metti %n carta nel crib.</numerusform>
            <numerusform>Metti %n carte nel crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 mette %n carta nel crib.</numerusform>
            <numerusform>%1 mette %n carte nel crib.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starter is %1.</source>
        <translatorcomment>Starter: &apos;lo starter&apos;, as Board Game Arena&apos;s Italian rules say; their &apos;antipasto&apos; is a machine translation.</translatorcomment>
        <translation>Lo starter è %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play %1: %2.</source>
        <translation>Giochi %1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2: %3.</source>
        <translation>%1 gioca %2: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You say Go.</source>
        <translation>Dici Go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says Go.</source>
        <translation>%1 dice Go.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The count goes back to 0.</source>
        <translation>Il conteggio torna a 0.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your crib.</source>
        <translation>Il tuo crib.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib of %1.</source>
        <comment>%1 is a name</comment>
        <translation>Il crib di %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib of %1.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>Il crib del %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand.</source>
        <translation>La tua mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1.</source>
        <comment>%1 is a name</comment>
        <translation>La mano di %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>La mano del %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You claim %n point(s).</source>
        <translation>
            <numerusform>Dichiari %n punto.</numerusform>
            <numerusform>Dichiari %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 dichiara %n punto.</numerusform>
            <numerusform>%1 dichiara %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You accept the count.</source>
        <translation>Accetti il conteggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 accepts the count.</source>
        <translation>%1 accetta il conteggio.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! You call it.</source>
        <translation>Muggins! Lo chiami tu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins! %1 calls it.</source>
        <translation>Muggins! %1 lo chiama.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>His heels: you peg %n.</source>
        <translatorcomment>His heels: &apos;il fante girato&apos; (the jack turned up), &apos;due per il fante girato&apos;; Board Game Arena&apos;s Italian rules keep the English &apos;His Heels&apos;, which read as English mid-sentence (i18n/glossary.md).</translatorcomment>
        <translation>
            <numerusform>Fante girato: segni %n.</numerusform>
            <numerusform>Fante girato: segni %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Fante girato: %1 segna %n.</numerusform>
            <numerusform>Fante girato: %1 segna %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>
            <numerusform>Fante girato: il %1 segna %n.</numerusform>
            <numerusform>Fante girato: il %1 segna %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You peg %n: %1.</source>
        <translation>
            <numerusform>Segni %n: %1.</numerusform>
            <numerusform>Segni %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pegs %n: %2.</source>
        <translation>
            <numerusform>%1 segna %n: %2.</numerusform>
            <numerusform>%1 segna %n: %2.</numerusform>
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
            <numerusform>Muggins: prendi %n punto dimenticato.</numerusform>
            <numerusform>Muggins: prendi i %n punti dimenticati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Muggins: %1 prende %n punto dimenticato.</numerusform>
            <numerusform>Muggins: %1 prende i %n punti dimenticati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>
            <numerusform>Muggins: il %1 prende %n punto dimenticato.</numerusform>
            <numerusform>Muggins: il %1 prende i %n punti dimenticati.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Three for last: you peg %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Tre per l&apos;ultima: segni %n.</numerusform>
            <numerusform>Tre per l&apos;ultima: segni %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage; %1 is a name</comment>
        <translation>
            <numerusform>Tre per l&apos;ultima: %1 segna %n.</numerusform>
            <numerusform>Tre per l&apos;ultima: %1 segna %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Tre per l&apos;ultima: %1 segna %n.</numerusform>
            <numerusform>Tre per l&apos;ultima: %1 segna %n.</numerusform>
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
        <translation>Tu e il tuo compagno vincete la partita, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win the game, %1: %2.</source>
        <translation>Tu e il tuo compagno vincete la partita, %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the game, %1.</source>
        <translation>Vinci la partita, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game, %1: %2.</source>
        <translation>Vinci la partita, %1: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 win the game, %3.</source>
        <translation>%1 e %2 vincono la partita, %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 win the game, %3: %4.</source>
        <translation>%1 e %2 vincono la partita, %3: %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the game, %1.</source>
        <translation>Gli avversari vincono la partita, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponents win the game, %1: %2.</source>
        <translation>Gli avversari vincono la partita, %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the game, %2.</source>
        <translation>%1 vince la partita, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game, %2: %3.</source>
        <translation>%1 vince la partita, %2: %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win the match, %1 games to %2.</source>
        <translation>Tu e il tuo compagno vincete l&apos;incontro, %1 partite a %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match, %1 games to %2.</source>
        <translation>Vinci l&apos;incontro, %1 partite a %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 win the match, %3 games to %4.</source>
        <translation>%1 e %2 vincono l&apos;incontro, %3 partite a %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the match, %1 games to %2.</source>
        <translation>Gli avversari vincono l&apos;incontro, %1 partite a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match, %2 games to %3.</source>
        <translation>%1 vince l&apos;incontro, %2 partite a %3.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ui/qml/Table.qml" line="+96"/>
        <source>the starter</source>
        <translation>lo starter</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>starter</source>
        <translatorcomment>Starter: &apos;lo starter&apos;, as Board Game Arena&apos;s Italian rules say; their &apos;antipasto&apos; is a machine translation.</translatorcomment>
        <translation>starter</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The count is %1.</source>
        <translation>Il conteggio è %1.</translation>
    </message>
</context>
<context>
    <name>TableSettings</name>
    <message>
        <location filename="../ui/qml/TableSettings.qml" line="+35"/>
        <source>Never</source>
        <translation>Mai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it costs over %1 points</source>
        <translation>Quando costa più di %1 punti</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The new language is spoken when the game starts again.</source>
        <translation>La nuova lingua vale dal prossimo avvio del gioco.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Animations</source>
        <translation>Animazioni</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Istantanee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card backs</source>
        <translation>Dorso delle carte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour deck</source>
        <translation>Mazzo a quattro colori</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>High contrast</source>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Text size</source>
        <translation>Dimensione del testo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the system&apos;s</source>
        <translation>Come quella del sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>text size</comment>
        <translation>Normale</translation>
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
        <translation>Massima</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hints (H)</source>
        <translatorcomment>The letter is the key that does it: keep H.</translatorcomment>
        <translation>Suggerimenti (H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tell me when I go wrong</source>
        <translation>Avvisami quando sbaglio</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../qml/Theme.qml" line="+64"/>
        <source>Royal blue</source>
        <translation>Blu reale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic red</source>
        <translation>Rosso classico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green ornament</source>
        <translation>Ornato verde</translation>
    </message>
</context>
<context>
    <name>WinWords</name>
    <message>
        <location filename="../ui/src/words/win_words.cpp" line="+10"/>
        <source>Lurch</source>
        <translatorcomment>Skunk and lurch: the English words are kept, as Board Game Arena&apos;s Italian rules do for &apos;skunk&apos;; their &apos;barcollato&apos; (lurched) and &apos;doppia puzzola&apos; (double skunk) are machine translations.</translatorcomment>
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
        <translation>Doppio skunk</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a lurch, worth %n game(s)</source>
        <translation>
            <numerusform>un lurch, vale %n partita</numerusform>
            <numerusform>un lurch, vale %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a skunk, worth %n game(s)</source>
        <translation>
            <numerusform>uno skunk, vale %n partita</numerusform>
            <numerusform>uno skunk, vale %n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a double skunk, worth %n game(s)</source>
        <translation>
            <numerusform>un doppio skunk, vale %n partita</numerusform>
            <numerusform>un doppio skunk, vale %n partite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GameSession</name>
    <message>
        <location filename="../ui/src/game_session.cpp" line="+231"/>
        <source>A name needs at least one letter.</source>
        <translation>Un nome deve avere almeno una lettera.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is already a player called %1: choose another name.</source>
        <translation>C&apos;è già un giocatore di nome %1: scegli un altro nome.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GameSettings</name>
    <message>
        <location filename="../ui/src/game_settings_file.cpp" line="+49"/>
        <source>Your settings cannot be kept: %1, where they belong, is not a folder. The game uses its own settings, and your changes hold until you close it.</source>
        <translation>Le tue impostazioni non possono essere conservate: %1, dove dovrebbero stare, non è una cartella. Il gioco usa le sue impostazioni, e le tue modifiche valgono finché non lo chiudi.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>Your settings could not be read, so the game uses its own this time.</source>
        <translation>Non è stato possibile leggere le tue impostazioni: per questa volta il gioco usa le sue.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Your settings could not be read, so the game starts from its own. The file was kept as %1.</source>
        <translation>Non è stato possibile leggere le tue impostazioni: il gioco riparte dalle sue. Il file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be opened, so the game starts from its own. What was there was moved aside as it was, to %1.</source>
        <translation>Non è stato possibile aprire le tue impostazioni: il gioco riparte dalle sue. Ciò che c&apos;era è stato spostato così com&apos;era in %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your settings could not be saved to %1. Your changes hold until you close the game, and it tries again at your next change: free some space on the disk, or check that the folder may be written to.</source>
        <translation>Non è stato possibile salvare le tue impostazioni in %1. Le tue modifiche valgono finché non chiudi il gioco, che riprova alla tua prossima modifica: libera un po&apos; di spazio sul disco, o controlla che nella cartella si possa scrivere.</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n players, to %1</source>
        <translation>
            <numerusform>%n giocatori, a %1</numerusform>
            <numerusform>%n giocatori, a %1</numerusform>
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
        <translation>Non finita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won</source>
        <translation>Hai vinto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Hai perso</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 won</source>
        <translation>Ha vinto %1</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1 punti persi in %n mano rivista</numerusform>
            <numerusform>%1 punti persi in %n mani riviste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1: %2 punti persi in %n mano rivista</numerusform>
            <numerusform>%1: %2 punti persi in %n mani riviste</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::Library</name>
    <message>
        <location filename="../ui/src/library/library.cpp" line="+73"/>
        <source>The game could not be written to %1.</source>
        <translation>Non è stato possibile scrivere la partita in %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no record to import: paste one, or name its file.</source>
        <translation>Non c&apos;è nessuna trascrizione da importare: incollane una, o scrivi il nome del suo file.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The record could not be imported, and nothing of it was kept. Line %1: %2</source>
        <translation>Non è stato possibile importare la trascrizione, e non ne è stato conservato nulla. Riga %1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record could not be imported, and nothing of it was kept: %1</source>
        <translation>Non è stato possibile importare la trascrizione, e non ne è stato conservato nulla: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file %1 could not be opened.</source>
        <translation>Non è stato possibile aprire il file %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is too large to be a game&apos;s record.</source>
        <translation>Il file %1 è troppo grande per essere la trascrizione di una partita.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::RuleExamples</name>
    <message>
        <location filename="../ui/src/rule_examples.cpp" line="+71"/>
        <source>8 and 7 make fifteen; the second 7 pairs; the 6 makes no run, since a 7 is doubled among 8-7-7-6.</source>
        <translation>8 e 7 fanno quindici; il secondo 7 fa coppia; il 6 non fa scala, perché in 8-7-7-6 c&apos;è un 7 doppio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>9 and 6 make fifteen; the 7 completes the run 6-7-8-9, laid out of order.</source>
        <translation>9 e 6 fanno quindici; il 7 completa la scala 6-7-8-9, posata in disordine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king between them breaks the run 3-4-5.</source>
        <translation>Il re in mezzo interrompe la scala 3-4-5.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pair; the third 5 makes both fifteen and a pair royal.</source>
        <translation>Una coppia; il terzo 5 fa sia quindici sia un tris.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::TurnDriver</name>
    <message>
        <location filename="../ui/src/prompt_text.cpp" line="+30"/>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <comment>%1 is a name</comment>
        <translation>In attesa di %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>In attesa del %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the screen to %1. Every hand is face down until %1 is ready.</source>
        <translation>Passa lo schermo a %1. Tutte le mani restano coperte finché %1 non è pronto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, cut the pack: the lowest card deals.</source>
        <translation>%1, taglia il mazzo: chi ha la carta più bassa distribuisce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, cut the pack for the starter.</source>
        <translation>%1, taglia il mazzo per lo starter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cut the pack: the lowest card deals.</source>
        <translation>Taglia il mazzo: chi ha la carta più bassa distribuisce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut the pack for the starter.</source>
        <translatorcomment>Starter: &apos;lo starter&apos;, as Board Game Arena&apos;s Italian rules say; their &apos;antipasto&apos; is a machine translation.</translatorcomment>
        <translation>Taglia il mazzo per lo starter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your deal.</source>
        <translation>Tocca a te distribuire.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your deal, %1.</source>
        <translation>%1, tocca a te distribuire.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1, choose %n card(s) for your crib (%2 chosen).</source>
        <translation>
            <numerusform>%1, scegli %n carta per il tuo crib (scelte: %2).</numerusform>
            <numerusform>%1, scegli %n carte per il tuo crib (scelte: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <comment>%2 is a name</comment>
        <translation>
            <numerusform>%1, scegli %n carta per il crib di %2 (scelte: %3).</numerusform>
            <numerusform>%1, scegli %n carte per il crib di %2 (scelte: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <translation>
            <numerusform>%1, scegli %n carta per il crib del %2 (scelte: %3).</numerusform>
            <numerusform>%1, scegli %n carte per il crib del %2 (scelte: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) for your crib (%1 chosen).</source>
        <translation>
            <numerusform>Scegli %n carta per il tuo crib (scelte: %1).</numerusform>
            <numerusform>Scegli %n carte per il tuo crib (scelte: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) for the crib of %1 (%2 chosen).</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;il crib del computer&apos;.</translatorcomment>
        <translation>
            <numerusform>Scegli %n carta per il crib del %1 (scelte: %2).</numerusform>
            <numerusform>Scegli %n carte per il crib del %1 (scelte: %2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your turn, %1: play a card.</source>
        <translation>Tocca a te, %1: gioca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, no card of yours fits under 31: say Go.</source>
        <translation>%1, nessuna tua carta sta entro il 31: di&apos; Go.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card of yours fits under 31: say Go.</source>
        <translation>Nessuna tua carta sta entro il 31: di&apos; Go.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, count your cards.</source>
        <translation>%1, conta le tue carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your cards.</source>
        <translation>Conta le tue carte.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 dichiara %n punto.</numerusform>
            <numerusform>%1 dichiara %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hands are counted.</source>
        <translation>Le mani sono contate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>L&apos;incontro è finito.</translation>
    </message>
</context>
</TS>
