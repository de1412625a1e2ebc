import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// With animations on, the table sets the pace: each step waits for the table to ask for the
// next one, and the deal arrives card by card.
Item {
    id: root

    width: 1100
    height: 620

    GameSession {
        id: game

        persistent: false
        seed: "21"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Fast
            settings.rules.randomFirstDealer = true
        }
    }

    Table {
        id: table

        anchors.fill: parent
        session: game
    }

    SignalSpy {
        id: steps

        target: game.turn
        signalName: "stepStarted"
    }

    TestCase {
        name: "Pacing"
        when: windowShown

        function init() {
            game.settings.appearance.animationSpeed = Animations.Speed.Fast
        }

        function settled() {
            return !game.turn.busy && !game.turn.thinking && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        // The person's side played plainly through the turn driver, up to the end of a hand.
        function playToTheEndOfTheHand() {
            for (let moves = 0; moves < 100; ++moves) {
                tryVerify(settled, 10000)
                switch (game.turn.prompt) {
                case TurnDriver.Prompt.Continue:
                    return
                case TurnDriver.Prompt.Cut:
                    game.turn.cut(0.5)
                    break
                case TurnDriver.Prompt.Deal:
                    game.turn.continueGame()
                    break
                case TurnDriver.Prompt.LayAway:
                    game.turn.toggleSelected(table.hand.cardIndexAt(0))
                    game.turn.toggleSelected(table.hand.cardIndexAt(1))
                    game.turn.layAway()
                    break
                case TurnDriver.Prompt.Play: {
                    let i = 0
                    while (!table.hand.cardAt(i).playable)
                        ++i
                    game.turn.play(table.hand.cardIndexAt(i))
                    break
                }
                case TurnDriver.Prompt.Go:
                    game.turn.go()
                    break
                default:
                    fail("no way to answer prompt " + game.turn.prompt)
                }
            }
            fail("the hand did not end")
        }

        function centre(item) {
            return item.mapToItem(table, item.width / 2, item.height / 2)
        }

        function test_the_cards_go_back_to_the_pack_before_the_next_deal() {
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.newMatch()
            playToTheEndOfTheHand()
            const played = findChild(table, "played").cardAt(0)
            const crib = findChild(table, "crib").cardAt(0)
            const deck = findChild(table, "deck")
            verify(played.faceShown)
            // (Beside the pack or above it: the cards played at the bottom lie level with it
            // since the table grew with the window, issue 34.)
            verify(Math.abs(centre(played).x - centre(deck).x) > deck.width / 2
                   || Math.abs(centre(played).y - centre(deck).y) > deck.height / 2, "apart from the pack")

            game.settings.appearance.animationSpeed = Animations.Speed.Fast
            const kinds = []
            const record = step => kinds.push(step.kind)
            game.turn.stepStarted.connect(record)
            game.turn.continueGame()
            tryVerify(() => kinds.indexOf(StepKind.Gather) >= 0, 5000)
            compare(table.pacer.gathering, true)
            // Every card flies to the pack and turns face down while the next deal waits.
            for (const card of [played, crib])
                tryVerify(() => Math.abs(centre(card).x - centre(deck).x) < 1
                          && Math.abs(centre(card).y - centre(deck).y) < 1 && !card.faceShown, 2000)
            compare(kinds[kinds.length - 1], StepKind.Gather, "the table still waits for the cards")
            tryVerify(() => kinds.indexOf(StepKind.CardDealt) >= 0, 5000)
            compare(kinds.slice(kinds.indexOf(StepKind.Gather), kinds.indexOf(StepKind.Gather) + 3),
                    [StepKind.Gather, StepKind.Shuffle, StepKind.CardDealt])
            compare(table.pacer.gathering, false)
            compare(findChild(table, "played").count, 0)
            game.turn.stepStarted.disconnect(record)
        }

        function test_instant_gathers_without_waiting() {
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.newMatch()
            playToTheEndOfTheHand()
            let turnsOfTheEventLoop = 0
            const kinds = []
            const record = step => {
                if (step.kind === StepKind.Gather)
                    Qt.callLater(() => ++turnsOfTheEventLoop)
                if (step.kind === StepKind.Shuffle)
                    compare(turnsOfTheEventLoop, 0, "the shuffle at once after the gather")
                kinds.push(step.kind)
            }
            game.turn.stepStarted.connect(record)
            game.turn.continueGame()
            tryVerify(() => kinds.indexOf(StepKind.Shuffle) >= 0, 5000)
            game.turn.stepStarted.disconnect(record)
            verify(kinds.indexOf(StepKind.Gather) >= 0)
        }

        function test_the_deal_is_shown_card_by_card() {
            compare(Theme.animationScale, 0.5)
            const handSizes = []
            const times = []
            const record = step => {
                if (step.kind === StepKind.CardDealt && step.card >= 0) {
                    handSizes.push(table.hand.count)
                    times.push(Date.now())
                }
            }
            game.turn.stepStarted.connect(record)
            game.newMatch()
            tryVerify(() => game.turn.prompt === TurnDriver.Prompt.Deal
                      || game.turn.prompt === TurnDriver.Prompt.LayAway
                      || game.turn.busy || game.turn.thinking, 5000)
            if (game.turn.prompt === TurnDriver.Prompt.Deal)
                game.turn.continueGame()
            tryCompare(game.turn, "prompt", TurnDriver.Prompt.LayAway, 10000)
            game.turn.stepStarted.disconnect(record)
            compare(handSizes, [1, 2, 3, 4, 5, 6])
            // Each card waited for the one before it to be dealt on the table.
            verify(times[5] - times[0] >= 500, "five rounds of the deal at 2 x 60 ms")
            verify(steps.count >= 14)
        }
    }
}
