// People at one screen: each person's decision is asked of them with the screen shown from
// their seat; the screen is passed between them with every hand face down; the table is
// saved with the match; each person undoes only their own decision; words name them.

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "cribbage/computer_game.h"
#include "level_choices.h"
#include "peg_colours.h"
#include "scene_notes.h"
#include "scene_secrets.h"
#include "settings_change.h"
#include "statistics_record.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"
#include "words/result_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

using test::seatPeople;

// What the table showed while it was played.
struct Watched {
    int passes = 0;
    int personDecisions = 0;
    int decisionsAwayFromTheirScreen = 0;  // a person's decision with another seat's screen
    int cardsShownWhilePassing = 0;        // held cards named in any hand while passing
    int secretsNotedWhilePassing = 0;      // hidden cards the scene's notes name while passing
    int passesToTheWrongPerson = 0;        // "Pass to" naming someone not awaited
    int reviewedWhilePassing = 0;          // decisions or a note the review offered while passing
    int undoOfferedWhilePassing = 0;
    std::array<int, 4> layAways{};  // by seat
};

// What the table shows as the screen is passed: to whom, and nothing of a hidden hand.
void notePass(GameSession& session, Watched& watched) {
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
    // The review of the person who just moved lists their hand's cards; an undo
    // would lay their hand face up again.
    const ReviewModel& review = *session.review();
    watched.reviewedWhilePassing +=
        review.rowCount() + review.deals() + (review.note().isEmpty() ? 0 : 1);
    watched.undoOfferedWhilePassing += session.canUndo() ? 1 : 0;
    const Scene& scene = *session.scene();
    for (int seat = 0; seat < game.rules().players; ++seat) {
        for (const CardLook& row : scene.seats()->hand(seat)->rows()) {
            watched.cardsShownWhilePassing += row.card ? 1 : 0;
        }
    }
    watched.secretsNotedWhilePassing +=
        static_cast<int>(test::secretsIn(scene.state(), game, kNoViewer).size());
}

void watch(test::TestTable& table, Watched& watched) {
    GameSession& session = table.session();
    QObject::connect(session.match(), &MatchSession::applied, &table.session(),
                     [&session, &watched](const Applied& applied) {
                         const int seat = actingSeat(applied.action);
                         if (isPerson(session.match()->lineup()[seat])) {
                             ++watched.personDecisions;
                             if (std::holds_alternative<LayAway>(applied.action)) {
                                 ++watched.layAways.at(static_cast<std::size_t>(seat));
                             }
                             if (session.match()->screenSeat() != seat) {
                                 ++watched.decisionsAwayFromTheirScreen;
                             }
                         }
                     });
    QObject::connect(session.turn(), &TurnDriver::passingChanged, &table.session(),
                     [&session, &watched] { notePass(session, watched); });
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
    void eachPersonUndoesOnlyTheirOwnDecision();
    void aPersonIsRenamedEverywhereOrRemoved();
    void eachSideHasAColourOfItsOwn();
    void theScreenIsPassedInThePersonsColour();
};

void TestTableOfPeople::eachPersonDecidesAtTheirOwnScreen_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<std::vector<int>>("people");
    QTest::addRow("two people") << 2 << std::vector<int>{0, 1};
    QTest::addRow("two people and the computer") << 3 << std::vector<int>{0, 1};
    QTest::addRow("three people") << 3 << std::vector<int>{0, 1, 2};
    QTest::addRow("partners against two computers") << 4 << std::vector<int>{0, 2};
    QTest::addRow("four people") << 4 << std::vector<int>{0, 1, 2, 3};
    QTest::addRow("two people, the computer on the first one's left")
        << 3 << std::vector<int>{0, 2};
    QTest::addRow("two people as opponents, each with a computer partner")
        << 4 << std::vector<int>{0, 1};
    QTest::addRow("two people as opponents, the second on the first one's right")
        << 4 << std::vector<int>{0, 3};
    QTest::addRow("three people and the computer") << 4 << std::vector<int>{0, 1, 2};
}

void TestTableOfPeople::eachPersonDecidesAtTheirOwnScreen() {
    QFETCH(int, players);
    QFETCH(std::vector<int>, people);
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    seatPeople(*session.settings(), players, people);
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 1);
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
    QCOMPARE(watched.secretsNotedWhilePassing, 0);
    QCOMPARE(watched.reviewedWhilePassing, 0);
    QCOMPARE(watched.undoOfferedWhilePassing, 0);
    // Each person's review holds their own decisions: a deal for each of their lay aways.
    for (int seat = 0; seat < players; ++seat) {
        const bool person = std::find(people.begin(), people.end(), seat) != people.end();
        QCOMPARE(session.reviewAt(seat)->deals(), watched.layAways.at(seat));
        QCOMPARE(session.reviewAt(seat)->rowCount() > 0, person);
    }
    QCOMPARE(session.review(), session.reviewAt(session.match()->screenSeat()));
    // Each person has the one game in figures of their own, won with their side, against the
    // computers' level when one played against them.
    const Game& game = *session.match()->game();
    const StatisticsRecord& record = session.statistics()->record();
    QCOMPARE(record.tables.size(), people.size());
    for (int seat : people) {
        const QString name = QStringLiteral("Person %1").arg(seat);
        const auto figures =
            std::find_if(record.tables.begin(), record.tables.end(),
                         [&](const TableFigures& each) { return each.person == name; });
        QVERIFY2(figures != record.tables.end(), qPrintable(name));
        // Against the computer when one sits on another side (a person whose partner is the
        // only computer plays against people).
        const auto side = static_cast<std::size_t>(sideOf(game.rules(), seat));
        bool againstComputer = false;
        for (int other = 0; other < players; ++other) {
            againstComputer =
                againstComputer || (!isPerson(session.match()->lineup()[other]) &&
                                    static_cast<std::size_t>(sideOf(game.rules(), other)) != side);
        }
        QCOMPARE(figures->level != againstPeople(), againstComputer);
        const bool won = game.state().scores[side] >= 61;
        QCOMPARE(figures->gamesWon, won ? 1 : 0);
        QCOMPARE(figures->gamesLost, won ? 0 : 1);
        QVERIFY(figures->dealsPlayed > 0);
        // ...with the deals their own review judged.
        QCOMPARE(figures->dealsReviewed, watched.layAways.at(static_cast<std::size_t>(seat)));
    }
}

void TestTableOfPeople::theTableIsSavedAndResumedWithTheMatch() {
    QTemporaryDir directory;
    int screenSeat = -1;
    Lineup lineup;
    {
        test::TestTable table(computerDecider(Level::Easy), true, directory.path());
        GameSession& session = table.session();
        seatPeople(*session.settings(), 3, {0, 2});
        session.settings()->setLevelAt(1, Level::Hard);
        session.setSeed(QStringLiteral("8"));
        session.start();
        session.newMatch();
        QVERIFY(table.playUntil([&] { return session.match()->screenSeat() == 2; }));
        screenSeat = session.match()->screenSeat();
        lineup = session.match()->lineup();
    }
    QCOMPARE(lineup, Lineup({PersonHere{QStringLiteral("Person 0")}, ComputerLevel{Level::Hard},
                             PersonHere{QStringLiteral("Person 2")}}));
    test::TestTable table(computerDecider(Level::Easy), true, directory.path());
    // The table of the next match has changed since: the saved match keeps its own.
    seatPeople(*table.session().settings(), 2, {0});
    table.session().start();
    QVERIFY(!table.session().match()->game()->history().empty());
    QCOMPARE(table.session().match()->lineup(), lineup);
    QCOMPARE(table.session().match()->screenSeat(), screenSeat);
    QCOMPARE(table.scene().seating().screenSeat, screenSeat);
    // Whoever opens the game may not be Person 2: their hand waits under the pass screen.
    const auto faceUp = [&] {
        int named = 0;
        for (const CardLook& row : table.scene().seats()->hand(screenSeat)->rows()) {
            named += row.card ? 1 : 0;
        }
        return named;
    };
    QCOMPARE(table.turn().prompt(), TurnDriver::Prompt::Pass);
    QCOMPARE(table.turn().passingTo(), QStringLiteral("Person 2"));
    QCOMPARE(faceUp(), 0);
    table.turn().ready();
    QVERIFY(table.turn().prompt() != TurnDriver::Prompt::Pass);
    QVERIFY(faceUp() > 0);
}

void TestTableOfPeople::aSaveWithoutItsTableSeatsOnePersonAsBefore() {
    QTemporaryDir directory;
    {
        test::TestTable table(computerDecider(Level::Easy), true, directory.path());
        seatPeople(*table.session().settings(), 3, {0, 1});
        table.session().start();
        table.session().newMatch();
        QVERIFY(table.autoplay(2));
    }
    QVERIFY(QFile::remove(directory.filePath(QStringLiteral("table.json"))));
    test::TestTable table(computerDecider(Level::Easy), true, directory.path());
    table.session().settings()->setLevelAt(1, Level::Medium);
    table.session().start();
    QVERIFY(!table.session().match()->game()->history().empty());
    QCOMPARE(table.session().match()->lineup(),
             Lineup({PersonHere{}, ComputerLevel{Level::Medium},
                     ComputerLevel{table.session().settings()->levelAt(2)}}));
    QCOMPARE(table.session().match()->screenSeat(), 0);
}

void TestTableOfPeople::eachPersonUndoesOnlyTheirOwnDecision() {
    test::TestTable table(computerDecider(Level::Easy));
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
    // Their own decision, but not while the screen is passed: it would show their hand.
    QVERIFY(match.canUndo());
    QVERIFY(!session.canUndo());
    session.undo();
    QCOMPARE(table.turn().prompt(), TurnDriver::Prompt::Pass);

    table.turn().ready();
    const int second = match.screenSeat();
    QVERIFY(second != first);
    QVERIFY(!match.canUndo());  // another person's decision
    QCOMPARE(table.turn().prompt(), TurnDriver::Prompt::LayAway);
    QVERIFY(table.autoplay(1));
    QVERIFY(match.canUndo());
    QCOMPARE(session.canUndo(), !table.turn().passing());

    // Back with the first person, whose decision has another person's after it.
    QVERIFY(table.playUntil(
        [&] { return table.turn().passingTo() == QStringLiteral("Person %1").arg(first); }));
    table.turn().ready();
    QCOMPARE(match.screenSeat(), first);
    QVERIFY(!match.canUndo());
}

// A rename reaches the statistics, the seats that remember the person and the match in play;
// a name another player has is refused, and so is an empty one.
void TestTableOfPeople::aPersonIsRenamedEverywhereOrRemoved() {
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    seatPeople(*session.settings(), 2, {0, 1});
    session.setSeed(QStringLiteral("6"));
    session.newMatch();
    QVERIFY(table.playUntil([&] { return !session.statistics()->record().tables.empty(); }));
    const QString before = QStringLiteral("Person 0");
    const QString after = QStringLiteral("Ann");
    QVERIFY(!session.renamePerson(before, QStringLiteral("Person 1")).isEmpty());
    QVERIFY(!session.renamePerson(before, QStringLiteral("  ")).isEmpty());
    QCOMPARE(session.renamePerson(before, QStringLiteral(" Ann ")), QString());
    QCOMPARE(session.settings()->seatNames().first(), after);
    QCOMPARE(session.match()->lineup()[0], SeatFill{PersonHere{after}});
    QVERIFY(session.statistics()->record().people().contains(after));
    QVERIFY(!session.statistics()->record().people().contains(before));
    // The game goes on, and Ann's figures with it.
    QVERIFY(table.playUntil([&] {
        const TableFigures* ann = session.statistics()->record().find(againstPeople(), 2, after);
        return ann && ann->handsCounted > 0;
    }));
    QVERIFY(!session.statistics()->record().people().contains(before));

    session.removePerson(after);
    QVERIFY(!session.statistics()->record().people().contains(after));
    QCOMPARE(session.settings()->seatNames().first(), QString());
}

// A side's pegs are in the colour its first person chose, never in another side's: a colour
// chosen twice is the first chooser's, and a side with none takes the first colour left.
void TestTableOfPeople::eachSideHasAColourOfItsOwn() {
    const auto seating = [](std::vector<SeatFill> fills) {
        const int players = static_cast<int>(fills.size());
        return Seating{.rules = RuleSettings{.players = players},
                       .screenSeat = 0,
                       .lineup = Lineup(std::move(fills))};
    };
    const QString maria = QStringLiteral("Maria");
    const QString tom = QStringLiteral("Tom");
    QCOMPARE(sideColours(seating({PersonHere{maria, 4}, PersonHere{tom}})),
             (std::vector<int>{4, 0}));
    QCOMPARE(sideColours(seating({PersonHere{maria}, PersonHere{tom, 0}})),
             (std::vector<int>{1, 0}));
    QCOMPARE(sideColours(seating({PersonHere{maria, 1}, PersonHere{tom, 1}})),
             (std::vector<int>{1, 0}));
    QCOMPARE(sideColours(seating({PersonHere{}, ComputerLevel{}, ComputerLevel{}})),
             (std::vector<int>{0, 1, 2}));
    // Partners share their pegs: the first of them chooses.
    const Seating partners =
        seating({PersonHere{maria, 5}, ComputerLevel{}, PersonHere{tom, 3}, ComputerLevel{}});
    QCOMPARE(sideColours(partners), (std::vector<int>{5, 0}));
    QVERIFY(choosesColour(partners, 0));
    QVERIFY(!choosesColour(partners, 2));
    QVERIFY(!choosesColour(partners, 1));
    // A colour another person chose is not offered.
    QCOMPARE(freeColours(seating({PersonHere{maria, 4}, PersonHere{tom}}), 1),
             (std::vector<int>{0, 1, 2, 3, 5}));

    // The settings remember each person's colour; one that is not the palette's is none.
    QTemporaryDir directory;
    const QString file = directory.filePath(QStringLiteral("settings.ini"));
    {
        GameSettings settings(file);
        settings.setColourAt(1, 4);
        settings.setColourAt(2, 17);
        QCOMPARE(settings.seatColours(), (QList<int>{-1, 4, -1, -1}));
    }
    {
        QSettings raw(file, QSettings::IniFormat);
        raw.setValue(QStringLiteral("people/colour3"), 12);
    }
    GameSettings settings(file);
    QCOMPARE(settings.seatColours(), (QList<int>{-1, 4, -1, -1}));
    settings.setPersonAt(1, true);
    QCOMPARE(settings.lineup()[1], (SeatFill{PersonHere{QString(), 4}}));
}

void TestTableOfPeople::theScreenIsPassedInThePersonsColour() {
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    seatPeople(*session.settings(), 2, {0, 1});
    session.settings()->setColourAt(1, 4);
    session.setSeed(QStringLiteral("4"));
    session.newMatch();
    QCOMPARE(session.scene()->sideColours(), (QList<int>{0, 4}));
    QCOMPARE(session.turn()->passingColour(), -1);
    QVERIFY(table.playUntil([&] { return session.turn()->passing(); }));
    const bool toSeat1 = session.turn()->passingTo() == QStringLiteral("Person 1");
    QCOMPARE(session.turn()->passingColour(), toSeat1 ? 4 : 0);
}

UI_TEST_MAIN(TestTableOfPeople)
#include "test_table_of_people.moc"
