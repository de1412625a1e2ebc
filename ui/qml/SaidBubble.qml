import QtQuick
import Cribbage.Table

// What a player says in the play ("Go", "fifteen two"), in a bubble beside their cards. A long
// saying wraps rather than reach over the crib.
Rectangle {
    id: bubble

    required property string said
    required property real cardWidth

    visible: said !== ""
    width: Math.min(saidText.implicitWidth, cardWidth * 2.2) + cardWidth * 0.3
    height: saidText.height + cardWidth * 0.14
    radius: height / 2
    color: Theme.inlay
    border.color: Theme.woodDark
    border.width: Math.max(1, cardWidth * 0.02)

    Text {
        id: saidText

        anchors.centerIn: parent
        width: Math.min(implicitWidth, bubble.cardWidth * 2.2)
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: bubble.said
        color: Theme.woodDark
        font.pixelSize: bubble.cardWidth / Theme.cardAspect * 0.12 * Theme.textScale
        font.bold: true
        font.family: Theme.serifFamily
    }
}
