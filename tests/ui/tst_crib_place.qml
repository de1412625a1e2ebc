import QtQuick
import QtTest
import Cribbage.Ui

// With three or four at the table, the crib (a pile, or spread out in the show) lies nearer
// its dealer's cards than any other seat's, inside the table, from small to large tables.
Item {
    id: root

    Component {
        id: layoutComponent

        TableLayout {}
    }

    TestCase {
        name: "CribPlace"
        when: windowShown

        // How far apart two rectangles lie: 0 when they touch or overlap.
        function gap(a, b) {
            const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width))
            const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height))
            return Math.hypot(dx, dy)
        }

        // Where the five cards of a seat's fan lie (CardRow's fan, centred in the hand's place).
        function fiveCards(layout, place) {
            const hand = layout.handRect(place)
            const width = layout.handCardWidth(place) * (1 + 4 * 0.56)
            return Qt.rect(hand.x + (hand.width - width) / 2, hand.y, width, hand.height)
        }

        function test_the_crib_lies_by_its_dealer() {
            const places = { 3: [SeatListModel.Place.Bottom, SeatListModel.Place.Left, SeatListModel.Place.Right],
                             4: [SeatListModel.Place.Bottom, SeatListModel.Place.Left, SeatListModel.Place.Top,
                                 SeatListModel.Place.Right] }
            for (const [width, height] of [[778, 480], [975, 625], [2900, 1700]]) {
                for (const players of [3, 4]) {
                    const layout = createTemporaryObject(layoutComponent, root, {
                        "width": width, "height": height, "seats": players })
                    for (const dealer of places[players]) {
                        for (const spread of [false, true]) {
                            const crib = layout.cribRect(spread, dealer)
                            const where = players + " players, " + width + "x" + height + ", dealer at "
                                    + dealer + (spread ? ", shown" : "")
                            verify(crib.x >= 0 && crib.y >= 0 && crib.x + crib.width <= width
                                   && crib.y + crib.height <= height, where + ": inside the table")
                            // In the show each seat's cards lie where it played them.
                            const distance = place => gap(crib, spread ? layout.playedRect(place)
                                                                       : fiveCards(layout, place))
                            for (const other of places[players])
                                if (other !== dealer)
                                    verify(distance(dealer) < distance(other),
                                           where + ": nearer the dealer than the seat at " + other)
                        }
                    }
                }
            }
        }
    }
}
