import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The hints: the analysis's best options for the person's lay away or play, best first,
// each as its cards, the points it is expected to bring and why, in a sentence.
Column {
    id: hintPanel

    required property GameController controller
    required property real unit

    readonly property bool discard: controller.hints.kind === HintModel.Kind.Discard

    visible: controller.settings.hints && controller.hints.count > 0
    spacing: unit * 0.3

    // "5H" as "5♥".
    function cardName(code) {
        const suits = { "C": "♣", "D": "♦", "H": "♥", "S": "♠" }
        return code.slice(0, -1).replace("T", "10") + (suits[code.slice(-1)] ?? "")
    }
    function signed(value) {
        return (value >= 0 ? "+" : "−") + Math.abs(value).toFixed(1)
    }

    component HintText: Text {
        width: parent.width
        wrapMode: Text.WordWrap
        color: Theme.textOnFelt
    }

    Text {
        width: parent.width
        text: hintPanel.discard ? qsTr("Hints: lay away") : qsTr("Hints: play")
        color: Theme.textOnFelt
        opacity: 0.8
        font.pixelSize: hintPanel.unit
        font.bold: true
    }

    Repeater {
        model: hintPanel.controller.hints

        Rectangle {
            id: option

            required property var cards
            required property real net
            required property real hand
            required property real crib
            required property real peg
            required property real mine
            required property real theirs
            required property string reason
            required property bool best

            objectName: "hintRow"
            width: hintPanel.width
            height: optionText.height + hintPanel.unit * 0.4
            radius: hintPanel.unit * 0.3
            color: Qt.rgba(0, 0, 0, best ? 0.3 : 0.18)
            border.color: best ? Theme.selection : "transparent"
            border.width: Math.max(1, hintPanel.unit * 0.08)

            Column {
                id: optionText

                x: hintPanel.unit * 0.4
                y: hintPanel.unit * 0.2
                width: parent.width - hintPanel.unit * 0.8

                HintText {
                    text: qsTr("<b>%1</b>&nbsp; <b>%2</b>&nbsp; <font size=\"-1\">%3</font>")
                          .arg(option.cards.map(hintPanel.cardName).join(" "))
                          .arg(hintPanel.signed(option.net))
                          .arg(hintPanel.discard
                               ? qsTr("hand %1 · crib %2 · pegging %3").arg(option.hand.toFixed(1))
                                 .arg(hintPanel.signed(option.crib)).arg(hintPanel.signed(option.peg))
                               : qsTr("you %1 · computer %2").arg(option.mine.toFixed(1))
                                 .arg(option.theirs.toFixed(1)))
                    textFormat: Text.StyledText
                    font.pixelSize: hintPanel.unit * 0.9
                }
                HintText {
                    text: option.reason
                    opacity: 0.9
                    font.pixelSize: hintPanel.unit * 0.8
                }
            }
        }
    }
}
