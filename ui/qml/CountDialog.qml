import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// Muggins: the person counts their own cards (what they miss, the computer may take), or
// judges the computer's count: accept it, or call muggins for the points it missed. At a
// table of people every other person who may call muggins on a count has a button of their
// own, and before the computer judges a person's count the others may call it first.
Pane {
    id: dialog

    required property TurnDriver turn
    required property real unit
    // Two players: the person's points missed go to the computer; with more, to an opponent.
    property bool oneOpponent: true

    readonly property bool claiming: turn.prompt === TurnDriver.Prompt.ClaimCount
    readonly property bool judging: turn.prompt === TurnDriver.Prompt.JudgeCount
    readonly property bool chance: turn.prompt === TurnDriver.Prompt.MugginsChance

    visible: claiming || judging || chance
    padding: unit
    background: Rectangle {
        radius: dialog.unit * 0.6
        color: Qt.rgba(0.05, 0.16, 0.1, 0.92)
        border.color: Theme.brass
        border.width: Math.max(1, dialog.unit * 0.12)
    }

    // Each count starts from an empty box: a number left from the last count would be
    // claimed by an Enter pressed without looking.
    onClaimingChanged: {
        if (claiming) {
            points.clear()
            points.forceActiveFocus()
        }
    }

    function claim() {
        if (points.acceptableInput)
            turn.claimCount(Number.parseInt(points.text, 10))
    }

    Keys.onPressed: event => {
        const caller = event.key - Qt.Key_1
        if (judging && event.key === Qt.Key_A) {
            turn.acceptCount()
            event.accepted = true
        } else if (judging && event.key === Qt.Key_M) {
            turn.callMuggins()
            event.accepted = true
        } else if (chance && event.key === Qt.Key_N) {
            turn.noMuggins()
            event.accepted = true
        } else if ((judging || chance) && caller >= 0 && caller < turn.mugginsCallers.length) {
            turn.callMugginsBy(caller)
            event.accepted = true
        }
    }
    // The dialog takes the keys from the claim's box, hidden now: the box would keep them (the
    // dialog is a focus scope) and take a caller's digit as a claim.
    function takeKeys() {
        points.focus = false
        forceActiveFocus()
    }
    onJudgingChanged: if (judging) takeKeys()
    onChanceChanged: if (chance) takeKeys()

    Column {
        width: parent.width
        spacing: dialog.unit * 0.7

        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            color: Theme.textOnFelt
            font.pixelSize: dialog.unit * 1.1
            font.bold: true
            text: dialog.claiming ? qsTr("How many points are your cards worth?")
                                  : dialog.turn.promptText
        }
        Text {
            width: parent.width
            wrapMode: Text.WordWrap
            color: Theme.textOnFelt
            opacity: 0.8
            font.pixelSize: dialog.unit * 0.9
            text: dialog.claiming ? (dialog.oneOpponent ? qsTr("Count them with the starter. Points you miss, the computer may take.")
                                                         : qsTr("Count them with the starter. Points you miss, your opponents may take."))
                                  : dialog.chance ? qsTr("Check the count: whoever sees points missed may call muggins and take them. Then the computer judges it.")
                                                  : qsTr("Check the count: if it missed points, call muggins and take them.")
        }

        Column {
            visible: dialog.claiming
            width: parent.width
            spacing: dialog.unit * 0.5

            TextField {
                id: points

                objectName: "claimPoints"
                placeholderText: qsTr("Points")
                Accessible.name: placeholderText
                Accessible.ignored: !visible
                validator: IntValidator {
                    bottom: 0
                    top: 29
                }
                inputMethodHints: Qt.ImhDigitsOnly
                horizontalAlignment: TextInput.AlignHCenter
                font.pixelSize: dialog.unit * 1.2
                height: dialog.unit * 2.6
                width: parent.width
                // Only a number from 0 to 29 is accepted (an empty box is not).
                onAccepted: dialog.claim()
            }
            KeyedButton {
                objectName: "claimButton"
                enabled: points.acceptableInput
                name: qsTr("Claim", "the points counted in a hand")
                keys: qsTr("Enter")
                largestPixelSize: dialog.unit * 1.1
                height: dialog.unit * 2.6
                width: parent.width
                onClicked: dialog.claim()
            }
        }

        Column {
            visible: dialog.judging
            width: parent.width
            spacing: dialog.unit * 0.5

            KeyedButton {
                objectName: "acceptButton"
                name: qsTr("Accept", "a count claimed by another player")
                keys: "A"
                largestPixelSize: dialog.unit * 1.1
                height: dialog.unit * 2.6
                width: parent.width
                onClicked: dialog.turn.acceptCount()
            }
            KeyedButton {
                objectName: "mugginsButton"
                name: qsTr("Muggins!")
                keys: "M"
                largestPixelSize: dialog.unit * 1.1
                height: dialog.unit * 2.6
                width: parent.width
                onClicked: dialog.turn.callMuggins()
            }
        }

        // The other people who may call muggins, and, before the computer judges, no call.
        MugginsCallers {
            visible: dialog.judging || dialog.chance
            width: parent.width
            turn: dialog.turn
            unit: dialog.unit
            chance: dialog.chance
        }

        Text {
            objectName: "countRefusal"
            visible: dialog.turn.refusal !== ""
            width: parent.width
            wrapMode: Text.WordWrap
            color: "#ffd8a8"
            font.pixelSize: dialog.unit * 0.9
            text: dialog.turn.refusal
        }
    }
}
