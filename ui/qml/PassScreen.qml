import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// At a table of people: the screen is passed to the person whose turn it is. It covers the
// table (every hand is face down under it) until they say they are ready; the peg board stays
// in view.
Rectangle {
    id: cover

    required property TurnDriver turn
    required property real unit

    visible: turn.passingTo !== ""
    color: Theme.feltDark
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    Accessible.ignored: !visible
    onVisibleChanged: if (visible) readyButton.forceActiveFocus()

    // Nothing under the cover may be clicked.
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Column {
        anchors.centerIn: parent
        width: Math.min(parent.width - cover.unit * 4, cover.unit * 36)
        spacing: cover.unit

        // The colour of their pegs, as the board shows them.
        Rectangle {
            objectName: "passColour"
            anchors.horizontalCenter: parent.horizontalCenter
            width: cover.unit * 2.2
            height: width
            radius: width / 2
            color: Theme.pegColours[cover.turn.passingColour] ?? Theme.brass
            border.color: Theme.brass
            border.width: cover.unit * 0.15
        }

        Text {
            id: title

            objectName: "passTitle"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            maximumLineCount: 2
            color: Theme.brass
            font.pixelSize: cover.unit * 2.4
            font.bold: true
            font.family: Theme.serifFamily
            text: qsTr("Pass the screen to %1").arg(cover.turn.passingTo)
        }
        Text {
            objectName: "passWords"
            width: parent.width
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            color: Theme.textOnFelt
            font.pixelSize: cover.unit * 1.2
            text: qsTr("Every hand is face down. %1, choose Ready when no one else can see the screen.")
                  .arg(cover.turn.passingTo)
        }
        AccessibleButton {
            id: readyButton

            objectName: "readyButton"
            anchors.horizontalCenter: parent.horizontalCenter
            font.pixelSize: cover.unit * 1.3
            text: qsTr("Ready")
            Accessible.ignored: !visible
            Accessible.description: qsTr("Shows the hand of %1.").arg(cover.turn.passingTo)
            onClicked: cover.turn.ready()
            Keys.onReturnPressed: cover.turn.ready()
            Keys.onEnterPressed: cover.turn.ready()
        }
    }
}
