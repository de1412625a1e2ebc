import QtQuick
import Cribbage.Table

// The dealer's button, beside the dealer's hand.
Rectangle {
    id: button

    required property real cardWidth

    width: cardWidth * 0.42
    height: width
    radius: width / 2
    color: Theme.inlay
    border.color: Theme.woodDark
    border.width: width * 0.06

    Text {
        anchors.centerIn: parent
        text: qsTr("D", "the dealer's button")
        font.bold: true
        font.pixelSize: button.height * 0.55
        color: Theme.woodDark
    }
}
