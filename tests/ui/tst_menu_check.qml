import QtQuick
import QtTest
import Cribbage.Ui

// Game > Hints shows its check mark while the hints are on, as large as the menu's words and
// before them, and none while they are off.
Item {
    id: root

    width: 1100
    height: 700

    GameSession {
        id: game

        persistent: false
    }

    NewGameDialog {
        id: dialog

        session: game
        unit: 14
    }

    GameMenu {
        id: menu

        newGameDialog: dialog
        session: game
        font.pixelSize: 24
    }

    TestCase {
        name: "MenuCheck"
        when: windowShown

        function hintsItem() {
            for (let i = 0; i < menu.count; ++i) {
                if (menu.itemAt(i).text === "&Hints")
                    return menu.itemAt(i)
            }
            return null
        }

        function test_hints_shows_its_check_mark() {
            game.settings.coaching.hints = false
            menu.open()
            tryCompare(menu, "opened", true)
            const hints = hintsItem()
            verify(hints, "a Hints item")
            const mark = hints.indicator
            verify(!mark.visible, "no mark while the hints are off")
            game.settings.coaching.hints = true
            verify(mark.visible, "a mark while the hints are on")
            verify(mark.height >= hints.font.pixelSize * 0.8,
                   "the mark (" + mark.height + " px) about as large as the words ("
                   + hints.font.pixelSize + " px)")
            verify(mark.x + mark.width <= hints.contentItem.x + hints.contentItem.indicatorPadding,
                   "the words after the mark")
            game.settings.coaching.hints = false
            verify(!mark.visible)
            menu.close()
            tryCompare(menu, "visible", false)
        }
    }
}
