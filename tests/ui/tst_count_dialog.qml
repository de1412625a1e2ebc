import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// Muggins: the person counts their own cards in the dialog; too many is refused gently,
// too few and the computer takes what was missed.
Item {
    id: root

    width: 1100
    height: 620

    GameSession {
        id: game

        persistent: false
        seed: "4"
        // The rules of a match are fixed when it begins: set them, then begin again.
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
            settings.rules.muggins = true
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
        width: 320
        anchors.centerIn: parent
    }

    TestCase {
        name: "CountDialog"
        when: windowShown

        function settled() {
            return !game.turn.busy && !game.turn.thinking && autoplayer.remaining === 0
                    && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        // The computer plays the person's side until the person must count.
        function reachClaim() {
            for (let i = 0; i < 200 && game.turn.prompt !== TurnDriver.Prompt.ClaimCount; ++i) {
                tryVerify(settled, 5000)
                if (game.turn.prompt !== TurnDriver.Prompt.ClaimCount)
                    autoplayer.play(1)
            }
            compare(game.turn.prompt, TurnDriver.Prompt.ClaimCount)
        }

        // Types over whatever the box holds, as a person would.
        function type(box, text) {
            mouseClick(box)
            box.selectAll()
            keyClick(Qt.Key_Backspace)
            for (const digit of text)
                keyClick(digit)
            compare(box.text, text)
        }

        function test_an_overcount_is_refused_and_an_undercount_claimed() {
            verify(!dialog.visible)
            reachClaim()
            verify(dialog.visible)
            const points = findChild(dialog, "claimPoints")
            verify(points.activeFocus)
            const claim = findChild(dialog, "claimButton")
            const refusal = findChild(dialog, "countRefusal")

            // The box starts empty, and an empty box claims nothing.
            compare(points.text, "")
            verify(!claim.enabled)
            keyClick(Qt.Key_Return)
            compare(game.turn.prompt, TurnDriver.Prompt.ClaimCount)
            verify(!refusal.visible)

            type(points, "28")
            mouseClick(claim)
            compare(game.turn.prompt, TurnDriver.Prompt.ClaimCount)
            verify(refusal.visible)
            verify(refusal.text.indexOf("Not quite") === 0)
            verify(refusal.text.indexOf("not worth 28 points") > 0)

            // Enter claims what is typed, not what was claimed before.
            type(points, "29")
            keyClick(Qt.Key_Return)
            compare(game.turn.prompt, TurnDriver.Prompt.ClaimCount)
            verify(refusal.text.indexOf("not worth 29 points") > 0, refusal.text)

            const before = game.scene.scores[1]
            const steps = []
            game.turn.stepStarted.connect(step => steps.push(step))
            type(points, "0")
            keyClick(Qt.Key_Enter)
            tryVerify(() => game.turn.prompt !== TurnDriver.Prompt.ClaimCount || steps.length > 0, 5000)
            tryVerify(settled, 5000)
            verify(ScoreSource.Muggins !== undefined && ScoreSource.Muggins !== ScoreSource.Hand)
            const muggins = steps.filter(step => step.kind === StepKind.PointsScored
                                                && step.source === ScoreSource.Muggins)
            if (muggins.length > 0) {
                verify(muggins[0].items.length > 0)
                verify(game.scene.scores[1] > before)
            } else {
                // A hand worth nothing: claiming 0 was right and nothing could be taken.
                verify(steps.some(step => step.kind === StepKind.CountAccepted))
            }

            // The next count starts empty again.
            reachClaim()
            compare(points.text, "")
            verify(points.activeFocus)
            verify(!claim.enabled)
        }
    }
}
