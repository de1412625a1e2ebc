import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// A whole game played through the table as a person plays it, by clicks and keys, from
// the cut for the deal to the game's end, with instant animations.
Item {
    id: root

    width: 1280
    height: 700

    GameSession {
        id: game

        persistent: false
        seed: "2024"
        // The rules of a match are fixed when it begins: set them, then begin again.
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
        id: panel

        anchors.left: table.right
        anchors.right: parent.right
        height: parent.height
        session: game
        cutFraction: table.deck.cutFraction
    }

    TestCase {
        name: "WholeGame"
        when: windowShown

        function settled() {
            return !game.turn.busy && !game.turn.thinking && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        function click(name) {
            const button = findChild(panel, name)
            verify(button && button.visible && button.enabled, name + " is there to press")
            mouseClick(button)
        }

        function clickCard(card) {
            mouseClick(card, card.width * 0.2, card.height * 0.5)
        }

        function playableCard() {
            for (let i = 0; i < table.hand.count; ++i) {
                const card = table.hand.cardAt(i)
                if (card.playable)
                    return card
            }
            return null
        }

        function test_a_game_from_the_cut_to_the_end() {
            const seen = {}
            let moves = 0
            for (; moves < 400; ++moves) {
                tryVerify(settled, 10000, "the table waits for the person")
                const prompt = game.turn.prompt
                seen[prompt] = true
                if (prompt === TurnDriver.Prompt.NextGame || prompt === TurnDriver.Prompt.MatchOver)
                    break
                switch (prompt) {
                case TurnDriver.Prompt.Cut:
                    mouseClick(findChild(table, "cutSpread"))
                    break
                case TurnDriver.Prompt.Deal:
                    click("dealButton")
                    break
                case TurnDriver.Prompt.LayAway:
                    clickCard(table.hand.cardAt(0))
                    clickCard(table.hand.cardAt(1))
                    click("layAwayButton")
                    break
                case TurnDriver.Prompt.Play: {
                    verify(findChild(table, "starterLabel").visible, "the starter is labelled")
                    const card = playableCard()
                    verify(card !== null, "a card that fits")
                    verify(!findChild(panel, "goButton").visible, "no Go while a card fits")
                    clickCard(card)
                    break
                }
                case TurnDriver.Prompt.Go:
                    for (let i = 0; i < table.hand.count; ++i)
                        verify(!table.hand.cardAt(i).playable)
                    click("goButton")
                    break
                case TurnDriver.Prompt.Continue:
                    verify(game.scene.cribShown)
                    compare(findChild(panel, "continueButton").text.indexOf(
                                game.turn.personDealsNext ? "Deal" : "Continue"), 0,
                            "the button says who deals next")
                    click("continueButton")
                    break
                default:
                    fail("no way to answer prompt " + prompt)
                }
                compare(game.turn.refusal, "", "the move was accepted")
            }
            verify(game.turn.prompt === TurnDriver.Prompt.NextGame || game.turn.prompt === TurnDriver.Prompt.MatchOver)
            verify(game.scene.scores[0] >= 61 || game.scene.scores[1] >= 61)
            verify(seen[TurnDriver.Prompt.LayAway] && seen[TurnDriver.Prompt.Play]
                   && seen[TurnDriver.Prompt.Continue])
            verify(moves > 20)
        }
    }
}
