#include <QSignalSpy>
#include <QTest>

#include "event_steps.h"
#include "first_choice_player.h"
#include "table_state.h"
#include "test_storage.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = GameController::Prompt;

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    void aWholeMatchPlaysItselfAndTheTableKeepsUp();
};

// The computer plays both sides; whenever the table is still, it shows exactly what the
// engine's state says the person may see.
void TestGameController::aWholeMatchPlaysItselfAndTheTableKeepsUp() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.setSeed(QStringLiteral("7"));
    controller.settings()->setMatchGames(2);
    int checks = 0;
    connect(&controller, &GameController::thinkingChanged, this, [&] {
        if (!controller.busy() && controller.thinking()) {
            const Game& game = *controller.game();
            QCOMPARE(controller.table(),
                     tableFromView(game.view(kPersonSeat), dealerOfHandOnTable(game)));
            ++checks;
        }
    });
    controller.setAutoplay(100000);
    controller.start();
    QVERIFY(table.waitForPerson(60000));
    QCOMPARE(controller.prompt(), Prompt::MatchOver);
    QCOMPARE(controller.phase(), GameController::Phase::MatchOver);
    QVERIFY(controller.gamePoints().contains(2) || controller.gamePoints().contains(4) ||
            controller.gamePoints().contains(3));
    QVERIFY(checks > 100);
}

QTEST_GUILESS_MAIN(TestGameController)
#include "test_game_controller.moc"
