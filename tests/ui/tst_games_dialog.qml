import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Testing
import Cribbage.Ui

// The Games window by keyboard: a game left unfinished is listed, filtered out and in again,
// deleted after a question, and its record imported back; a bad record is refused naming its
// line, and nothing of it is kept.
Item {
    id: root

    width: 1024
    height: 600

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

    GamesDialog {
        id: dialog

        session: game
        unit: 14
        anchors.centerIn: parent
    }

    TestCase {
        name: "GamesDialog"
        when: windowShown

        property string record: ""

        function openDialog() {
            dialog.open()
            tryCompare(dialog, "opened", true)
            waitForRendering(dialog.contentItem)
        }

        function closeDialog() {
            dialog.close()
            tryCompare(dialog, "visible", false)
        }

        function child(name) {
            return findChild(dialog, name)
        }

        function test_1_an_empty_library_says_so() {
            openDialog()
            compare(child("gameCount").text, "No game is listed: play one, or change the filters.")
            verify(!child("deleteButton").enabled)
            closeDialog()
        }

        function test_2_a_game_left_is_listed_and_filtered() {
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            autoplayer.play(4)
            tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 30000)
            game.newGame()
            compare(game.library.games.total, 1)
            openDialog()
            const list = child("gameList")
            verify(list.activeFocus)
            compare(child("gameCount").text, "1 game")
            compare(list.count, 1)
            compare(list.currentIndex, 0)
            const row = list.currentItem
            verify(row.players.indexOf("You") === 0, row.players)
            compare(row.result, "Not finished")
            record = game.library.recordText(row.gameId)
            verify(record.indexOf("[Result \"*\"]") >= 0, record)

            // The result filter by keyboard: won by the computer lists nothing, not finished the game.
            const result = child("resultFilter").box
            result.forceActiveFocus()
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            compare(result.currentIndex, 2)
            compare(dialog.games.outcome, GamesModel.ComputerWon)
            compare(list.count, 0)
            keyClick(Qt.Key_Down)
            compare(dialog.games.outcome, GamesModel.NotFinished)
            compare(list.count, 1)
            closeDialog()
        }

        function test_3_a_game_is_deleted_after_a_question() {
            openDialog()
            const list = child("gameList")
            verify(list.activeFocus)
            const confirm = child("confirmDelete")
            keyClick(Qt.Key_Delete)
            tryCompare(confirm, "opened", true)
            // No has the focus: Space answers it, and nothing is deleted.
            verify(confirm.standardButton(Dialog.No).activeFocus)
            keyClick(Qt.Key_Space)
            tryCompare(confirm, "visible", false)
            compare(game.library.games.total, 1)
            verify(list.activeFocus)
            keyClick(Qt.Key_Delete)
            tryCompare(confirm, "opened", true)
            const yes = confirm.standardButton(Dialog.Yes)
            for (let tabs = 0; tabs < 3 && !yes.activeFocus; ++tabs)
                keyClick(Qt.Key_Tab)
            verify(yes.activeFocus)
            keyClick(Qt.Key_Space)
            tryCompare(confirm, "visible", false)
            compare(game.library.games.total, 0)
            compare(child("status").text, "The game was deleted.")
            closeDialog()
        }

        function test_4_a_record_is_imported_whole_or_not_at_all() {
            openDialog()
            const importDialog = child("importDialog")
            child("importButton").forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryCompare(importDialog, "opened", true)
            const text = child("importText")
            tryVerify(() => text.activeFocus)
            text.text = record.replace("Starter: ", "Starter: ZZ ")
            const importButton = child("importRecordButton")
            importButton.forceActiveFocus()
            keyClick(Qt.Key_Space)
            const error = child("importError")
            tryVerify(() => error.text !== "")
            verify(error.text.indexOf("nothing of it was kept. Line ") >= 0, error.text)
            verify(importDialog.visible)
            compare(game.library.games.total, 0)

            text.text = record
            importButton.forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryCompare(importDialog, "visible", false)
            compare(game.library.games.total, 1)
            compare(child("status").text, "The game was imported.")
            compare(game.library.recordText(child("gameList").currentItem.gameId), record)
            closeDialog()
        }

        // A filter shows what it applies: once its choice is gone with the last game of it,
        // it is "any" again.
        function test_5_a_filter_whose_choice_is_gone_is_any_again() {
            openDialog()
            const level = child("levelFilter").box
            compare(level.count, 2)
            level.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(dialog.games.level, level.valueAt(1))
            compare(dialog.games.total, 1)
            const list = child("gameList")
            list.forceActiveFocus()
            const confirm = child("confirmDelete")
            keyClick(Qt.Key_Delete)
            tryCompare(confirm, "opened", true)
            const yes = confirm.standardButton(Dialog.Yes)
            for (let tabs = 0; tabs < 3 && !yes.activeFocus; ++tabs)
                keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Space)
            tryCompare(confirm, "visible", false)
            compare(level.count, 1)
            compare(level.displayText, "Any level")
            compare(dialog.games.level, -1)
            closeDialog()
        }
    }
}
