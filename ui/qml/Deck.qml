pragma ComponentBehavior: Bound

import QtQuick
import Cribbage.Table

// The pack face down, a little thicker the more cards it holds. When the person is to cut,
// it spreads out: a click (or Left/Right and Enter) picks how deep to cut.
FocusScope {
    id: deck

    required property real cardWidth
    required property int packSize
    property bool cutting: false
    property real spreadWidth: cardWidth * 4

    readonly property real cardHeight: cardWidth / Theme.cardAspect
    property real cutFraction: 0.5

    signal cutAt(real fraction)

    width: cardWidth
    height: cardHeight
    // Tab comes back to the pack from the Cut button; it keeps the focus it has as the cut ends.
    activeFocusOnTab: cutting || activeFocus

    Accessible.role: cutting ? Accessible.Button : Accessible.Graphic
    Accessible.name: qsTr("the pack")
    Accessible.description: cutting ? qsTr("Left and Right choose where to cut; Enter cuts") : ""
    Accessible.focusable: cutting
    Accessible.onPressAction: if (cutting) cutAt(cutFraction)

    Keys.onLeftPressed: cutFraction = Math.max(0, cutFraction - 0.05)
    Keys.onRightPressed: cutFraction = Math.min(1, cutFraction + 0.05)
    Keys.onReturnPressed: if (cutting) cutAt(cutFraction)
    Keys.onEnterPressed: if (cutting) cutAt(cutFraction)
    Keys.onSpacePressed: if (cutting) cutAt(cutFraction)

    Repeater {
        model: deck.packSize > 0 && !deck.cutting ? Math.min(6, Math.ceil(deck.packSize / 9)) : 0

        Card {
            required property int index

            x: -index * deck.cardWidth * 0.012
            y: -index * deck.cardWidth * 0.018
            width: deck.cardWidth
            height: deck.cardHeight
            name: ""
            faceUp: false
            interactive: false
            activeFocusOnTab: false
            Accessible.ignored: true
        }
    }

    Item {
        id: spread

        objectName: "cutSpread"
        visible: deck.cutting
        x: -(deck.spreadWidth - deck.cardWidth) / 2
        width: deck.spreadWidth
        height: deck.cardHeight

        Repeater {
            model: deck.cutting ? deck.packSize : 0

            Card {
                required property int index

                readonly property real fraction: index / Math.max(1, deck.packSize - 1)

                x: fraction * (spread.width - deck.cardWidth)
                y: Math.abs(fraction - deck.cutFraction) < 0.5 / Math.max(1, deck.packSize)
                   ? -deck.cardHeight * 0.18 : 0
                width: deck.cardWidth
                height: deck.cardHeight
                name: ""
                faceUp: false
                interactive: false
                activeFocusOnTab: false
                Accessible.ignored: true

                Behavior on y {
                    NumberAnimation { duration: Theme.duration(120, Theme.animationScale) }
                }
            }
        }

        MouseArea {
            anchors.fill: parent
            hoverEnabled: true
            cursorShape: Qt.PointingHandCursor
            onPositionChanged: mouse => deck.cutFraction = Math.max(0, Math.min(1, (mouse.x - deck.cardWidth / 2) / (width - deck.cardWidth)))
            onClicked: deck.cutAt(deck.cutFraction)
        }

        Rectangle {
            objectName: "cutFocusRing"
            anchors.fill: parent
            anchors.margins: -deck.cardWidth * 0.08
            radius: deck.cardWidth * 0.1
            color: "transparent"
            border.color: Theme.focusRing
            border.width: Math.max(2, deck.cardWidth * 0.025)
            visible: deck.activeFocus
        }
    }
}
