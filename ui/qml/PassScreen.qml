import QtQuick
import Cribbage.Table
import Cribbage.Ui

// At a table of people: the screen is passed to the person whose turn it is. Every hand is
// face down meanwhile, and a box over the hand at the bottom says to whom, in their colour,
// until they say they are ready. What everyone may see stays in view around it (the cards
// played, the starter, the crib, the log, the board), but nothing under the cover may be
// clicked.
Item {
    id: cover

    required property TurnDriver turn
    required property real unit
    // Where the box lies, in the cover's coordinates.
    required property rect boxArea

    // The words shrink to the box when the window is small.
    readonly property real boxUnit: Math.min(unit, boxArea.height / 7)
    readonly property color colour: Theme.pegColours[turn.passingColour] ?? Theme.brass

    visible: turn.passing
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    Accessible.ignored: !visible
    onVisibleChanged: if (visible) readyButton.forceActiveFocus()

    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        onWheel: wheel => wheel.accepted = true
    }

    Rectangle {
        objectName: "passBox"
        x: cover.boxArea.x
        y: cover.boxArea.y
        width: cover.boxArea.width
        height: cover.boxArea.height
        radius: cover.boxUnit * 0.6
        color: Theme.feltDark
        border.color: cover.colour
        border.width: Math.max(2, cover.boxUnit * 0.2)

        Column {
            anchors.centerIn: parent
            width: parent.width - cover.boxUnit * 1.6
            spacing: cover.boxUnit * 0.4

            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: cover.boxUnit * 0.6

                // The colour of their pegs, as the board shows them.
                Rectangle {
                    objectName: "passColour"
                    anchors.verticalCenter: parent.verticalCenter
                    width: cover.boxUnit * 1.6
                    height: width
                    radius: width / 2
                    color: cover.colour
                    border.color: Theme.brass
                    border.width: cover.boxUnit * 0.12
                }
                Text {
                    id: title

                    objectName: "passTitle"
                    // A long name makes the words smaller, down to a size still read at a glance.
                    width: Math.min(implicitWidth, cover.boxArea.width - cover.boxUnit * 4.4)
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: cover.boxUnit * 1.2
                    elide: Text.ElideRight
                    color: Theme.brass
                    font.pixelSize: cover.boxUnit * 1.9
                    font.bold: true
                    font.family: Theme.serifFamily
                    text: qsTr("Pass the screen to %1").arg(cover.turn.passingTo)
                }
            }

            Row {
                width: parent.width
                spacing: cover.boxUnit

                Text {
                    objectName: "passWords"
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width - readyButton.width - parent.spacing
                    wrapMode: Text.WordWrap
                    elide: Text.ElideRight
                    maximumLineCount: 3
                    color: Theme.textOnFelt
                    font.pixelSize: cover.boxUnit * 0.85
                    text: qsTr("Every hand is face down. %1, choose Ready when no one else can see the screen.")
                          .arg(cover.turn.passingTo)
                }
                AccessibleButton {
                    id: readyButton

                    objectName: "readyButton"
                    anchors.verticalCenter: parent.verticalCenter
                    font.pixelSize: cover.boxUnit * 1.2
                    text: qsTr("Ready")
                    Accessible.ignored: !visible
                    Accessible.description: qsTr("Shows the hand of %1.").arg(cover.turn.passingTo)
                    onClicked: cover.turn.ready()
                    Keys.onReturnPressed: cover.turn.ready()
                    Keys.onEnterPressed: cover.turn.ready()
                }
            }
        }
    }
}
