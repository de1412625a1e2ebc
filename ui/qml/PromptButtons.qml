pragma ComponentBehavior: Bound

import QtQuick
import Cribbage.Ui

// The button that answers the prompt (Lay away, Go, Cut, Deal, Continue, Next game, New
// match), shown only while it is asked for, and its key anywhere in the window.
Column {
    id: buttons

    required property TurnDriver turn
    required property real unit
    required property real cutFraction  // where the person would cut the pack now
    required property bool guiding  // the guided game is on the table

    readonly property int prompt: turn.prompt
    readonly property bool handOver: prompt === TurnDriver.Prompt.Continue
                                     || prompt === TurnDriver.Prompt.NextGame
                                     || prompt === TurnDriver.Prompt.MatchOver

    // Out of the panel's column (and its spacing) while no button is asked for; the keys
    // are enabled only while their button shows.
    visible: handOver || prompt === TurnDriver.Prompt.LayAway || prompt === TurnDriver.Prompt.Go
             || prompt === TurnDriver.Prompt.Cut || prompt === TurnDriver.Prompt.Deal

    component ActionButton: KeyedButton {
        required property int forPrompt

        visible: buttons.prompt === forPrompt
        width: buttons.width
        height: buttons.unit * 3
        largestPixelSize: buttons.unit * 1.2
    }

    ActionButton {
        objectName: "layAwayButton"
        forPrompt: TurnDriver.Prompt.LayAway
        name: qsTr("Lay away")
        keys: "L"
        enabled: buttons.turn.selectedCount === buttons.turn.cardsToLayAway
        onClicked: buttons.turn.layAway()
    }
    ActionButton {
        objectName: "goButton"
        forPrompt: TurnDriver.Prompt.Go
        name: qsTr("Go")
        keys: "G"
        onClicked: buttons.turn.go()
    }
    ActionButton {
        objectName: "cutButton"
        forPrompt: TurnDriver.Prompt.Cut
        name: qsTr("Cut")
        keys: qsTr("Enter")
        onClicked: buttons.turn.cut(buttons.cutFraction)
    }
    ActionButton {
        objectName: "dealButton"
        forPrompt: TurnDriver.Prompt.Deal
        name: qsTr("Deal")
        keys: qsTr("Enter")
        onClicked: buttons.turn.continueGame()
    }
    ActionButton {
        objectName: "continueButton"
        forPrompt: TurnDriver.Prompt.Continue
        // The guided game is one deal: Continue leads back to the person's own game.
        name: buttons.guiding ? qsTr("Back to your game")
                              : buttons.turn.personDealsNext ? qsTr("Deal") : qsTr("Continue")
        keys: qsTr("Enter")
        onClicked: buttons.turn.continueGame()
    }
    ActionButton {
        objectName: "nextGameButton"
        forPrompt: TurnDriver.Prompt.NextGame
        name: qsTr("Next game")
        keys: qsTr("Enter")
        onClicked: buttons.turn.continueGame()
    }
    ActionButton {
        objectName: "newMatchButton"
        forPrompt: TurnDriver.Prompt.MatchOver
        name: qsTr("New match")
        keys: qsTr("Enter")
        onClicked: buttons.turn.continueGame()
    }

    Shortcut {
        sequences: Shortcuts.layAway.sequences
        enabled: buttons.prompt === TurnDriver.Prompt.LayAway
        onActivated: buttons.turn.layAway()
    }
    Shortcut {
        sequences: Shortcuts.go.sequences
        enabled: buttons.prompt === TurnDriver.Prompt.Go
        onActivated: buttons.turn.go()
    }
    Shortcut {
        sequences: Shortcuts.goOn.sequences
        enabled: buttons.prompt === TurnDriver.Prompt.Deal || buttons.handOver
        onActivated: buttons.turn.continueGame()
    }
}
