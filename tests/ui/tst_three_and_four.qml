import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// Whole games of three and four players at the table: three-handed played by clicks and keys as
// a person plays, four-handed by the autoplayer, with the table checked at every move: each
// seat holds the cards the rules deal it, the board has a track for each side, and the game
// ends when a side reaches the target.
Item {
    id: root

    width: 1280
    height: 800

    GameSession {
        id: game

        persistent: false
        seed: "77"
        Component.onCompleted: settings.appearance.animationSpeed = Animations.Speed.Instant
    }

    Table {
        id: table

        width: parent.width * 0.76
        height: parent.height * 0.8
        session: game
        onPegged: (side, points, reason) => board.announce(side, points, reason)
    }

    SidePanel {
        id: panel

        anchors.left: table.right
        anchors.right: parent.right
        height: table.height
        session: game
        cutFraction: table.deck.cutFraction
    }

    PegBoard {
        id: board

        anchors.top: table.bottom
        width: parent.width
        height: parent.height * 0.2
        target: game.match.target
        scores: game.scene.scores
        rearPegs: game.scene.rearPegs
        gamesWon: game.scene.gamePoints
        matchGames: game.match.matchGames
        playerNames: game.scene.sideLabels
    }

    // What the table showed as each Go was said: the bubble of the seat that said it.
    property var goes: []
    // As each go point was pegged, the seats still holding cards that did not show "Go".
    property var silentPasses: []

    Connections {
        target: game.turn

        function onStepStarted(step) {
            if (step.kind === StepKind.PointsScored && !step.counted && step.said === "one for the go") {
                for (let seat = 0; seat < game.scene.seats.count; ++seat) {
                    const hand = checks.findChild(table, seat === 0 ? "hand" : "hand" + seat)
                    const bubble = checks.findChild(table, "said" + seat)
                    if (seat !== step.seat && hand.count > 0 && !(bubble.visible && bubble.said === "Go"))
                        root.silentPasses.push(seat)
                }
            }
            if (step.kind !== StepKind.GoSaid)
                return
            const bubble = checks.findChild(table, "said" + step.seat)
            const at = bubble.mapToItem(table, 0, 0)
            root.goes.push({ "seat": step.seat, "shown": bubble.visible, "said": bubble.said,
                             "inside": at.x >= 0 && at.y >= 0 && at.x + bubble.width <= table.width
                                       && at.y + bubble.height <= table.height })
        }
    }

    Component {
        id: autoplayerComponent

        Autoplayer {}
    }

    TestCase {
        id: checks

        name: "ThreeAndFour"
        when: windowShown

        function begin(players) {
            game.settings.rules.players = players
            game.settings.rules.target = 61
            game.newMatch()
            root.goes = []
            root.silentPasses = []
            compare(game.scene.seats.count, players)
            compare(board.players, players === 4 ? 2 : players, "a track for each side")
            compare(board.playerNames.length, board.players)
        }

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

        function gameOver() {
            return game.turn.prompt === TurnDriver.Prompt.NextGame
                    || game.turn.prompt === TurnDriver.Prompt.MatchOver
        }

        // What every still moment of a game of `players` shows.
        function checkTable(players) {
            const prompt = game.turn.prompt
            for (let seat = 1; seat < players; ++seat) {
                const hand = findChild(table, "hand" + seat)
                verify(hand.count <= 5, "seat " + seat + " holds at most five cards")
                verify(findChild(table, "seatName" + seat).visible, "seat " + seat + " is named")
            }
            if (prompt === TurnDriver.Prompt.LayAway) {
                compare(table.hand.count, 5, "five cards dealt to the person")
                compare(game.turn.cardsToLayAway, 1)
            }
            if (prompt === TurnDriver.Prompt.Continue) {
                verify(game.scene.cribShown)
                compare(findChild(table, "crib").count, 4, "the crib has four cards")
                for (let seat = 1; seat < players; ++seat)
                    compare(findChild(table, "played" + seat).count, 4, "seat " + seat + " showed four cards")
            }
        }

        function test_a_three_handed_game_by_clicks() {
            begin(3)
            const seen = {}
            let moves = 0
            for (; moves < 400 && !gameOver(); ++moves) {
                tryVerify(settled, 10000, "the table waits for the person")
                const prompt = game.turn.prompt
                seen[prompt] = true
                checkTable(3)
                switch (prompt) {
                case TurnDriver.Prompt.Cut:
                    mouseClick(findChild(table, "cutSpread"))
                    break
                case TurnDriver.Prompt.Deal:
                    click("dealButton")
                    break
                case TurnDriver.Prompt.LayAway:
                    clickCard(table.hand.cardAt(0))
                    click("layAwayButton")
                    break
                case TurnDriver.Prompt.Play: {
                    const card = playableCard()
                    verify(card !== null, "a card that fits")
                    clickCard(card)
                    break
                }
                case TurnDriver.Prompt.Go:
                    click("goButton")
                    break
                case TurnDriver.Prompt.Continue:
                    click("continueButton")
                    break
                case TurnDriver.Prompt.NextGame:
                case TurnDriver.Prompt.MatchOver:
                    break
                default:
                    fail("no way to answer prompt " + prompt)
                }
                compare(game.turn.refusal, "", "the move was accepted")
            }
            tryVerify(settled, 10000)
            verify(gameOver(), "the game is over")
            verify(game.scene.scores.some(score => score >= 61), game.scene.scores)
            verify(seen[TurnDriver.Prompt.LayAway] && seen[TurnDriver.Prompt.Play]
                   && seen[TurnDriver.Prompt.Continue])
            verify(moves > 20)
            checkGoes()
        }

        // Each Go is shown at the table, in a bubble inside it by the seat that said it, also the
        // Go of a seat that passes as the go point is pegged at once.
        function checkGoes() {
            verify(root.goes.length > 0, "Go was said")
            const seats = new Set()
            for (const go of root.goes) {
                verify(go.shown && go.said === "Go" && go.inside, JSON.stringify(go))
                seats.add(go.seat)
            }
            verify(seats.size > 1, "more than one seat said Go")
            compare(root.silentPasses, [], "every seat that could not play for the go shows its Go")
        }

        function test_a_four_handed_game_by_the_autoplayer() {
            begin(4)
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            let moves = 0
            for (; moves < 600 && !gameOver(); ++moves) {
                tryVerify(settled, 10000, "the table waits for the person")
                checkTable(4)
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && settled(), 10000)
            }
            verify(gameOver(), "the game is over")
            compare(game.scene.scores.length, 2, "partners share a score")
            verify(game.scene.scores.some(score => score >= 61), game.scene.scores)
            verify(moves > 10, moves)
            checkGoes()
        }
    }
}
