import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The end of a game or of the match: who won, by how much, what the win is worth.
Rectangle {
    id: panel

    required property GameResult result
    required property TurnDriver turn
    required property real unit
    // The widest the panel may be: its lines wrap to stay within it.
    required property real maxWidth

    visible: result.decided && (turn.prompt === TurnDriver.Prompt.NextGame
                                || turn.prompt === TurnDriver.Prompt.MatchOver)
    width: column.width + unit * 3
    height: column.height + unit * 2
    radius: unit * 0.8
    color: Qt.rgba(0.05, 0.12, 0.08, 0.9)
    border.color: Theme.brass
    border.width: Math.max(1, unit * 0.15)

    // A line centred in the panel, wrapped when it is wider than `widest`.
    component ResultLine: Text {
        required property real widest

        anchors.horizontalCenter: parent?.horizontalCenter
        width: Math.min(implicitWidth, widest)
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }

    Column {
        id: column

        objectName: "resultLines"
        anchors.centerIn: parent
        spacing: panel.unit * 0.5

        ResultLine {
            objectName: "resultTitle"
            widest: panel.maxWidth - panel.unit * 3
            color: Theme.brass
            font.pixelSize: panel.unit * 2.6
            font.bold: true
            font.family: Theme.serifFamily
            text: panel.result.title
        }
        ResultLine {
            objectName: "winName"
            widest: panel.maxWidth - panel.unit * 3
            visible: text !== ""
            color: "#ffb4a8"
            font.pixelSize: panel.unit * 2
            font.bold: true
            font.capitalization: Font.AllUppercase
            text: panel.result.winTitle
        }
        ResultLine {
            objectName: "finalScore"
            widest: panel.maxWidth - panel.unit * 3
            visible: text !== ""
            color: Theme.textOnFelt
            font.pixelSize: panel.unit * 1.2
            text: panel.result.score
        }
        ResultLine {
            objectName: "matchPoints"
            widest: panel.maxWidth - panel.unit * 3
            visible: text !== ""
            color: Theme.textOnFelt
            font.pixelSize: panel.unit * 1.2
            text: panel.result.games
        }
    }
}
