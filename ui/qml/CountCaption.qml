import QtQuick
import Cribbage.Table

// The count said aloud, over the middle of the table while a hand is counted.
Rectangle {
    id: caption

    required property string text
    required property real maxWidth
    required property real cardWidth

    visible: text !== ""
    width: Math.min(maxWidth, captionText.implicitWidth + cardWidth * 0.4)
    height: captionText.implicitHeight + cardWidth * 0.16
    radius: height / 4
    color: Qt.rgba(0, 0, 0, 0.55)

    Text {
        id: captionText

        anchors.centerIn: parent
        width: Math.min(implicitWidth, caption.maxWidth - caption.cardWidth * 0.4)
        text: caption.text
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: Theme.textOnFelt
        font.pixelSize: caption.cardWidth / Theme.cardAspect * 0.14 * Theme.textScale
        font.italic: true
        font.family: Theme.serifFamily
    }
}
