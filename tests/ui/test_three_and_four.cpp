// Whole matches of three and four players through the game session, the person's seat played by
// the autoplayer as a person would: every step shown keeps the table whole, and whenever the
// table is still it shows exactly what the engine lets the person see.

#include <QTest>
#include <algorithm>
#include <numeric>

#include "level_choices.h"
#include "player_rows.h"
#include "scene_secrets.h"
#include "scene_state.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

namespace {

int cardsOf(const PerSeat<std::vector<SceneCard>>& rows) {
    return std::accumulate(rows.begin(), rows.end(), 0, [](int sum, const auto& cards) {
        return sum + static_cast<int>(cards.size());
    });
}

// Every card of the pack is somewhere on the table, once.
int cardsOnTable(const SceneState& scene) {
    const auto cut = std::count_if(scene.cutCards.begin(), scene.cutCards.end(),
                                   [](const auto& card) { return card.has_value(); });
    return cardsOf(scene.hands) + cardsOf(scene.played) + static_cast<int>(scene.crib.size()) +
           (scene.starter ? 1 : 0) + static_cast<int>(cut) + scene.packSize;
}

}  // namespace

class TestThreeAndFour : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void aWholeMatchKeepsTheTableWhole_data();
    void aWholeMatchKeepsTheTableWhole();
    void aSavedMatchResumesExactly_data();
    void aSavedMatchResumesExactly();
};

void TestThreeAndFour::aWholeMatchKeepsTheTableWhole_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<bool>("muggins");
    QTest::addColumn<Level>("level");
    for (const int players : {3, 4}) {
        for (const char* seed : {"1", "29", "4711"}) {
            for (const bool muggins : {false, true}) {
                const Level level = muggins ? Level::Beginner : Level::Hard;
                QTest::addRow("%d players, seed %s, %s", players, seed,
                              muggins ? "muggins" : "counted for you")
                    << players << QString::fromLatin1(seed) << muggins << level;
            }
        }
    }
}

void TestThreeAndFour::aWholeMatchKeepsTheTableWhole() {
    QFETCH(int, players);
    QFETCH(QString, seed);
    QFETCH(bool, muggins);
    QFETCH(Level, level);
    test::TestTable table(computerDecider(level));
    GameSession& session = table.session();
    session.setSeed(seed);
    changeSetting(*session.settings(), &RuleSettings::players, players);
    changeSetting(*session.settings(), &RuleSettings::muggins, muggins);
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 2);
    const RuleSettings rules = session.settings()->rules();

    int steps = 0;
    int stills = 0;
    QList<int> scoresBefore;
    connect(session.turn(), &TurnDriver::stepStarted, this, [&](const Step& step) {
        const SceneState& scene = session.scene()->state();
        QCOMPARE(scene.players, players);
        QCOMPARE(cardsOnTable(scene), kDeckSize);
        for (const auto& hand : scene.hands) {
            QVERIFY(static_cast<int>(hand.size()) <= cardsDealtEach(rules));
        }
        QVERIFY(static_cast<int>(scene.crib.size()) <= 4);
        const QList<int> scores = session.scene()->scores();
        QCOMPARE(scores.size(), sideCount(rules));
        for (int side = 0; side < scores.size(); ++side) {
            QVERIFY(session.scene()->rearPegs()[side] <= scores[side]);
            // Scores only go up within a game.
            if (step.kind != StepKind::GameStarted && !scoresBefore.isEmpty()) {
                QVERIFY(scores[side] >= scoresBefore[side]);
            }
        }
        scoresBefore = scores;
        ++steps;
    });
    connect(session.turn(), &TurnDriver::thinkingChanged, this, [&] {
        if (session.turn()->busy() || !session.turn()->thinking()) {
            return;
        }
        const Game& game = *session.match()->game();
        QCOMPARE(session.scene()->state(), sceneOf(game, test::kPersonSeat));
        QVERIFY(test::secretsIn(session.scene()->state(), game, test::kPersonSeat).empty());
        ++stills;
    });
    session.start();
    QCOMPARE(session.match()->game()->rules().players, players);
    QCOMPARE(session.scene()->seats()->rowCount(), players);
    QVERIFY(table.playMatch(120000));
    QCOMPARE(session.scene()->phase(), Phase::MatchOver);
    const QList<int> games = session.scene()->gamePoints();
    QCOMPARE(games.size(), sideCount(rules));
    QVERIFY(*std::max_element(games.begin(), games.end()) >= rules.matchGames);
    QVERIFY(steps > 200);
    QVERIFY(stills > 50);
}

void TestThreeAndFour::aSavedMatchResumesExactly_data() {
    test::addPlayerRows({3, 4});
}

// Saved after every move and resumed at the next launch, with its seats, as a two-player match.
void TestThreeAndFour::aSavedMatchResumesExactly() {
    QFETCH(int, players);
    QTemporaryDir dir;
    std::vector<Action> history;
    SceneState shown;
    {
        test::TestTable table(computerDecider(Level::Easy), true, dir.path());
        GameSession& session = table.session();
        changeSetting(*session.settings(), &RuleSettings::players, players);
        session.start();
        QVERIFY(table.autoplay(9));
        history = session.match()->game()->history();
        shown = session.scene()->state();
    }
    test::TestTable table(computerDecider(Level::Easy), true, dir.path());
    GameSession& resumed = table.session();
    resumed.start();
    QCOMPARE(resumed.match()->notice(), QString());
    QCOMPARE(resumed.match()->game()->rules().players, players);
    QVERIFY(resumed.match()->game()->history() == history);
    QCOMPARE(resumed.scene()->state(), shown);
    QCOMPARE(resumed.scene()->seats()->rowCount(), players);
}

UI_TEST_MAIN(TestThreeAndFour)
#include "test_three_and_four.moc"
