<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>GamesDialog</name>
    <message numerus="yes">
        <location filename="../ui/qml/GamesDialog.qml" line="+137"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerProgress</name>
    <message numerus="yes">
        <location filename="../qml/PlayerProgress.qml" line="+29"/>
        <source>%1: %n point(s), the game won</source>
        <comment>a player&apos;s name and score</comment>
        <translation>
            <numerusform>%1: %n point, the game won</numerusform>
            <numerusform>%1: %n points, the game won</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n point(s), %2 to go</source>
        <comment>a player&apos;s name, score and the points still to go</comment>
        <translation>
            <numerusform>%1: %n point, %2 to go</numerusform>
            <numerusform>%1: %n points, %2 to go</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+46"/>
        <source>%n game(s)</source>
        <comment>games won in the match</comment>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message numerus="yes">
        <location filename="../ui/qml/PracticeDialog.qml" line="+166"/>
        <source>%1 (%n point(s))</source>
        <translation>
            <numerusform>%1 (%n point)</numerusform>
            <numerusform>%1 (%n points)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/practice_words.cpp" line="+9"/>
        <source>Right: %n point(s).</source>
        <translation>
            <numerusform>Right: %n point.</numerusform>
            <numerusform>Right: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Not quite: you said %1, and the hand is worth %n.</source>
        <translation>
            <numerusform>Not quite: you said %1, and the hand is worth %n.</numerusform>
            <numerusform>Not quite: you said %1, and the hand is worth %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%1 of %n hand(s) right, %2 seconds a hand.</source>
        <translation>
            <numerusform>%1 of %n hand right, %2 seconds a hand.</numerusform>
            <numerusform>%1 of %n hands right, %2 seconds a hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RefusalWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/refusal_words.cpp" line="+38"/>
        <source>Choose %n card(s) for the crib.</source>
        <translation>
            <numerusform>Choose %n card for the crib.</numerusform>
            <numerusform>Choose %n cards for the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Not quite: your cards are not worth %n point(s). Count again.</source>
        <translation>
            <numerusform>Not quite: your cards are not worth %n point. Count again.</numerusform>
            <numerusform>Not quite: your cards are not worth %n points. Count again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Nothing was missed: the count of %n is right.</source>
        <translation>
            <numerusform>Nothing was missed: the count of %n is right.</numerusform>
            <numerusform>Nothing was missed: the count of %n is right.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/review_words.cpp" line="+26"/>
        <source>You claimed %n point(s).</source>
        <translation>
            <numerusform>You claimed %n point.</numerusform>
            <numerusform>You claimed %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>You missed %n point(s): the hand was worth %1.</source>
        <translation>
            <numerusform>You missed %n point: the hand was worth %1.</numerusform>
            <numerusform>You missed %n points: the hand was worth %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShowCounts</name>
    <message numerus="yes">
        <location filename="../ui/qml/ShowCounts.qml" line="+36"/>
        <source>%1: %n point(s). %2</source>
        <comment>whose count, its points, the count as said</comment>
        <translation>
            <numerusform>%1: %n point. %2</numerusform>
            <numerusform>%1: %n points. %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../ui/qml/StatisticsDialog.qml" line="+146"/>
        <source>Your points in each of your last %n deal(s)</source>
        <translation>
            <numerusform>Your points in each of your last %n deal</numerusform>
            <numerusform>Your points in each of your last %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: points in each of the last %n deal(s)</source>
        <comment>a person&apos;s name</comment>
        <translation>
            <numerusform>%1: points in each of the last %n deal</numerusform>
            <numerusform>%1: points in each of the last %n deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/statistics_words.cpp" line="+45"/>
        <source>against people, %n player(s)</source>
        <comment>figures of games with no computer</comment>
        <translation>
            <numerusform>against people, %n player</numerusform>
            <numerusform>against people, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1, %n player(s)</source>
        <translation>
            <numerusform>%1, %n player</numerusform>
            <numerusform>%1, %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>%1 (over %n)</source>
        <translation>
            <numerusform>%1 (over %n)</numerusform>
            <numerusform>%1 (over %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>%n point(s): %1</source>
        <translation>
            <numerusform>%n point: %1</numerusform>
            <numerusform>%n points: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/step_words.cpp" line="+102"/>
        <source>You lay %n card(s) away to the crib.</source>
        <translation>
            <numerusform>You lay %n card away to the crib.</numerusform>
            <numerusform>You lay %n cards away to the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 lays %n card(s) away to the crib.</source>
        <translation>
            <numerusform>%1 lays %n card away to the crib.</numerusform>
            <numerusform>%1 lays %n cards away to the crib.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>You claim %n point(s).</source>
        <translation>
            <numerusform>You claim %n point.</numerusform>
            <numerusform>You claim %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 claims %n point.</numerusform>
            <numerusform>%1 claims %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>His heels: you peg %n.</source>
        <translation>
            <numerusform>His heels: you peg %n.</numerusform>
            <numerusform>His heels: you peg %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>His heels: %1 pegs %n.</numerusform>
            <numerusform>His heels: %1 pegs %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>His heels: %1 pegs %n.</source>
        <translation>
            <numerusform>His heels: %1 pegs %n.</numerusform>
            <numerusform>His heels: %1 pegs %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>You peg %n: %1.</source>
        <translation>
            <numerusform>You peg %n: %1.</numerusform>
            <numerusform>You peg %n: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 pegs %n: %2.</source>
        <translation>
            <numerusform>%1 pegs %n: %2.</numerusform>
            <numerusform>%1 pegs %n: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Muggins: you take the %n point(s) missed.</source>
        <translation>
            <numerusform>Muggins: you take the %n point missed.</numerusform>
            <numerusform>Muggins: you take the %n points missed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <comment>%1 is a name</comment>
        <translation>
            <numerusform>Muggins: %1 takes the %n point missed.</numerusform>
            <numerusform>Muggins: %1 takes the %n points missed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Muggins: %1 takes the %n point(s) missed.</source>
        <translation>
            <numerusform>Muggins: %1 takes the %n point missed.</numerusform>
            <numerusform>Muggins: %1 takes the %n points missed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Three for last: you peg %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Three for last: you peg %n.</numerusform>
            <numerusform>Three for last: you peg %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage; %1 is a name</comment>
        <translation>
            <numerusform>Three for last: %1 pegs %n.</numerusform>
            <numerusform>Three for last: %1 pegs %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Three for last: %1 pegs %n.</source>
        <comment>five-card cribbage</comment>
        <translation>
            <numerusform>Three for last: %1 pegs %n.</numerusform>
            <numerusform>Three for last: %1 pegs %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinWords</name>
    <message numerus="yes">
        <location filename="../ui/src/words/win_words.cpp" line="+24"/>
        <source>a lurch, worth %n game(s)</source>
        <translation>
            <numerusform>a lurch, worth %n game</numerusform>
            <numerusform>a lurch, worth %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a skunk, worth %n game(s)</source>
        <translation>
            <numerusform>a skunk, worth %n game</numerusform>
            <numerusform>a skunk, worth %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>a double skunk, worth %n game(s)</source>
        <translation>
            <numerusform>a double skunk, worth %n game</numerusform>
            <numerusform>a double skunk, worth %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::GamesModel</name>
    <message numerus="yes">
        <location filename="../ui/src/library/games_model.cpp" line="+32"/>
        <source>%n players, to %1</source>
        <translation>
            <numerusform>%n players, to %1</numerusform>
            <numerusform>%n players, to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%1 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1 points lost in %n deal reviewed</numerusform>
            <numerusform>%1 points lost in %n deals reviewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %2 points lost in %n deal(s) reviewed</source>
        <translation>
            <numerusform>%1: %2 points lost in %n deal reviewed</numerusform>
            <numerusform>%1: %2 points lost in %n deals reviewed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>cribbage::ui::TurnDriver</name>
    <message numerus="yes">
        <location filename="../ui/src/prompt_text.cpp" line="+78"/>
        <source>%1, choose %n card(s) for your crib (%2 chosen).</source>
        <translation>
            <numerusform>%1, choose %n card for your crib (%2 chosen).</numerusform>
            <numerusform>%1, choose %n cards for your crib (%2 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <comment>%2 is a name</comment>
        <translation>
            <numerusform>%1, choose %n card for the crib of %2 (%3 chosen).</numerusform>
            <numerusform>%1, choose %n cards for the crib of %2 (%3 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%1, choose %n card(s) for the crib of %2 (%3 chosen).</source>
        <translation>
            <numerusform>%1, choose %n card for the crib of %2 (%3 chosen).</numerusform>
            <numerusform>%1, choose %n cards for the crib of %2 (%3 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Choose %n card(s) for your crib (%1 chosen).</source>
        <translation>
            <numerusform>Choose %n card for your crib (%1 chosen).</numerusform>
            <numerusform>Choose %n cards for your crib (%1 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Choose %n card(s) for the crib of %1 (%2 chosen).</source>
        <translation>
            <numerusform>Choose %n card for the crib of %1 (%2 chosen).</numerusform>
            <numerusform>Choose %n cards for the crib of %1 (%2 chosen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-31"/>
        <source>%1 claims %n point(s).</source>
        <translation>
            <numerusform>%1 claims %n point.</numerusform>
            <numerusform>%1 claims %n points.</numerusform>
        </translation>
    </message>
</context>
</TS>
