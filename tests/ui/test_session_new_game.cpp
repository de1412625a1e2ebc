// A new game or a new match in the middle of a match: what is kept and what starts again.
#include <QSignalSpy>
#include <QTest>

#include "first_choice_player.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

namespace {

// Brings a match to three game points, games to 61, into its second game's play, once some
// points are pegged in it.
bool playIntoTheSecondGame(test::TestTable& table) {
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 3);
    session.start();
    return table.playUntil([&] {
        return session.scene()->gameNumber() == 2 && session.turn()->prompt() == Prompt::Play &&
               session.scene()->scores() != QList<int>{0, 0};
    });
}

}  // namespace

class TestSessionNewGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void aNewGameAbandonsTheGameAndKeepsTheMatchScore();
    void aNewGameAfterAWinDealsTheNextGameAsUsual();
    void aNewMatchStartsTheScoreAgain();
    void rulesChosenBeforeTheFirstDealApplyAtOnce();
    void rulesChosenInAnAbandonedGameWaitForTheNextMatch();
};

void TestSessionNewGame::aNewGameAbandonsTheGameAndKeepsTheMatchScore() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("6"));
    QVERIFY(playIntoTheSecondGame(table));
    QVERIFY(session.match()->gameInProgress());
    const QList<int> points = session.scene()->gamePoints();
    QVERIFY(points[0] + points[1] > 0);
    const std::uint64_t seed = session.match()->game()->setup().seed;

    QSignalSpy gamePoints(session.scene(), &Scene::gamePointsChanged);
    QSignalSpy inProgress(session.match(), &MatchSession::gameInProgressChanged);
    QSignalSpy scores(session.scene(), &Scene::scoresChanged);
    session.newGame();
    QCOMPARE(gamePoints.count(), 0);
    QCOMPARE(session.scene()->gamePoints(), points);
    QCOMPARE(session.scene()->gameNumber(), 2);
    QCOMPARE(scores.count(), 1);
    QCOMPARE(session.scene()->scores(), (QList<int>{0, 0}));
    QCOMPARE(inProgress.count(), 1);
    QVERIFY(!session.match()->gameInProgress());
    // Dealt afresh from the next seed, the first dealer chosen by cut as the settings say.
    const Game& fresh = *session.match()->game();
    QVERIFY(fresh.history().empty());
    QCOMPARE(fresh.setup().seed, seed + 1);
    QVERIFY(fresh.setup().standing.gamePoints == std::vector<int>(points.begin(), points.end()));
    QCOMPARE(session.scene()->phase(), Phase::CutForDeal);
    QCOMPARE(session.scene()->seats()->hand(test::kPersonSeat)->rowCount(), 0);
    QCOMPARE(session.scene()->seats()->played(test::kPersonSeat)->rowCount(), 0);
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.turn()->prompt(), Prompt::Cut);

    // The match goes on to its end from the score it had.
    QVERIFY(table.playMatch());
    QVERIFY(session.scene()->gamePoints()[0] + session.scene()->gamePoints()[1] >
            points[0] + points[1]);
}

void TestSessionNewGame::aNewGameAfterAWinDealsTheNextGameAsUsual() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 3);
    session.setSeed(QStringLiteral("2"));
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::NextGame; }));
    QVERIFY(!session.match()->gameInProgress());
    const QList<int> points = session.scene()->gamePoints();
    const std::size_t actions = session.match()->game()->history().size();
    const int loser = session.match()->game()->state().dealer;
    session.newGame();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.scene()->gameNumber(), 2);
    QCOMPARE(session.scene()->gamePoints(), points);
    QVERIFY(session.match()->game()->history().size() > actions);
    QCOMPARE(session.scene()->state().dealer, loser);
    QCOMPARE(session.scene()->phase(), Phase::LayAway);
    QVERIFY(session.match()->gameInProgress());
}

void TestSessionNewGame::aNewMatchStartsTheScoreAgain() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("6"));
    QVERIFY(playIntoTheSecondGame(table));
    QSignalSpy gamePoints(session.scene(), &Scene::gamePointsChanged);
    session.newMatch();
    QCOMPARE(gamePoints.count(), 1);
    QCOMPARE(session.scene()->gamePoints(), (QList<int>{0, 0}));
    QCOMPARE(session.scene()->gameNumber(), 1);
    QVERIFY(!session.match()->gameInProgress());
}

// Before the first card of the match is dealt (the cut for the first dealer deals none), a
// change of the rules begins the match again with them; once a card is dealt, they wait.
void TestSessionNewGame::rulesChosenBeforeTheFirstDealApplyAtOnce() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("6"));
    session.start();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.turn()->prompt(), Prompt::Cut);
    QCOMPARE(session.match()->target(), 121);
    QSignalSpy begun(session.match(), &MatchSession::begun);
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    QTRY_COMPARE(begun.count(), 1);
    QCOMPARE(session.match()->target(), 61);
    QVERIFY(!session.settings()->rulesPending());
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.turn()->prompt(), Prompt::Cut);

    QVERIFY(table.playUntil([&] { return !session.match()->beforeFirstDeal(); }));
    const std::size_t actions = session.match()->game()->history().size();
    changeSetting(*session.settings(), &RuleSettings::muggins, true);
    QCoreApplication::processEvents();
    QCOMPARE(begun.count(), 1);
    QVERIFY(session.settings()->rulesPending());
    QVERIFY(!session.match()->muggins());
    QCOMPARE(session.match()->game()->history().size(), actions);
}

// A game abandoned in a match is dealt afresh with nothing dealt yet: the match has had its
// cards, and its rules stay.
void TestSessionNewGame::rulesChosenInAnAbandonedGameWaitForTheNextMatch() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("6"));
    QVERIFY(playIntoTheSecondGame(table));
    session.newGame();
    QVERIFY(session.match()->game()->history().empty());
    const QList<int> points = session.scene()->gamePoints();
    QSignalSpy begun(session.match(), &MatchSession::begun);
    changeSetting(*session.settings(), &RuleSettings::target, 121);
    QCoreApplication::processEvents();
    QCOMPARE(begun.count(), 0);
    QVERIFY(session.settings()->rulesPending());
    QCOMPARE(session.match()->target(), 61);
    QCOMPARE(session.scene()->gamePoints(), points);
}

UI_TEST_GUILESS_MAIN(TestSessionNewGame)
#include "test_session_new_game.moc"
