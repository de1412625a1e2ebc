import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Table
import Cribbage.Ui

// Counting practice: the hand and starter drawn as cards, the total typed and Enter pressed,
// then the count item by item with the cards of the item chosen lifted; the next hand by
// Enter again.
Item {
    id: root

    width: 1024
    height: 600

    GameSession {
        id: game

        persistent: false
        seed: "21"
    }

    PracticeDialog {
        id: dialog

        session: game
        unit: 14
        anchors.centerIn: parent
    }

    TestCase {
        name: "PracticeDialog"
        when: windowShown

        function cardsIn(item) {
            const cards = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.isCard !== undefined)
                    cards.push(child)
                cards.push(...cardsIn(child))
            }
            return cards
        }

        function test_a_hand_is_counted_by_keyboard() {
            dialog.open()
            tryCompare(dialog, "opened", true)
            waitForRendering(dialog.contentItem)
            const cards = cardsIn(dialog.contentItem)
            compare(cards.length, 5)
            const dealt = Array.from(game.practice.hand)
            dealt.push(game.practice.starter)
            compare(cards.map(card => card.name).sort(), dealt.sort())
            verify(cards.every(card => !card.selected), "nothing lifted before the answer")
            const field = findChild(dialog.contentItem, "answerField")
            tryCompare(field, "activeFocus", true)

            keyClick(Qt.Key_2)
            keyClick(Qt.Key_Return)
            tryCompare(game.practice, "answered", true)
            const verdict = findChild(dialog.contentItem, "verdict")
            verify(verdict.visible)
            compare(verdict.text, game.practice.verdict)
            if (game.practice.items.length > 0) {
                // The first combination's cards are lifted, and only those.
                const lifted = cards.filter(card => card.selected).map(card => card.name).sort()
                compare(lifted, game.practice.items[0].cards.slice().sort())
                const list = findChild(dialog.contentItem, "countItems")
                compare(list.count, game.practice.items.length)
            }
            // Enter again deals the next hand, and the field takes the keys.
            const first = game.practice.hand.join(" ")
            keyClick(Qt.Key_Return)
            tryCompare(game.practice, "answered", false)
            verify(game.practice.hand.join(" ") !== first)
            tryCompare(field, "activeFocus", true)
            compare(field.text, "")
            verify(cardsIn(dialog.contentItem).every(card => !card.selected))
            dialog.close()
            tryCompare(dialog, "visible", false)
        }

        function test_it_fits_the_smallest_window() {
            dialog.open()
            tryCompare(dialog, "opened", true)
            waitForRendering(dialog.contentItem)
            verify(dialog.width <= root.width && dialog.height <= root.height)
            const row = findChild(dialog.contentItem, "practiceCards")
            verify(row.width <= dialog.availableWidth, "the five cards fit across")
            dialog.close()
            tryCompare(dialog, "visible", false)
        }
    }
}
