// What each person at a table of people chose for themselves within one game (the hints), and
// the guided game, which stays one person's whatever table it is begun from.

#include <QTest>
#include <array>

#include "level_choices.h"
#include "scene_state.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

namespace {

int faceUpIn(Scene& scene, int seat) {
    int named = 0;
    for (const CardLook& row : scene.seats()->hand(seat)->rows()) {
        named += row.card ? 1 : 0;
    }
    return named;
}

}  // namespace

class TestPeopleAtPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void theHintsAreTheirsWhoChoseThem();
    void theGuideIsOnePersonsAndLeavesTheTableAsItWas();
};

// Person 0 chose the hints, Person 1 did not: within one game each of Person 0's decisions
// shows them, none of Person 1's, and no pass shows anyone's.
void TestPeopleAtPlay::theHintsAreTheirsWhoChoseThem() {
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    test::seatPeople(*session.settings(), 3, {0, 1});
    session.settings()->setHintsOf(0, QStringLiteral("Person 0"), true);
    session.settings()->setHintsOf(1, QStringLiteral("Person 1"), false);
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 1);
    session.setSeed(QStringLiteral("12"));
    session.newMatch();
    std::array<int, 3> decisions{};
    std::array<int, 3> hinted{};
    int layAwaysWithoutHints = 0;
    int hintsWhilePassing = 0;
    int wrongChoices = 0;  // hintsShown not the choice of the person at the screen
    table.playUntil(
        [&] {
            // The autoplayer, once the screen is passed, decides at once: the person is
            // ready here, for their decision to be seen.
            if (table.turn().passing()) {
                hintsWhilePassing += session.hints()->rowCount();
                table.turn().ready();
            }
            const Prompt prompt = table.turn().prompt();
            if (prompt == Prompt::LayAway || prompt == Prompt::Play) {
                const auto seat = static_cast<std::size_t>(session.match()->screenSeat());
                wrongChoices += session.hintsShown() != (seat == 0) ? 1 : 0;
                ++decisions.at(seat);
                hinted.at(seat) += session.hints()->rowCount() > 0 ? 1 : 0;
                layAwaysWithoutHints +=
                    seat == 0 && prompt == Prompt::LayAway && session.hints()->rowCount() == 0;
            }
            return false;
        },
        2000);
    QCOMPARE(table.turn().prompt(), Prompt::MatchOver);
    QVERIFY2(decisions[0] > 10 && decisions[1] > 10,
             qPrintable(QStringLiteral("%1 %2").arg(decisions[0]).arg(decisions[1])));
    // A play of the only card that fits has no hint to give.
    QVERIFY2(hinted[0] > decisions[0] / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(hinted[0]).arg(decisions[0])));
    QCOMPARE(layAwaysWithoutHints, 0);
    QCOMPARE(hinted[1], 0);
    QCOMPARE(decisions[2], 0);  // the computer's
    QCOMPARE(hintsWhilePassing, 0);
    QCOMPARE(wrongChoices, 0);
    QCOMPARE(session.settings()->coachOf(0, QStringLiteral("Person 0")).hints, true);
    QCOMPARE(session.settings()->coachOf(1, QStringLiteral("Person 1")).hints, false);
}

// Begun from a table of two people and the computer while the screen is passed to Person 2,
// the guide deals one person against the computer, the person called "you"; left, it brings
// back the table of people as it was: its lineup, its names, its screen, still passed.
void TestPeopleAtPlay::theGuideIsOnePersonsAndLeavesTheTableAsItWas() {
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    test::seatPeople(*session.settings(), 3, {0, 2});
    session.setSeed(QStringLiteral("8"));
    session.newMatch();
    QVERIFY(table.playUntil([&] {
        return table.turn().passing() && table.turn().passingTo() == QStringLiteral("Person 2") &&
               session.match()->game()->state().phase == Phase::Play;
    }));
    MatchSession* own = session.match();
    const int screenSeat = own->screenSeat();  // the last person's, until Person 2 is ready
    const Lineup lineup = own->lineup();
    const auto history = own->game()->history();
    const SceneState scene = session.scene()->state();
    const QString prompt = table.turn().promptText();
    const QStringList names = session.settings()->seatNames();

    GuidedGame& guide = *session.guide();
    int passesInTheGuide = 0;
    const QMetaObject::Connection passes =
        connect(&table.turn(), &TurnDriver::passingChanged, this,
                [&] { passesInTheGuide += guide.active() && table.turn().passing() ? 1 : 0; });
    int layAwaysFaceUp = 0;
    guide.begin();
    QVERIFY(guide.active());
    QCOMPARE(session.match(), guide.match());
    QCOMPARE(guide.match()->lineup(), Lineup({PersonHere{}, ComputerLevel{}}));
    QVERIFY(!guide.match()->tableOfPeople());
    QCOMPARE(session.scene()->seats()->rowCount(), 2);
    for (int moves = 0; moves < 60 && guide.lesson() != GuidedGame::Lesson::Play; ++moves) {
        QVERIFY(QTest::qWaitFor([&] {
            const Prompt now = table.turn().prompt();
            return guide.waitsForNext() || (!table.turn().busy() && !table.turn().thinking() &&
                                            now != Prompt::None && now != Prompt::Wait);
        }));
        QCOMPARE(guide.match()->screenSeat(), 0);
        QVERIFY2(!table.turn().promptText().contains(QStringLiteral("Person")),
                 qPrintable(table.turn().promptText()));
        if (guide.waitsForNext()) {
            guide.next();
        } else {
            // The one person's hand is face up at their decisions, no pass before them.
            if (table.turn().prompt() == Prompt::LayAway) {
                QCOMPARE_GT(faceUpIn(*session.scene(), 0), 0);
                ++layAwaysFaceUp;
            }
            table.autoplayer().play(1);
            QVERIFY(QTest::qWaitFor([&] { return table.autoplayer().remaining() == 0; }));
        }
    }
    QCOMPARE(guide.lesson(), GuidedGame::Lesson::Play);
    QCOMPARE(passesInTheGuide, 0);
    QCOMPARE(layAwaysFaceUp, 1);
    disconnect(passes);

    guide.leave();
    QVERIFY(!guide.active());
    QCOMPARE(session.match(), own);
    QVERIFY(table.waitForPerson());
    QCOMPARE(own->lineup(), lineup);
    QCOMPARE(own->game()->history(), history);
    QCOMPARE(session.settings()->seatNames(), names);
    QCOMPARE(own->screenSeat(), screenSeat);
    QCOMPARE(session.scene()->seating().screenSeat, screenSeat);
    QCOMPARE(session.scene()->seats()->rowCount(), 3);
    QCOMPARE(table.turn().prompt(), Prompt::Pass);
    QCOMPARE(table.turn().passingTo(), QStringLiteral("Person 2"));
    QCOMPARE(table.turn().promptText(), prompt);
    QCOMPARE(session.scene()->state(), scene);
    for (int seat = 0; seat < 3; ++seat) {
        QCOMPARE(faceUpIn(*session.scene(), seat), 0);
    }
    table.turn().ready();
    QCOMPARE_GT(faceUpIn(*session.scene(), 2), 0);
}

UI_TEST_MAIN(TestPeopleAtPlay)
#include "test_people_at_play.moc"
