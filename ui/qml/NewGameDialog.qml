import QtQuick
import QtQuick.Controls
import Cribbage.Ui

// Starts a new game (the match goes on) or a new match, asking first when that abandons a
// game in progress.
Dialog {
    id: dialog

    required property GameSession session
    required property real unit

    // What is asked: a new match rather than a new game.
    property bool wholeMatch: false

    function ask(match) {
        wholeMatch = match
        if (session.match.gameInProgress)
            open()
        else
            startNow()
    }

    function startNow() {
        if (wholeMatch)
            session.newMatch()
        else
            session.newGame()
    }

    title: wholeMatch ? qsTr("Start a new match?") : qsTr("Start a new game?")
    modal: true
    width: unit * 32
    font.pixelSize: unit * 1.1
    onAccepted: startNow()

    Label {
        width: dialog.availableWidth
        wrapMode: Text.WordWrap
        text: dialog.wholeMatch
              ? qsTr("The game in progress is abandoned and the match score goes back to nothing.")
              : qsTr("The game in progress is abandoned: it counts for neither of you. The match "
                     + "score stays as it is and the next game is dealt afresh.")
    }

    footer: DialogButtonBox {
        Button {
            objectName: "newGameButton"
            text: dialog.wholeMatch ? qsTr("New match") : qsTr("New game")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
        }
        Button {
            objectName: "keepPlayingButton"
            text: qsTr("Keep playing")
            DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
        }
    }
}
