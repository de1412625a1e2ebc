import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// The Game menu: a new game (the match goes on), a new match, the settings, quit.
Menu {
    id: menu

    // Asks before a game in progress is abandoned.
    required property NewGameDialog newGameDialog

    signal settingsRequested

    title: qsTr("&Game")

    Action {
        text: qsTr("&New game")
        shortcut: StandardKey.New
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
    MenuSeparator {}
    Action {
        text: qsTr("&Quit")
        shortcut: StandardKey.Quit
        onTriggered: Qt.quit()
    }
}
