import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// Two people at one screen: the screen is passed between them under a cover that hides every
// hand but leaves the cards played and the starter in view, lifted by the Ready button, by
// mouse or by the keyboard alone; meanwhile neither the review nor undo is offered; a new
// match of people is chosen in the New match dialog.
Item {
    id: root

    width: 1024
    height: 640

    GameSession {
        id: game

        persistent: false
        seed: "3"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
            settings.setPersonAt(1, true)
            settings.setNameAt(0, "Maria")
            settings.setNameAt(1, "Tom")
            newMatch()
        }
    }

    Table {
        id: table

        width: parent.width * 0.76
        height: parent.height
        session: game
    }

    PassScreen {
        id: cover

        anchors.fill: parent
        turn: game.turn
        unit: 14
        boxArea: table.layout.passRect
    }

    NewGameDialog {
        id: dialog

        session: game
        unit: 14
    }

    GameMenu {
        id: menu

        newGameDialog: dialog
        session: game
    }

    TestCase {
        name: "PassScreen"
        when: windowShown

        // Plays each person's part, and passes the screen, until it is to be passed to someone
        // who holds cards.
        function untilPassed() {
            for (let i = 0; i < 60; ++i) {
                tryVerify(() => !game.turn.busy && !game.turn.thinking
                          && game.turn.prompt !== TurnDriver.Prompt.None
                          && game.turn.prompt !== TurnDriver.Prompt.Wait, 5000)
                const hand = game.scene.screenHand
                const card = row => hand.data(hand.index(row, 0), CardListModel.CardIndexRole)
                switch (game.turn.prompt) {
                case TurnDriver.Prompt.Pass:
                    if (hand.rowCount() > 0)
                        return
                    game.turn.ready()
                    break
                case TurnDriver.Prompt.Cut:
                    game.turn.cut(0.5)
                    break
                case TurnDriver.Prompt.LayAway:
                    game.turn.toggleSelected(card(0))
                    game.turn.toggleSelected(card(1))
                    game.turn.layAway()
                    break
                case TurnDriver.Prompt.Play:
                    for (let row = 0; row < hand.rowCount(); ++row) {
                        if (hand.data(hand.index(row, 0), CardListModel.PlayableRole)) {
                            game.turn.play(card(row))
                            break
                        }
                    }
                    break
                case TurnDriver.Prompt.Go:
                    game.turn.go()
                    break
                default:
                    game.turn.continueGame()
                }
            }
            fail("the screen was never passed to someone holding cards")
        }

        function faceUpInHand() {
            const hand = game.scene.screenHand
            let named = 0
            for (let row = 0; row < hand.rowCount(); ++row)
                named += hand.data(hand.index(row, 0), CardListModel.CodeRole) !== "" ? 1 : 0
            return named
        }

        // The menu's action called `text`.
        function menuAction(text) {
            for (let i = 0; i < menu.count; ++i) {
                const action = menu.actionAt(i)
                if (action && action.text === text)
                    return action
            }
            fail("no action " + text)
        }

        function overlap(a, b) {
            return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5
                    && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5
        }

        function test_the_cards_played_stay_in_view_and_the_review_is_not_offered() {
            game.newMatch()
            let played = []
            for (let passes = 0; played.length === 0; ++passes) {
                verify(passes < 10, "a pass with cards played")
                if (passes > 0)
                    game.turn.ready()
                untilPassed()
                // The screen's seat's cards played, and the other seat's (named by its number).
                for (const name of ["starter", "played", "played0", "played1"]) {
                    const row = findChild(table, name)
                    for (let i = 0; row && i < row.count; ++i)
                        played.push(row.cardAt(i))
                }
            }
            const box = findChild(cover, "passBox")
            const boxRect = box.mapToItem(root, 0, 0, box.width, box.height)
            for (const card of played) {
                verify(card.visible)
                const cardRect = card.mapToItem(root, 0, 0, card.width, card.height)
                verify(!overlap(cardRect, boxRect), "a card played " + cardRect + " in view beside the box " + boxRect)
            }
            verify(!menuAction("&Review the last deal…").enabled, "no review while the screen is passed")
            verify(!menuAction("&Undo").enabled, "no undo while the screen is passed")
            verify(findChild(cover, "readyButton").activeFocus)
            keyClick(Qt.Key_Enter)
            verify(menuAction("&Review the last deal…").enabled)
        }

        function test_a_click_on_ready_shows_the_hand_of_the_person_passed_to() {
            untilPassed()
            const name = game.turn.passingTo
            verify(name === "Maria" || name === "Tom", name)
            verify(cover.visible)
            compare(findChild(cover, "passTitle").text, "Pass the screen to " + name)
            compare(faceUpInHand(), 0)
            mouseClick(findChild(cover, "readyButton"))
            verify(!cover.visible)
            compare(game.turn.passingTo, "")
            verify(faceUpInHand() > 0)
            verify(game.turn.promptText.startsWith(name), game.turn.promptText)
        }

        function test_enter_alone_lifts_the_cover() {
            game.settings.setPersonAt(1, true)
            game.newMatch()
            untilPassed()
            tryVerify(() => findChild(cover, "readyButton").activeFocus, 2000)
            keyClick(Qt.Key_Return)
            verify(!cover.visible)
            verify(faceUpInHand() > 0)
        }

        function test_a_new_match_seats_a_person_by_name() {
            dialog.ask(true)
            tryCompare(dialog, "opened", true)
            const box = findChild(dialog.contentItem, "levelBox1")
            box.activated(box.count - 1) // A person here
            const field = findChild(dialog.contentItem, "nameField1")
            tryVerify(() => field.visible)
            verify(findChild(dialog.contentItem, "nameField0").visible, "the first person is named too")
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_A)
            keyClick(Qt.Key_N)
            keyClick(Qt.Key_A)
            dialog.accept()
            compare(game.settings.seatNames[1], "ana")
            compare(game.match.tableOfPeople, true)
            dialog.ask(true)
            tryCompare(dialog, "opened", true)
            findChild(dialog.contentItem, "levelBox1").activated(0)
            dialog.accept()
            compare(game.settings.seatPeople[1], false)
            compare(game.match.tableOfPeople, false)
        }
    }
}
