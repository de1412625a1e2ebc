// Undo: the last decision taken back exactly, marked in the statistics and out of the review.
#include <QSignalSpy>
#include <QTest>

#include "card_indexes.h"
#include "first_choice_player.h"
#include "scene_state.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

namespace {

// The first card of the person's hand that can be laid now.
int aPlayableCard(GameSession& session) {
    for (const CardLook& row : session.scene()->seats()->hand(test::kPersonSeat)->rows()) {
        if (row.playable) {
            return cardIndex(row.card);
        }
    }
    return -1;
}

const TableFigures& figuresOf(GameSession& session) {
    return *session.statistics()->record().find(session.settings()->level(), 2);
}

}  // namespace

class TestSessionUndo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void undoTakesBackTheLastDecisionExactly();
    void undoIsMarkedOnceAGameInTheStatistics();
    void undoTakesTheDecisionOutOfTheReview();
    void noUndoWhileTheComputersCountIsJudged();
    void theHintsAreOfTheDecisionTakenBack();
};

// The lay away, then a card laid: each taken back leaves the game, the table and the saved game
// as they were before it, however far the computer had gone on since.
void TestSessionUndo::undoTakesBackTheLastDecisionExactly() {
    QTemporaryDir dir;
    GameState beforePlay;
    SceneState shownBeforePlay;
    {
        test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
        GameSession& session = table.session();
        session.setSeed(QStringLiteral("3"));
        session.start();
        QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
        QVERIFY(!session.match()->canUndo());
        const GameState beforeLayAway = session.match()->game()->state();
        const SceneState shownBeforeLayAway = session.scene()->state();
        const QList<int> cards =
            test::cardIndexes(*session.scene()->seats()->hand(test::kPersonSeat));
        session.turn()->toggleSelected(cards[0]);
        session.turn()->toggleSelected(cards[1]);
        session.turn()->layAway();
        QVERIFY(table.waitForPerson());
        QVERIFY(session.match()->canUndo());
        QSignalSpy undone(session.match(), &MatchSession::undone);
        session.undo();
        QCOMPARE(undone.count(), 1);
        QVERIFY(session.match()->game()->state() == beforeLayAway);
        QVERIFY(table.waitForPerson());
        QCOMPARE(session.turn()->prompt(), Prompt::LayAway);
        QCOMPARE(session.scene()->state(), shownBeforeLayAway);
        QCOMPARE(session.turn()->selectedCount(), 0);
        QVERIFY(!session.match()->canUndo());  // one decision, not two

        QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Play; }));
        beforePlay = session.match()->game()->state();
        shownBeforePlay = session.scene()->state();
        session.turn()->play(aPlayableCard(session));
        QVERIFY(table.waitForPerson());
        QVERIFY(session.match()->game()->state() != beforePlay);
        session.undo();
        QVERIFY(session.match()->game()->state() == beforePlay);
        QVERIFY(table.waitForPerson());
        QCOMPARE(session.scene()->state(), shownBeforePlay);
    }
    // The game taken back is the one saved.
    test::TestTable table(test::FirstChoicePlayer{}, true, dir.path());
    table.session().start();
    QVERIFY(table.session().match()->game()->state() == beforePlay);
    QCOMPARE(table.session().scene()->state(), shownBeforePlay);
}

// The figures are as they were before the decision taken back, and the game is counted once
// among the games with an undo, however many decisions are taken back in it.
void TestSessionUndo::undoIsMarkedOnceAGameInTheStatistics() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("3"));
    session.start();
    // Into the second deal's play, with the first deal's points in the figures.
    QVERIFY(table.playUntil([&] {
        return session.turn()->prompt() == Prompt::Play &&
               session.statistics()->record().find(session.settings()->level(), 2) &&
               figuresOf(session).dealsPlayed == 2;
    }));
    TableFigures expected = figuresOf(session);
    QCOMPARE(expected.gamesWithUndo, 0);
    for (int undo = 0; undo < 2; ++undo) {
        session.turn()->play(aPlayableCard(session));
        QVERIFY(table.waitForPerson());
        session.undo();
        QVERIFY(table.waitForPerson());
        expected.gamesWithUndo = 1;
        QCOMPARE(figuresOf(session), expected);
    }
    bool marked = false;
    for (const QVariant& row : session.statistics()->figures()) {
        marked = marked || row.toMap().value(QStringLiteral("label")) ==
                               QStringLiteral("Games with a move taken back");
    }
    QVERIFY(marked);
}

// The review judges the decisions the game kept: one taken back is no longer among them.
void TestSessionUndo::undoTakesTheDecisionOutOfTheReview() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("3"));
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Play; }));
    const int reviewed = session.review()->rowCount();
    QVERIFY(reviewed > 0);  // the lay away
    session.turn()->play(aPlayableCard(session));
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.review()->rowCount(), reviewed + 1);
    session.undo();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.review()->rowCount(), reviewed);
    session.turn()->play(aPlayableCard(session));
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.review()->rowCount(), reviewed + 1);
}

// While the person judges the computer's count, and once they have judged it (its breakdown is
// shown then), nothing before it can be taken back.
void TestSessionUndo::noUndoWhileTheComputersCountIsJudged() {
    test::TestTable table(test::FirstChoicePlayer{2});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::muggins, true);
    session.setSeed(QStringLiteral("9"));
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::JudgeCount; }));
    const GameState judging = session.match()->game()->state();
    QVERIFY(!session.match()->canUndo());
    QSignalSpy undone(session.match(), &MatchSession::undone);
    session.undo();
    QCOMPARE(undone.count(), 0);
    QVERIFY(session.match()->game()->state() == judging);
    session.turn()->acceptCount();
    QVERIFY(table.waitForPerson());
    QVERIFY(!session.match()->canUndo());
}

// A card laid, the computer's answer, the person to play again: undo brings back the hints of
// the decision taken back, not those of the one after it (the prompt is Play both times).
void TestSessionUndo::theHintsAreOfTheDecisionTakenBack() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &CoachingValue::hints, true);
    session.setSeed(QStringLiteral("3"));
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Play; }));
    const auto hinted = [&] {
        QList<QList<int>> cards;
        for (const HintRow& row : session.hints()->rows()) {
            cards << row.cards;
        }
        return cards;
    };
    const QList<QList<int>> before = hinted();
    QVERIFY(!before.isEmpty());
    session.turn()->play(aPlayableCard(session));
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.turn()->prompt(), Prompt::Play);
    QVERIFY(hinted() != before);  // the card laid is no longer among them
    session.undo();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.turn()->prompt(), Prompt::Play);
    QCOMPARE(hinted(), before);
}

UI_TEST_GUILESS_MAIN(TestSessionUndo)
#include "test_session_undo.moc"
