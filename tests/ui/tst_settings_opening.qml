pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Table
import Cribbage.Ui

// The settings dialog as it opens: at its top, still under the pointer; its lists in its
// font; rules chosen before the first card of the match apply to it at once.
Item {
    id: root

    width: 1100
    height: 700

    GameSession {
        id: game

        persistent: false
    }

    // The window's content at 1024x640 (the smallest window), below the menu bar: the
    // dialog scrolls there.
    Item {
        id: smallWindow

        width: 1024
        height: 600
    }

    Component {
        id: dialogComponent

        SettingsDialog {
            session: game
            unit: 16 // Main.qml's unit at 1024x640
            anchors.centerIn: parent
        }
    }

    TestCase {
        name: "SettingsOpening"
        when: windowShown

        function init() {
            game.settings.rules.target = 121
            game.settings.rules.muggins = false
            game.newMatch()
        }

        function openDialog(which) {
            which.open()
            tryCompare(which, "opened", true)
            waitForRendering(which.contentItem)
        }

        function closeDialog(which) {
            which.close()
            tryCompare(which, "visible", false)
        }

        // Scrolled to its last setting and closed, the dialog opens again at its top, and
        // nothing moves under the pointer once it shows.
        function test_the_dialog_opens_at_its_top() {
            const dialog = createTemporaryObject(dialogComponent, smallWindow)
            openDialog(dialog)
            const scroller = findChild(dialog.contentItem, "settingsScroller")
            verify(scroller.scrolls)
            compare(scroller.contentY, 0)
            findChild(dialog.contentItem, "hintsSwitch").forceActiveFocus()
            verify(scroller.contentY > 0, "the last setting scrolled into view")
            closeDialog(dialog)

            const shown = []
            const keep = () => {
                if (dialog.visible)
                    shown.push(scroller.contentY)
            }
            scroller.contentYChanged.connect(keep)
            dialog.visibleChanged.connect(keep)
            openDialog(dialog)
            wait(100)
            waitForRendering(dialog.contentItem)
            scroller.contentYChanged.disconnect(keep)
            dialog.visibleChanged.disconnect(keep)
            compare(scroller.contentY, 0)
            compare(shown, [0], "where the dialog was each time it moved while shown")
            // A click lands on the first setting, as drawn.
            const first = findChild(dialog.contentItem, "targetBox")
            verify(first.mapToItem(scroller, 0, 0).y >= -0.5)
            mouseClick(first)
            tryCompare(first.popup, "opened", true)
            first.popup.close()
            tryCompare(first.popup, "visible", false)
            closeDialog(dialog)
        }

        // A drop-down list is written in the dialog's font, as the box is.
        function test_the_lists_use_the_dialogs_font() {
            const dialog = createTemporaryObject(dialogComponent, root)
            openDialog(dialog)
            const box = findChild(dialog.contentItem, "skunkBox")
            compare(box.font.pixelSize, dialog.font.pixelSize)
            box.popup.open()
            tryCompare(box.popup, "opened", true)
            waitForRendering(box.popup.contentItem)
            const list = box.popup.contentItem as ListView
            verify(list, "the list")
            const row = list.itemAtIndex(0)
            verify(row, "its first row")
            compare(row.font.pixelSize, dialog.font.pixelSize)
            compare(row.font.family, dialog.font.family)
            box.popup.close()
            tryCompare(box.popup, "visible", false)
            closeDialog(dialog)
        }

        // Nothing of the match dealt yet: a rule chosen begins it again with the rule, and
        // nothing is said to wait.
        function test_rules_chosen_before_the_first_card_apply_at_once() {
            const dialog = createTemporaryObject(dialogComponent, root)
            openDialog(dialog)
            compare(game.match.gameInProgress, false)
            const note = findChild(dialog.contentItem, "rulesPendingNote")
            mouseClick(findChild(dialog.contentItem, "mugginsSwitch"))
            compare(game.settings.rules.muggins, true)
            tryCompare(game.match, "muggins", true)
            verify(!game.settings.rulesPending)
            verify(!note.visible)
            const target = findChild(dialog.contentItem, "targetBox")
            target.activated(0)
            compare(game.settings.rules.target, 61)
            tryCompare(game.match, "target", 61)
            verify(!note.visible)
            closeDialog(dialog)
        }
    }
}
