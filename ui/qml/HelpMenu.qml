import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// The Help menu: the guided first game, the rules, the keyboard shortcuts and what the game is.
Menu {
    id: menu

    signal guideRequested
    signal rulesRequested
    signal shortcutsRequested
    signal aboutRequested

    objectName: "helpMenu"
    title: qsTr("&Help")
    delegate: ShortcutMenuItem {}

    Action {
        text: qsTr("&Guided first game…")
        onTriggered: menu.guideRequested()
    }
    Action {
        text: qsTr("&Rules")
        shortcut: Shortcuts.rules.sequences[0]
        onTriggered: menu.rulesRequested()
    }
    Action {
        text: qsTr("&Keyboard shortcuts")
        shortcut: Shortcuts.shortcuts.sequences[0]
        onTriggered: menu.shortcutsRequested()
    }
    Action {
        text: qsTr("&About Cribbage")
        onTriggered: menu.aboutRequested()
    }
}
