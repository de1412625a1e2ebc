pragma Singleton

import QtQuick

// Every key the game answers to, in one list: the menus and the window's shortcuts take their
// keys from here, and the Keyboard shortcuts dialog lists them all. Each is {sequences, text};
// the first sequence is the one a menu shows.
QtObject {
    // The menus.
    // "Ctrl" is the Command key on a Mac.
    readonly property var newGame: ({ sequences: ["Ctrl+N"], text: qsTr("Start a new game") })
    readonly property var newMatch: ({ sequences: ["Ctrl+Shift+N"], text: qsTr("Start a new match") })
    readonly property var undo: ({ sequences: ["Ctrl+Z"], text: qsTr("Take back your last decision") })
    readonly property var settings: ({ sequences: ["Ctrl+,"], text: qsTr("Open the settings") })
    readonly property var hints: ({ sequences: ["H"], text: qsTr("Show or hide the hints") })
    readonly property var statistics: ({ sequences: ["Ctrl+I"], text: qsTr("Show your statistics") })
    readonly property var games: ({ sequences: ["Ctrl+L"], text: qsTr("Open the library of your games") })
    readonly property var practice: ({ sequences: ["Ctrl+P"], text: qsTr("Practise counting hands") })
    readonly property var review: ({ sequences: ["Ctrl+R"], text: qsTr("Review your decisions in this game") })
    // StandardKey.Quit is none on Windows.
    readonly property var quit: ({ sequences: ["Ctrl+Q"], text: qsTr("Quit") })
    readonly property var shortcuts: ({ sequences: ["F1"], text: qsTr("List the keyboard shortcuts") })
    readonly property var rules: ({ sequences: ["Shift+F1"], text: qsTr("Read the rules") })

    // The table's buttons, anywhere in the window when they are offered.
    readonly property var layAway: ({ sequences: ["L"], text: qsTr("Lay the chosen cards away") })
    readonly property var go: ({ sequences: ["G"], text: qsTr("Say Go") })
    readonly property var goOn: ({ sequences: ["Return", "Enter", "C"], text: qsTr("Deal, or go on after a count") })
    readonly property var leaveGuide: ({ sequences: ["Escape"], text: qsTr("Leave the guided game") })

    // Keys of the card, the pack or the count that has the keyboard's focus.
    readonly property var moveAlongHand: ({ sequences: ["Left", "Right"], text: qsTr("Move along your hand, or move the cut along the pack") })
    readonly property var chooseCard: ({ sequences: ["Space", "Return"], text: qsTr("Choose or play the card, or cut the pack there") })
    readonly property var nextCard: ({ sequences: ["Tab", "Shift+Tab"], text: qsTr("Move to the next or the previous control") })
    readonly property var acceptCount: ({ sequences: ["A"], text: qsTr("Muggins: accept the computer's count") })
    readonly property var callMuggins: ({ sequences: ["M"], text: qsTr("Muggins: call muggins on the computer's count") })
    readonly property var callMugginsBy: ({ sequences: ["1", "2"], text: qsTr("Muggins at a table of people: the person on that button calls muggins") })
    readonly property var noMuggins: ({ sequences: ["N"], text: qsTr("Muggins at a table of people: no one calls muggins, the computer judges the count") })

    // In the order the dialog lists them, in groups.
    readonly property var groups: [
        { title: qsTr("Menus"), keys: [newGame, newMatch, undo, settings, hints, statistics, games, practice, review, rules, shortcuts, quit] },
        { title: qsTr("At the table"), keys: [layAway, go, goOn, leaveGuide] },
        { title: qsTr("Where the keyboard's focus is"), keys: [moveAlongHand, chooseCard, nextCard, acceptCount, callMuggins, callMugginsBy, noMuggins] }
    ]
}
