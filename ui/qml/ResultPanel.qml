import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The end of a game or of the match: who won, by how much, and what the win is worth.
Rectangle {
    id: panel

    required property GameController controller
    required property var result     // the gameWon or matchWon step, or null
    required property real unit

    readonly property bool over: controller.prompt === GameController.Prompt.NextGame
                                 || controller.prompt === GameController.Prompt.MatchOver

    visible: over
    width: column.width + unit * 3
    height: column.height + unit * 2
    radius: unit * 0.8
    color: Qt.rgba(0.05, 0.12, 0.08, 0.9)
    border.color: Theme.brass
    border.width: Math.max(1, unit * 0.15)

    Column {
        id: column

        anchors.centerIn: parent
        spacing: panel.unit * 0.5

        Text {
            objectName: "resultTitle"
            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.brass
            font.pixelSize: panel.unit * 2.6
            font.bold: true
            font.family: Theme.serifFamily
            text: {
                const won = (panel.controller.scores[0] ?? 0) >= panel.controller.target
                if (panel.controller.prompt === GameController.Prompt.MatchOver)
                    return (panel.controller.gamePoints[0] ?? 0) >= panel.controller.matchGames
                            ? qsTr("You win the match!") : qsTr("The computer wins the match")
                return won ? qsTr("You win!") : qsTr("The computer wins")
            }
        }
        Text {
            objectName: "winName"
            anchors.horizontalCenter: parent.horizontalCenter
            visible: text !== ""
            color: "#ffb4a8"
            font.pixelSize: panel.unit * 2
            font.bold: true
            font.capitalization: Font.AllUppercase
            text: panel.result && panel.result.kind === "gameWon" ? panel.result.winName : ""
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.textOnFelt
            font.pixelSize: panel.unit * 1.2
            // Points past the game hole are not pegged: the board stops at the target too.
            text: {
                const yours = Math.min(panel.controller.scores[0] ?? 0, panel.controller.target)
                const theirs = Math.min(panel.controller.scores[1] ?? 0, panel.controller.target)
                return qsTr("%1 to %2").arg(Math.max(yours, theirs)).arg(Math.min(yours, theirs))
            }
        }
        Text {
            objectName: "matchPoints"
            anchors.horizontalCenter: parent.horizontalCenter
            color: Theme.textOnFelt
            font.pixelSize: panel.unit * 1.2
            text: qsTr("Games: you %1, the computer %2 (first to %3)")
                  .arg(panel.controller.gamePoints[0] ?? 0)
                  .arg(panel.controller.gamePoints[1] ?? 0)
                  .arg(panel.controller.matchGames)
        }
    }
}
