pragma ComponentBehavior: Bound

import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The hints: the analysis's best options for the person's lay away or play, best first,
// each as its cards, the points it is expected to bring and why, in a sentence.
Column {
    id: hintPanel

    required property GameSession session
    required property real unit

    readonly property bool discard: session.hints.kind === HintModel.Kind.Discard

    visible: session.settings.hints && session.hints.count > 0
    spacing: unit * 0.3

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
        model: hintPanel.session.hints

        Rectangle {
            id: option

            required property string cardsText
            required property string netText
            required property string breakdown
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
                    text: qsTr("<b>%1</b>&nbsp; <b>%2</b>&nbsp; <font size=\"-1\">%3</font>",
                               "a hint: its cards, its net points, where they come from")
                          .arg(option.cardsText).arg(option.netText).arg(option.breakdown)
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
