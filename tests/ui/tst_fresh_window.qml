import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// A fresh window takes the keys at once, with no click first: Enter cuts the pack and deals,
// Space chooses the cards, L lays them away.
Item {
    id: root

    width: 100
    height: 100

    Component {
        id: windowComponent

        Main {
            persistent: false
            seed: "3" // the person deals first
        }
    }

    TestCase {
        name: "FreshWindow"
        when: windowShown

        function test_the_keys_work_without_a_click() {
            const window = createTemporaryObject(windowComponent, root, { "width": 1280, "height": 800 })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            // The window the platform made active, its content holding the keys: no click.
            tryVerify(() => window.active && window.activeFocusItem !== null, 5000, "the window has the keys")
            const settled = prompt => () => !game.turn.busy && !game.turn.thinking && game.turn.prompt === prompt
            tryVerify(settled(TurnDriver.Prompt.Cut), 5000, "the cut for the deal")
            keyClick(Qt.Key_Return)
            tryVerify(settled(TurnDriver.Prompt.Deal), 5000, "the person deals")
            keyClick(Qt.Key_Return)
            tryVerify(settled(TurnDriver.Prompt.LayAway), 5000, "dealt by Enter")
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Space)
            compare(game.turn.selectedCount, 2)
            keyClick(Qt.Key_L)
            tryVerify(() => game.turn.prompt !== TurnDriver.Prompt.LayAway, 5000, "laid away by L")
            compare(game.scene.screenHand.count, 4)
        }
    }
}
