import QtQuick
import Cribbage.Ui

// Muggins at a table of people: a button for each other person who may call muggins on the
// count just claimed (never more than two: the counter's opponents), and, while the computer
// waits to judge a person's count, No muggins (N) to let it. The keys are CountDialog's.
Column {
    id: callers

    required property TurnDriver turn
    required property real unit
    // The computer is to judge a person's count: the others may call first.
    required property bool chance

    spacing: unit * 0.5

    MugginsCallerButton {
        width: callers.width
        turn: callers.turn
        unit: callers.unit
        caller: 0
    }
    MugginsCallerButton {
        width: callers.width
        turn: callers.turn
        unit: callers.unit
        caller: 1
    }
    KeyedButton {
        objectName: "noMugginsButton"
        visible: callers.chance
        name: qsTr("No muggins", "no one calls muggins on the count")
        keys: "N"
        largestPixelSize: callers.unit * 1.1
        height: callers.unit * 2.6
        width: callers.width
        onClicked: callers.turn.noMuggins()
    }
}
