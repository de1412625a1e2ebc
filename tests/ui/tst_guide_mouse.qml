import QtQuick
import QtTest
import Cribbage.Ui

// The guided first game walked to its end with the mouse alone: a click on the pack to cut, on
// the cards to choose and play, on the panel's buttons and on the callout's Next; "Back to your
// game" (in the callout, or the panel's Continue) brings the person's own game back as it was.
// Left in the middle, by the Leave button or by Escape, the guide brings it back too.
Item {
    id: root

    width: 1280
    height: 700

    GameSession {
        id: game

        persistent: false
        seed: "2024"
        Component.onCompleted: {
            settings.appearance.animationSpeed = Animations.Speed.Instant
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
        name: "GuideMouse"
        when: windowShown

        readonly property GuidedGame guide: game.guide
        property var personsHand: []
        property var personsScores: []

        function settled() {
            return !game.turn.busy && !game.turn.thinking && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        function guideOrPersonWaits() {
            return guide.waitsForNext || settled()
        }

        function handNames() {
            const names = []
            for (let i = 0; i < table.hand.count; ++i)
                names.push(table.hand.cardAt(i).name)
            return names
        }

        // A button that a person can see and press, inside the window.
        function clickButton(button, name) {
            verify(button && button.visible && button.enabled, name + " is there to press")
            // A button just shown takes its place at its columns' next polish, as a person sees it.
            for (let item = button.parent; item; item = item.parent) {
                if (isPolishScheduled(item))
                    verify(waitForItemPolished(item), name + "'s place is settled")
            }
            const at = button.mapToItem(root, 0, 0)
            verify(at.x >= 0 && at.y >= 0 && at.x + button.width <= root.width
                   && at.y + button.height <= root.height, name + " is inside the window")
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

        // The person's move for the prompt, by clicks.
        function moveByMouse() {
            switch (game.turn.prompt) {
            case TurnDriver.Prompt.Cut:
                mouseClick(findChild(table, "cutSpread"))
                break
            case TurnDriver.Prompt.Deal:
                clickButton(findChild(panel, "dealButton"), "Deal")
                break
            case TurnDriver.Prompt.LayAway:
                clickCard(table.hand.cardAt(0))
                clickCard(table.hand.cardAt(1))
                compare(game.turn.selectedCount, 2, "the clicks chose two cards")
                clickButton(findChild(panel, "layAwayButton"), "Lay away")
                break
            case TurnDriver.Prompt.Play: {
                const card = playableCard()
                verify(card !== null, "a card that fits")
                const before = table.hand.count
                clickCard(card)
                verify(table.hand.count < before || game.turn.prompt !== TurnDriver.Prompt.Play,
                       "the click played the card")
                break
            }
            case TurnDriver.Prompt.Go:
                clickButton(findChild(panel, "goButton"), "Go")
                break
            default:
                fail("no click for prompt " + game.turn.prompt)
            }
            compare(game.turn.refusal, "", "the move was accepted")
        }

        // Reads and moves by clicks until the guide's lesson is `lesson`.
        function walkTo(lesson) {
            const callout = findChild(table, "guideCallout")
            for (let moves = 0; moves < 200 && guide.lesson !== lesson; ++moves) {
                tryVerify(guideOrPersonWaits, 10000, "the guide or the game waits for the person")
                verify(callout.visible, "the callout shows lesson " + guide.lesson)
                compare(findChild(callout, "guideText").text, guide.text)
                if (guide.waitsForNext)
                    clickButton(findChild(callout, "guideNextButton"), "Next")
                else
                    moveByMouse()
            }
            compare(guide.lesson, lesson)
        }

        function verifyThePersonsGameIsBack() {
            verify(!guide.active, "the guide is left")
            verify(!findChild(table, "guideCallout").visible)
            tryVerify(settled, 10000, "the person's game waits for the person")
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            compare(handNames(), personsHand)
            compare(game.scene.scores, personsScores)
        }

        // The person's own game, at its lay away, before the guide is begun.
        function initTestCase() {
            for (let moves = 0; moves < 10 && game.turn.prompt !== TurnDriver.Prompt.LayAway; ++moves) {
                tryVerify(settled, 10000, "the table waits for the person")
                if (game.turn.prompt !== TurnDriver.Prompt.LayAway)
                    moveByMouse()
            }
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            personsHand = handNames()
            personsScores = game.scene.scores
            compare(personsHand.length, 6)
        }

        function test_the_guide_to_its_end_by_clicks() {
            guide.begin()
            walkTo(Guide.Lesson.Finished)
            const leave = findChild(table, "guideLeaveButton")
            compare(leave.text, "Back to your game")
            clickButton(leave, "Back to your game")
            verifyThePersonsGameIsBack()
        }

        // After the last lesson the panel's Continue says where it leads, and leads there:
        // the guided game is one deal, not a game to play on.
        function test_continue_after_the_last_lesson_leads_back() {
            guide.begin()
            walkTo(Guide.Lesson.Finished)
            compare(game.turn.prompt, TurnDriver.Prompt.Continue)
            const goOn = findChild(panel, "continueButton")
            compare(goOn.name, "Back to your game")
            clickButton(goOn, "Back to your game")
            verifyThePersonsGameIsBack()
        }

        function covers(a, b) {
            const ra = a.mapToItem(root, 0, 0)
            const rb = b.mapToItem(root, 0, 0)
            return ra.x < rb.x + b.width && rb.x < ra.x + a.width
                    && ra.y < rb.y + b.height && rb.y < ra.y + a.height
        }

        // On a table as small as the game's smallest window leaves it (1024x640 less the menu
        // and the board), the callout stands beside what it talks about, not over it: the
        // starter (his heels) and the count (15, 31).
        function test_the_callout_leaves_the_starter_and_the_count_in_sight() {
            root.width = 1024
            root.height = 490
            guide.begin()
            const bubble = findChild(table, "guideBubble")
            const count = findChild(table, "count")
            const starter = findChild(table, "starter")
            let seen = 0
            for (let moves = 0; moves < 200 && guide.lesson !== Guide.Lesson.Finished; ++moves) {
                tryVerify(guideOrPersonWaits, 10000, "the guide or the game waits for the person")
                if (!guide.waitsForNext) {
                    moveByMouse()
                    continue
                }
                waitForRendering(bubble)
                if (guide.lesson === Guide.Lesson.Starter) {
                    verify(!covers(bubble, starter), "the callout leaves the starter in sight")
                    ++seen
                } else if (guide.lesson === Guide.Lesson.Play && count.visible) {
                    verify(!covers(bubble, count), "the callout leaves the count in sight: " + count.text)
                    ++seen
                }
                clickButton(findChild(bubble, "guideNextButton"), "Next")
            }
            verify(seen > 2, "the starter and the count were looked at")
            guide.leave()
            root.width = 1280
            root.height = 700
            verifyThePersonsGameIsBack()
        }

        function test_leaving_in_the_middle_by_the_button() {
            guide.begin()
            walkTo(Guide.Lesson.Play)
            const leave = findChild(table, "guideLeaveButton")
            compare(leave.text, "Leave the guide")
            clickButton(leave, "Leave the guide")
            verifyThePersonsGameIsBack()
        }

        // Next goes when the guide waits for the person's move; a second click where it was (a
        // double click, an impatient one) must not land on the way out, nor on a card or the
        // pack under the callout.
        function test_a_second_click_on_next_stays_in_the_guide() {
            guide.begin()
            const callout = findChild(table, "guideCallout")
            const next = findChild(callout, "guideNextButton")
            let secondClicks = 0
            for (let moves = 0; moves < 200 && guide.lesson !== Guide.Lesson.Finished; ++moves) {
                tryVerify(guideOrPersonWaits, 10000, "the guide or the game waits for the person")
                if (!guide.waitsForNext) {
                    moveByMouse()
                    continue
                }
                waitForRendering(next)
                const at = next.mapToItem(root, next.width / 2, next.height / 2)
                clickButton(next, "Next")
                if (guide.waitsForNext)
                    continue
                waitForRendering(callout)
                const prompt = game.turn.prompt
                const cards = table.hand.count
                const selected = game.turn.selectedCount
                mouseClick(root, at.x, at.y)
                verify(guide.active, "a second click on Next left the guide at lesson " + guide.lesson)
                // While steps are shown (prompt None) the table goes on by itself: the prompt
                // may change, but no card of the person's moves and none is chosen.
                const personCouldMove = prompt !== TurnDriver.Prompt.None && prompt !== TurnDriver.Prompt.Wait
                verify((!personCouldMove || game.turn.prompt === prompt) && table.hand.count === cards
                       && game.turn.selectedCount === selected, "a second click on Next made no move at lesson " + guide.lesson)
                ++secondClicks
            }
            verify(secondClicks > 0, "Next went after a click")
            guide.leave()
            verifyThePersonsGameIsBack()
        }

        function test_leaving_in_the_middle_by_escape() {
            guide.begin()
            walkTo(Guide.Lesson.LayAway)
            keyClick(Qt.Key_Escape)
            verifyThePersonsGameIsBack()
        }
    }
}
