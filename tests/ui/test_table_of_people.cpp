// People at one screen: each person's decision is asked of them with the screen shown from
// their seat; the screen is passed between them with every hand face down; the table is
// saved with the match; each person undoes only their own decision; words name them.

#include <QFile>
#include <QTest>

#include "computer_players.h"
#include "cribbage/computer_game.h"
#include "saved_table.h"
#include "test_storage.h"
#include "translations.h"
#include "words/result_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// Seats `people` are people named "Person <seat>"; the others are computers.
void seatPeople(GameSettings& settings, int players, const std::vector<int>& people) {
    settings.setPlayers(players);
    for (int seat = 1; seat < 4; ++seat) {
        settings.setPersonAt(seat, std::find(people.begin(), people.end(), seat) != people.end());
    }
    for (int seat = 0; seat < 4; ++seat) {
        settings.setNameAt(seat, QStringLiteral("Person %1").arg(seat));
    }
}

// What the table showed while it was played.
struct Watched {
    int passes = 0;
    int personDecisions = 0;
    int decisionsAwayFromTheirScreen = 0;  // a person's decision with another seat's screen
    int cardsShownWhilePassing = 0;        // held cards named in any hand while passing
    int passesToTheWrongPerson = 0;        // "Pass to" naming someone not awaited
};

void watch(test::TestTable& table, Watched& watched) {
    GameSession& session = table.session();
    QObject::connect(session.match(), &MatchSession::applied, &table.session(),
                     [&session, &watched](const Applied& applied) {
                         const int seat = actingSeat(applied.action);
                         if (isPerson(session.match()->lineup()[seat])) {
                             ++watched.personDecisions;
                             if (session.match()->screenSeat() != seat) {
                                 ++watched.decisionsAwayFromTheirScreen;
                             }
                         }
                     });
    QObject::connect(
        session.turn(), &TurnDriver::passingChanged, &table.session(), [&session, &watched] {
            if (!session.turn()->passing()) {
                return;
            }
            ++watched.passes;
            const Game& game = *session.match()->game();
            const auto awaiting = game.awaiting();
            const bool named = std::any_of(awaiting.begin(), awaiting.end(), [&](int seat) {
                return session.match()->lineup()[seat] ==
                           SeatFill{PersonHere{QStringLiteral("Person %1").arg(seat)}} &&
                       session.turn()->passingTo() == QStringLiteral("Person %1").arg(seat);
            });
            watched.passesToTheWrongPerson += named ? 0 : 1;
            const Scene& scene = *session.scene();
            for (int seat = 0; seat < game.rules().players; ++seat) {
                for (const CardRow& row : scene.seats()->hand(seat)->rows()) {
                    watched.cardsShownWhilePassing += row.code.isEmpty() ? 0 : 1;
                }
            }
        });
}

}  // namespace

class TestTableOfPeople : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void eachPersonDecidesAtTheirOwnScreen_data();
    void eachPersonDecidesAtTheirOwnScreen();
    void theTableIsSavedAndResumedWithTheMatch();
    void aSaveWithoutItsTableSeatsOnePersonAsBefore();
    void aDamagedTableIsNoTable();
    void eachPersonUndoesOnlyTheirOwnDecision();
    void wordsNameThePeople();
};

void TestTableOfPeople::eachPersonDecidesAtTheirOwnScreen_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<std::vector<int>>("people");
    QTest::addRow("two people") << 2 << std::vector<int>{0, 1};
    QTest::addRow("two people and the computer") << 3 << std::vector<int>{0, 1};
    QTest::addRow("three people") << 3 << std::vector<int>{0, 1, 2};
    QTest::addRow("partners against two computers") << 4 << std::vector<int>{0, 2};
    QTest::addRow("four people") << 4 << std::vector<int>{0, 1, 2, 3};
}

void TestTableOfPeople::eachPersonDecidesAtTheirOwnScreen() {
    QFETCH(int, players);
    QFETCH(std::vector<int>, people);
    test::TestTable table(computerDecider(QStringLiteral("easy")));
    GameSession& session = table.session();
    seatPeople(*session.settings(), players, people);
    session.settings()->setTarget(61);
    session.settings()->setMatchGames(1);
    session.setSeed(QStringLiteral("23"));
    Watched watched;
    watch(table, watched);
    session.newMatch();
    QCOMPARE(peopleIn(session.match()->lineup()), static_cast<int>(people.size()));
    QVERIFY(table.playMatch(120000));

    QVERIFY(watched.personDecisions > 20);
    QCOMPARE(watched.decisionsAwayFromTheirScreen, 0);
    QVERIFY2(watched.passes > 5, qPrintable(QString::number(watched.passes)));
    QCOMPARE(watched.passesToTheWrongPerson, 0);
    QCOMPARE(watched.cardsShownWhilePassing, 0);
    // What would show one person's hand to another is not kept.
    QCOMPARE(session.review()->rowCount(), 0);
    QVERIFY(session.statistics()->tables().isEmpty());
}

void TestTableOfPeople::theTableIsSavedAndResumedWithTheMatch() {
    QTemporaryDir directory;
    int screenSeat = -1;
    Lineup lineup;
    {
        test::TestTable table(computerDecider(QStringLiteral("easy")), true, directory.path());
        GameSession& session = table.session();
        seatPeople(*session.settings(), 3, {0, 2});
        session.settings()->setLevelAt(1, QStringLiteral("hard"));
        session.setSeed(QStringLiteral("8"));
        session.start();
        session.newMatch();
        QVERIFY(table.playUntil([&] { return session.match()->screenSeat() == 2; }));
        screenSeat = session.match()->screenSeat();
        lineup = session.match()->lineup();
    }
    QCOMPARE(lineup,
             Lineup({PersonHere{QStringLiteral("Person 0")}, ComputerLevel{QStringLiteral("hard")},
                     PersonHere{QStringLiteral("Person 2")}}));
    test::TestTable table(computerDecider(QStringLiteral("easy")), true, directory.path());
    // The table of the next match has changed since: the saved match keeps its own.
    seatPeople(*table.session().settings(), 2, {0});
    table.session().start();
    QVERIFY(!table.session().match()->game()->history().empty());
    QCOMPARE(table.session().match()->lineup(), lineup);
    QCOMPARE(table.session().match()->screenSeat(), screenSeat);
    QCOMPARE(table.scene().seating().screenSeat, screenSeat);
}

void TestTableOfPeople::aSaveWithoutItsTableSeatsOnePersonAsBefore() {
    QTemporaryDir directory;
    {
        test::TestTable table(computerDecider(QStringLiteral("easy")), true, directory.path());
        seatPeople(*table.session().settings(), 3, {0, 1});
        table.session().start();
        table.session().newMatch();
        QVERIFY(table.autoplay(2));
    }
    QVERIFY(QFile::remove(directory.filePath(QStringLiteral("table.json"))));
    test::TestTable table(computerDecider(QStringLiteral("easy")), true, directory.path());
    table.session().settings()->setLevelAt(1, QStringLiteral("medium"));
    table.session().start();
    QVERIFY(!table.session().match()->game()->history().empty());
    QCOMPARE(table.session().match()->lineup(),
             Lineup({PersonHere{}, ComputerLevel{QStringLiteral("medium")},
                     ComputerLevel{table.session().settings()->levelAt(2)}}));
    QCOMPARE(table.session().match()->screenSeat(), 0);
}

void TestTableOfPeople::aDamagedTableIsNoTable() {
    const SavedTable table{
        7, Lineup({PersonHere{QStringLiteral("Maria")}, ComputerLevel{QStringLiteral("expert")}}),
        0};
    const QString text = tableText(table);
    QCOMPARE(readTable(text, 7, 2), table);
    QCOMPARE(readTable(tableText(table), 8, 2), std::nullopt);  // another game's
    QCOMPARE(readTable(text, 7, 3), std::nullopt);
    QCOMPARE(
        readTable(QString(text).replace(QStringLiteral("expert"), QStringLiteral("god")), 7, 2),
        std::nullopt);
    QCOMPARE(readTable(QString(text).replace(QStringLiteral("\"screen_seat\":0"),
                                             QStringLiteral("\"screen_seat\":1")),
                       7, 2),
             std::nullopt);  // the computer's seat
    QCOMPARE(readTable(text.left(text.size() / 2), 7, 2), std::nullopt);
    QCOMPARE(readTable(QStringLiteral("\x01\xff"), 7, 2), std::nullopt);
}

void TestTableOfPeople::eachPersonUndoesOnlyTheirOwnDecision() {
    test::TestTable table(computerDecider(QStringLiteral("easy")));
    GameSession& session = table.session();
    MatchSession& match = *session.match();
    seatPeople(*session.settings(), 2, {0, 1});
    session.setSeed(QStringLiteral("4"));
    session.newMatch();
    // To the lay away, where both people are asked in turn.
    QVERIFY(table.playUntil([&] { return table.turn().prompt() == TurnDriver::Prompt::LayAway; }));
    const int first = match.screenSeat();
    QVERIFY(table.autoplay(1));
    QCOMPARE(table.turn().prompt(), TurnDriver::Prompt::Pass);
    QVERIFY(match.canUndo());  // before the screen is passed, their own decision

    table.turn().ready();
    const int second = match.screenSeat();
    QVERIFY(second != first);
    QVERIFY(!match.canUndo());  // another person's decision
    QCOMPARE(table.turn().prompt(), TurnDriver::Prompt::LayAway);
    QVERIFY(table.autoplay(1));
    QVERIFY(match.canUndo());

    // Back with the first person, whose decision has another person's after it.
    QVERIFY(table.playUntil(
        [&] { return table.turn().passingTo() == QStringLiteral("Person %1").arg(first); }));
    table.turn().ready();
    QCOMPARE(match.screenSeat(), first);
    QVERIFY(!match.canUndo());
}

void TestTableOfPeople::wordsNameThePeople() {
    RuleSettings four;
    four.players = 4;
    const SeatWords people(Seating{
        four, 0,
        Lineup({PersonHere{QStringLiteral("Maria")}, ComputerLevel{QStringLiteral("easy")},
                PersonHere{QStringLiteral("Tom")}, ComputerLevel{QStringLiteral("hard")}})});
    QVERIFY(!people.atScreen(0));
    QCOMPARE(people.subject(0), QStringLiteral("Maria"));
    QCOMPARE(people.name(2), QStringLiteral("Tom"));
    QCOMPARE(people.subject(1), QStringLiteral("Computer 1"));
    QCOMPARE(people.label(3), QStringLiteral("Computer 2"));
    QCOMPARE(people.sideLabel(0), QStringLiteral("Maria and Tom"));
    QCOMPARE(people.sideLabel(1), QStringLiteral("Computers"));
    const ResultWords result(people, four);
    QCOMPARE(result.match(MatchWon{0, {2, 1}}).title,
             QStringLiteral("Maria and Tom win the match"));
    const StepWords steps(people, four);
    QCOMPARE(steps(GoSaid{2}), QStringLiteral("Tom says Go."));

    RuleSettings three;
    three.players = 3;
    const SeatWords oneComputer(Seating{
        three, 1, Lineup({PersonHere{QStringLiteral("Maria")}, PersonHere{}, ComputerLevel{}})});
    QCOMPARE(oneComputer.subject(2), QStringLiteral("The computer"));
    QCOMPARE(oneComputer.subject(1), QStringLiteral("Player 2"));
}

QTEST_MAIN(TestTableOfPeople)
#include "test_table_of_people.moc"
