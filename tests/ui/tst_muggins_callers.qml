import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// Muggins at a table of people: Tom counts short, the computer on his left is to judge the
// count, and Maria may call muggins first, by her button or its key, or let it be judged (N).
Item {
    id: root

    width: 1024
    height: 640

    GameSession {
        id: game

        persistent: false
        seed: "5"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
            settings.rules.muggins = true
            settings.rules.players = 3
            settings.setPersonAt(1, true)
            settings.setNameAt(0, "Maria")
            settings.setNameAt(1, "Tom")
            newMatch()
        }
    }

    Autoplayer {
        id: autoplayer

        session: game
    }

    CountDialog {
        id: dialog

        turn: game.turn
        unit: 14
        width: 340
        anchors.centerIn: parent
    }

    TestCase {
        name: "MugginsCallers"
        when: windowShown

        function settled() {
            return !game.turn.busy && !game.turn.thinking && autoplayer.remaining === 0
                    && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        // Plays on until Tom has claimed nothing for a hand worth something, and Maria may call.
        function reachTomsShortCount() {
            for (let i = 0; i < 400; ++i) {
                tryVerify(settled, 5000)
                const prompt = game.turn.prompt
                if (prompt === TurnDriver.Prompt.MugginsChance && game.turn.mugginsCallers.length > 0)
                    return
                if (prompt === TurnDriver.Prompt.ClaimCount && game.turn.promptText.startsWith("Tom"))
                    game.turn.claimCount(0)
                else if (prompt === TurnDriver.Prompt.MugginsChance)
                    game.turn.noMuggins()
                else
                    autoplayer.play(1)
            }
            fail("Maria never had the chance to call muggins on Tom's count")
        }

        function init() {
            game.newMatch()
        }

        function test_maria_calls_muggins_by_her_button() {
            reachTomsShortCount()
            verify(dialog.visible)
            compare(game.turn.mugginsCallers, ["Maria"])
            const button = findChild(dialog, "mugginsButton0")
            verify(button.visible)
            compare(button.name, "Maria: Muggins!")
            verify(findChild(dialog, "noMugginsButton").visible)
            const before = game.scene.scores[0]
            const steps = []
            game.turn.stepStarted.connect(step => steps.push(step))
            waitForRendering(dialog)  // the buttons laid out, not each other's place
            mouseClick(button)
            tryVerify(() => steps.some(step => step.kind === StepKind.MugginsCalled), 5000)
            const called = steps.find(step => step.kind === StepKind.MugginsCalled)
            compare(called.seat, 0)
            tryVerify(settled, 5000)
            verify(game.scene.scores[0] > before, "Maria pegs what Tom missed")
        }

        function test_keys_call_muggins_or_let_the_computer_judge() {
            reachTomsShortCount()
            tryVerify(() => dialog.activeFocus, 2000)
            // Not the claim's box, hidden now, which would take a "1" as a claim.
            compare(root.Window.activeFocusItem, dialog)
            keyClick(Qt.Key_N)
            verify(game.turn.prompt !== TurnDriver.Prompt.MugginsChance)
            tryVerify(settled, 5000)

            reachTomsShortCount()
            tryVerify(() => dialog.activeFocus, 2000)
            const steps = []
            game.turn.stepStarted.connect(step => steps.push(step))
            keyClick(Qt.Key_1)
            tryVerify(() => steps.some(step => step.kind === StepKind.MugginsCalled), 5000)
            compare(steps.find(step => step.kind === StepKind.MugginsCalled).seat, 0)
        }
    }
}
