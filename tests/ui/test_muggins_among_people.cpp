// Muggins at a table of people: any person of another side may call muggins on a count, not
// only the one judging it; before the computer judges a person's count, the other people may
// call it first; a person never calls muggins on their partner.

#include <QTest>

#include "cribbage/rules.h"
#include "first_choice_player.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

using Prompt = TurnDriver::Prompt;

// Seats `people` are people named "Person <seat>", the others computers; muggins is on.
void seatPeopleWithMuggins(GameSettings& settings, int players, const std::vector<int>& people) {
    test::seatPeople(settings, players, people);
    changeSetting(settings, &RuleSettings::muggins, true);
}

// A count is claimed that missed points (every player claims one point short).
bool pointsMissed(const Game& game) {
    if (!game.state().show.claimed) {
        return false;
    }
    for (int seat = 0; seat < game.rules().players; ++seat) {
        const auto actions = game.legalActions(seat);
        if (std::find(actions.begin(), actions.end(), Action{CallMuggins{seat}}) != actions.end()) {
            return true;
        }
    }
    return false;
}

// Three players, Person 0 and Person 1 people and a computer, until Person 1 has claimed a
// count short of the hand's points: the computer on their left is to judge it, and Person 0
// may call muggins first.
bool reachAShortCountOfPerson1(test::TestTable& table) {
    GameSession& session = table.session();
    seatPeopleWithMuggins(*session.settings(), 3, {0, 1});
    session.setSeed(QStringLiteral("5"));
    session.newMatch();
    return table.playUntil([&] {
        return table.turn().prompt() == Prompt::MugginsChance &&
               pointsMissed(*session.match()->game());
    });
}

}  // namespace

class TestMugginsAmongPeople : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void anotherPersonCallsBeforeTheComputerJudges();
    void theComputerJudgesWhenNoOneCalls();
    void aPersonJudgingSeesTheOthersWhoMayCall();
    void partnersNeverCallOnEachOther();
};

void TestMugginsAmongPeople::anotherPersonCallsBeforeTheComputerJudges() {
    test::TestTable table(test::FirstChoicePlayer{1});
    GameSession& session = table.session();
    QVERIFY(reachAShortCountOfPerson1(table));
    const Game& game = *session.match()->game();
    const int counter = game.showCounter();
    QCOMPARE(counter, 1);
    QCOMPARE(table.turn().mugginsCallers(), QStringList{QStringLiteral("Person 0")});
    const int before = game.state().scores[0];

    std::vector<Action> applied;
    connect(session.match(), &MatchSession::applied, this,
            [&](const Applied& a) { applied.push_back(a.action); });
    table.turn().callMugginsBy(0);
    QTRY_VERIFY(!applied.empty());
    QCOMPARE(applied.front(), Action{CallMuggins{0}});
    QVERIFY(session.match()->game()->state().scores[0] > before);
    QVERIFY(table.turn().prompt() != Prompt::MugginsChance);
}

void TestMugginsAmongPeople::theComputerJudgesWhenNoOneCalls() {
    test::TestTable table(test::FirstChoicePlayer{1});
    GameSession& session = table.session();
    QVERIFY(reachAShortCountOfPerson1(table));
    // While the people may call, the computer waits.
    QTest::qWait(50);
    QCOMPARE(table.turn().prompt(), Prompt::MugginsChance);
    QVERIFY(session.match()->game()->state().show.claimed.has_value());

    std::vector<Action> applied;
    connect(session.match(), &MatchSession::applied, this,
            [&](const Applied& a) { applied.push_back(a.action); });
    table.turn().noMuggins();
    QTRY_VERIFY(!applied.empty());
    QCOMPARE(applied.front(), Action{CallMuggins{2}});  // the computer sees the point missed
}

void TestMugginsAmongPeople::aPersonJudgingSeesTheOthersWhoMayCall() {
    test::TestTable table(test::FirstChoicePlayer{1});
    GameSession& session = table.session();
    seatPeopleWithMuggins(*session.settings(), 3, {0, 1, 2});
    session.setSeed(QStringLiteral("5"));
    session.newMatch();
    // The screen is passed to the judge, who then judges at their own screen.
    QVERIFY(table.playUntil([&] {
        return table.turn().prompt() == Prompt::Pass && pointsMissed(*session.match()->game());
    }));
    table.turn().ready();
    QCOMPARE(table.turn().prompt(), Prompt::JudgeCount);
    const Game& game = *session.match()->game();
    const int counter = game.showCounter();
    const int judge = (counter + 1) % 3;
    const int other = (counter + 2) % 3;
    QCOMPARE(session.match()->screenSeat(), judge);
    QCOMPARE(table.turn().mugginsCallers(), QStringList{QStringLiteral("Person %1").arg(other)});

    std::vector<Action> applied;
    connect(session.match(), &MatchSession::applied, this,
            [&](const Applied& a) { applied.push_back(a.action); });
    table.turn().callMugginsBy(0);
    QTRY_VERIFY(!applied.empty());
    QCOMPARE(applied.front(), Action{CallMuggins{other}});
}

void TestMugginsAmongPeople::partnersNeverCallOnEachOther() {
    test::TestTable table(test::FirstChoicePlayer{1});
    GameSession& session = table.session();
    seatPeopleWithMuggins(*session.settings(), 4, {0, 2});
    session.setSeed(QStringLiteral("5"));
    session.newMatch();
    int chances = 0;
    int judged = 0;
    int callersOfTheCountersSide = 0;
    connect(session.turn(), &TurnDriver::promptChanged, this, [&] {
        chances += table.turn().prompt() == Prompt::MugginsChance ? 1 : 0;
        judged += table.turn().prompt() == Prompt::JudgeCount ? 1 : 0;
        const Game& game = *session.match()->game();
        for (const QString& caller : table.turn().mugginsCallers()) {
            const int seat = caller.back().digitValue();
            callersOfTheCountersSide +=
                sideOf(game.rules(), seat) == sideOf(game.rules(), game.showCounter()) ? 1 : 0;
        }
    });
    // The people's counts are judged by the computers, with no partner to call them first;
    // the computers' by a person, beside whom their partner may call.
    QVERIFY(table.playUntil([&] { return judged >= 4; }));
    QCOMPARE(chances, 0);
    QCOMPARE(callersOfTheCountersSide, 0);
}

UI_TEST_MAIN(TestMugginsAmongPeople)
#include "test_muggins_among_people.moc"
