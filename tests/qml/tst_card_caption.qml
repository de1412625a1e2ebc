import QtQuick
import QtTest
import Cribbage.Table

// A caption names a card: centred under it, or over it, its size following the card's.
Item {
    id: root

    width: 400
    height: 400

    Rectangle {
        id: card

        x: 150
        y: 120
        width: 80
        height: 112
    }

    CardCaption {
        id: under

        target: card
        text: "starter"
    }

    CardCaption {
        id: over

        target: card
        above: true
        text: "the computer's cut"
    }

    TestCase {
        name: "CardCaption"
        when: windowShown

        function test_under_or_over_the_card() {
            fuzzyCompare(under.x + under.width / 2, card.x + card.width / 2, 0.5)
            verify(under.y >= card.y + card.height, "under the card")
            verify(under.y < card.y + card.height + card.height * 0.1, "and close to it")
            fuzzyCompare(over.x + over.width / 2, card.x + card.width / 2, 0.5)
            verify(over.y + over.height <= card.y, "over the card")
            verify(over.y + over.height > card.y - card.height * 0.1, "and close to it")
        }

        function test_the_words_follow_the_card() {
            const size = under.font.pixelSize
            card.height *= 2
            fuzzyCompare(under.font.pixelSize, size * 2, 1)
            verify(under.y >= card.y + card.height)
            card.height /= 2
        }
    }
}
