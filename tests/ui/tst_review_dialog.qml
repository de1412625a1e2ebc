import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Testing
import Cribbage.Ui

// The review dialog: nothing to review before the first lay away; after a deal, each of the
// person's decisions with the points it lost, the game's summary above them; it fits the
// smallest window; a table of three is reviewed too.
Item {
    id: root

    width: 1024
    height: 640

    GameSession {
        id: game

        persistent: false
        seed: "4"
        Component.onCompleted: settings.appearance.animationSpeed = Animations.Speed.Instant
    }

    Component {
        id: autoplayerComponent

        Autoplayer {}
    }

    ReviewDialog {
        id: dialog

        session: game
        unit: 14
        anchors.centerIn: parent
    }

    TestCase {
        name: "ReviewDialog"
        when: windowShown

        function openDialog() {
            dialog.open()
            tryCompare(dialog, "opened", true)
            waitForRendering(dialog.contentItem)
        }

        function closeDialog() {
            dialog.close()
            tryCompare(dialog, "visible", false)
        }

        function test_1_before_any_decision_the_dialog_says_so() {
            openDialog()
            const summary = findChild(dialog.contentItem, "reviewSummary")
            verify(summary.text.indexOf("Nothing to review yet") === 0, summary.text)
            compare(findChild(dialog.contentItem, "reviewDecisions").count, 0)
            closeDialog()
        }

        function test_2_a_deal_played_lists_its_decisions() {
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            autoplayer.play(12)
            tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 30000)
            verify(game.review.count >= 5, game.review.count)
            openDialog()
            compare(findChild(dialog.contentItem, "reviewSummary").text, game.review.summary)
            const list = findChild(dialog.contentItem, "reviewDecisions")
            compare(list.count, game.review.count)
            tryVerify(() => findChild(list.contentItem, "pointsLost") !== null)
            verify(dialog.width <= root.width && dialog.height <= root.height)
            closeDialog()
        }

        function test_3_a_deal_of_three_players_lists_its_decisions() {
            game.settings.rules.players = 3
            game.newMatch()
            compare(game.review.count, 0)
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            autoplayer.play(12)
            tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 30000)
            verify(game.review.count >= 5, game.review.count)  // a lay away and four cards at least
            openDialog()
            const list = findChild(dialog.contentItem, "reviewDecisions")
            compare(list.count, game.review.count)
            tryVerify(() => findChild(list.contentItem, "pointsLost") !== null)
            // The list opens at its end: the scroll bar says there is more above.
            verify(list.contentHeight > list.height, "more decisions than fit")
            const scrollBar = findChild(dialog.contentItem, "reviewScrollBar")
            verify(scrollBar.visible && scrollBar.policy === ScrollBar.AlwaysOn, "the scroll bar is shown")
            closeDialog()
        }
    }
}
