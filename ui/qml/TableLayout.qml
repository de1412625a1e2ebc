import QtQuick
import Cribbage.Table
import Cribbage.Ui

// Where things lie on the felt, from its size: the card size, and for each place around the
// table (SeatListModel.Place) the rectangles of that seat's hand and of the cards it plays.
// The person's seat is at the bottom; with two players the other sits at the top.
QtObject {
    id: layout

    required property real width
    required property real height

    readonly property real cardWidth: Math.min(height * 0.185 * Theme.cardAspect, width * 0.1)
    readonly property real cardHeight: cardWidth / Theme.cardAspect
    readonly property real rowGap: cardHeight * 0.12
    // The count sits between the cards played at the top and at the bottom.
    readonly property real middleY: {
        const top = playedRect(SeatListModel.Place.Top)
        const bottom = playedRect(SeatListModel.Place.Bottom)
        return (top.y + top.height + bottom.y) / 2
    }

    // The size of one card of a seat's hand: the person's larger, the others' smaller.
    function handCardWidth(place) {
        switch (place) {
        case SeatListModel.Place.Bottom: return cardWidth * 1.12
        case SeatListModel.Place.Top: return cardWidth * 0.85
        }
        return cardWidth * 0.7
    }

    function handRect(place) {
        const h = handCardWidth(place) / Theme.cardAspect
        switch (place) {
        case SeatListModel.Place.Bottom:
            return Qt.rect(width * 0.15, height - h - cardHeight * 0.2, width * 0.6, h)
        case SeatListModel.Place.Top:
            return Qt.rect(width * 0.2, rowGap, width * 0.5, h)
        case SeatListModel.Place.Left:
            return Qt.rect(rowGap, height * 0.3, width * 0.2, h)
        }
        return Qt.rect(width * 0.78, height * 0.3, width * 0.2, h)
    }

    function playedRect(place) {
        const hand = handRect(place)
        switch (place) {
        case SeatListModel.Place.Bottom:
            return Qt.rect(width * 0.25, hand.y - rowGap - cardHeight, width * 0.4, cardHeight)
        case SeatListModel.Place.Top:
            return Qt.rect(width * 0.25, hand.y + hand.height + rowGap, width * 0.4, cardHeight)
        }
        return Qt.rect(hand.x, hand.y + hand.height + rowGap, hand.width, cardHeight * 0.8)
    }

    // Where the card a seat cuts for the first deal lies, beside the pack at `deckX`.
    function cutCardPoint(place, deckX, cutting) {
        const x = deckX + (cutting ? -cardWidth * 1.4 : cardWidth * 1.3)
        switch (place) {
        case SeatListModel.Place.Bottom: return Qt.point(x, height * 0.62)
        case SeatListModel.Place.Top: return Qt.point(x, height * 0.38)
        case SeatListModel.Place.Left: return Qt.point(x - cardWidth * 1.2, height * 0.5)
        }
        return Qt.point(x + cardWidth * 1.2, height * 0.5)
    }
}
