import QtQuick
import Cribbage.Table
import Cribbage.Ui

// Where things lie on the felt, from its size and the number of seats: the card size, for
// each place around the table (SeatListModel.Place) the rectangles of that seat's hand and of
// the cards it plays, and where the pack, the crib and the cut cards lie. The person's seat
// is at the bottom; with two players the other sits at the top. With seats on the left and
// right, the pack and the crib move to the top corners, out of their way.
QtObject {
    id: layout

    required property real width
    required property real height
    required property int seats

    readonly property bool sideSeats: seats > 2
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
            return Qt.rect(rowGap, height * 0.32, width * 0.2, h)
        }
        return Qt.rect(width * 0.8 - rowGap, height * 0.32, width * 0.2, h)
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

    // How wide the pack spreads while the person cuts: clear of the seats at the sides.
    readonly property real packSpreadWidth: width * (sideSeats ? 0.38 : 0.45)

    // The pack's top left corner; while the person cuts, it spreads out from the middle.
    function packPoint(cutting) {
        if (cutting)
            return Qt.point(width * (sideSeats ? 0.45 : 0.4) - cardWidth / 2, height * 0.5 - cardHeight / 2)
        if (sideSeats)
            return Qt.point(rowGap * 2, rowGap)
        return Qt.point(width * 0.08, height * 0.5 - cardHeight / 2)
    }

    // The crib: a pile beside its owner (below the middle when the person deals, `low`), or
    // spread out once it is shown.
    function cribRect(spread, low) {
        if (sideSeats)
            return spread ? Qt.rect(width * 0.71, rowGap, width * 0.28, cardHeight)
                          : Qt.rect(width * 0.8, rowGap, width * 0.15, cardHeight)
        const y = height * (low ? 0.58 : 0.42) - cardHeight / 2
        return spread ? Qt.rect(width * 0.55, y, width * 0.4, cardHeight)
                      : Qt.rect(width * 0.7, y, width * 0.15, cardHeight)
    }

    // Where the card a seat cuts for the first deal lies (its left edge and middle): beside
    // the pack at `deckX` with two players; with more, in front of each seat, clear of the
    // pack spread out in the middle.
    function cutCardPoint(place, deckX, cutting) {
        if (sideSeats) {
            switch (place) {
            case SeatListModel.Place.Bottom: return Qt.point(width * 0.36, height * 0.72)
            case SeatListModel.Place.Top: return Qt.point(width * 0.36, height * 0.28)
            case SeatListModel.Place.Left: return Qt.point(width * 0.04, height * 0.5)
            }
            return Qt.point(width * 0.7, height * 0.5)
        }
        const x = deckX + (cutting ? -cardWidth * 1.4 : cardWidth * 1.3)
        switch (place) {
        case SeatListModel.Place.Bottom: return Qt.point(x, height * 0.62)
        case SeatListModel.Place.Top: return Qt.point(x, height * 0.38)
        case SeatListModel.Place.Left: return Qt.point(x - cardWidth * 1.2, height * 0.5)
        }
        return Qt.point(x + cardWidth * 1.2, height * 0.5)
    }
}
