import QtQuick
import Cribbage.Table
import Cribbage.Ui

// Where things lie on the felt, from its size and the number of seats: the card size, for
// each place around the table (SeatListModel.Place) the rectangles of that seat's hand and of
// the cards it plays, and where the pack, the crib and the cut cards lie. The person's seat
// is at the bottom; with two players the other sits at the top. With seats on the left and
// right, the pack moves to the top left corner, out of their way, and the crib lies by its
// dealer's cards.
QtObject {
    id: layout

    required property real width
    required property real height
    required property int seats

    readonly property bool sideSeats: seats > 2
    // A fifth of the felt's height with two players (the person's hand a quarter of it, a fifth
    // of the window's); a little less with seats at the sides, whose cards lie one row above another.
    readonly property real cardWidth: Math.min(height * (sideSeats ? 0.19 : 0.2) * Theme.cardAspect, width * 0.1)
    readonly property real cardHeight: cardWidth / Theme.cardAspect
    readonly property real rowGap: cardHeight * 0.12
    // The cards played at the top and at the bottom, a little smaller than the hand's.
    readonly property real playedHeight: cardHeight * 0.85
    // The count sits between the cards played at the top and at the bottom, as large as the
    // words on the felt (Theme.textScale) as long as it fits there.
    readonly property real middleY: {
        const top = playedRect(SeatListModel.Place.Top)
        const bottom = playedRect(SeatListModel.Place.Bottom)
        return (top.y + top.height + bottom.y) / 2
    }
    readonly property real countSize: {
        const top = playedRect(SeatListModel.Place.Top)
        const room = playedRect(SeatListModel.Place.Bottom).y - (top.y + top.height)
        return Math.min(cardHeight * 0.55 * Theme.textScale, room * 0.8)
    }

    // The size of one card of a seat's hand: the person's larger, the others' smaller.
    function handCardWidth(place) {
        switch (place) {
        case SeatListModel.Place.Bottom: return cardWidth * 1.3
        case SeatListModel.Place.Top: return cardWidth * 0.7
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
            return Qt.rect(rowGap, height * 0.34, width * 0.2, h)
        }
        return Qt.rect(width * 0.8 - rowGap, height * 0.34, width * 0.2, h)
    }

    function playedRect(place) {
        const hand = handRect(place)
        switch (place) {
        case SeatListModel.Place.Bottom:
            // Room between them for the hint's tag over the hand's cards (and the fan's bow).
            return Qt.rect(width * 0.25, hand.y - cardHeight * 0.3 - playedHeight, width * 0.4, playedHeight)
        case SeatListModel.Place.Top:
            return Qt.rect(width * 0.25, hand.y + hand.height + rowGap, width * 0.4, playedHeight)
        }
        return Qt.rect(hand.x, hand.y + hand.height + rowGap, hand.width, cardHeight * 0.8)
    }

    // While the screen is passed, the box that says to whom lies over the hand at the bottom
    // (face down then), below the cards played above it and the name under a card cut there,
    // clear of the dealer's button beside it and, with seats at the sides, of a crib by that
    // hand.
    readonly property rect passRect: {
        const hand = handRect(SeatListModel.Place.Bottom)
        const top = hand.y - rowGap / 2
        const right = sideSeats ? width * 0.66 - rowGap : hand.x + hand.width
        return Qt.rect(hand.x, top, right - hand.x, height - rowGap / 4 - top)
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

    // The crib, beside the dealer who owns it (`dealerPlace`): a pile, or spread out once it is
    // shown. With two players it lies by the middle, below it when the person deals. With seats
    // on the left and right it lies just right of the person's or the top seat's five cards, or
    // below the cards a side seat played.
    function cribRect(spread, dealerPlace) {
        if (!sideSeats) {
            const y = height * (dealerPlace === SeatListModel.Place.Bottom ? 0.58 : 0.42) - cardHeight / 2
            return spread ? Qt.rect(width * 0.55, y, width * 0.4, cardHeight)
                          : Qt.rect(width * 0.7, y, width * 0.15, cardHeight)
        }
        const cribWidth = cardWidth * (spread ? 2.4 : 1.2)
        switch (dealerPlace) {
        case SeatListModel.Place.Bottom: {
            const hand = handRect(dealerPlace)
            return Qt.rect(width * 0.66, hand.y + hand.height - cardHeight, cribWidth, cardHeight)
        }
        case SeatListModel.Place.Top:
            return Qt.rect(width * 0.62, rowGap, cribWidth, cardHeight)
        }
        const played = playedRect(dealerPlace)
        const y = played.y + played.height + rowGap * 2
        return dealerPlace === SeatListModel.Place.Left ? Qt.rect(rowGap, y, cribWidth, cardHeight)
                                                        : Qt.rect(width - rowGap - cribWidth, y, cribWidth, cardHeight)
    }

    // Where the count's caption may lie: between the cards played above and below, clear of
    // the pack and the starter and of the crib spread beside it (two players), or of the side
    // seats' cards.
    function captionRect(dealerPlace) {
        const top = playedRect(SeatListModel.Place.Top)
        const bottom = playedRect(SeatListModel.Place.Bottom)
        const y = top.y + top.height + rowGap / 2
        const left = sideSeats ? handRect(SeatListModel.Place.Left).x + handRect(SeatListModel.Place.Left).width
                               : packPoint(false).x + cardWidth * 1.22
        const right = sideSeats ? handRect(SeatListModel.Place.Right).x : cribRect(true, dealerPlace).x
        return Qt.rect(left + rowGap, y, right - left - rowGap * 2, bottom.y - rowGap / 2 - y)
    }

    // Whether the crib's name goes below it (or above): above only when it lies by the person.
    function cribLabelBelow(dealerPlace) {
        return sideSeats ? dealerPlace !== SeatListModel.Place.Bottom
                         : dealerPlace === SeatListModel.Place.Bottom
    }

    // Where the card a seat cuts for the first deal lies (its left edge and middle): beside
    // the pack at `deckX` with two players; with more, in front of each seat, clear of the
    // pack spread out in the middle. Once the cut is over, the person's card lies higher, clear
    // of the box over the hand while the screen is passed (passRect).
    function cutCardPoint(place, deckX, cutting) {
        if (sideSeats) {
            switch (place) {
            case SeatListModel.Place.Bottom: return Qt.point(width * 0.36, height * (cutting ? 0.72 : 0.56))
            case SeatListModel.Place.Top: return Qt.point(width * 0.36, height * 0.28)
            case SeatListModel.Place.Left: return Qt.point(width * 0.04, height * 0.5)
            }
            return Qt.point(width * 0.7, height * 0.5)
        }
        const x = deckX + (cutting ? -cardWidth * 1.4 : cardWidth * 1.3)
        switch (place) {
        case SeatListModel.Place.Bottom: return Qt.point(x, height * (cutting ? 0.62 : 0.54))
        case SeatListModel.Place.Top: return Qt.point(x, height * (cutting ? 0.38 : 0.3))
        case SeatListModel.Place.Left: return Qt.point(x - cardWidth * 1.2, height * 0.5)
        }
        return Qt.point(x + cardWidth * 1.2, height * 0.5)
    }
}
