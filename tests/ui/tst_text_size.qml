import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// The text size chosen in the settings dialog sizes the window's words at once: the menus, the
// dialogs, the panel and the words on the felt; --font-size, when given, wins for its run.
Item {
    id: root

    Component {
        id: windowComponent

        Main {
            persistent: false
            seed: "3"
        }
    }

    TestCase {
        name: "TextSize"
        when: windowShown

        // The unit of the words at `window`'s size when they are `scale` times the usual.
        function unitAt(window, scale) {
            return Math.min(window.width / 64, window.height / 40) * scale
        }

        function test_the_chosen_size_applies_at_once() {
            const window = createTemporaryObject(windowComponent, root)
            const loader = findChild(window, "settingsDialogLoader")
            loader.open()
            const dialog = loader.item
            tryCompare(dialog, "opened", true)
            const box = findChild(dialog.contentItem, "textSizeBox")
            compare(box.currentText, "As the system's")
            compare(Theme.textScale, SystemFont.scale)
            box.activated(3)
            compare(window.session.settings.appearance.textSize, 150)
            compare(box.currentText, "Largest")
            compare(Theme.textScale, 1.5)
            fuzzyCompare(window.unit, unitAt(window, 1.5), 0.001)
            fuzzyCompare(dialog.font.pixelSize, window.unit * 1.1, 0.001)
            box.activated(1)
            compare(Theme.textScale, 1)
            fuzzyCompare(window.unit, unitAt(window, 1), 0.001)
            box.activated(0)
            compare(window.session.settings.appearance.textSize, 0)
            dialog.close()
            tryCompare(dialog, "visible", false)
        }

        function test_the_command_lines_font_size_wins() {
            const window = createTemporaryObject(windowComponent, root, { fontSizeGiven: true })
            window.session.settings.appearance.textSize = 150
            compare(Theme.textScale, SystemFont.scale)
            fuzzyCompare(window.unit, unitAt(window, SystemFont.scale), 0.001)
            window.session.settings.appearance.textSize = 0
        }
    }
}
