import QtQuick
import Cribbage.Table

// The "hint" label over a card the hint advises (a label, unlike the rings of focus and of a
// count, so that it reads at a glance).
Rectangle {
    id: mark

    required property real cardWidth

    width: hintLabel.implicitWidth + cardWidth * 0.16
    height: hintLabel.implicitHeight + cardWidth * 0.03
    radius: height / 2
    color: Theme.hint

    Text {
        id: hintLabel

        anchors.centerIn: parent
        text: qsTr("hint")
        color: Theme.hintText
        font.bold: true
        font.pixelSize: Math.max(10, mark.cardWidth * 0.15 * Theme.textScale)
    }
}
