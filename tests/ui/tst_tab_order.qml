import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// Tab and Shift+Tab go round every control at the table and come back where they started,
// never stuck: the pack and the Cut button, the hand and the Lay away button.
Item {
    id: root

    width: 1280
    height: 700

    GameSession {
        id: game

        persistent: false
        seed: "77"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
            newMatch()
        }
    }

    Table {
        id: table

        width: parent.width * 0.76
        height: parent.height
        session: game
    }

    SidePanel {
        id: panel

        anchors.left: table.right
        anchors.right: parent.right
        height: parent.height
        session: game
        cutFraction: table.deck.cutFraction
    }

    TestCase {
        name: "TabOrder"
        when: windowShown

        function waitFor(prompt) {
            tryVerify(() => !game.turn.busy && !game.turn.thinking && game.turn.prompt === prompt,
                      10000, "the table waits for prompt " + prompt)
        }

        // What the focus visits, one Tab (or Shift+Tab) at a time, until it is back where it
        // started.
        function round(key) {
            const start = root.Window.activeFocusItem
            verify(start, "something has the focus")
            const visited = []
            for (let i = 0; i < 40; ++i) {
                keyClick(key)
                const now = root.Window.activeFocusItem
                if (now === start)
                    return visited
                verify(now && now.visible, "the focus is on something shown")
                visited.push(now)
            }
            fail("the focus never came back to where it started")
        }

        function goesRound(stops) {
            for (const key of [Qt.Key_Tab, Qt.Key_Backtab]) {
                const visited = round(key)
                for (const stop of stops)
                    verify(visited.indexOf(stop) >= 0, stop + " is reached with key " + key)
            }
        }

        // The hand is one stop: Tab goes to its card that had the focus, Left and Right go
        // along it.
        function test_round_the_pack_then_round_the_hand() {
            waitFor(TurnDriver.Prompt.Cut)
            verify(table.deck.activeFocus, "the pack has the focus")
            verify(findChild(table.deck, "cutFocusRing").visible, "the focus shows on the pack")
            const cut = findChild(panel, "cutButton")
            goesRound([cut])
            for (let i = 0; i < 10 && !cut.activeFocus; ++i)
                keyClick(Qt.Key_Tab)
            verify(cut.activeFocus && cut.visualFocus, "the focus shows on the Cut button")
            goesRound([table.deck])

            table.deck.forceActiveFocus()
            keyClick(Qt.Key_Return)
            waitFor(TurnDriver.Prompt.Deal)
            keyClick(Qt.Key_Return)
            waitFor(TurnDriver.Prompt.LayAway)
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Right)
            const second = table.hand.cardAt(1)
            verify(second.activeFocus, "Right moves the focus along the hand")
            keyClick(Qt.Key_Space) // two cards chosen: Lay away can be pressed
            const layAway = findChild(panel, "layAwayButton")
            goesRound([layAway])
            for (let i = 0; i < 10 && !layAway.activeFocus; ++i)
                keyClick(Qt.Key_Tab)
            verify(layAway.activeFocus && layAway.visualFocus, "the focus shows on Lay away")
            goesRound([second])
        }
    }
}
