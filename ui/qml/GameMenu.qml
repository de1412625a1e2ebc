import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// The Game menu: a new game (the match goes on), a new match, the settings, the hints, quit.
// Each item shows its shortcut.
Menu {
    id: menu

    // Asks before a game in progress is abandoned.
    required property NewGameDialog newGameDialog
    required property GameSettings settings

    signal settingsRequested

    title: qsTr("&Game")
    delegate: ShortcutMenuItem {}
    // As wide as the widest item with its shortcut.
    width: {
        let widest = implicitWidth - leftPadding - rightPadding
        for (let i = 0; i < count; ++i)
            widest = Math.max(widest, itemAt(i).implicitWidth)
        return widest + leftPadding + rightPadding
    }

    Action {
        text: qsTr("&New game")
        shortcut: "Ctrl+N"
        onTriggered: menu.newGameDialog.ask(false)
    }
    Action {
        text: qsTr("New &match")
        shortcut: "Ctrl+Shift+N"
        onTriggered: menu.newGameDialog.ask(true)
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Settings…")
        shortcut: "Ctrl+,"
        onTriggered: menu.settingsRequested()
    }
    Action {
        text: qsTr("&Hints")
        shortcut: "H"
        checkable: true
        checked: menu.settings.hints
        onToggled: menu.settings.hints = checked
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Quit")
        shortcut: "Ctrl+Q" // StandardKey.Quit is none on Windows
        onTriggered: Qt.quit()
    }
}
