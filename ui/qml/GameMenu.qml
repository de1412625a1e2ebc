import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// The Game menu: a new game (the match goes on), a new match, undo, the settings, the hints, the
// statistics, the library of games, the counting practice, the review of the game, quit.
// Each item shows its shortcut.
Menu {
    id: menu

    // Asks before a game in progress is abandoned.
    required property NewGameDialog newGameDialog
    required property GameSession session

    signal settingsRequested
    signal statisticsRequested
    signal gamesRequested
    signal practiceRequested
    signal reviewRequested

    objectName: "gameMenu"
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
        shortcut: Shortcuts.newGame.sequences[0]
        onTriggered: menu.newGameDialog.ask(false)
    }
    Action {
        text: qsTr("New &match")
        shortcut: Shortcuts.newMatch.sequences[0]
        onTriggered: menu.newGameDialog.ask(true)
    }
    Action {
        text: qsTr("&Undo")
        shortcut: Shortcuts.undo.sequences[0]
        enabled: menu.session.canUndo
        onTriggered: menu.session.undo()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Settings…")
        shortcut: Shortcuts.settings.sequences[0]
        onTriggered: menu.settingsRequested()
    }
    Action {
        text: qsTr("&Hints")
        shortcut: Shortcuts.hints.sequences[0]
        checkable: true
        checked: menu.session.hintsShown
        onToggled: menu.session.hintsShown = checked
    }
    Action {
        text: qsTr("S&tatistics…")
        shortcut: Shortcuts.statistics.sequences[0]
        onTriggered: menu.statisticsRequested()
    }
    Action {
        text: qsTr("&Games…")
        shortcut: Shortcuts.games.sequences[0]
        onTriggered: menu.gamesRequested()
    }
    Action {
        text: qsTr("Counting &practice…")
        shortcut: Shortcuts.practice.sequences[0]
        onTriggered: menu.practiceRequested()
    }
    Action {
        text: qsTr("&Review the last deal…")
        shortcut: Shortcuts.review.sequences[0]
        // The last person's review would tell their hand to whoever the screen is passed to.
        enabled: !menu.session.turn.passing
        onTriggered: menu.reviewRequested()
    }
    MenuSeparator {}
    Action {
        text: qsTr("&Quit")
        shortcut: Shortcuts.quit.sequences[0]
        onTriggered: Qt.quit()
    }
}
