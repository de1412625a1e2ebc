import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// With animations on, the table sets the pace: each step waits for the table to ask for the
// next one, and the deal arrives card by card.
Item {
    id: root

    width: 1100
    height: 620

    GameController {
        id: game

        persistent: false
        seed: "21"
        Component.onCompleted: {
            settings.animationSpeed = GameSettings.Fast
            settings.randomFirstDealer = true
        }
    }

    Table {
        id: table

        anchors.fill: parent
        controller: game
    }

    SignalSpy {
        id: steps

        target: game
        signalName: "stepStarted"
    }

    TestCase {
        name: "Pacing"
        when: windowShown

        function test_the_deal_is_shown_card_by_card() {
            compare(Theme.animationScale, 0.5)
            const handSizes = []
            const times = []
            const record = step => {
                if (step.kind === "cardDealt" && step.seat === 0) {
                    handSizes.push(table.hand.count)
                    times.push(Date.now())
                }
            }
            game.stepStarted.connect(record)
            game.newMatch()
            tryVerify(() => game.prompt === GameController.Prompt.Deal
                      || game.prompt === GameController.Prompt.LayAway
                      || game.busy || game.thinking, 5000)
            if (game.prompt === GameController.Prompt.Deal)
                game.continueGame()
            tryCompare(game, "prompt", GameController.Prompt.LayAway, 10000)
            game.stepStarted.disconnect(record)
            compare(handSizes, [1, 2, 3, 4, 5, 6])
            // Each card waited for the one before it to be dealt on the table.
            verify(times[5] - times[0] >= 500, "five rounds of the deal at 2 x 60 ms")
            verify(steps.count >= 14)
        }
    }
}
