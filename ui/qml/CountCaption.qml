import QtQuick
import Cribbage.Table

// The count said aloud, in the middle of the table while a hand is counted: as large as the
// words on the felt, smaller when a long count would not fit its room otherwise.
Rectangle {
    id: caption

    required property string text
    required property real maxWidth
    required property real maxHeight
    required property real cardWidth
    readonly property real padding: cardWidth * 0.16

    visible: text !== ""
    width: Math.min(maxWidth, captionText.implicitWidth + cardWidth * 0.4)
    height: captionText.height + padding
    radius: height / 4
    color: Qt.rgba(0, 0, 0, 0.55)

    Text {
        id: captionText

        anchors.centerIn: parent
        width: Math.min(implicitWidth, caption.maxWidth - caption.cardWidth * 0.4)
        height: Math.min(implicitHeight, caption.maxHeight - caption.padding)
        text: caption.text
        wrapMode: Text.WordWrap
        fontSizeMode: Text.Fit
        minimumPixelSize: 6
        horizontalAlignment: Text.AlignHCenter
        color: Theme.textOnFelt
        font.pixelSize: caption.cardWidth / Theme.cardAspect * 0.14 * Theme.textScale
        font.italic: true
        font.family: Theme.serifFamily
    }
}
