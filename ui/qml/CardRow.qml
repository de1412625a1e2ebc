pragma ComponentBehavior: Bound

import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The cards of one CardListModel as a hand's fan, a line of played cards or the crib's pile.
// A card put here flies in from its origin (the pack or a seat's hand: placeOf gives the item),
// one that moves within the row slides, one turned over flips (Card does that). While gatherTo
// names an item (the pack), every card goes to it face down, one after another.
FocusScope {
    id: row

    required property CardListModel cards
    required property real cardWidth
    property string layout: "fan"        // "fan", "line" or "pile"
    property bool spread: false          // a pile laid out in a line (the crib in the show),
                                         // a line laid out wider
    property real arc: 1                 // fan: 1 bows up (the person's hand), -1 down
    property bool dimUnplayable: false
    property bool interactive: false
    property bool focusable: false       // its cards take the keyboard focus (the person's hand)
    property var highlighted: []         // cards (their indexes) to pick out
    property var hinted: []              // cards (their indexes) to mark lightly (the hint's best)
    property var placeOf: function(origin) { return null }  // a CardOrigin's Item, or null
    property Item gatherTo: null
    property int currentIndex: 0
    property string spokenName: ""       // "your hand", "the crib of Ann": for a screen reader

    readonly property real cardHeight: cardWidth / Theme.cardAspect
    readonly property int count: repeater.count

    z: gatherTo ? 1 : 0 // the cards gathered land on the pack, not under it

    signal cardActivated(int card)

    function step(index) {
        if (layout === "fan")
            return cardWidth * (count > 4 ? 0.56 : 0.7)
        if (layout === "pile")
            return cardWidth * (spread ? 0.42 : 0.05)
        return cardWidth * (spread ? 0.6 : 0.42)
    }
    function slotX(index) {
        const width = (count - 1) * step(index) + cardWidth
        return (row.width - width) / 2 + index * step(index)
    }
    function slotY(index) {
        if (layout !== "fan" || count < 2)
            return (row.height - cardHeight) / 2
        const t = (index - (count - 1) / 2) / Math.max(1, (count - 1) / 2)
        return (row.height - cardHeight) / 2 + arc * t * t * cardHeight * 0.06
    }
    function slotAngle(index) {
        if (layout !== "fan" || count < 2)
            return 0
        return arc * (index - (count - 1) / 2) * 3
    }
    function cardAt(index) {
        const slot = repeater.itemAt(index) as CardSlot
        return slot ? slot.card : null
    }
    // The card at `index` as a click on it gives it to the moves (CardSlot.cardIndex).
    function cardIndexAt(index) {
        const slot = repeater.itemAt(index) as CardSlot
        return slot ? slot.cardIndex : -1
    }
    function focusCard(index) {
        if (count === 0)
            return
        currentIndex = Math.max(0, Math.min(index, count - 1))
        const card = cardAt(currentIndex)
        if (card)
            card.forceActiveFocus()
    }

    Accessible.role: Accessible.List
    Accessible.name: spokenName

    Keys.onLeftPressed: focusCard(currentIndex - 1)
    Keys.onRightPressed: focusCard(currentIndex + 1)

    Repeater {
        id: repeater

        model: row.cards

        delegate: CardSlot {
            id: slot

            required property int index
            required property string code
            required property bool faceUp
            required property bool selected
            required property bool playable
            required property int origin
            required property string spoken

            card: face
            // A card from the pack arrives face down and turns over as it lands.
            property bool landed: origin !== CardOrigin.Pack || Theme.animationScale <= 0
            readonly property real slideMs: Theme.duration(320, Theme.animationScale)
            readonly property bool gathered: row.gatherTo !== null

            x: row.slotX(index)
            y: row.slotY(index)
            z: index
            width: row.cardWidth
            height: row.cardHeight
            rotation: gathered ? 0 : row.slotAngle(index)

            Behavior on x { NumberAnimation { duration: slot.slideMs; easing.type: Easing.OutCubic } }
            Behavior on y { NumberAnimation { duration: slot.slideMs; easing.type: Easing.OutCubic } }
            Behavior on rotation { NumberAnimation { duration: slot.slideMs } }

            transform: [
                Translate {
                    id: flight
                },
                Translate {
                    id: homeward
                }
            ]

            ParallelAnimation {
                id: arrival

                property real fromX: 0
                property real fromY: 0

                NumberAnimation {
                    target: flight
                    property: "x"
                    from: arrival.fromX
                    to: 0
                    duration: Theme.duration(420, Theme.animationScale)
                    easing.type: Easing.OutCubic
                }
                NumberAnimation {
                    target: flight
                    property: "y"
                    from: arrival.fromY
                    to: 0
                    duration: Theme.duration(420, Theme.animationScale)
                    easing.type: Easing.OutCubic
                }
            }

            SequentialAnimation {
                id: gathering

                property real toX: 0
                property real toY: 0
                property real toScale: 1

                PauseAnimation {
                    duration: Theme.duration(Math.max(0, slot.index) * 45, Theme.animationScale)
                }
                ParallelAnimation {
                    NumberAnimation {
                        target: homeward
                        property: "x"
                        to: gathering.toX
                        duration: Theme.duration(450, Theme.animationScale)
                        easing.type: Easing.InOutCubic
                    }
                    NumberAnimation {
                        target: homeward
                        property: "y"
                        to: gathering.toY
                        duration: Theme.duration(450, Theme.animationScale)
                        easing.type: Easing.InOutCubic
                    }
                    NumberAnimation {
                        target: slot
                        property: "scale"
                        to: gathering.toScale
                        duration: Theme.duration(450, Theme.animationScale)
                    }
                }
            }

            onGatheredChanged: {
                if (!gathered)
                    return
                const place = row.gatherTo
                const to = place.mapToItem(row, place.width / 2, place.height / 2)
                gathering.toX = to.x - (x + width / 2)
                gathering.toY = to.y - (y + height / 2)
                gathering.toScale = place.width / width
                gathering.start()
            }

            Component.onCompleted: {
                const place = origin === CardOrigin.Nowhere ? null : row.placeOf(origin)
                if (place && Theme.animationScale > 0) {
                    const from = place.mapToItem(row, place.width / 2, place.height / 2)
                    arrival.fromX = from.x - (x + width / 2)
                    arrival.fromY = from.y - (y + height / 2)
                    flight.x = arrival.fromX
                    flight.y = arrival.fromY
                    arrival.start()
                }
                landed = true // from now on a plain value, whatever the speed becomes
            }

            Card {
                id: face

                objectName: "card_" + slot.code
                anchors.fill: parent
                name: slot.code
                spokenName: slot.spoken
                faceUp: slot.faceUp && slot.landed && !slot.gathered
                selected: slot.selected
                playable: !row.dimUnplayable || slot.playable
                interactive: row.interactive
                activeFocusOnTab: row.focusable
                focus: row.focusable && slot.index === row.currentIndex

                onActivated: {
                    row.currentIndex = slot.index
                    row.cardActivated(slot.cardIndex)
                }
                onActiveFocusChanged: if (activeFocus) row.currentIndex = slot.index
            }

            Rectangle {
                objectName: "highlight"
                anchors.fill: parent
                anchors.margins: -row.cardWidth * 0.05
                radius: row.cardWidth * 0.09
                color: "transparent"
                border.color: Theme.selection
                border.width: row.cardWidth * 0.05
                visible: row.highlighted.indexOf(slot.cardIndex) >= 0
            }

            HintMark {
                objectName: "hintMark"
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.top
                anchors.bottomMargin: row.cardHeight * 0.03
                cardWidth: row.cardWidth
                visible: row.hinted.indexOf(slot.cardIndex) >= 0
            }
        }
    }
}
