import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Testing
import Cribbage.Ui

// The statistics dialog: the figures of the games played, the trend of the deals, and a
// reset that asks first; it fits the smallest window.
Item {
    id: root

    width: 1024
    height: 600

    GameSession {
        id: game

        persistent: false
        seed: "4"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
            settings.rules.target = 61
        }
    }

    Component {
        id: autoplayerComponent

        Autoplayer {}
    }

    StatisticsDialog {
        id: dialog

        session: game
        unit: 14
        anchors.centerIn: parent
    }

    TestCase {
        name: "StatisticsDialog"
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

        function labelTexts(parent) {
            const texts = []
            for (let i = 0; i < parent.children.length; ++i) {
                const child = parent.children[i]
                if (child.text !== undefined && child.visible)
                    texts.push(child.text)
                texts.push(...labelTexts(child))
            }
            return texts
        }

        function test_1_before_any_deal_the_dialog_says_so() {
            game.statistics.reset()
            openDialog()
            verify(findChild(dialog.contentItem, "noFigures").visible)
            verify(!findChild(dialog.contentItem, "tableBox").visible)
            verify(!findChild(dialog.contentItem, "trendChart").visible)
            closeDialog()
        }

        function test_2_deals_played_show_their_figures() {
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            // One deal is no trend: its figures are shown, the chart of the last deals is not.
            for (let decisions = 0; game.statistics.recentDeals.length === 0; ++decisions) {
                verify(decisions < 100, "a deal ends")
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 30000)
            }
            openDialog()
            verify(findChild(dialog.contentItem, "tableBox").visible)
            verify(!findChild(dialog.contentItem, "trendChart").visible)
            closeDialog()
            autoplayer.play(60)
            tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 30000)
            verify(game.statistics.tables.length === 1)
            openDialog()
            const box = findChild(dialog.contentItem, "tableBox")
            verify(box.visible)
            compare(box.displayText, game.statistics.tables[0])
            const texts = labelTexts(dialog.contentItem)
            verify(texts.indexOf("Points per hand") >= 0, texts)
            verify(texts.indexOf("Best hand") >= 0)
            verify(game.statistics.recentDeals.length > 0)
            const chart = findChild(dialog.contentItem, "trendChart")
            verify(chart.visible && chart.width > 0 && chart.height > 0)
            // The chart keeps room for ten deals at least: a few deals are slim bars, not slabs.
            const bar = findChild(chart, "dealBar")
            verify(bar.width > 0 && bar.width <= chart.width * 0.07, bar.width + " of " + chart.width)
            // Everything fits: the dialog within the window, the rows within the dialog.
            verify(dialog.width <= root.width && dialog.height <= root.height)
            closeDialog()
        }

        function test_3_reset_asks_first() {
            verify(game.statistics.tables.length > 0)
            openDialog()
            waitForRendering(dialog.footer)
            const reset = dialog.standardButton(Dialog.Reset)
            compare(reset.text, "Reset statistics…")
            const confirm = findChild(dialog, "confirmReset")
            mouseClick(reset)
            tryCompare(confirm, "opened", true)
            waitForRendering(confirm.footer)
            // Keeping them keeps them.
            confirm.reject()
            tryCompare(confirm, "visible", false)
            verify(game.statistics.tables.length > 0)
            mouseClick(reset)
            tryCompare(confirm, "opened", true)
            waitForRendering(confirm.footer)
            mouseClick(confirm.standardButton(Dialog.Yes))
            tryCompare(confirm, "visible", false)
            compare(game.statistics.tables.length, 0)
            verify(findChild(dialog.contentItem, "noFigures").visible)
            closeDialog()
        }

        // Maria and Tom play each other: each has figures of their own, and Maria is renamed
        // (not to a name Tom has) and removed, each after a question.
        function test_4_a_person_is_renamed_and_removed() {
            game.settings.rules.players = 2
            game.settings.setPersonAt(1, true)
            game.settings.setNameAt(0, "Maria")
            game.settings.setNameAt(1, "Tom")
            game.newMatch()
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            for (let decisions = 0; game.statistics.tables.length < 2; ++decisions) {
                verify(decisions < 100, "both people have figures")
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 30000)
            }
            compare(game.statistics.tables, ["Maria: against people, 2 players", "Tom: against people, 2 players"])
            openDialog()
            compare(game.statistics.shownPerson, "Maria")
            const renameButton = findChild(dialog.contentItem, "renameButton")
            compare(renameButton.text, "Rename Maria…")
            const rename = findChild(dialog, "renameDialog")
            mouseClick(renameButton)
            tryCompare(rename, "opened", true)
            const field = findChild(rename.contentItem, "nameField")
            tryCompare(field, "activeFocus", true)
            compare(field.text, "Maria")
            field.text = "Tom"
            keyClick(Qt.Key_Return)
            // Tom is taken: the question stays, and says why.
            tryCompare(rename, "opened", true)
            const refusal = findChild(rename.contentItem, "renameRefusal")
            verify(refusal.visible)
            compare(refusal.text, "There is already a player called Tom: choose another name.")
            field.text = "Mia"
            mouseClick(findChild(rename.footer, "renameOk"))
            tryCompare(rename, "visible", false)
            compare(game.statistics.tables, ["Mia: against people, 2 players", "Tom: against people, 2 players"])
            compare(game.settings.seatNames[0], "Mia")

            const removeButton = findChild(dialog.contentItem, "removeButton")
            compare(removeButton.text, "Remove Mia…")
            const confirm = findChild(dialog, "confirmRemove")
            mouseClick(removeButton)
            tryCompare(confirm, "opened", true)
            waitForRendering(confirm.footer)
            mouseClick(confirm.standardButton(Dialog.Yes))
            tryCompare(confirm, "visible", false)
            compare(game.statistics.tables, ["Tom: against people, 2 players"])
            compare(game.settings.seatNames[0], "")
            closeDialog()
        }
    }
}
