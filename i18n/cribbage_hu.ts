<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/qml/AboutDialog.qml" line="+19"/>
        <source>About Cribbage</source>
        <translation>A Cribbage névjegye</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cribbage %1, on Qt %2</source>
        <translation>Cribbage %1, Qt %2 alapon</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a part to read its licence:</source>
        <translation>Válassz egy részt, hogy elolvasd a licencét:</translation>
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
        <translation>MIT-licenc</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The game, its computer players and its card art, by the Cribbage developers.</source>
        <translation>A játék, a gépi játékosai és a kártyák rajzai, a Cribbage fejlesztőitől.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GNU LGPL version 3</source>
        <translation>GNU LGPL 3. verzió</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window, the table and its animations. Qt is linked as shared libraries, which you may replace with your own build of Qt; its source is at https://download.qt.io/.</source>
        <translation>Az ablak, az asztal és az animációk. A Qt megosztott könyvtárakként van csatolva, ezeket lecserélheted a Qt saját fordításodra; a forráskódja: https://download.qt.io/.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reads and writes the saved game.</source>
        <translation>Beolvassa és írja a mentett játékot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BSD 3-clause licence</source>
        <translation>3 pontos BSD-licenc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads the command line of cribbage-cli, the game on the command line, which is installed beside it.</source>
        <translation>A cribbage-cli, a parancssoros játék parancssorát olvassa; a cribbage-cli a játék mellé van telepítve.</translation>
    </message>
</context>
<context>
    <name>BoardMarkings</name>
    <message>
        <location filename="../qml/BoardMarkings.qml" line="+46"/>
        <source>SKUNK</source>
        <translatorcomment>Skunk and lurch: the Hungarian rule sheet (after rubl.com) has no term for them; the English words are kept, as it keeps crib and Go.</translatorcomment>
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
        <translation>egy lefordított lap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>most nem játszható ki</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>selected</source>
        <translation>kiválasztva</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <location filename="../ui/src/words/card_words.cpp" line="+29"/>
        <source>clubs</source>
        <translation>treff</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>diamonds</source>
        <translation>káró</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hearts</source>
        <translation>kőr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>spades</source>
        <translation>pikk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 of %2</source>
        <comment>a card&apos;s rank and suit: seven of hearts</comment>
        <translation>%2 %1</translation>
    </message>
</context>
<context>
    <name>ClaimWords</name>
    <message>
        <location filename="../ui/src/words/claim_words.cpp" line="+10"/>
        <source>You claimed %1.</source>
        <comment>muggins: the points claimed for a hand</comment>
        <translation>%1 pontot jelentettél be.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 claimed %2.</source>
        <comment>muggins: the points claimed for a hand</comment>
        <translation>%1 %2 pontot jelentett be.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You took %1 by muggins.</source>
        <comment>the points missed in a count</comment>
        <translation>Muggins címén %1 pontot vittél el.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 took %2 by muggins.</source>
        <comment>the points missed in a count</comment>
        <translation>%1 muggins címén %2 pontot vitt el.</translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <location filename="../ui/src/level_choices.cpp" line="+41"/>
        <source>Beginner</source>
        <translation>Kezdő</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Könnyű</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Medium</source>
        <translation>Közepes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Nehéz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Szakértő</translation>
    </message>
</context>
<context>
    <name>CountDialog</name>
    <message>
        <location filename="../ui/qml/CountDialog.qml" line="+80"/>
        <source>How many points are your cards worth?</source>
        <translation>Hány pontot érnek a lapjaid?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Count them with the starter. Points you miss, the computer may take.</source>
        <translatorcomment>Starter: &apos;kezdőlap&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>A kezdőlappal együtt számold. A kihagyott pontokat elviheti a gép.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count them with the starter. Points you miss, your opponents may take.</source>
        <translation>A kezdőlappal együtt számold. A kihagyott pontokat elvihetik az ellenfeleid.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the count: whoever sees points missed may call muggins and take them. Then the computer judges it.</source>
        <translation>Ellenőrizzétek a számolást: aki kimaradt pontot lát, bemondhatja, hogy muggins, és elviheti. Utána a gép dönt róla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the count: if it missed points, call muggins and take them.</source>
        <translation>Ellenőrizd a számolást: ha pont maradt ki, mondd be, hogy muggins, és vidd el.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Points</source>
        <translation>Pont</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Claim</source>
        <comment>the points counted in a hand</comment>
        <translation>Bejelentés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Accept</source>
        <comment>a count claimed by another player</comment>
        <translation>Elfogadom</translation>
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
        <translation>nulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>egy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>kettő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>három</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>négy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>öt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>hét</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>nyolc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>kilenc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>tíz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>tizenegy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>tizenkettő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirteen</source>
        <translation>tizenhárom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourteen</source>
        <translation>tizennégy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifteen</source>
        <translation>tizenöt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sixteen</source>
        <translation>tizenhat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seventeen</source>
        <translation>tizenhét</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eighteen</source>
        <translation>tizennyolc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nineteen</source>
        <translation>tizenkilenc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty</source>
        <translation>húsz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-one</source>
        <translation>huszonegy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-two</source>
        <translation>huszonkettő</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-three</source>
        <translation>huszonhárom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-four</source>
        <translation>huszonnégy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-five</source>
        <translation>huszonöt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-six</source>
        <translation>huszonhat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-seven</source>
        <translation>huszonhét</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-eight</source>
        <translation>huszonnyolc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twenty-nine</source>
        <translation>huszonkilenc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty</source>
        <translation>harminc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>thirty-one</source>
        <translation>harmincegy</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+52"/>
        <source>fifteen %1</source>
        <translatorcomment>Counting aloud: &apos;tizenöt kettő, tizenöt négy és egy pár, az hat&apos;: the running total after &apos;az&apos; (that makes).</translatorcomment>
        <translation>tizenöt %1</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>a pair is %1</source>
        <translatorcomment>Counting aloud: &apos;tizenöt kettő, tizenöt négy és egy pár, az hat&apos;: the running total after &apos;az&apos; (that makes).</translatorcomment>
        <translation>egy pár, az %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a pair royal is %1</source>
        <translatorcomment>Pair royal: &apos;royal pár&apos;, as the Hungarian rule sheet (after rubl.com) says (Hungarian poker players would say &apos;drill&apos;).</translatorcomment>
        <translation>royal pár, az %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a double pair royal is %1</source>
        <translatorcomment>Double pair royal: &apos;dupla royal pár&apos;, as the Hungarian rule sheet (after rubl.com) says (&apos;póker&apos; in Hungarian poker).</translatorcomment>
        <translation>dupla royal pár, az %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of %1 is %2</source>
        <translatorcomment>Run: &apos;sorozat&apos;, as the Hungarian rule sheet (after rubl.com) says. %1 is a number word, written with &apos;lapos&apos; as one word: &apos;háromlapos sorozat&apos;.</translatorcomment>
        <translation>%1lapos sorozat, az %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a flush of %1 is %2</source>
        <translatorcomment>Flush: &apos;flöss&apos;, as the Hungarian rule sheet (after rubl.com) (and Hungarian poker) says.</translatorcomment>
        <translation>%1lapos flöss, az %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>his nobs is %1</source>
        <translatorcomment>His nobs: &apos;egy a bubiért&apos; (one for the jack), as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>egy a bubiért, az %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+68"/>
        <source>%1 more is %2</source>
        <translation>még %1, az %2</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>nineteen</source>
        <comment>a hand worth nothing, as players say it</comment>
        <translatorcomment>The English players&apos; joke (a hand of nothing is &apos;nineteen&apos;, a score no hand can make) is not known to Hungarian players: &apos;semmi&apos; (nothing).</translatorcomment>
        <translation>semmi</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>thirty-one for %1</source>
        <translatorcomment>Said like &apos;tizenöt kettő&apos;: &apos;harmincegy kettő&apos;.</translatorcomment>
        <translation>harmincegy %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair for %1</source>
        <translation>egy pár, az %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a pair royal for %1</source>
        <translatorcomment>Pair royal: &apos;royal pár&apos;, as the Hungarian rule sheet (after rubl.com) says (Hungarian poker players would say &apos;drill&apos;).</translatorcomment>
        <translation>royal pár, az %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a double pair royal for %1</source>
        <translatorcomment>Double pair royal: &apos;dupla royal pár&apos;, as the Hungarian rule sheet (after rubl.com) says (&apos;póker&apos; in Hungarian poker).</translatorcomment>
        <translation>dupla royal pár, az %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a run of %1 for %2</source>
        <translatorcomment>Run: &apos;sorozat&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>%1lapos sorozat, az %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one for the go</source>
        <translatorcomment>Go: &apos;Go&apos;, &apos;Go-t mond&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>egy a Go-ért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one for the go makes %1</source>
        <translation>egy a Go-ért, az %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>one for last card</source>
        <translatorcomment>Last card: &apos;az utolsó lapért&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>egy az utolsó lapért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one for last card makes %1</source>
        <translation>egy az utolsó lapért, az %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>two for his heels</source>
        <translatorcomment>His heels: the Hungarian rule sheet (after rubl.com) keeps the English &apos;Two for his heels&apos;. Said aloud here &apos;kettő a bubiért&apos; (two for the jack), the twin of its &apos;egy a bubiért&apos; for his nobs; as a heading &apos;Bubi a kezdőlap&apos; (the starter is a jack).</translatorcomment>
        <translation>kettő a bubiért</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>three for last</source>
        <comment>five-card cribbage: the pone&apos;s 3 at the first deal of a game</comment>
        <translation>három az utolsóért</translation>
    </message>
</context>
<context>
    <name>DealLogView</name>
    <message>
        <location filename="../ui/qml/DealLogView.qml" line="+30"/>
        <source>This deal</source>
        <translatorcomment>Deal (a round of play): &apos;leosztás&apos;, one word throughout (i18n/glossary.md); the Hungarian rule sheet (after rubl.com) also says &apos;kör&apos;.</translatorcomment>
        <translation>Ez a leosztás</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <location filename="../ui/qml/DealerButton.qml" line="+19"/>
        <source>D</source>
        <comment>the dealer&apos;s button</comment>
        <translatorcomment>O for &apos;osztó&apos; (dealer).</translatorcomment>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <location filename="../ui/qml/Deck.qml" line="+27"/>
        <source>the pack</source>
        <translation>a pakli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left and Right choose where to cut; Enter cuts</source>
        <translation>A Balra és a Jobbra nyíl választja ki, hol emelsz; az Enter emel</translation>
    </message>
</context>
<context>
    <name>GameLibrary</name>
    <message>
        <location filename="../ui/src/library/game_library.cpp" line="+199"/>
        <source>Your games cannot be kept: the folder %1 could not be made.</source>
        <translation>A játszmáid nem menthetők: a(z) %1 mappa nem hozható létre.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your library of games could not be read, nor moved aside: it stays at %1 as it was, and no game is kept until it is moved.</source>
        <translation>A játszmatárad nem olvasható, és félre sem tehető: változatlanul ott marad: %1, és amíg el nem mozdítják, egy játszma sem kerül mentésre.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your library of games could not be read, so a new one was started. The old one was kept as %1.</source>
        <translation>A játszmatárad nem olvasható, ezért új indult. A régit megtartottuk ezen a néven: %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your library of games was made by a newer version of this game: its games are listed, but no new game is kept in it.</source>
        <translation>A játszmatáradat a játék egy újabb változata hozta létre: a játszmái látszanak, de új játszma nem kerül bele.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your library of games could not be opened, so no game is kept.</source>
        <translation>A játszmatárad nem nyitható meg, ezért egy játszma sem kerül mentésre.</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>%1 The disk is full: free some space. The games kept before are safe.</source>
        <translation>%1 A lemez megtelt: szabadíts fel helyet. A korábban mentett játszmák megmaradtak.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 The library at %2 may not be written to. The games kept before are safe.</source>
        <translation>%1 A(z) %2 játszmatár nem írható. A korábban mentett játszmák megmaradtak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 The library at %2 is damaged: it is set aside and a new one started the next time the game starts.</source>
        <translation>%1 A(z) %2 játszmatár megsérült: a játék következő indításakor félreteszi, és újat kezd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 The library at %2 could not be written. The games kept before are safe.</source>
        <translation>%1 A(z) %2 játszmatár nem írható. A korábban mentett játszmák megmaradtak.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This game could not be kept in your library.</source>
        <translation>Ezt a játszmát nem sikerült a játszmatáradba menteni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+54"/>
        <source>%1 The library could not be opened.</source>
        <translation>%1 A játszmatár nem nyitható meg.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The game could not be deleted.</source>
        <translation>A játszma nem törölhető.</translation>
    </message>
</context>
<context>
    <name>GameMenu</name>
    <message>
        <location filename="../ui/qml/GameMenu.qml" line="+22"/>
        <source>&amp;Game</source>
        <translatorcomment>Game: &apos;játszma&apos;; match (a series of games): &apos;mérkőzés&apos;.</translatorcomment>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New game</source>
        <translation>&amp;Új játszma</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New &amp;match</source>
        <translation>Új &amp;mérkőzés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Hints</source>
        <translation>&amp;Tippek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statisztika…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Games…</source>
        <translation>&amp;Lejátszott játszmák…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Counting &amp;practice…</source>
        <translation>Számolási &amp;gyakorlat…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Review the last deal…</source>
        <translation>Az utolsó leosztás át&amp;nézése…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
</context>
<context>
    <name>GamesDialog</name>
    <message>
        <location filename="../ui/qml/GamesDialog.qml" line="+24"/>
        <location line="+165"/>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>Order</source>
        <translation>Sorrend</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Newest first</source>
        <translation>A legújabbak elöl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oldest first</source>
        <translation>A legrégebbiek elöl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most points lost first</source>
        <translation>A legtöbb elvesztett pont elöl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fewest points lost first</source>
        <translation>A legkevesebb elvesztett pont elöl</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Person</source>
        <translation>Személy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anyone</source>
        <translation>Bárki</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Computer</source>
        <translation>Gép</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Any level</source>
        <translation>Bármely szint</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Result</source>
        <translation>Eredmény</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any result</source>
        <translation>Bármely eredmény</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by a person</source>
        <translation>Személy nyerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won by the computer</source>
        <translation>A gép nyerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not finished</source>
        <translation>Befejezetlen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any table</source>
        <translation>Bármely asztal</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n játékos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Game</source>
        <translation>Játszma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any length</source>
        <translation>Bármely hossz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To %1</source>
        <translation>%1 pontig</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Played</source>
        <translation>Játszva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At any time</source>
        <translation>Bármikor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today</source>
        <translation>Ma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last 7 days</source>
        <translation>Az elmúlt 7 napban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last month</source>
        <translation>Az elmúlt hónapban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the last year</source>
        <translation>Az elmúlt évben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No game is listed: play one, or change the filters.</source>
        <translation>Nincs játszma a listában: játssz egyet, vagy változtass a szűrőkön.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n játszma</numerusform>
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
        <translation>Jegyzőkönyv &amp;másolása</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game&apos;s record was copied.</source>
        <translation>A játszma jegyzőkönyve a vágólapra került.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save record…</source>
        <translation>Jegyzőkönyv m&amp;entése…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Törlés…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importálás…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Delete this game?</source>
        <translation>Törlöd ezt a játszmát?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game was deleted.</source>
        <translation>A játszma törölve.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The game and its record are removed from your library for good.</source>
        <translation>A játszma és a jegyzőkönyve végleg kikerül a játszmatáradból.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Save the game&apos;s record</source>
        <translation>A játszma jegyzőkönyvének mentése</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game&apos;s record was saved to %1.</source>
        <translation>A játszma jegyzőkönyve mentve ide: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+7"/>
        <location line="+64"/>
        <location line="+1"/>
        <source>File</source>
        <translation>Fájl</translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Import a game</source>
        <translation>Játszma importálása</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Import</source>
        <translation>Importálás</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="-60"/>
        <source>The game was imported.</source>
        <translation>A játszma importálva.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Paste a game&apos;s record here, or give the name of its file.</source>
        <translation>Illeszd be ide egy játszma jegyzőkönyvét, vagy add meg a fájlja nevét.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Record</source>
        <translation>Jegyzőkönyv</translation>
    </message>
</context>
<context>
    <name>GuideCallout</name>
    <message>
        <location filename="../ui/qml/GuideCallout.qml" line="+139"/>
        <source>Next</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Back to your game</source>
        <translation>Vissza a játszmádhoz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Leave the guide</source>
        <translation>Kilépés a bemutatóból</translation>
    </message>
</context>
<context>
    <name>GuideOfferDialog</name>
    <message>
        <location filename="../ui/qml/GuideOfferDialog.qml" line="+14"/>
        <source>New to cribbage?</source>
        <translation>Most ismerkedsz a cribbage-dzsel?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play a guided first game: one deal against the computer, each step explained as it comes. You can leave it at any moment, and take it again from the Help menu.</source>
        <translation>Játssz egy vezetett első játszmát: egy leosztás a gép ellen, minden lépést akkor magyarázunk el, amikor sorra kerül. Bármikor kiléphetsz belőle, és a Súgó menüből újra elindíthatod.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Start the guided game</source>
        <translation>A vezetett játszma indítása</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not now</source>
        <translation>Most nem</translation>
    </message>
</context>
<context>
    <name>GuideWords</name>
    <message>
        <location filename="../ui/src/words/guide_words.cpp" line="+12"/>
        <source>The cut for deal</source>
        <translation>Emelés az osztásért</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal</source>
        <translation>Az osztás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Laying away to the crib</source>
        <translation>Lapok a cribbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The starter</source>
        <translation>A kezdőlap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The play</source>
        <translation>A kijátszás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the pone&apos;s hand</source>
        <translation>Körvégi pontozás: a nem osztó keze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the dealer&apos;s hand</source>
        <translation>Körvégi pontozás: az osztó keze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The show: the crib</source>
        <translation>Körvégi pontozás: a crib</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the deal</source>
        <translation>A leosztás vége</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>First you and the computer each cut the pack: the lower card deals (the ace is the lowest). Click the pack where you want to cut it, or choose the place with the arrow keys and press Enter.</source>
        <translation>Először te és a gép is emeltek a pakliból: a kisebb lap oszt (az ász a legkisebb). Kattints a paklira ott, ahol emelni szeretnél, vagy válaszd ki a helyet a nyilakkal, és nyomd meg az Entert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Deal the cards: each of you gets six.</source>
        <translation>Oszd ki a lapokat: mindketten hatot kaptok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cut the lower card, so you deal. The dealer owns the crib: four more cards, counted for the dealer at the end of the deal.</source>
        <translation>Te emelted a kisebb lapot, ezért te osztasz. A crib az osztóé: még négy lap, amelyet a leosztás végén az osztónak számolunk.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cut the lower card, so it deals six cards to each of you. The dealer owns the crib: four more cards, counted for the dealer at the end of the deal.</source>
        <translation>A gép emelte a kisebb lapot, ezért ő oszt hat-hat lapot. A crib az osztóé: még négy lap, amelyet a leosztás végén az osztónak számolunk.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Lay two of your six cards away to the crib. The crib is yours because you deal, so its points will be yours: give it cards that score together, such as a pair, a five, or two cards that make fifteen. Click two cards, then Lay away.</source>
        <translation>Tegyél két lapot a hatból a cribbe. A crib a tiéd, mert te osztasz, így a pontjai is a tieid: adj neki olyan lapokat, amelyek együtt pontot érnek, például egy párt, egy ötöst vagy két lapot, amely 15-öt ad. Kattints két lapra, majd A cribbe gombra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay two of your six cards away to the crib. The crib is the computer&apos;s because it deals, so its points will go to the computer: give it cards that do not score together (no fives, no pairs, no two cards that make fifteen). Click two cards, then Lay away.</source>
        <translation>Tegyél két lapot a hatból a cribbe. A crib a gépé, mert ő oszt, így a pontjai is őt illetik: adj neki olyan lapokat, amelyek együtt nem érnek pontot (se ötöst, se párt, se két lapot, amely 15-öt ad). Kattints két lapra, majd A cribbe gombra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The player who does not deal, the pone, cuts the pack and the dealer turns up the starter: a fifth card for every hand and for the crib in the show. You are the pone: cut the pack.</source>
        <translation>Aki nem oszt, a nem osztó, emel a pakliból, az osztó pedig felfordítja a kezdőlapot: ez ötödik lap minden kézhez és a cribhez a körvégi pontozásban. Te vagy a nem osztó: emelj a pakliból.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player who does not deal, the pone, cuts the pack and the dealer turns up the starter: a fifth card for every hand and for the crib in the show.</source>
        <translation>Aki nem oszt, a nem osztó, emel a pakliból, az osztó pedig felfordítja a kezdőlapot: ez ötödik lap minden kézhez és a cribhez a körvégi pontozásban.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now you take turns laying one card at a time, the pone first, and say the total so far: the count. It may not pass 31. A count of exactly 15 pegs 2, a card of the same rank as the one before it pegs 2 for a pair, and the last three or more cards in a run of ranks peg 1 each. Who cannot play without passing 31 says Go.</source>
        <translation>Most felváltva tesztek le egy-egy lapot, a nem osztó kezd, és bemondjátok az eddigi összeget. Ez nem lépheti túl a 31-et. Ha az összeg pontosan 15, az 2 pont; az előzővel azonos rangú lap párként 2 pont; az utolsó három vagy több lap sorozatban laponként 1 pont. Aki nem tud lapot tenni a 31 túllépése nélkül, Go-t mond.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards are played out; now each hand is counted with the starter, the pone&apos;s first: the computer&apos;s, since it did not deal. Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and the jack of the starter&apos;s suit 1.</source>
        <translation>A lapok elfogytak; most minden kezet a kezdőlappal együtt számolunk, először a nem osztóét: a gépét, mert nem ő osztott. Minden tizenötös 2 pontot ér, minden pár 2-t, a sorozat laponként 1-et, négy azonos színű lap 4-et, a kezdőlap színével egyező bubi 1-et.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards are played out; now each hand is counted with the starter, the pone&apos;s first: yours, since you did not deal. Fifteens peg 2 each, pairs 2, runs 1 a card, four cards of one suit 4, and the jack of the starter&apos;s suit 1.</source>
        <translation>A lapok elfogytak; most minden kezet a kezdőlappal együtt számolunk, először a nem osztóét: a tiédet, mert nem te osztottál. Minden tizenötös 2 pontot ér, minden pár 2-t, a sorozat laponként 1-et, négy azonos színű lap 4-et, a kezdőlap színével egyező bubi 1-et.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Then the dealer&apos;s hand: yours. The pone counts first because near the end of a game the pone may reach the winning score before the dealer counts.</source>
        <translation>Aztán az osztó keze: a tiéd. A nem osztó számol először, mert a játszma végén előbb érheti el a győztes pontszámot, mint hogy az osztó számolna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Then the dealer&apos;s hand: the computer&apos;s. The pone counts first because near the end of a game the pone may reach the winning score before the dealer counts.</source>
        <translation>Aztán az osztó keze: a gépé. A nem osztó számol először, mert a játszma végén előbb érheti el a győztes pontszámot, mint hogy az osztó számolna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Last the crib, with the starter, for the dealer: you. It counts like a hand, except that a flush needs the starter of the same suit too.</source>
        <translation>Végül a crib, a kezdőlappal, az osztónak: neked. Úgy számoljuk, mint egy kezet, csak a flösshöz a kezdőlapnak is azonos színűnek kell lennie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Last the crib, with the starter, for the dealer: the computer. It counts like a hand, except that a flush needs the starter of the same suit too.</source>
        <translation>Végül a crib, a kezdőlappal, az osztónak: a gépnek. Úgy számoljuk, mint egy kezet, csak a flösshöz a kezdőlapnak is azonos színűnek kell lennie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That was a whole deal. A game goes on deal after deal, the deal passing from one player to the other, until someone pegs 121. Back to your game ends the guide and takes you back to your own game; you can take this guide again from the Help menu.</source>
        <translation>Ez volt egy teljes leosztás. A játszma leosztásról leosztásra folyik, az osztás felváltva jár, amíg valaki el nem éri a 121-et. A Vissza a játszmádhoz gomb befejezi a bemutatót, és visszavisz a saját játszmádhoz; ezt a bemutatót a Súgó menüből újra elindíthatod.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The starter is a jack: the dealer pegs 2 for his heels at once.</source>
        <translation>A kezdőlap bubi: az osztó azonnal 2 pontot lép le (kettő a bubiért).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Had the starter been a jack, the dealer would have pegged 2 for his heels at once.</source>
        <translation>Ha a kezdőlap bubi lett volna, az osztó azonnal 2 pontot lépett volna le (kettő a bubiért).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A count of exactly 15 pegs 2.</source>
        <translation>Ha az összeg pontosan 15, az 2 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count of exactly 31 pegs 2, and the count starts again from 0.</source>
        <translation>Ha az összeg pontosan 31, az 2 pont, és az összeg újra 0-ról indul.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A card of the same rank as the card before it makes a pair: 2.</source>
        <translation>Az előzővel azonos rangú lap párt alkot: 2 pont.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Three cards of one rank in a row make a pair royal: 6.</source>
        <translation>Három egymás utáni azonos rangú lap (royal pár): 6 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four cards of one rank in a row make a double pair royal: 12.</source>
        <translation>Négy egymás utáni azonos rangú lap (dupla royal pár): 12 pont.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last cards played make a run of ranks, in any order: 1 a card.</source>
        <translation>Az utoljára tett lapok sorozatot alkotnak, bármilyen sorrendben: laponként 1 pont.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody could play on, so the last card pegs 1 for the go and the count starts again from 0.</source>
        <translation>Senki sem tudott tovább tenni, ezért az utolsó lap 1 pontot ér a Go-ért, és az összeg újra 0-ról indul.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last card of the play pegs 1.</source>
        <translation>A kijátszás utolsó lapja 1 pontot ér.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Go: that player cannot lay a card without passing 31. The other lays as many cards as fit and pegs 1 for the last.</source>
        <translation>Go: az a játékos nem tud lapot tenni a 31 túllépése nélkül. A másik annyi lapot tesz, amennyi belefér, és az utolsóért 1 pontot kap.</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../ui/qml/HelpMenu.qml" line="+15"/>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Guided first game…</source>
        <translation>&amp;Vezetett első játszma…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules</source>
        <translation>S&amp;zabályok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Billentyűparancsok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Cribbage</source>
        <translation>A Cribbage &amp;névjegye</translation>
    </message>
</context>
<context>
    <name>HintMark</name>
    <message>
        <location filename="../ui/qml/HintMark.qml" line="+20"/>
        <source>hint</source>
        <translation>tipp</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../ui/qml/HintPanel.qml" line="+46"/>
        <source>Hints: lay away</source>
        <translatorcomment>Crib: &apos;crib&apos; (a cribbe, a cribje), the English word, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Tippek: a cribbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hints: play</source>
        <translation>Tippek: kijátszás</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The words of the hints, and the rules</source>
        <translation>A tippek szavai és a szabályok</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&lt;b&gt;Pone&lt;/b&gt;: the player who does not deal. The pone lays away into the dealer&apos;s crib, so gives it cards that score little.</source>
        <translation>&lt;b&gt;Nem osztó&lt;/b&gt;: a játékos, aki nem oszt. Az osztó cribjébe tesz lapot, ezért olyanokat ad, amelyek keveset érnek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Crib&lt;/b&gt;: the cards laid away, counted for the dealer after the hands. In a hint it is added when the crib is yours and taken off (−) when it is an opponent&apos;s.</source>
        <translation>&lt;b&gt;Crib&lt;/b&gt;: a letett lapok, amelyeket a kezek után az osztónak számolnak. A tippben hozzáadódik, ha a crib a tiéd, és levonódik (−), ha egy ellenfélé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Starter&lt;/b&gt;: the card turned up after laying away, a fifth card for every hand and the crib.</source>
        <translation>&lt;b&gt;Kezdőlap&lt;/b&gt;: a lapletétel után felfordított lap, ötödik lap minden kézhez és a cribhez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Pegging&lt;/b&gt;: the points of the play, as the cards are laid.</source>
        <translation>&lt;b&gt;Kijátszás&lt;/b&gt;: a kijátszás pontjai, ahogy a lapokat leteszik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Ten-card&lt;/b&gt;: a 10, jack, queen or king, each counted 10.</source>
        <translation>&lt;b&gt;Tízes értékű lap&lt;/b&gt;: 10-es, bubi, dáma vagy király, mind 10-et ér.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Pair royal&lt;/b&gt;: three cards of one rank, 6 points.</source>
        <translation>&lt;b&gt;Royal pár&lt;/b&gt;: három azonos értékű lap, 6 pont.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;The points of a hint&lt;/b&gt;: what the choice brings you on average, less what it gives the others; near the end of a game the chance to win comes first.</source>
        <translation>&lt;b&gt;Egy tipp pontjai&lt;/b&gt;: amennyit a választás átlagosan hoz neked, mínusz amennyit a többieknek ad; a játszma vége felé a nyerés esélye az első.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click for the rules.</source>
        <translation>Kattints a szabályokért.</translation>
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
        <translatorcomment>Pegging, the play: &apos;kijátszás&apos; (a kijátszott lapok), as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>kéz %1 · crib %2 · kijátszás %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>you %1 · opponent %2</source>
        <translation>te %1 · ellenfél %2</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>hand %1 · crib %2</source>
        <translation>kéz %1 · crib %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you and your partner %1 · opponents %2</source>
        <translation>te és a társad %1 · ellenfelek %2</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>you %1 · each opponent %2</source>
        <translation>te %1 · ellenfelenként %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>wins %1% · loses %2%</source>
        <comment>the chances a card wins or loses the game this hand</comment>
        <translation>nyer %1% · veszít %2%</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>reaches the target %1%</source>
        <comment>the chance a keep reaches the target this hand</comment>
        <translation>célba ér %1%</translation>
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
        <translation>Billentyű: %1</translation>
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
        <translation>Nincs muggins</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/qml/NewGameDialog.qml" line="+70"/>
        <source>Start a new game?</source>
        <translation>Új játszmát kezdesz?</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Two: one against the other</source>
        <translation>Ketten: egymás ellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three: each for themselves</source>
        <translation>Hárman: mindenki magáért</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four: two partners against two</source>
        <translation>Négyen: két társ kettő ellen</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The game in progress is abandoned and the match score goes back to nothing.</source>
        <translation>A folyamatban lévő játszma elvész, a mérkőzés állása nullázódik.</translation>
    </message>
    <message>
        <location line="-123"/>
        <location line="+132"/>
        <source>New match</source>
        <translation>Új mérkőzés</translation>
    </message>
    <message>
        <location line="-108"/>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>Players 1 and 3 play as partners against players 2 and 4.</source>
        <translation>Az 1. és a 3. játékos párban játszik a 2. és a 4. játékos ellen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The game in progress is abandoned: it counts for no one. The match score stays as it is and the next game is dealt afresh.</source>
        <translation>A folyamatban lévő játszma elvész, senkinek sem számít. A mérkőzés állása marad, a következő játszmát elölről osztjuk.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>New game</source>
        <translation>Új játszma</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keep playing</source>
        <translation>Folytatom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
</context>
<context>
    <name>NoticeBox</name>
    <message>
        <location filename="../ui/qml/NoticeBox.qml" line="+62"/>
        <source>Dismiss</source>
        <translation>Értem</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../ui/qml/PassScreen.qml" line="+78"/>
        <source>Pass the screen to %1</source>
        <translation>Add át a képernyőt: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Every hand is face down. %1, choose Ready when no one else can see the screen.</source>
        <translation>Minden kéz képpel lefelé fekszik. %1, válaszd a „Kész” gombot, amikor más nem látja a képernyőt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ready</source>
        <translation>Kész</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shows the hand of %1.</source>
        <translation>Megmutatja a kezet: %1.</translation>
    </message>
</context>
<context>
    <name>PegBoard</name>
    <message>
        <location filename="../qml/PegBoard.qml" line="+18"/>
        <source>Player 1</source>
        <translation>1. játékos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player 2</source>
        <translation>2. játékos</translation>
    </message>
</context>
<context>
    <name>PlayerProgress</name>
    <message>
        <location filename="../qml/PlayerProgress.qml" line="+25"/>
        <source>%1 · wins</source>
        <translation>%1 · nyer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 to go</source>
        <translation>%1 · még %2</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %n point(s), the game won</source>
        <comment>a player&apos;s name and score</comment>
        <translation>
            <numerusform>%1: %n pont, megnyerte a játszmát</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s), %2 to go</source>
        <comment>a player&apos;s name, score and the points still to go</comment>
        <translation>
            <numerusform>%1: %n pont, még %2 hiányzik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n game(s)</source>
        <comment>games won in the match</comment>
        <translation>
            <numerusform>%n játszma</numerusform>
        </translation>
    </message>
    <message>
        <location line="+38"/>
        <source>ahead by %1</source>
        <translation>%1 ponttal előnyben</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <location filename="../ui/qml/PracticeDialog.qml" line="+38"/>
        <source>Counting practice</source>
        <translation>Számolási gyakorlat</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Starter</source>
        <translatorcomment>Starter: &apos;kezdőlap&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Kezdőlap</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The hand is worth</source>
        <translation>A kéz értéke</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Check</source>
        <translation>Ellenőrzés</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n pont)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Nothing scores in this hand: players call it nineteen, a score no hand can make.</source>
        <translation>Ez a kéz semmit sem ér: az angol játékosok »tizenkilencnek« hívják, mert ennyit egy kéz sem érhet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Next hand</source>
        <translation>Következő kéz</translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/practice_words.cpp" line="+9"/>
        <source>Right: %n point(s).</source>
        <translation>
            <numerusform>Helyes: %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: you said %1, and the hand is worth %n.</source>
        <translation>
            <numerusform>Nem egészen: %1 pontot mondtál, a kéz %n pontot ér.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Count the hand with its starter, then press Enter.</source>
        <translation>Számold meg a kezet a kezdőlappal együtt, aztán nyomj Entert.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 of %n hand(s) right, %2 seconds a hand.</source>
        <translation>
            <numerusform>%n kézből %1 helyes, kezenként %2 másodperc.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptButtons</name>
    <message>
        <location filename="../ui/qml/PromptButtons.qml" line="+38"/>
        <source>Lay away</source>
        <translatorcomment>Crib: &apos;crib&apos; (a cribbe, a cribje), the English word, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>A cribbe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Go</source>
        <translatorcomment>Go: &apos;Go&apos;, &apos;Go-t mond&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cut</source>
        <translatorcomment>Cut: &apos;emel&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Emelés</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <location line="+9"/>
        <location line="+7"/>
        <location line="+7"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+9"/>
        <source>Deal</source>
        <translation>Osztás</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Back to your game</source>
        <translation>Vissza a játszmádhoz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Next game</source>
        <translation>Újabb játszma</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>Új mérkőzés</translation>
    </message>
</context>
<context>
    <name>RankWords</name>
    <message>
        <location filename="../ui/src/words/card_words.cpp" line="+7"/>
        <source>ace</source>
        <translation>ász</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>two</source>
        <translation>kettes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three</source>
        <translation>hármas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four</source>
        <translation>négyes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>five</source>
        <translation>ötös</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>six</source>
        <translation>hatos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>seven</source>
        <translation>hetes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eight</source>
        <translation>nyolcas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nine</source>
        <translation>kilences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ten</source>
        <translation>tízes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jack</source>
        <translation>bubi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queen</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>king</source>
        <translation>király</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>aces</source>
        <translatorcomment>Ranks as attributes, after &apos;egy&apos; and before &apos;pár&apos;: &apos;egy ötös pár&apos; (a pair of fives).</translatorcomment>
        <translation>ász</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>twos</source>
        <translation>kettes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threes</source>
        <translation>hármas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fours</source>
        <translation>négyes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fives</source>
        <translation>ötös</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sixes</source>
        <translation>hatos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sevens</source>
        <translation>hetes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>eights</source>
        <translation>nyolcas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nines</source>
        <translation>kilences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>tens</source>
        <translation>tízes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>jacks</source>
        <translatorcomment>Jack: &apos;bubi&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>bubi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>queens</source>
        <translation>dáma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>kings</source>
        <translation>király</translation>
    </message>
</context>
<context>
    <name>ReasonWords</name>
    <message>
        <location filename="../ui/src/words/reason_words.cpp" line="+35"/>
        <source>Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with the cards the others add.</source>
        <translation>Marad: %1 (átlagosan %2), a saját cribedbe pedig %3 kerül, ami a többiek lapjaival átlagosan %4 pontot ér.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Keeps %1: %2 points on average in the hand.</source>
        <translatorcomment>&apos;Marad&apos; (stays): the cards this choice keeps.</translatorcomment>
        <translation>Marad: %1, átlagosan %2 pont a kézben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1: at least %2 points whatever starter is cut, %3 on average with the starter.</source>
        <translation>Marad: %1; legalább %2 pont, bármi lesz a kezdőlap, a kezdőlappal átlagosan %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) and lays %3 in your own crib, worth %4 on average with the pone&apos;s cards.</source>
        <translatorcomment>Pone: &apos;az ellenfél&apos; (the dealer&apos;s opponent); the Hungarian rule sheet (after rubl.com) says &apos;nem osztó játékos&apos;.</translatorcomment>
        <translation>Marad: %1 (átlagosan %2), a saját cribedbe pedig %3 kerül, ami az ellenfél lapjaival átlagosan %4 pontot ér.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) but gives the crib the %3: any ten-card makes 15 with it.</source>
        <translatorcomment>Ten-card: &apos;tízes értékű lap&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Marad: %1 (átlagosan %2), de a cribbe kerül %3: bármelyik tízes értékű lappal 15.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) but gives the crib a pair of %3.</source>
        <translation>Marad: %1 (átlagosan %2), de egy %3 pár kerül a cribbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1 (%2 on average) but gives the crib %3, a fifteen already.</source>
        <translation>Marad: %1 (átlagosan %2), de a cribbe kerül %3, ami már magában 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps %1 (%2 on average) but gives the crib %3, touching cards that make runs.</source>
        <translation>Marad: %1 (átlagosan %2), de a cribbe kerül %3: szomszédos lapok, sorozatot adnak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1 (%2 on average) and gives the crib %3, which seldom score: %4 on average.</source>
        <translation>Marad: %1 (átlagosan %2), a cribbe pedig %3 kerül, ami ritkán ér pontot: átlagosan %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keeps %1: the chance to reach the target this hand is %2%.</source>
        <translation>Marad: %1; %2% az esély, hogy ebben a leosztásban célba érsz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked first: keeping %1 reaches the target this hand more often (%2%) than %3 (%4%), which scores more on average. This close to the end, getting there first counts more than points.</source>
        <translation>Első helyen: ha %1 marad, gyakrabban érsz célba ebben a leosztásban (%2%), mint %3 esetén (%4%), pedig az átlagosan több pontot ér. Ilyen közel a véghez előbb célba érni többet ér a pontoknál.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is the only card you can play.</source>
        <translation>Csak ezt játszhatod ki: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pegs out and wins the game.</source>
        <translation>%1: ezzel kiérsz, és megnyered a játszmát.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes fifteen for 2.</source>
        <translation>%1: tizenöt, 2 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes thirty-one for 2.</source>
        <translation>%1: harmincegy, 2 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a pair for 2.</source>
        <translation>%1: pár, 2 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a pair royal for 6.</source>
        <translatorcomment>Pair royal: &apos;royal pár&apos;, as the Hungarian rule sheet (after rubl.com) says (Hungarian poker players would say &apos;drill&apos;).</translatorcomment>
        <translation>%1: royal pár, 6 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a double pair royal for 12.</source>
        <translatorcomment>Double pair royal: &apos;dupla royal pár&apos;, as the Hungarian rule sheet (after rubl.com) says (&apos;póker&apos; in Hungarian poker).</translatorcomment>
        <translation>%1: dupla royal pár, 12 pont.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes a run of %2.</source>
        <translation>%1: %2 lapos sorozat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 is risky: any ten-card makes 15 with it.</source>
        <translatorcomment>Leading: &apos;hív&apos;, the Hungarian card players&apos; word.</translatorcomment>
        <translation>%1 hívása kockázatos: bármelyik tízes értékű lappal 15 lesz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 is safe: no card makes 15 with it.</source>
        <translation>%1 hívása biztonságos: egyik lappal sem lesz 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leading %1 from your pair of %2 can set up a pair royal.</source>
        <translation>%1 hívása egy %2 párból royal párt készíthet elő.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to 21: any ten-card makes 31.</source>
        <translation>%1: az összeg 21 lesz, bármelyik tízes értékű lappal 31.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to 5: any ten-card makes 15.</source>
        <translation>%1: az összeg 5 lesz, bármelyik tízes értékű lappal 15.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pairs for 2, but the next player makes a pair royal for 6 with another of the %2.</source>
        <translation>%1: pár, 2 pont, de egy újabb %2 royal párt, 6 pontot ad a következő játékosnak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Leading %1 lets the next player make 15 with any of the %2.</source>
        <translation>%1 hívása után a következő játékosnak bármelyik %2 15-öt ad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2: the next player makes 15 with any of the %3.</source>
        <translation>%1: az összeg %2 lesz, a következő játékosnak bármelyik %3 15-öt ad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2: the next player makes 31 with any of the %3.</source>
        <translation>%1: az összeg %2 lesz, a következő játékosnak bármelyik %3 31-et ad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 brings the count to %2, where no single card makes 15 or 31.</source>
        <translation>%1: az összeg %2 lesz, így egyetlen lap sem ad 15-öt vagy 31-et.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranked first: %1 wins the game more often (%2%) than %3 (%4%), which pegs more on average. This close to the end, winning counts more than points.</source>
        <translation>Első helyen: %1 gyakrabban nyeri meg a játszmát (%2%), mint %3 (%4%), pedig az átlagosan többet szerez a kijátszásban. Ilyen közel a véghez a győzelem többet ér a pontoknál.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ranked first: after %1 the opponent wins less often (%2%) than after %3 (%4%), which pegs more on average. This close to the end, not losing counts more than points.</source>
        <translation>Első helyen: %1 után ritkábban nyer az ellenfél (%2%), mint %3 után (%4%), pedig az átlagosan többet szerez a kijátszásban. Ilyen közel a véghez nem veszíteni többet ér a pontoknál.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 brings the count to %2: your partner, next to play, makes 15 with any of the %3.</source>
        <translation>%1: az összeg %2 lesz, a soron következő társadnak bármelyik %3 15-öt ad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings the count to %2: your partner, next to play, makes 31 with any of the %3.</source>
        <translation>%1: az összeg %2 lesz, a soron következő társadnak bármelyik %3 31-et ad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings the count to %2, where nobody else can lay a card.</source>
        <translation>%1: az összeg %2 lesz, és erre más senki sem tud lapot tenni.</translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message>
        <location filename="../ui/src/words/refusal_words.cpp" line="+29"/>
        <source>It is not your turn: %1 is to play.</source>
        <comment>%1 is a name</comment>
        <translation>Nem te jössz: %1 következik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn: %1 is to play.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>Nem te jössz: a %1 következik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That cannot be done now.</source>
        <translation>Ezt most nem lehet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your cards are already in the crib.</source>
        <translatorcomment>Crib: &apos;crib&apos; (a cribbe, a cribje), the English word, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>A lapjaid már a cribben vannak.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Choose %n card(s) for the crib.</source>
        <translation>
            <numerusform>Válassz %n lapot a cribbe.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You do not hold %1.</source>
        <translation>Nincs nálad: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is chosen twice.</source>
        <translation>Kétszer választottad: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cut between %1 and %2 cards down.</source>
        <translation>Felülről %1 és %2 lap között emelj.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 would make the count %2: the count may not pass 31.</source>
        <translation>%1: az összeg %2 lenne, de 31 fölé nem mehet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot say Go: %1 can be played.</source>
        <translation>Nem mondhatsz Go-t, van kijátszható lapod: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A count cannot be less than 0.</source>
        <translation>A bejelentés nem lehet 0-nál kevesebb.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: your cards are not worth %n point(s). Count again.</source>
        <translation>
            <numerusform>Nem egészen: a lapjaid nem érnek %n pontot. Számold újra.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Nothing was missed: the count of %n is right.</source>
        <translation>
            <numerusform>Nem maradt ki semmi: %n pont, ez helyes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot call muggins on your own count.</source>
        <translation>A saját számolásodra nem mondhatsz muggins-t.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot call muggins on your partner&apos;s count.</source>
        <translation>A társad számolására nem mondhatsz muggins-t.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This game is already won: the next one is dealt as usual.</source>
        <translation>Ez a játszma már eldőlt: a következőt a szokott módon osztjuk.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>A mérkőzés véget ért.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A new match could not begin with these settings.</source>
        <translation>Ezekkel a beállításokkal nem indulhat új mérkőzés.</translation>
    </message>
</context>
<context>
    <name>RenamePersonDialog</name>
    <message>
        <location filename="../ui/qml/RenamePersonDialog.qml" line="+33"/>
        <source>Rename %1</source>
        <translation>%1 átnevezése</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rename</source>
        <translation>Átnevezés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>New name</source>
        <translation>Új név</translation>
    </message>
</context>
<context>
    <name>ResultWords</name>
    <message>
        <location filename="../ui/src/words/result_words.cpp" line="+24"/>
        <source>%1 to %2</source>
        <comment>a game&apos;s final score</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and your partner win the match!</source>
        <translation>Te és a társad megnyertétek a mérkőzést!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You and your partner win!</source>
        <translation>Te és a társad nyertetek!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match!</source>
        <translation>Megnyerted a mérkőzést!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You win!</source>
        <translation>Nyertél!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 win the match</source>
        <translation>%1 és %2 megnyerte a mérkőzést</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 win</source>
        <translation>%1 és %2 nyert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the match</source>
        <translation>A mérkőzés az ellenfeleidé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your opponents win</source>
        <translation>Az ellenfeleid nyertek</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the match</source>
        <translation>%1 nyerte a mérkőzést</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 nyert</translation>
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
        <translation>Megnyert játszmák: %1 (aki elsőként nyer %2 játszmát, megnyeri a mérkőzést)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game points: %1 (the first to %2 wins the match)</source>
        <translation>Játszmapontok: %1 (aki elsőként gyűjt %2 játszmapontot, megnyeri a mérkőzést)</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/qml/ReviewDialog.qml" line="+21"/>
        <source>Review of this game</source>
        <translation>A játszma áttekintése</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Nothing to review yet: the review shows your decisions once you have laid away.</source>
        <translation>Még nincs mit áttekinteni: az áttekintés a döntéseidet mutatja, miután lapot tettél a cribbe.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>%1 lost</source>
        <comment>expected points lost</comment>
        <translation>%1 elveszett</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <location filename="../ui/src/words/review_words.cpp" line="+18"/>
        <source>You laid away %1, as the Expert would.</source>
        <translation>A cribbe ezeket tetted: %1, ahogy a Szakértő is tenné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You laid away %1; the Expert would lay away %2.</source>
        <translation>A cribbe ezeket tetted: %1; a Szakértő ezeket tenné: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You played %1, as the Expert would.</source>
        <translation>%1 lapot játszottad ki, ahogy a Szakértő is tenné.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You played %1; the Expert would play %2.</source>
        <translation>%1 lapot játszottad ki; a Szakértő %2 lapot játszana ki.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You claimed %n point(s).</source>
        <translation>
            <numerusform>%n pontot mondtál be.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Counted right.</source>
        <translation>Jól számoltad.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You missed %n point(s): the hand was worth %1.</source>
        <translation>
            <numerusform>%n pontot kihagytál: a kéz %1 pontot ért.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A near-tie: %1 was better by less than %2 points.</source>
        <translation>Majdnem döntetlen: %1 kevesebb, mint %2 ponttal volt jobb.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was better by %2 points.</source>
        <translation>%1 %2 ponttal jobb volt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Worth a second look: %1 %2</source>
        <comment>how the choice fell short, then why</comment>
        <translation>Érdemes újra megnézni: %1 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points lost this game: %1 laying away, %2 in the play, %3 counting.</source>
        <translation>Elvesztett pontok ebben a játszmában: %1 a cribbe tett lapokon, %2 a kijátszásban, %3 a számolásban.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal %1</source>
        <translation>%1. leosztás</translation>
    </message>
</context>
<context>
    <name>RuleBook</name>
    <message>
        <location filename="../ui/qml/RuleBook.qml" line="+8"/>
        <source>The cards</source>
        <translation>A lapok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One pack of 52 cards without jokers. No suit ranks above another.</source>
        <translation>Egy 52 lapos pakli joker nélkül. Egyik szín sem ér többet a másiknál.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks run ace, 2, 3 and so on to 10, jack, queen, king. The ace is only low: ace-2-3 is a run, queen-king-ace is not.</source>
        <translation>A lapok sorrendje: ász, 2, 3 és így tovább 10-ig, bubi, dáma, király. Az ász csak alacsony: az ász-2-3 sorozat, a dáma-király-ász nem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For counting, an ace is worth 1, the 2 to the 10 their number, and the jack, queen and king 10 each.</source>
        <translation>Számoláskor az ász 1-et ér, a 2-től 10-ig a lapok a számukat, a bubi, a dáma és a király pedig 10-et.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal</source>
        <translation>Az osztás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first dealer is chosen by cut: every player cuts the shuffled pack and shows the card. The lowest card deals, and the ace is lowest; players tied for the lowest cut again. The settings can draw the first dealer at random instead.</source>
        <translation>Az első osztót emeléssel választják: mindenki emel a megkevert pakliból, és megmutatja a lapot. A legalacsonyabb lap oszt, és az ász a legalacsonyabb; a legalacsonyabbon holtversenyben állók újra emelnek. A beállításokban az első osztót sorsolni is lehet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dealer deals one card at a time, starting at their left. With two players each is dealt 6 cards.</source>
        <translation>Az osztó egyesével osztja a lapokat, a bal oldalán kezdve. Két játékosnál mindenki 6 lapot kap.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player on the dealer&apos;s left is the first to receive cards, cuts the starter, leads the play and counts first in the show. With two players that is the &quot;pone&quot;, the one who does not deal.</source>
        <translation>Az osztótól balra ülő kapja elsőként a lapokat, ő emel a kezdőlaphoz, ő kezdi a kijátszást, és ő számol elsőként a körvégi pontozásban. Két játékosnál ő a „nem osztó”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each hand the deal passes to the left. In a match, a loser of the game before deals the next game.</source>
        <translation>Minden leosztás után az osztás balra száll. Egy mérkőzésben az előző játszma egyik vesztese osztja a következő játszmát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib</source>
        <translation>A crib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With two players each lays 2 of their 6 cards away, face down, into the crib. Whatever the number of players, everyone then plays with four cards and the crib has four.</source>
        <translation>Két játékosnál mindenki 6 lapjából 2-t képpel lefelé a cribbe tesz. A játékosok számától függetlenül ezután mindenki négy lappal játszik, és a cribben is négy lap van.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib is the dealer&apos;s: it is counted for the dealer after the hands, with the starter as a fifth card. The dealer lays away cards that may score together; the other players lay away cards that will not help the dealer.</source>
        <translation>A crib az osztóé: a kezek után neki számolják, a kezdőlappal mint ötödik lappal. Az osztó olyan lapokat tesz félre, amelyek együtt pontot érhetnek; a többiek olyanokat, amelyek nem segítik az osztót.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starter</source>
        <translation>A kezdőlap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Once the crib is laid away, the player on the dealer&apos;s left cuts the rest of the pack, at least four cards in each part, and the dealer turns up the top card of the lower part: the starter.</source>
        <translation>Miután a crib összeállt, az osztótól balra ülő emel a pakli maradékából, mindkét részben legalább négy lappal, az osztó pedig felfordítja az alsó rész legfelső lapját: ez a kezdőlap.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The starter takes no part in the play. In the show it is a fifth card for every hand and for the crib.</source>
        <translation>A kezdőlap nem vesz részt a kijátszásban. A körvégi pontozásban minden kéz és a crib ötödik lapja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A jack turned up as the starter gives the dealer 2 points at once, &quot;his heels&quot;. Those 2 points can win the game.</source>
        <translation>Ha a kezdőlap bubi, az osztó azonnal 2 pontot kap („kettő a bubiért”). Ez a 2 pont megnyerheti a játszmát.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The play</source>
        <translation>A kijátszás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the dealer&apos;s left, each player in turn lays a card face up and says the running count: the total of the cards laid since the count last started from 0.</source>
        <translation>Az osztótól balra kezdve mindenki sorban képpel felfelé letesz egy lapot, és bemondja az összeget: a lapok összértékét azóta, hogy a számolás utoljára 0-ról indult.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The count may not pass 31. A player whose cards would all take it past 31 says &quot;Go&quot;; a player who can play must. The others carry on as long as they can stay within 31.</source>
        <translation>Az összeg nem lépheti át a 31-et. Akinek minden lapja 31 fölé vinné, „Go”-t mond; aki tud játszani, annak kell. A többiek addig folytatják, amíg 31-en belül maradnak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When nobody can lay a card, the player who laid the last card pegs 1 for go, or 2 at exactly 31. The count starts again from 0, led by the next player to the left who still holds cards. The last card of the whole play pegs 1, or 2 at 31.</source>
        <translation>Ha senki sem tud lapot tenni, az utolsó lapot letevő 1 pontot kap a Go-ért, pontosan 31-nél 2-t. A számolás újra 0-ról indul, a következő, még lapot tartó játékos kezd balra. A teljes kijátszás utolsó lapja 1 pontot ér, 31-nél 2-t.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card scores 2 when it brings the count to 15, and 2 at 31. It scores 2 for a pair with the card before it, 6 for three of a kind and 12 for four. With the cards just before it, a run of three or more ranks in a row, in any order, scores 1 a card.</source>
        <translation>Egy lap 2 pontot ér, ha az összeget 15-re viszi, és 2-t 31-nél. Az előtte levő lappal alkotott pár 2 pontot ér, a royal pár 6-ot, a dupla royal pár 12-t. A közvetlenül előtte levő lapokkal három vagy több egymást követő érték sorozata, bármilyen sorrendben, laponként 1 pontot ér.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only cards of the same rank pair: a jack and a queen are worth 10 each, but they are no pair. Suits play no part in the play.</source>
        <translation>Csak az azonos értékű lapok alkotnak párt: a bubi és a dáma egyaránt 10-et ér, mégsem pár. A színek a kijátszásban nem számítanak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worked examples: under each card, the count and the points it scored (go and last card left out).</source>
        <translation>Példák: minden lap alatt az összeg és a lappal szerzett pont (a Go és az utolsó lap nélkül).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The show</source>
        <translation>A körvégi pontozás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the play each player takes back their four cards. The hands are counted one at a time, each with the starter as a fifth card: clockwise from the dealer&apos;s left, the dealer&apos;s own hand last, and then the dealer&apos;s crib.</source>
        <translation>A kijátszás után mindenki visszaveszi a négy lapját. A kezeket egyenként számolják, mindegyiket a kezdőlappal mint ötödik lappal: az osztótól balra kezdve az óramutató járásával egyezően, az osztó keze utolsóként, majd az osztó cribje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The order matters near the end: the game is won the moment a score reaches the target, so a player who counts out first wins, even if the dealer&apos;s hand and crib would have scored more.</source>
        <translation>A sorrend a végén számít: a játszmát az nyeri, akinek a pontszáma elsőként éri el a célt, így aki előbb számol ki, nyer, akkor is, ha az osztó keze és cribje többet ért volna.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The combinations a hand scores are in the next section.</source>
        <translation>A pontot érő kombinációk a következő részben vannak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring combinations</source>
        <translation>Pontot érő kombinációk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every set of cards adding up to 15 scores 2. Each pair scores 2, so three of a rank make 6 and four make 12. Each run of three or more ranks in a row scores 1 a card; a run of four is not also two runs of three. The jack of the starter&apos;s suit in the hand or crib scores 1, &quot;his nobs&quot;.</source>
        <translation>Minden 15-öt kiadó lapcsoport 2 pontot ér. Minden pár 2 pontot ér, így három azonos érték 6-ot, négy 12-t. Minden három vagy több egymást követő értékből álló sorozat laponként 1 pontot ér; a négyes sorozat nem egyben két hármas is. A kézben vagy a cribben levő, a kezdőlappal azonos színű bubi 1 pontot ér („egy a bubiért”).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A flush: four cards of one suit in a hand score 4, and 5 if the starter is of that suit too. In the crib only all five cards of one suit count, 5. The settings offer the variants.</source>
        <translation>Flöss: a kézben négy azonos színű lap 4 pontot ér, és 5-öt, ha a kezdőlap is ilyen színű. A cribben csak az öt azonos színű lap számít, 5 pont. A változatok a beállításokban vannak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Some sums worth knowing: a run of three with one rank doubled is 8, a run of four with a rank doubled 10, a run of three with a rank tripled 15, a run of three with two ranks doubled 16.</source>
        <translation>Néhány hasznos összeg: hármas sorozat egy kétszer szereplő értékkel 8, négyes sorozat egy kétszer szereplő értékkel 10, hármas sorozat egy háromszor szereplő értékkel 15, hármas sorozat két kétszer szereplő értékkel 16.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most a hand can score is 29. No hand can score 19, 25, 26 or 27, and players say &quot;nineteen&quot; for a hand worth nothing.</source>
        <translation>Egy kéz legfeljebb 29 pontot érhet. Egy kéz sem érhet 19, 25, 26 vagy 27 pontot, és a semmit sem érő kézre a játékosok azt mondják: „tizenkilenc”.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Worked examples: four cards and the starter, counted as players say it.</source>
        <translation>Példák: négy lap és a kezdőlap, úgy számolva, ahogy a játékosok mondják.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without muggins the game counts every hand and crib for its owner, correctly.</source>
        <translation>Muggins nélkül a játék minden kezet és cribet helyesen kiszámol a gazdájának.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With muggins (a setting) each player counts their own hand and crib aloud and pegs what they claim; a claim above the true count is not allowed. The player on the counter&apos;s left then accepts the count, or calls &quot;muggins&quot; when points were missed and pegs those points for their own side.</source>
        <translation>Muggins esetén (beállítás) mindenki hangosan maga számolja a kezét és a cribjét, és annyit jelöl, amennyit bemond; a valósnál többet nem lehet bemondani. A számolótól balra ülő elfogadja a számolást, vagy ha pont maradt ki, „muggins”-t mond, és a kimaradt pontokat a saját oldalának jelöli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game end and skunks</source>
        <translation>A játszma vége és a skunk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is won the moment a side&apos;s score reaches the target, 121 or 61, wherever that happens: the heels, a card in the play, a go, or a hand in the show. Nothing more is counted.</source>
        <translation>A játszmát az az oldal nyeri meg, amelyik elsőként éri el a célt, a 121-et vagy a 61-et, bárhol történjék is: a bubiért járó pontokkal, egy kijátszott lappal, egy Go-val vagy egy kéz pontozásával. Ezután semmit sem számolnak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the skunk setting, a game to 121 is worth 2 games when the loser has 61 to 90 points, and 4 when the loser has 60 or less. With the lurch setting it is worth 2 when the loser has 60 or less. In a game to 61 the line is 30 for both.</source>
        <translation>Skunk beállítással a 121-ig tartó játszma 2 játszmát ér, ha a vesztesnek 61–90 pontja van, és 4-et, ha 60 vagy kevesebb. Lurch beállítással 2-t ér, ha a vesztesnek 60 vagy kevesebb pontja van. 61-ig tartó játszmában mindkettőnél 30 a határ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match is won by the first side to gather the chosen number of game points.</source>
        <translation>A mérkőzést az az oldal nyeri, amelyik elsőként gyűjti össze a választott számú játszmapontot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three and four players</source>
        <translation>Három és négy játékos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players each is dealt 5 cards and lays 1 away, and a card from the top of the pack completes the crib. Each plays for themselves.</source>
        <translation>Három játékosnál mindenki 5 lapot kap, és 1-et félretesz, a cribet pedig a pakli tetejéről egy lap egészíti ki. Mindenki a maga javára játszik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With four players each is dealt 5 cards and lays 1 away. Partners sit opposite each other and peg one score for their side.</source>
        <translation>Négy játékosnál mindenki 5 lapot kap, és 1-et félretesz. A társak egymással szemben ülnek, és közös pontszámot jelölnek az oldaluknak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a go, the next series is led by the first player to the left of the one who laid the last card who still holds cards. A player with no cards left is passed over.</source>
        <translation>Go után a következő sort az utolsó lapot letevőtől balra ülő első olyan játékos kezdi, akinek még van lapja. Akinek nincs több lapja, azt átugorják.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With three players a win is a skunk only when every loser is under the line: the best-placed loser decides.</source>
        <translation>Három játékosnál a győzelem csak akkor skunk, ha minden vesztes a határ alatt van: a legjobb helyen álló vesztes dönt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With muggins, the player on the counter&apos;s left judges the count; with four players that is always an opponent. Any other player of another side may call muggins on the count before it is accepted, and pegs what was missed.</source>
        <translation>Muggins esetén a számolótól balra ülő bírálja el a számolást; négy játékosnál ez mindig ellenfél. Bármelyik másik, más oldalon játszó játékos is bemondhatja a muggins-t, mielőtt a számolást elfogadják, és ő jelöli a kimaradt pontokat.</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../ui/qml/RuleSettings.qml" line="+30"/>
        <source>Rules (from the next match)</source>
        <translatorcomment>Game: &apos;játszma&apos;; match (a series of games): &apos;mérkőzés&apos;.</translatorcomment>
        <translation>Szabályok (a következő mérkőzéstől)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The new rules start with the next match: New match (Ctrl+Shift+N) in the Game menu.</source>
        <translation>Az új szabályok a következő mérkőzéstől érvényesek: Játék menü, Új mérkőzés (Ctrl+Shift+N).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game to</source>
        <translation>Játszma hossza</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Match to (game points)</source>
        <translation>Mérkőzés hossza (játszmapont)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Muggins (count your own cards)</source>
        <translatorcomment>Muggins: the Hungarian rule sheet (after rubl.com) calls the rule &apos;Cut throat&apos; (the missed points are stolen); the call itself is kept in English.</translatorcomment>
        <translation>Muggins (magad számolod a lapjaid)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Skunks</source>
        <translatorcomment>Skunk and lurch: the Hungarian rule sheet (after rubl.com) has no term for them; the English words are kept, as it keeps crib and Go.</translatorcomment>
        <translation>Skunk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Off: every win is one game</source>
        <translation>Ki: minden győzelem egy játszma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lurch</source>
        <translation>Lurch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skunk and double skunk</source>
        <translation>Skunk és dupla skunk</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Lurch: a win counts two games when the loser has not passed half way (60 points or fewer of 121, 30 or fewer of 61). Skunk: two games when the loser has 90 or fewer of 121, four (a double skunk) at 60 or fewer; a game to 61 has the lurch line only.</source>
        <translation>Lurch: a győzelem két játszmát ér, ha a vesztes nem jutott túl a felén (121-ből legfeljebb 60, 61-ből legfeljebb 30 pont). Skunk: két játszma, ha a vesztesnek 121-ből legfeljebb 90 pontja van, négy (dupla skunk), ha legfeljebb 60; a 61 pontos játszmában csak a lurch-vonal számít.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>First dealer</source>
        <translatorcomment>Dealer: &apos;osztó&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Első osztó</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cut for it</source>
        <translation>Emeléssel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn at random</source>
        <translation>Véletlenszerűen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Four-card flush in the crib</source>
        <translatorcomment>Flush: &apos;flöss&apos;, as the Hungarian rule sheet (after rubl.com) (and Hungarian poker) says.</translatorcomment>
        <translation>Négylapos flöss a cribben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A house rule: four crib cards of one suit count 4 even when the starter is of another suit. By the rules, a crib flush needs the starter too.</source>
        <translation>Házi szabály: a cribben négy egyszínű lap 4 pontot ér akkor is, ha a kezdőlap más színű. A szabály szerint a crib flösséhez a kezdőlap is kell.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Only a five-card flush counts</source>
        <translation>Csak az ötlapos flöss számít</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Spanish rule sheet&apos;s variant: a flush needs all five cards, the starter too, in a hand as in the crib, and is worth 5. It cannot go with the four-card flush in the crib: turning one on turns the other off.</source>
        <translation>A spanyol szabálylap változata: a flösshöz mind az öt lap kell, a kezdőlap is, a kézben és a cribben egyaránt, és 5 pontot ér. Nem fér össze a cribben számolt négylapos flössel: ha az egyiket bekapcsolod, a másik kikapcsol.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/qml/RulesDialog.qml" line="+22"/>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>count %1</source>
        <translation>összeg %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>starter</source>
        <translation>kezdőlap</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The crib with the starter: %1 (%2).</source>
        <translation>A crib a kezdőlappal: %1 (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand with the starter: %1 (%2).</source>
        <translation>A kéz a kezdőlappal: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>SavedMatch</name>
    <message>
        <location filename="../ui/src/saved_match.cpp" line="+60"/>
        <source>Your saved game could not be opened, so a new match begins. It was moved aside as it was, to %1.</source>
        <translation>A mentett játék nem nyitható meg, ezért új mérkőzés kezdődik. Változatlanul félretettük ide: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be opened, so a new match begins. It stays at %1 as it was, and this match will not be saved over it.</source>
        <translation>A mentett játék nem nyitható meg, ezért új mérkőzés kezdődik. Változatlanul a helyén marad (%1), és ez a mérkőzés nem menti felül.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your saved game could not be read, so a new match begins. The file was kept as %1.</source>
        <translation>A mentett játék nem olvasható, ezért új mérkőzés kezdődik. A fájlt megőriztük ezen a néven: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your saved game could not be read, so a new match begins. The file could not be moved aside: it stays at %1, and this match will not be saved over it.</source>
        <translation>A mentett játék nem olvasható, ezért új mérkőzés kezdődik. A fájlt nem sikerült félretenni, így a helyén marad (%1), és ez a mérkőzés nem menti felül.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The cards you had chosen for the crib could not be opened, so none is chosen.</source>
        <translation>A cribbe kiválasztott lapjaid nem nyithatók meg, ezért egy sincs kiválasztva.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The cards you had chosen for the crib could not be read, so none is chosen.</source>
        <translation>A cribbe kiválasztott lapjaid nem olvashatók, ezért egy sincs kiválasztva.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Who sits where in your saved match could not be opened, so it goes on with you against the computer.</source>
        <translation>A mentett mérkőzésed ülésrendje nem nyitható meg, ezért te folytatod a gép ellen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Who sits where in your saved match could not be read, so it goes on with you against the computer.</source>
        <translation>A mentett mérkőzésed ülésrendje nem olvasható, ezért te folytatod a gép ellen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file was moved aside as it was, to %1.</source>
        <translation>A fájlt változatlanul félretettük ide: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file could not be moved aside: it stays at %1, and nothing will be saved over it.</source>
        <translation>A fájlt nem sikerült félretenni, így a helyén marad (%1), és semmi nem írja felül.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The game is not saved: the saved game at %1 could not be moved aside, and saving would replace it.</source>
        <translation>A játék nincs mentve: a mentett játékot (%1) nem sikerült félretenni, és a mentés felülírná.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who sits where could not be saved at %1. The game itself is saved, and who sits where is tried again at your next move.</source>
        <translation>Az ülésrendet nem sikerült menteni ide: %1. Maga a játszma mentve van, és a játék a következő lépésednél újra megpróbálja.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The game could not be saved: the disk is full. The last save is kept; free some space, and the game is saved again at your next move.</source>
        <translation>A játszmát nem sikerült menteni: a lemez megtelt. Az utolsó mentés megmarad; szabadíts fel egy kis helyet, és a játszma a következő lépésednél újra mentődik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game could not be saved: the folder %1 may not be written to. The last save is kept, and the game tries again at your next move.</source>
        <translation>A játszmát nem sikerült menteni: a mappa nem írható (%1). Az utolsó mentés megmarad, és a játék a következő lépésednél újra megpróbálja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game could not be saved at %1. The last save is kept, and the game tries again at your next move.</source>
        <translation>A játszmát nem sikerült menteni ide: %1. Az utolsó mentés megmarad, és a játék a következő lépésednél újra megpróbálja.</translation>
    </message>
</context>
<context>
    <name>SeatFillChoice</name>
    <message>
        <location filename="../ui/qml/SeatFillChoice.qml" line="+35"/>
        <source>Red</source>
        <translation>Piros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Blue</source>
        <translation>Kék</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Yellow</source>
        <translation>Sárga</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Green</source>
        <translation>Zöld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>White</source>
        <translation>Fehér</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A person here</source>
        <translation>Itt ülő játékos</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of %1</source>
        <translation>Név: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The peg colour of %1</source>
        <translation>%1 pöckeinek színe</translation>
    </message>
</context>
<context>
    <name>SeatWords</name>
    <message>
        <location filename="../ui/src/words/seat_words.cpp" line="+41"/>
        <source>Computer %1</source>
        <comment>a computer&apos;s name at a table of people: the first, second...</comment>
        <translation>%1. gép</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Player %1</source>
        <comment>a person who gave no name, by seat</comment>
        <translation>%1. játékos</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>your hand</source>
        <translation>a lapjaid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the hand of %1</source>
        <comment>%1 is a name</comment>
        <translation>%1 lapjai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hand of %1</source>
        <translation>a %1 lapjai</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the cards you played</source>
        <translation>a kijátszott lapjaid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the cards %1 played</source>
        <comment>%1 is a name</comment>
        <translation>%1 kijátszott lapjai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cards %1 played</source>
        <translation>a %1 kijátszott lapjai</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>your crib</source>
        <translation>a cribed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the crib of %1</source>
        <comment>%1 is a name</comment>
        <translation>%1 cribje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the crib of %1</source>
        <translation>a %1 cribje</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer</source>
        <translatorcomment>The computer: &apos;a gép&apos;, as Hungarian players call a computer opponent (shorter than &apos;a számítógép&apos;).</translatorcomment>
        <translation>A gép</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on your left</source>
        <translation>A bal oldali játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player opposite</source>
        <translation>A szemközti játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player on your right</source>
        <translation>A jobb oldali játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your partner</source>
        <translation>A társad</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>you</source>
        <translatorcomment>Seat names in this form follow an article written in the sentence (&apos;a %1 cribje&apos;, &apos;a %1 lépésére&apos;), which Hungarian needs before a possessor, so they carry none themselves. Each starts with a consonant, so the article is &apos;a&apos;, never &apos;az&apos;.</translatorcomment>
        <translation>te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the computer</source>
        <translatorcomment>Seat names in this form follow an article written in the sentence (&apos;a %1 cribje&apos;, &apos;a %1 lépésére&apos;), which Hungarian needs before a possessor, so they carry none themselves. Each starts with a consonant, so the article is &apos;a&apos;, never &apos;az&apos;.</translatorcomment>
        <translation>gép</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player on your left</source>
        <translatorcomment>Seat names in this form follow an article written in the sentence (&apos;a %1 cribje&apos;, &apos;a %1 lépésére&apos;), which Hungarian needs before a possessor, so they carry none themselves. Each starts with a consonant, so the article is &apos;a&apos;, never &apos;az&apos;.</translatorcomment>
        <translation>bal oldali játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player opposite</source>
        <translatorcomment>Seat names in this form follow an article written in the sentence (&apos;a %1 cribje&apos;, &apos;a %1 lépésére&apos;), which Hungarian needs before a possessor, so they carry none themselves. Each starts with a consonant, so the article is &apos;a&apos;, never &apos;az&apos;.</translatorcomment>
        <translation>szemközti játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the player on your right</source>
        <translatorcomment>Seat names in this form follow an article written in the sentence (&apos;a %1 cribje&apos;, &apos;a %1 lépésére&apos;), which Hungarian needs before a possessor, so they carry none themselves. Each starts with a consonant, so the article is &apos;a&apos;, never &apos;az&apos;.</translatorcomment>
        <translation>jobb oldali játékos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your partner</source>
        <translatorcomment>Seat names in this form follow an article written in the sentence (&apos;a %1 cribje&apos;, &apos;a %1 lépésére&apos;), which Hungarian needs before a possessor, so they carry none themselves. Each starts with a consonant, so the article is &apos;a&apos;, never &apos;az&apos;.</translatorcomment>
        <translation>társad</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You</source>
        <comment>a label</comment>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer</source>
        <comment>a label</comment>
        <translation>Gép</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left</source>
        <comment>a label: the player on your left</comment>
        <translation>Bal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opposite</source>
        <comment>a label: the player opposite you</comment>
        <translation>Szemben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Right</source>
        <comment>a label: the player on your right</comment>
        <translation>Jobb</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partner</source>
        <comment>a label</comment>
        <translation>Társ</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the computer</source>
        <comment>the second of two partners, as the subject: Maria and the computer win</comment>
        <translation>a gép</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Computers</source>
        <comment>a label: two computers as partners</comment>
        <translation>Gépek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 and %2</source>
        <comment>a label: two partners</comment>
        <translation>%1 és %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and partner</source>
        <comment>a label</comment>
        <translation>Te és a társad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents</source>
        <comment>a label</comment>
        <translation>Ellenfelek</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/qml/SettingsDialog.qml" line="+17"/>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../ui/qml/Shortcuts.qml" line="+11"/>
        <source>Start a new game</source>
        <translation>Új játszma kezdése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a new match</source>
        <translation>Új mérkőzés kezdése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take back your last decision</source>
        <translation>Az utolsó döntésed visszavonása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the settings</source>
        <translation>A beállítások megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the hints</source>
        <translation>A tippek megjelenítése vagy elrejtése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show your statistics</source>
        <translation>A statisztikád megjelenítése</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the library of your games</source>
        <translation>A játszmatárad megnyitása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Practise counting hands</source>
        <translation>A kezek számolásának gyakorlása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review your decisions in this game</source>
        <translation>A döntéseid áttekintése ebben a játszmában</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the keyboard shortcuts</source>
        <translation>A billentyűparancsok listája</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the rules</source>
        <translation>A szabályok elolvasása</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lay the chosen cards away</source>
        <translation>A kiválasztott lapok a cribbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say Go</source>
        <translation>Go bemondása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal, or go on after a count</source>
        <translation>Osztás, vagy tovább a számolás után</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the guided game</source>
        <translation>Kilépés a vezetett játszmából</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move along your hand, or move the cut along the pack</source>
        <translation>Lépés a lapjaid között, vagy az emelés helyének mozgatása a pakliban</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose or play the card, or cut the pack there</source>
        <translation>A lap kiválasztása vagy kijátszása, vagy emelés ott</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move to the next or the previous control</source>
        <translation>Ugrás a következő vagy az előző vezérlőre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins: accept the computer&apos;s count</source>
        <translation>Muggins: a gép számolásának elfogadása</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins: call muggins on the computer&apos;s count</source>
        <translation>Muggins: muggins bemondása a gép számolására</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins at a table of people: the person on that button calls muggins</source>
        <translation>Muggins emberek asztalánál: a gomb gazdája mondja be, hogy muggins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins at a table of people: no one calls muggins, the computer judges the count</source>
        <translation>Muggins emberek asztalánál: senki sem mond muggins-t, a gép dönt a számolásról</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Menus</source>
        <translation>Menük</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At the table</source>
        <translation>Az asztalnál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the keyboard&apos;s focus is</source>
        <translation>Ahol a billentyűzetfókusz van</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../ui/qml/ShortcutsDialog.qml" line="+16"/>
        <source>Keyboard shortcuts</source>
        <translation>Billentyűparancsok</translation>
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
            <numerusform>%1: %n pont. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../ui/qml/SidePanel.qml" line="+199"/>
        <source>Game %1 · first to %2</source>
        <translation>%1. játszma · %2 pontig</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>New rules chosen: they start with the next match (Game ▸ New match).</source>
        <translation>Új szabályok: a következő mérkőzéstől érvényesek (Játék ▸ Új mérkőzés).</translation>
    </message>
    <message>
        <location line="-118"/>
        <source>Review the deal…</source>
        <translation>A leosztás áttekintése…</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/qml/StatisticsDialog.qml" line="+22"/>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset statistics…</source>
        <translation>Statisztika törlése…</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No deals played yet: your figures begin with your first deal.</source>
        <translation>Még nem volt leosztás: az adataid az első leosztásoddal kezdődnek.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Rename %1…</source>
        <translation>%1 átnevezése…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Remove %1…</source>
        <translation>%1 eltávolítása…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The computer at this level against each player</source>
        <translation>A gép ezen a szinten az egyes játékosok ellen</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Your points in each of your last %n deal(s)</source>
        <translation>
            <numerusform>A pontjaid az utolsó %n leosztás mindegyikében</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: points in each of the last %n deal(s)</source>
        <comment>a person&apos;s name</comment>
        <translation>
            <numerusform>%1: pontok az utolsó %n leosztás mindegyikében</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The red lines are your average in the older and the newer half of these deals.</source>
        <translation>A piros vonalak az átlagodat mutatják e leosztások régebbi és újabb felében.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Counting practice</source>
        <translation>Számolási gyakorlat</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Remove %1?</source>
        <translation>%1 eltávolítása?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every figure kept for %1 is forgotten, and no seat offers the name any longer. This cannot be undone.</source>
        <translation>A játékos (%1) minden adata törlődik, és egyik hely sem kínálja többé ezt a nevet. Ez nem vonható vissza.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reset your statistics?</source>
        <translation>Törlöd a statisztikádat?</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Every figure, of every player and level and of the counting practice, is forgotten. This cannot be undone.</source>
        <translation>Minden adat törlődik: minden játékosé és szinté, és a számolási gyakorlásé is. Ez nem vonható vissza.</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <location filename="../ui/src/statistics_file.cpp" line="+21"/>
        <source>Your statistics could not be opened, so they start again from nothing. The file was moved aside as it was, to %1.</source>
        <translation>A statisztikád nem nyitható meg, ezért elölről indul. A fájlt változatlanul félretettük ide: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be opened, so they start again from nothing. The file stays at %1 as it was, and no statistics will be saved over it.</source>
        <translation>A statisztikád nem nyitható meg, ezért elölről indul. A fájl változatlanul a helyén marad (%1), és semmilyen statisztika nem kerül a helyére.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your statistics could not be read, so they start again from nothing. The file was kept as %1.</source>
        <translation>A statisztikád nem olvasható, ezért elölről indul. A fájlt megőriztük ezen a néven: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your statistics could not be read, so they start again from nothing. The file could not be moved aside: it stays at %1, and no statistics will be saved over it.</source>
        <translation>A statisztikád nem olvasható, ezért elölről indul. A fájlt nem sikerült félretenni, így a helyén marad (%1), és nem mentünk rá statisztikát.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your statistics are not saved: the file at %1 could not be moved aside, and saving would replace it.</source>
        <translation>A statisztikád nincs mentve: a fájlt (%1) nem sikerült félretenni, és a mentés felülírná.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Your statistics could not be saved: the disk is full. Those saved before are kept; free some space, and they are saved again when they next change.</source>
        <translation>A statisztikádat nem sikerült menteni: a lemez megtelt. A korábban mentett adatok megmaradnak; szabadíts fel egy kis helyet, és a statisztika a következő változáskor újra mentődik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your statistics could not be saved: the folder %1 may not be written to. Those saved before are kept, and saving is tried again when they next change.</source>
        <translation>A statisztikádat nem sikerült menteni: a mappa nem írható (%1). A korábban mentett adatok megmaradnak, és a mentés a következő változáskor újra megtörténik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics could not be saved at %1. Those saved before are kept, and saving is tried again when they next change.</source>
        <translation>A statisztikádat nem sikerült menteni ide: %1. A korábban mentett adatok megmaradnak, és a mentés a következő változáskor újra megtörténik.</translation>
    </message>
</context>
<context>
    <name>StatisticsWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/statistics_words.cpp" line="+46"/>
        <source>%1, %n player(s)</source>
        <translation>
            <numerusform>%1, %n játékos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 (over %n)</source>
        <translation>
            <numerusform>%1 (%n alapján)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <location line="+6"/>
        <source>none yet</source>
        <translation>még nincs</translation>
    </message>
    <message>
        <location line="-54"/>
        <source>%1 won, %2 lost</source>
        <translation>%1 nyert, %2 vesztett</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>against people, %n player(s)</source>
        <comment>figures of games with no computer</comment>
        <translation>
            <numerusform>emberek ellen, %n játékos</numerusform>
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
        <translation>Te</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Games</source>
        <translation>Játszmák</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Mérkőzések</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skunks</source>
        <translatorcomment>Skunk and lurch: the Hungarian rule sheet (after rubl.com) has no term for them; the English words are kept, as it keeps crib and Go.</translatorcomment>
        <translation>Skunk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 given, %2 taken</source>
        <translation>%1 adott, %2 kapott</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points per hand</source>
        <translation>Pont kezenként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points per crib</source>
        <translation>Pont cribenként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points in the play, per deal</source>
        <translation>Pont a kijátszásban, körönként</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points lost per deal, by the review</source>
        <translation>Elvesztett pontok körönként, az áttekintés szerint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Games with a move taken back</source>
        <translation>Játszmák visszavont lépéssel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best hand</source>
        <translation>Legjobb kéz</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n point(s): %1</source>
        <translation>
            <numerusform>%n pont: %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, starter %2</source>
        <comment>a hand&apos;s cards and its starter</comment>
        <translation>%1, kezdőlap: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+4"/>
        <source>Hands counted</source>
        <translation>Megszámolt kezek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counted right</source>
        <translation>Helyesen számolt</translation>
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
        <translation>Idő kezenként</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 seconds</source>
        <comment>an average time</comment>
        <translation>%1 másodperc</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message>
        <location filename="../ui/src/words/step_words.cpp" line="+36"/>
        <source>Go</source>
        <comment>what a player says when no card fits under 31</comment>
        <translatorcomment>Go: &apos;Go&apos;, &apos;Go-t mond&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Go</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your crib</source>
        <translatorcomment>Crib: &apos;crib&apos; (a cribbe, a cribje), the English word, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>A cribed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib of %1</source>
        <comment>%1 is a name</comment>
        <translation>%1 cribje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib of %1</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>A %1 cribje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins for you</source>
        <translatorcomment>Muggins: the Hungarian rule sheet (after rubl.com) calls the rule &apos;Cut throat&apos; (the missed points are stolen); the call itself is kept in English.</translatorcomment>
        <translation>Muggins a javadra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins for %1</source>
        <comment>%1 is a name</comment>
        <translation>Muggins %1 javára</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins for %1</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>Muggins a %1 javára</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand</source>
        <translation>A kezed</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand of %1</source>
        <comment>%1 is a name</comment>
        <translation>%1 keze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>A %1 keze</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You gather the cards.</source>
        <translation>Összeszeded a lapokat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gathers the cards.</source>
        <translation>%1 összeszedi a lapokat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You deal.</source>
        <translation>Te osztasz.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 deals.</source>
        <translation>%1 oszt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cut %1.</source>
        <translation>Emelsz: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cuts %2.</source>
        <translation>%1 emel: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tie: cut again.</source>
        <translation>Egyenlő lapok: újra kell emelni.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You deal first.</source>
        <translation>Te osztasz először.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 deals first.</source>
        <translation>%1 oszt először.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game %1.</source>
        <translation>%1. játszma.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A card from the pack goes to the crib.</source>
        <translation>Egy lap a pakliból a cribbe kerül.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>You lay %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%n lapot teszel a cribbe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 %n lapot tesz a cribbe.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The starter is %1.</source>
        <translatorcomment>Starter: &apos;kezdőlap&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>A kezdőlap: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You play %1: %2.</source>
        <translation>Kijátszod: %1, összesen %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2: %3.</source>
        <translation>%1 kijátssza: %2, összesen %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You say Go.</source>
        <translation>Go-t mondasz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 says Go.</source>
        <translation>%1 Go-t mond.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The count goes back to 0.</source>
        <translation>Az összeg visszaáll 0-ra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your crib.</source>
        <translation>A cribed.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The crib of %1.</source>
        <comment>%1 is a name</comment>
        <translation>%1 cribje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The crib of %1.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>A %1 cribje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand.</source>
        <translation>A kezed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1.</source>
        <comment>%1 is a name</comment>
        <translation>%1 keze.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hand of %1.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>A %1 keze.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You claim %n point(s).</source>
        <translation>
            <numerusform>%n pontot jelentesz be.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 %n pontot jelent be.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You accept the count.</source>
        <translation>Elfogadod a számolást.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 accepts the count.</source>
        <translation>%1 elfogadja a számolást.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! You call it.</source>
        <translation>Muggins! Te mondod be.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins! %1 calls it.</source>
        <translation>Muggins! %1 mondja be.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>His heels: you peg %n.</source>
        <translatorcomment>His heels: the Hungarian rule sheet (after rubl.com) keeps the English &apos;Two for his heels&apos;. Said aloud here &apos;kettő a bubiért&apos; (two for the jack), the twin of its &apos;egy a bubiért&apos; for his nobs; as a heading &apos;Bubi a kezdőlap&apos; (the starter is a jack). Peg: &apos;pontot lép le&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>
            <numerusform>Bubi a kezdőlap: %n pontot lépsz le.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Bubi a kezdőlap: %1 %n pontot lép le.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>
            <numerusform>Bubi a kezdőlap: a %1 %n pontot lép le.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You peg %n: %1.</source>
        <translatorcomment>Peg: &apos;pontot lép le&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>
            <numerusform>%n pontot lépsz le: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pegs %n: %2.</source>
        <translation>
            <numerusform>%1 %n pontot lép le: %2.</numerusform>
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
            <numerusform>Muggins: tiéd a kihagyott %n pont.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Muggins: %1 viszi el a kihagyott %n pontot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>
            <numerusform>Muggins: a %1 viszi el a kihagyott %n pontot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Three for last: you peg %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Három az utolsóért: %n pontot lépsz le.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage; %1 is a name</comment>
        <translation>
            <numerusform>Három az utolsóért: %1 %n pontot lép le.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Három az utolsóért: a %1 %n pontot lép le.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 to %2</source>
        <comment>a game&apos;s final score</comment>
        <translation>%1:%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You and your partner win the game, %1.</source>
        <translation>Te és a társad megnyertétek a játszmát, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win the game, %1: %2.</source>
        <translation>Te és a társad megnyertétek a játszmát, %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the game, %1.</source>
        <translation>Megnyerted a játszmát, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game, %1: %2.</source>
        <translation>Megnyerted a játszmát, %1: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2 win the game, %3.</source>
        <translation>%1 és %2 megnyerte a játszmát, %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2 win the game, %3: %4.</source>
        <translation>%1 és %2 megnyerte a játszmát, %3: %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the game, %1.</source>
        <translation>Az ellenfeleid nyerték a játszmát, %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your opponents win the game, %1: %2.</source>
        <translation>Az ellenfeleid nyerték a játszmát, %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins the game, %2.</source>
        <translation>%1 nyerte a játszmát, %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game, %2: %3.</source>
        <translation>%1 nyerte a játszmát, %2: %3.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win the match, %1 games to %2.</source>
        <translation>Te és a társad megnyertétek a mérkőzést %1:%2 arányban.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match, %1 games to %2.</source>
        <translation>Megnyerted a mérkőzést %1:%2 arányban.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 win the match, %3 games to %4.</source>
        <translation>%1 és %2 megnyerte a mérkőzést %3:%4 arányban.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your opponents win the match, %1 games to %2.</source>
        <translation>Az ellenfeleid nyerték a mérkőzést %1:%2 arányban.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match, %2 games to %3.</source>
        <translation>%1 nyerte a mérkőzést %2:%3 arányban.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../ui/qml/Table.qml" line="+96"/>
        <source>the starter</source>
        <translation>a kezdőlap</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>starter</source>
        <translatorcomment>Starter: &apos;kezdőlap&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>kezdőlap</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The count is %1.</source>
        <translation>Az összeg %1.</translation>
    </message>
</context>
<context>
    <name>TableSettings</name>
    <message>
        <location filename="../ui/qml/TableSettings.qml" line="+35"/>
        <source>Never</source>
        <translation>Soha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it costs over %1 points</source>
        <translation>Ha több mint %1 pontba kerül</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table</source>
        <translation>Asztal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The new language is spoken when the game starts again.</source>
        <translation>Az új nyelv a játék következő indításától érvényes.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Animations</source>
        <translation>Animációk</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Instant</source>
        <translation>Azonnali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Gyors</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lassú</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Card backs</source>
        <translation>Kártyahátlap</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour deck</source>
        <translation>Négyszínű pakli</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>High contrast</source>
        <translation>Nagy kontraszt</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Text size</source>
        <translation>Szövegméret</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the system&apos;s</source>
        <translation>A rendszeré szerint</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>text size</comment>
        <translation>Normál</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Nagy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Legnagyobb</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hints (H)</source>
        <translatorcomment>The letter is the key that does it: keep H.</translatorcomment>
        <translation>Tippek (H)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Tell me when I go wrong</source>
        <translation>Szólj, ha hibázom</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../qml/Theme.qml" line="+64"/>
        <source>Royal blue</source>
        <translation>Királykék</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic red</source>
        <translation>Klasszikus piros</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Green ornament</source>
        <translation>Zöld díszítés</translation>
    </message>
</context>
<context>
    <name>WinWords</name>
    <message>
        <location filename="../ui/src/words/win_words.cpp" line="+10"/>
        <source>Lurch</source>
        <translatorcomment>Skunk and lurch: the Hungarian rule sheet (after rubl.com) has no term for them; the English words are kept, as it keeps crib and Go.</translatorcomment>
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
        <translation>Dupla skunk</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>a lurch, worth %n game(s)</source>
        <translation>
            <numerusform>lurch, %n játszmát ér</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a skunk, worth %n game(s)</source>
        <translation>
            <numerusform>skunk, %n játszmát ér</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a double skunk, worth %n game(s)</source>
        <translation>
            <numerusform>dupla skunk, %n játszmát ér</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GameSession</name>
    <message>
        <location filename="../ui/src/game_session.cpp" line="+231"/>
        <source>A name needs at least one letter.</source>
        <translation>A névnek legalább egy betűt kell tartalmaznia.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>There is already a player called %1: choose another name.</source>
        <translation>Már van ilyen nevű játékos (%1): válassz másik nevet.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GameSettings</name>
    <message>
        <location filename="../ui/src/game_settings_file.cpp" line="+49"/>
        <source>Your settings cannot be kept: %1, where they belong, is not a folder. The game uses its own settings, and your changes hold until you close it.</source>
        <translation>A beállításaid nem őrizhetők meg: %1, ahová tartoznak, nem mappa. A játék az alapbeállításokat használja, a módosításaid pedig a bezárásáig érvényesek.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+26"/>
        <source>Your settings could not be read, so the game uses its own this time.</source>
        <translation>A beállításaid nem olvashatók, ezért a játék most az alapbeállításokat használja.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Your settings could not be read, so the game starts from its own. The file was kept as %1.</source>
        <translation>A beállításaid nem olvashatók, ezért a játék az alapbeállításokkal indul. A fájlt megőriztük ezen a néven: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your settings could not be opened, so the game starts from its own. What was there was moved aside as it was, to %1.</source>
        <translation>A beállításaid nem nyithatók meg, ezért a játék az alapbeállításokkal indul. Ami ott volt, változatlanul félretettük ide: %1.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Your settings could not be saved to %1. Your changes hold until you close the game, and it tries again at your next change: free some space on the disk, or check that the folder may be written to.</source>
        <translation>A beállításaidat nem sikerült ide menteni: %1. A módosításaid a játék bezárásáig érvényesek, és a következő módosításodnál újra megpróbálja: szabadíts fel helyet a lemezen, vagy ellenőrizd, hogy a mappa írható-e.</translation>
    </message>
    <message>
        <location filename="../ui/src/game_settings.cpp" line="+106"/>
        <source>System</source>
        <comment>the language setting: the system&apos;s language</comment>
        <translation>Rendszer</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GamesModel</name>
    <message>
        <location filename="../ui/src/library/games_model.cpp" line="+14"/>
        <source>You</source>
        <translation>Te</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer</source>
        <translation>Gép</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n players, to %1</source>
        <translation>
            <numerusform>%n játékos, %1 pontig</numerusform>
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
        <translation>Befejezetlen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won</source>
        <translation>Nyertél</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You lost</source>
        <translation>Vesztettél</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 won</source>
        <translation>%1 nyert</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%1 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1 elvesztett pont %n átnézett leosztásban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1: %2 elvesztett pont %n átnézett leosztásban</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::Library</name>
    <message>
        <location filename="../ui/src/library/library.cpp" line="+73"/>
        <source>The game could not be written to %1.</source>
        <translation>A játszma nem írható ide: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>There is no record to import: paste one, or name its file.</source>
        <translation>Nincs importálandó jegyzőkönyv: illessz be egyet, vagy add meg a fájlja nevét.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The record could not be imported, and nothing of it was kept. Line %1: %2</source>
        <translation>A jegyzőkönyv nem importálható, és semmi sem került mentésre belőle. %1. sor: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The record could not be imported, and nothing of it was kept: %1</source>
        <translation>A jegyzőkönyv nem importálható, és semmi sem került mentésre belőle: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file %1 could not be opened.</source>
        <translation>A(z) %1 fájl nem nyitható meg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file %1 is too large to be a game&apos;s record.</source>
        <translation>A(z) %1 fájl túl nagy ahhoz, hogy egy játszma jegyzőkönyve legyen.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::RuleExamples</name>
    <message>
        <location filename="../ui/src/rule_examples.cpp" line="+71"/>
        <source>8 and 7 make fifteen; the second 7 pairs; the 6 makes no run, since a 7 is doubled among 8-7-7-6.</source>
        <translation>A 8 és a 7 tizenöt; a második 7 pár; a 6 nem ad sorozatot, mert a 8-7-7-6-ban a 7 kétszer szerepel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>9 and 6 make fifteen; the 7 completes the run 6-7-8-9, laid out of order.</source>
        <translation>A 9 és a 6 tizenöt; a 7 kiegészíti a 6-7-8-9 sorozatot, amelyet nem sorrendben tettek le.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The king between them breaks the run 3-4-5.</source>
        <translation>A közéjük tett király megszakítja a 3-4-5 sorozatot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pair; the third 5 makes both fifteen and a pair royal.</source>
        <translation>Egy pár; a harmadik 5 egyszerre tizenöt és royal pár.</translation>
    </message>
</context>
<context>
    <name>cribbage::ui::TurnDriver</name>
    <message>
        <location filename="../ui/src/prompt_text.cpp" line="+30"/>
        <source>%1 is thinking…</source>
        <translation>%1 gondolkodik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <comment>%1 is a name</comment>
        <translation>%1 lépésére várunk.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1.</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>A %1 lépésére várunk.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass the screen to %1. Every hand is face down until %1 is ready.</source>
        <translation>Add át a képernyőt. Minden kéz képpel lefelé marad, amíg %1 nem kész.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1, cut the pack: the lowest card deals.</source>
        <translation>%1, emelj a pakliból: a legkisebb lap oszt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, cut the pack for the starter.</source>
        <translation>%1, emelj a pakliból a kezdőlapért.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cut the pack: the lowest card deals.</source>
        <translation>Emelj a pakliból: a legkisebb lap oszt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cut the pack for the starter.</source>
        <translatorcomment>Starter: &apos;kezdőlap&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Emelj a pakliból a kezdőlapért.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your deal.</source>
        <translation>Te osztasz.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your deal, %1.</source>
        <translation>%1, te osztasz.</translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>%1, choose %n card(s) for your crib (%2 chosen).</source>
        <translation>
            <numerusform>%1, válassz %n lapot a cribedbe (kiválasztva: %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <comment>%2 is a name</comment>
        <translation>
            <numerusform>%1, válassz %n lapot %2 cribjébe (kiválasztva: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <translation>
            <numerusform>%1, válassz %n lapot a %2 cribjébe (kiválasztva: %3).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) for your crib (%1 chosen).</source>
        <translation>
            <numerusform>Válassz %n lapot a cribedbe (kiválasztva: %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) for the crib of %1 (%2 chosen).</source>
        <translatorcomment>%1 is a seat name without its article (see SeatWords): &apos;a gép cribje&apos;.</translatorcomment>
        <translation>
            <numerusform>Válassz %n lapot a %1 cribjébe (kiválasztva: %2).</numerusform>
        </translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Your turn, %1: play a card.</source>
        <translation>%1, te jössz: játssz ki egy lapot.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>Játssz ki egy lapot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, no card of yours fits under 31: say Go.</source>
        <translation>%1, egyik lapod sem fér bele a 31-be: mondj Go-t.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card of yours fits under 31: say Go.</source>
        <translatorcomment>Go: &apos;Go&apos;, &apos;Go-t mond&apos;, as the Hungarian rule sheet (after rubl.com) says.</translatorcomment>
        <translation>Egyik lapod sem fér bele a 31-be: mondj Go-t.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, count your cards.</source>
        <translation>%1, számold össze a lapjaid pontjait.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count your cards.</source>
        <translation>Számold össze a lapjaid pontjait.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 %n pontot jelent be.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hands are counted.</source>
        <translation>A pontozás kész.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over.</source>
        <translation>A játszma véget ért.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>A mérkőzés véget ért.</translation>
    </message>
</context>
</TS>
