import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Table
import Cribbage.Ui

// The settings dialog shows the settings and changes them.
Item {
    id: root

    width: 1100
    height: 700

    GameController {
        id: game

        persistent: false
    }

    SettingsDialog {
        id: dialog

        controller: game
        unit: 14
        anchors.centerIn: parent
    }

    TestCase {
        name: "SettingsDialog"
        when: windowShown

        function test_the_dialog_changes_the_settings() {
            dialog.open()
            tryCompare(dialog, "opened", true)
            const muggins = findChild(dialog.contentItem, "mugginsSwitch")
            verify(muggins)
            compare(muggins.checked, false)
            mouseClick(muggins)
            compare(game.settings.muggins, true)
            const target = findChild(dialog.contentItem, "targetBox")
            compare(target.currentText, "121")
            target.currentIndex = 0
            target.activated(0)
            compare(game.settings.target, 61)
            // Rules take effect with the next match.
            compare(game.target, 121)
            game.newMatch()
            compare(game.target, 61)
            dialog.close()
            tryCompare(dialog, "visible", false)
        }
    }
}
