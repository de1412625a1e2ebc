import QtQuick

// A small caption naming a card or a pile on the felt ("starter", "your crib"), centred under
// it, or over it when `above`. It follows `target`, which must be its sibling or its parent.
Text {
    id: caption

    required property Item target
    property bool above: false
    property real cardHeight: target.height // sets the size of the words

    anchors.horizontalCenter: target.horizontalCenter
    anchors.top: above ? undefined : target.bottom
    anchors.bottom: above ? target.top : undefined
    anchors.topMargin: cardHeight * 0.03
    anchors.bottomMargin: cardHeight * 0.03
    color: Theme.textOnFelt
    opacity: 0.85
    font.pixelSize: Math.max(1, cardHeight * 0.12 * Theme.textScale)
}
