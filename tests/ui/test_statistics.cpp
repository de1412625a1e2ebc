#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <limits>
#include <numeric>

#include "first_choice_player.h"
#include "settings_change.h"
#include "statistics.h"
#include "statistics_figures.h"
#include "statistics_file.h"
#include "statistics_tally.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// A table of `players` where the person at seat 0 plays the computer at `level`.
Seating alone(int players, Level level) {
    Lineup lineup(players, ComputerLevel{level});
    lineup[0] = PersonHere{};
    return {.rules = RuleSettings{.players = players}, .screenSeat = 0, .lineup = lineup};
}

// A table of `fills`, seat 0 first.
Seating tableOf(std::vector<SeatFill> fills) {
    const int players = static_cast<int>(fills.size());
    return {.rules = RuleSettings{.players = players},
            .screenSeat = 0,
            .lineup = Lineup(std::move(fills))};
}

QStringList saidRows(const QVariantList& rows) {
    QStringList said;
    for (const QVariant& row : rows) {
        said << row.toMap().value(QStringLiteral("label")).toString() + QStringLiteral(": ") +
                    row.toMap().value(QStringLiteral("value")).toString();
    }
    return said;
}

PointsScored scored(int seat, ScoreSource source, int points) {
    return {.seat = seat,
            .side = seat,
            .source = source,
            .items = {},
            .points = points,
            .oldScore = 0,
            .newScore = points};
}

// The deal of a two-player game as the engine says it: the person (seat 0) deals.
std::vector<Event> personsDeal(int handPoints, int cribPoints, int playPoints) {
    const std::vector<Card> hand{Card{Rank::Five, Suit::Hearts}, Card{Rank::Five, Suit::Spades},
                                 Card{Rank::Five, Suit::Clubs}, Card{Rank::Jack, Suit::Diamonds}};
    const Card starter{Rank::Five, Suit::Diamonds};
    return {PhaseChanged{Phase::LayAway},
            PhaseChanged{Phase::Play},
            scored(0, ScoreSource::Play, playPoints),
            scored(1, ScoreSource::Play, 5),
            PhaseChanged{Phase::Show},
            HandShown{.seat = 1, .crib = false, .cards = hand, .starter = starter},
            scored(1, ScoreSource::Hand, 29),
            HandShown{.seat = 0, .crib = false, .cards = hand, .starter = starter},
            scored(0, ScoreSource::Hand, handPoints),
            HandShown{.seat = 0, .crib = true, .cards = hand, .starter = starter},
            scored(0, ScoreSource::Crib, cribPoints),
            PhaseChanged{Phase::Deal}};
}

}  // namespace

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void aCountAtItsLargestStaysThere();
    void theTallyCountsThePersonsOwnPoints();
    void theTrendKeepsTheLastDeals();
    void skunksAndMatchesAreCountedForTheSide();
    void resetForgetsEverythingAndSavesThat();
    void scriptedGamesAddUpToTheScores();
    void theFiguresAreKeptPerLevelAndSaid();
    void eachNamedPersonHasFiguresOfTheirOwn();
    void aPersonIsRenamedOrRemovedWithTheirFigures();
};

// The file is written beside and renamed over the old one: a second name for the old file

// still holds the old figures whole, and nothing else is left in the folder.

// A count that reaches the most the file holds stays there: it never wraps round below zero,

// and the file it is written to is read back whole at the next launch.

void TestStatistics::aCountAtItsLargestStaysThere() {
    QTemporaryDir dir;
    StatisticsRecord record = test::someFigures();
    TableFigures& expert = record.table(Level::Expert, 2);
    expert.handsCounted = std::numeric_limits<int>::max();
    expert.handPoints = std::numeric_limits<int>::max() - 3;
    expert.dealsPlayed = std::numeric_limits<int>::max();
    record.practice = {.hands = std::numeric_limits<int>::max(),
                       .right = std::numeric_limits<int>::max(),
                       .milliseconds = kMostPracticeMilliseconds};
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).write(record), QString());
    Statistics statistics;
    statistics.open(dir.path(), true);
    QCOMPARE(statistics.notice(), QString());
    statistics.beginGame(alone(2, Level::Expert));
    statistics.record(personsDeal(12, 4, 3), alone(2, Level::Expert));
    statistics.recordPractice(true, 5000);
    const StatisticsRecord read = StatisticsFile(dir.path()).read(notice);
    QCOMPARE(notice, QString());
    const TableFigures* figures = read.find(Level::Expert, 2);
    QVERIFY(figures);
    QCOMPARE(figures->handsCounted, std::numeric_limits<int>::max());
    QCOMPARE(figures->handPoints, std::numeric_limits<int>::max());
    QCOMPARE(figures->dealsPlayed, std::numeric_limits<int>::max());
    QCOMPARE(read.practice.hands, std::numeric_limits<int>::max());
    QCOMPARE(read.practice.milliseconds, kMostPracticeMilliseconds);
}

// A folder where the file should be cannot be read as statistics: it is moved aside as it was,

// said, and the statistics start again in a file of their own.

void TestStatistics::theTallyCountsThePersonsOwnPoints() {
    TableFigures figures;
    StatisticsTally tally(0, 0);
    QVERIFY(tally.add(personsDeal(12, 4, 3), figures));
    QVERIFY(tally.add(personsDeal(20, 0, 1), figures));
    QCOMPARE(figures.handsCounted, 2);
    QCOMPARE(figures.handPoints, 32);
    QCOMPARE(figures.cribsCounted, 2);
    QCOMPARE(figures.cribPoints, 4);
    QCOMPARE(figures.dealsPlayed, 2);
    QCOMPARE(figures.playPoints, 4);
    // The opponent's 29 is not the person's best hand.
    QCOMPARE(figures.bestHand, 20);
    QCOMPARE(figures.bestHandCards, QStringLiteral("5H 5S 5C JD 5D"));
    QCOMPARE(figures.recentDeals, (std::vector<int>{19, 21}));
    // Events that say nothing of the person change nothing.
    QVERIFY(!tally.add({CardDealt{1, Card{Rank::Ace, Suit::Clubs}}, GoSaid{1}}, figures));
}

void TestStatistics::theTrendKeepsTheLastDeals() {
    TableFigures figures;
    StatisticsTally tally(0, 0);
    for (int deal = 1; deal <= TableFigures::kRecentDeals + 5; ++deal) {
        tally.add(personsDeal(deal, 0, 0), figures);
    }
    QCOMPARE(figures.recentDeals.size(), std::size_t{TableFigures::kRecentDeals});
    QCOMPARE(figures.recentDeals.front(), 6);
    QCOMPARE(figures.recentDeals.back(), TableFigures::kRecentDeals + 5);
    // A deal begun before the tally was there (a resumed game) is not in the trend.
    StatisticsTally resumed(0, 0);
    auto lateDeal = personsDeal(10, 0, 0);
    lateDeal.erase(lateDeal.begin());
    resumed.add(lateDeal, figures);
    QCOMPARE(figures.recentDeals.back(), TableFigures::kRecentDeals + 5);
}

void TestStatistics::skunksAndMatchesAreCountedForTheSide() {
    TableFigures figures;
    // Four players: the person at seat 2 is on side 0 with seat 0.
    StatisticsTally tally(2, 0);
    tally.add(
        {GameWon{.side = 0, .gamePoints = 2, .scores = {121, 80}, .kind = WinKind::Skunk},
         GameWon{.side = 1, .gamePoints = 1, .scores = {100, 121}},
         GameWon{.side = 1, .gamePoints = 4, .scores = {50, 121}, .kind = WinKind::DoubleSkunk},
         MatchWon{.side = 1, .gamePoints = {2, 5}}},
        figures);
    QCOMPARE(figures.gamesWon, 1);
    QCOMPARE(figures.gamesLost, 2);
    QCOMPARE(figures.skunksGiven, 1);
    QCOMPARE(figures.skunksTaken, 1);
    QCOMPARE(figures.matchesWon, 0);
    QCOMPARE(figures.matchesLost, 1);
}

void TestStatistics::resetForgetsEverythingAndSavesThat() {
    QTemporaryDir dir;
    QVERIFY(StatisticsFile(dir.path()).write(test::someFigures()).isEmpty());
    Statistics statistics;
    statistics.open(dir.path(), true);
    QCOMPARE(statistics.record(), test::someFigures());
    QCOMPARE(statistics.tables().size(), 1);
    QSignalSpy changed(&statistics, &Statistics::changed);
    statistics.reset();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(statistics.record(), StatisticsRecord{});
    QVERIFY(statistics.tables().isEmpty());
    QCOMPARE(statistics.shownTable(), -1);
    QVERIFY(statistics.figures().isEmpty());
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice), StatisticsRecord{});
}

// The autoplayer plays the person's side of a whole match of two games to 61: every point the

// person pegged is in one deal of the trend, and the games and the match are counted once.

void TestStatistics::scriptedGamesAddUpToTheScores() {
    test::TestTable table(test::FirstChoicePlayer{}, true);
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("5"));
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 1);
    session.settings()->setLevel(Level::Expert);
    session.start();
    QVERIFY(table.playMatch());
    const Game& game = *session.match()->game();
    const int person = game.state().scores[test::kPersonSeat];
    const bool personWon = person >= 61;

    const TableFigures* figures = session.statistics()->record().find(Level::Expert, 2);
    QVERIFY(figures);
    QCOMPARE(figures->gamesWon, personWon ? 1 : 0);
    QCOMPARE(figures->gamesLost, personWon ? 0 : 1);
    QCOMPARE(figures->matchesWon + figures->matchesLost, 1);
    QCOMPARE(std::accumulate(figures->recentDeals.begin(), figures->recentDeals.end(), 0), person);
    QCOMPARE(figures->dealsPlayed, static_cast<int>(figures->recentDeals.size()));
    QVERIFY(figures->handsCounted >= figures->dealsPlayed - 1);
    QVERIFY(figures->handPoints + figures->cribPoints + figures->playPoints <= person);
    QVERIFY(figures->bestHand > 0);

    // What was played is kept: the next launch reads the same figures.
    Statistics again;
    again.open(table.directory(), true);
    QCOMPARE(again.record(), session.statistics()->record());
    QVERIFY(again.notice().isEmpty());
}

void TestStatistics::theFiguresAreKeptPerLevelAndSaid() {
    Statistics statistics;
    statistics.open(QString(), false);
    const Seating expert = alone(2, Level::Expert);
    statistics.beginGame(expert);
    statistics.record(personsDeal(8, 0, 2), expert);
    statistics.recordReview(1.234, 0, expert);
    statistics.recordReview(0.5, 0, expert);
    // A level changed during the game files the rest of it under the new level.
    statistics.record(personsDeal(4, 6, 0), alone(2, Level::Beginner));
    // Nothing of the person: no table is listed for it.
    statistics.record({GoSaid{1}}, alone(2, Level::Medium));
    QCOMPARE(statistics.tables(), (QStringList{QStringLiteral("Beginner, 2 players"),
                                               QStringLiteral("Expert, 2 players")}));
    statistics.show(Level::Expert);
    QCOMPARE(statistics.shownTable(), 1);
    QCOMPARE(statistics.recentDeals(), (QVariantList{10}));
    // The person plays alone: the computer's games against each player are theirs, not said.
    QVERIFY(statistics.rivals().isEmpty());
    QCOMPARE(saidRows(statistics.figures()),
             (QStringList{
                 QStringLiteral("Games: 0 won, 0 lost"),
                 QStringLiteral("Matches: 0 won, 0 lost"),
                 QStringLiteral("Skunks: 0 given, 0 taken"),
                 QStringLiteral("Points per hand: 8.0 (over 1)"),
                 QStringLiteral("Points per crib: 0.0 (over 1)"),
                 QStringLiteral("Points in the play, per deal: 2.0 (over 1)"),
                 QStringLiteral("Points lost per deal, by the review: 0.9 (over 2)"),
                 QStringLiteral("Best hand: 8 points: 5♥ 5♠ 5♣ J♦, starter 5♦"),
             }));
}

// Maria and Tom play the computer at Hard at three; Ann and Ben play each other. Each named

// person's figures are their own, against the level they played; an unnamed person, and a

// name given twice at one table, keep none.

void TestStatistics::eachNamedPersonHasFiguresOfTheirOwn() {
    Statistics statistics;
    statistics.open(QString(), false);
    const Seating three = tableOf({PersonHere{QStringLiteral("Maria")}, ComputerLevel{Level::Hard},
                                   PersonHere{QStringLiteral("Tom")}});
    statistics.beginGame(three);
    statistics.record({PhaseChanged{Phase::LayAway}, PhaseChanged{Phase::Play},
                       scored(0, ScoreSource::Play, 3), scored(2, ScoreSource::Play, 4),
                       GameWon{.side = 0, .gamePoints = 1, .scores = {121, 90, 100}}},
                      three);
    const TableFigures* maria = statistics.record().find(Level::Hard, 3, QStringLiteral("Maria"));
    const TableFigures* tom = statistics.record().find(Level::Hard, 3, QStringLiteral("Tom"));
    QVERIFY(maria && tom);
    QCOMPARE(maria->playPoints, 3);
    QCOMPARE(maria->gamesWon, 1);
    QCOMPARE(tom->playPoints, 4);
    QCOMPARE(tom->gamesLost, 1);

    const Seating two =
        tableOf({PersonHere{QStringLiteral("Ann")}, PersonHere{QStringLiteral("Ben")}});
    statistics.beginGame(two);
    statistics.record({GameWon{.side = 1, .gamePoints = 1, .scores = {100, 121}}}, two);
    QCOMPARE(statistics.record().find(againstPeople(), 2, QStringLiteral("Ben"))->gamesWon, 1);
    QCOMPARE(statistics.tables(), (QStringList{QStringLiteral("Ann: against people, 2 players"),
                                               QStringLiteral("Ben: against people, 2 players"),
                                               QStringLiteral("Maria: Hard, 3 players"),
                                               QStringLiteral("Tom: Hard, 3 players")}));

    // The computer's games at Hard with three against each person who played it there.
    statistics.setShownTable(2);
    QCOMPARE(statistics.shownPerson(), QStringLiteral("Maria"));
    QCOMPARE(saidRows(statistics.rivals()), (QStringList{QStringLiteral("Maria: 0 won, 1 lost"),
                                                         QStringLiteral("Tom: 1 won, 0 lost")}));
    statistics.setShownTable(0);
    QVERIFY(statistics.rivals().isEmpty());

    const std::size_t tables = statistics.record().tables.size();
    const Seating unnamed = tableOf(
        {PersonHere{}, PersonHere{QStringLiteral("Ann")}, PersonHere{QStringLiteral("Ann")}});
    statistics.beginGame(unnamed);
    statistics.record({GameWon{.side = 1, .gamePoints = 1, .scores = {100, 121, 90}}}, unnamed);
    QCOMPARE(statistics.record().tables.size(), tables + 1);
    QCOMPARE(statistics.record().find(againstPeople(), 3, QStringLiteral("Ann"))->gamesWon, 1);
}

void TestStatistics::aPersonIsRenamedOrRemovedWithTheirFigures() {
    QTemporaryDir dir;
    StatisticsRecord kept = test::someFigures();
    kept.table(Level::Expert, 2, QStringLiteral("Maria")).gamesWon = 4;
    kept.table(againstPeople(), 2, QStringLiteral("Maria")).gamesLost = 1;
    kept.table(Level::Easy, 3, QStringLiteral("Tom")).gamesWon = 2;
    QVERIFY(StatisticsFile(dir.path()).write(kept).isEmpty());
    Statistics statistics;
    statistics.open(dir.path(), true);
    QCOMPARE(statistics.record(), kept);
    QCOMPARE(statistics.record().people(),
             (QStringList{QStringLiteral("Maria"), QStringLiteral("Tom")}));

    QVERIFY(!statistics.renamePerson(QStringLiteral("Maria"), QStringLiteral("Tom")));
    QVERIFY(statistics.renamePerson(QStringLiteral("Maria"), QStringLiteral("Mia")));
    QCOMPARE(statistics.record().find(Level::Expert, 2, QStringLiteral("Mia"))->gamesWon, 4);
    QVERIFY(!statistics.record().find(Level::Expert, 2, QStringLiteral("Maria")));
    statistics.removePerson(QStringLiteral("Tom"));
    QCOMPARE(statistics.record().people(), QStringList{QStringLiteral("Mia")});
    // The person playing alone keeps their figures.
    QCOMPARE(statistics.record().find(Level::Expert, 2)->gamesWon, 3);

    // Both are kept: the next launch reads them.
    QString notice;
    QCOMPARE(StatisticsFile(dir.path()).read(notice), statistics.record());
    QCOMPARE(notice, QString());
}

// The statistics of a game before people sat at its tables load as the one person's.

UI_TEST_GUILESS_MAIN(TestStatistics)
#include "test_statistics.moc"
