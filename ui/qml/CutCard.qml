import QtQuick
import Cribbage.Table

// The card a seat cut for the first deal: it slides out of the pack face up, its cutter's
// name beside it, and goes back with the rest when the cards are gathered.
Card {
    id: cutCard

    required property string code
    required property string cutter
    required property bool labelBelow
    required property Item pack
    required property bool gathering

    visible: code !== ""
    name: code
    faceUp: !gathering
    interactive: false
    activeFocusOnTab: false
    transform: Translate {
        id: slide
    }

    function flyFrom(item) {
        const from = item.mapToItem(cutCard.parent, item.width / 2, item.height / 2)
        return Qt.point(from.x - (x + width / 2), from.y - (y + height / 2))
    }

    onCodeChanged: {
        if (code === "")
            return
        const from = flyFrom(pack)
        slide.x = from.x
        slide.y = from.y
        slideOut.start()
    }

    onGatheringChanged: {
        if (!gathering || code === "")
            return
        const to = flyFrom(pack)
        backToPack.toX = to.x
        backToPack.toY = to.y
        backToPack.start()
    }

    ParallelAnimation {
        id: slideOut

        NumberAnimation {
            target: slide
            property: "x"
            to: 0
            duration: Theme.duration(450, Theme.animationScale)
            easing.type: Easing.OutCubic
        }
        NumberAnimation {
            target: slide
            property: "y"
            to: 0
            duration: Theme.duration(450, Theme.animationScale)
            easing.type: Easing.OutCubic
        }
    }

    ParallelAnimation {
        id: backToPack

        property real toX: 0
        property real toY: 0

        NumberAnimation {
            target: slide
            property: "x"
            to: backToPack.toX
            duration: Theme.duration(450, Theme.animationScale)
            easing.type: Easing.InOutCubic
        }
        NumberAnimation {
            target: slide
            property: "y"
            to: backToPack.toY
            duration: Theme.duration(450, Theme.animationScale)
            easing.type: Easing.InOutCubic
        }
    }

    Text {
        objectName: "cutterName"
        visible: !cutCard.gathering
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: cutCard.labelBelow ? parent.bottom : undefined
        anchors.bottom: cutCard.labelBelow ? undefined : parent.top
        anchors.margins: cutCard.height * 0.03
        // A long name is shortened to a little more than the card's width, clear of its
        // neighbours.
        width: Math.min(implicitWidth, cutCard.width * 1.8)
        elide: Text.ElideRight
        text: cutCard.cutter
        color: Theme.textOnFelt
        font.pixelSize: cutCard.height * 0.12 * Theme.textScale
    }
}
