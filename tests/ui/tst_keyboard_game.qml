import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// A whole game played with the keyboard alone, from the cut for the deal to the game's end,
// with two, three and four players.
Item {
    id: root

    width: 1280
    height: 700

    GameSession {
        id: game

        persistent: false
        seed: "77"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
            settings.rules.target = 61
            newMatch()
        }
    }

    Table {
        id: table

        width: parent.width * 0.76
        height: parent.height
        session: game
    }

    SidePanel {
        anchors.left: table.right
        anchors.right: parent.right
        height: parent.height
        session: game
        cutFraction: table.deck.cutFraction
    }

    TestCase {
        name: "KeyboardGame"
        when: windowShown

        function settled() {
            return !game.turn.busy && !game.turn.thinking && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        function focusedCard() {
            for (let i = 0; i < table.hand.count; ++i) {
                if (table.hand.cardAt(i).activeFocus)
                    return i
            }
            return -1
        }

        // Left to the first card, then Right until the focus is on a card that fits.
        function focusPlayableCard() {
            for (let i = 0; i < table.hand.count; ++i)
                keyClick(Qt.Key_Left)
            for (let i = 0; i < table.hand.count; ++i) {
                const at = focusedCard()
                verify(at >= 0, "a card of the hand has the focus")
                verify(findChild(table.hand.cardAt(at), "focusRing").visible, "the focus shows")
                if (table.hand.cardAt(at).playable)
                    return
                keyClick(Qt.Key_Right)
            }
            fail("no card fits")
        }

        function test_a_game_with_the_keyboard_alone_data() {
            return [{ "tag": "two players", "players": 2 }, { "tag": "three players", "players": 3 },
                    { "tag": "four players", "players": 4 }]
        }

        function test_a_game_with_the_keyboard_alone(data) {
            game.settings.rules.players = data.players
            game.newMatch()
            let moves = 0
            for (; moves < 400; ++moves) {
                tryVerify(settled, 10000, "the table waits for the person")
                const prompt = game.turn.prompt
                if (prompt === TurnDriver.Prompt.NextGame || prompt === TurnDriver.Prompt.MatchOver)
                    break
                switch (prompt) {
                case TurnDriver.Prompt.Cut:
                    verify(table.deck.activeFocus, "the pack has the focus")
                    keyClick(Qt.Key_Right)
                    keyClick(Qt.Key_Return)
                    break
                case TurnDriver.Prompt.Deal:
                case TurnDriver.Prompt.Continue:
                    keyClick(Qt.Key_Return)
                    break
                case TurnDriver.Prompt.LayAway:
                    verify(focusedCard() >= 0, "the hand has the focus")
                    keyClick(Qt.Key_Space)
                    if (game.turn.cardsToLayAway === 2) {
                        keyClick(focusedCard() + 1 < table.hand.count ? Qt.Key_Right : Qt.Key_Left)
                        keyClick(Qt.Key_Space)
                    }
                    compare(game.turn.selectedCount, data.players === 2 ? 2 : 1)
                    keyClick(Qt.Key_L)
                    break
                case TurnDriver.Prompt.Play:
                    focusPlayableCard()
                    keyClick(Qt.Key_Space)
                    break
                case TurnDriver.Prompt.Go:
                    keyClick(Qt.Key_G)
                    break
                default:
                    fail("no key for prompt " + prompt)
                }
                compare(game.turn.refusal, "", "the move was accepted")
            }
            verify(game.scene.scores.some(score => score >= 61), game.scene.scores)
            verify(moves > 20)
            game.settings.rules.players = 2
        }
    }
}
