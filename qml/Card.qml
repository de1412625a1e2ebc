pragma ComponentBehavior: Bound

import QtQuick

// One playing card. The controller drives it through properties; the card only animates
// what they say: a turn over when faceUp changes, a lift when selected changes.
Item {
    id: card

    required property string name // "QH", "TC"...; empty (or not a card) shows the back
    property bool faceUp: true
    property string backStyle: Theme.backStyle
    property bool fourColour: Theme.fourColour
    property bool selected: false
    property bool playable: true
    property real animationScale: Theme.animationScale
    property bool interactive: true // a tap, Space or Enter activates it
    property string spokenName: ""  // "seven of hearts": what a screen reader says of the face

    signal activated

    readonly property bool isCard: /^[A2-9TJQK][CDHS]$/.test(name)
    readonly property bool showsFace: faceUp && isCard
    readonly property bool flipping: turn.angle !== turn.restingAngle
    readonly property bool faceShown: Math.cos(turn.angle * Math.PI / 180) > 0 // the side in view
    readonly property url faceSource: !isCard ? "" : "qrc:/cards/"
                                                     + (fourColour ? "four-colour" : "standard")
                                                     + "/" + name + ".svg"
    readonly property url backSource: "qrc:/cards/backs/" + backStyle + ".svg"
    readonly property real lift: -body.y
    readonly property alias hovered: hover.hovered

    implicitWidth: 100
    implicitHeight: Math.round(implicitWidth / Theme.cardAspect)
    activeFocusOnTab: true

    Accessible.role: interactive ? Accessible.Button : Accessible.Graphic
    Accessible.name: showsFace && spokenName !== "" ? spokenName : qsTr("a card face down")
    Accessible.description: !playable ? qsTr("cannot be played now") : selected ? qsTr("selected") : ""
    Accessible.focusable: activeFocusOnTab
    Accessible.selectable: interactive
    Accessible.selected: selected
    Accessible.onPressAction: if (interactive) activated()

    Keys.onSpacePressed: if (interactive) activated()
    Keys.onReturnPressed: if (interactive) activated()
    Keys.onEnterPressed: if (interactive) activated()

    HoverHandler {
        id: hover

        cursorShape: card.interactive ? Qt.PointingHandCursor : Qt.ArrowCursor
    }

    // The SVG is rasterised at the size it is shown, so it stays crisp at every size and DPI.
    component CardImage: Image {
        anchors.fill: parent
        sourceSize.width: Math.ceil(width * Screen.devicePixelRatio)
        sourceSize.height: Math.ceil(height * Screen.devicePixelRatio)
    }

    Item {
        id: body

        readonly property real corner: width * 0.048 // as the card art's: 12 of 250

        width: card.width
        height: card.height
        // A hover lifts only a card that a tap would play: one on show stays where it is.
        y: card.selected ? -card.height * 0.16
                         : (hover.hovered && card.playable && card.interactive ? -card.height * 0.04 : 0)

        // On the body, so a lifted card is tapped where it is drawn. Every card takes the tap
        // for itself alone (the exclusive grab of ReleaseWithinBounds): cards overlap, and the one
        // on top hides those under it from the pointer as well as from the eye.
        TapHandler {
            gesturePolicy: TapHandler.ReleaseWithinBounds
            onTapped: if (card.interactive) card.activated()
        }

        Behavior on y {
            NumberAnimation {
                duration: Theme.duration(Theme.liftMs, card.animationScale)
                easing.type: Easing.OutCubic
            }
        }

        // Two offset layers make a soft-edged shadow that grows as the card lifts and narrows
        // as it turns.
        Item {
            anchors.fill: parent
            transform: Scale {
                origin.x: body.width / 2
                xScale: Math.abs(Math.cos(turn.angle * Math.PI / 180))
            }

            Repeater {
                model: 2
                Rectangle {
                    required property int index
                    readonly property real spread: card.width * (0.012 + 0.018 * index)
                    readonly property real drop: card.height * 0.012 + card.lift * 0.1

                    x: -spread / 2 + drop * 0.4
                    y: -spread / 2 + drop
                    width: body.width + spread
                    height: body.height + spread
                    radius: body.corner + spread / 2
                    color: Theme.shadow
                    opacity: index === 0 ? 0.28 : 0.14
                }
            }
        }

        Rectangle {
            objectName: "selectionGlow"
            anchors.fill: parent
            anchors.margins: -card.width * 0.035
            radius: body.corner + card.width * 0.035
            color: "transparent"
            border.color: Theme.selection
            border.width: card.width * 0.03
            visible: card.selected
        }

        Flipable {
            id: flipable

            anchors.fill: parent

            front: CardImage {
                objectName: "face"
                source: card.faceSource
            }
            back: CardImage {
                objectName: "back"
                source: card.backSource
            }

            transform: Rotation {
                id: turn

                readonly property real restingAngle: card.showsFace ? 0 : 180

                origin.x: flipable.width / 2
                origin.y: flipable.height / 2
                axis.x: 0
                axis.y: 1
                axis.z: 0
                angle: restingAngle

                Behavior on angle {
                    NumberAnimation {
                        duration: Theme.duration(Theme.flipMs, card.animationScale)
                        easing.type: Easing.InOutQuad
                    }
                }
            }
        }

        Rectangle {
            objectName: "dimmer"
            anchors.fill: parent
            radius: body.corner
            color: Theme.shadow
            opacity: 0.38
            visible: !card.playable
        }

        Rectangle {
            objectName: "focusRing"
            anchors.fill: parent
            anchors.margins: -card.width * 0.07
            radius: body.corner + card.width * 0.07
            color: "transparent"
            border.color: Theme.focusRing
            border.width: Math.max(2, card.width * 0.025)
            visible: card.activeFocus
        }
    }
}
