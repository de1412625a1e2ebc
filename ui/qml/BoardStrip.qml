import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The peg board on its wooden strip under the table: as wide as the table, as the board's
// proportions and `maxHeight` allow.
Rectangle {
    id: strip

    required property GameSession session
    required property real maxHeight
    readonly property alias board: board

    height: Math.min(width * 0.98 * board.implicitHeight / board.implicitWidth / 0.94, maxHeight)
    color: Theme.boardStrip

    PegBoard {
        id: board

        objectName: "pegBoard"
        anchors.centerIn: parent
        width: parent.width * 0.98
        height: parent.height * 0.94
        target: strip.session.match.target
        scores: strip.session.scene.scores
        rearPegs: strip.session.scene.rearPegs
        gamesWon: strip.session.scene.gamePoints
        matchGames: strip.session.match.matchGames
        playerNames: strip.session.scene.sideLabels
        playerColours: Array.from(strip.session.scene.sideColours, colour => Theme.pegColours[colour])
    }
}
