import QtQuick
import Cribbage.Ui

// The button of one person who may call muggins on the count just claimed: "Maria: Muggins!",
// the first on key 1; hidden while there is no such person.
KeyedButton {
    id: button

    required property TurnDriver turn
    required property real unit
    // Which of TurnDriver.mugginsCallers, from 0.
    required property int caller

    objectName: "mugginsButton" + caller
    visible: caller < turn.mugginsCallers.length
    name: qsTr("%1: Muggins!", "a person's name: they call muggins").arg(turn.mugginsCallers[caller] ?? "")
    keys: String(caller + 1)
    largestPixelSize: unit * 1.1
    height: unit * 2.6
    onClicked: button.turn.callMugginsBy(button.caller)
}
