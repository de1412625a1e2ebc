import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// The person's hand: dealt face up, chosen by click or keyboard, with a visible focus.
Item {
    id: root

    width: 1100
    height: 620

    GameSession {
        id: game

        persistent: false
        seed: "21"
        Component.onCompleted: settings.appearance.animationSpeed = Animations.Speed.Instant
    }

    Table {
        id: table

        anchors.fill: parent
        session: game
    }

    TestCase {
        name: "Hand"
        when: windowShown

        function handCards() {
            const cards = []
            for (let i = 0; i < table.hand.count; ++i)
                cards.push(table.hand.cardAt(i))
            return cards
        }

        function reachLayAway() {
            for (let i = 0; i < 10 && game.turn.prompt !== TurnDriver.Prompt.LayAway; ++i) {
                tryVerify(() => game.turn.prompt !== TurnDriver.Prompt.Wait
                          && game.turn.prompt !== TurnDriver.Prompt.None, 5000)
                if (game.turn.prompt === TurnDriver.Prompt.Cut)
                    keyClick(Qt.Key_Return)
                else if (game.turn.prompt === TurnDriver.Prompt.Deal)
                    game.turn.continueGame()
            }
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
        }

        function test_a_dealt_hand_is_face_up_and_chosen_by_click_and_keyboard() {
            reachLayAway()
            const cards = handCards()
            compare(cards.length, 6)
            for (const card of cards) {
                verify(card.name !== "")
                verify(card.faceUp)
            }

            // A click on the part of a card that shows chooses it; another click lets it go.
            mouseClick(cards[0], cards[0].width * 0.2, cards[0].height / 2)
            tryCompare(cards[0], "selected", true)
            compare(game.turn.selectedCount, 1)
            mouseClick(cards[0], cards[0].width * 0.2, cards[0].height / 2)
            tryCompare(cards[0], "selected", false)

            // Where the fan lays one card over the next, the click is the top card's alone.
            const overlap = cards[1].mapToItem(cards[0], cards[1].width * 0.1, cards[1].height / 2)
            verify(cards[0].contains(overlap), "the point is over both cards")
            mouseClick(cards[1], cards[1].width * 0.1, cards[1].height / 2)
            tryCompare(cards[1], "selected", true)
            compare(game.turn.selectedCount, 1)
            verify(!cards[0].selected)
            mouseClick(cards[1], cards[1].width * 0.1, cards[1].height / 2)
            tryCompare(cards[1], "selected", false)

            // The keyboard: the focus moves along the hand, Space chooses.
            table.hand.focusCard(0)
            verify(cards[0].activeFocus)
            verify(findChild(cards[0], "focusRing").visible)
            keyClick(Qt.Key_Right)
            verify(cards[1].activeFocus)
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_Space)
            compare(game.turn.selectedCount, 2)
            verify(cards[1].selected && cards[3].selected)

            const kept = [cards[0].name, cards[2].name, cards[4].name, cards[5].name]
            game.turn.layAway()
            tryCompare(table.hand, "count", 4)
            const left = handCards().map(card => card.name)
            compare(left.sort(), kept.sort())
        }
    }
}
