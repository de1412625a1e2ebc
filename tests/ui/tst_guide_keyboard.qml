import QtQuick
import QtTest
import Cribbage.Ui

// The guided first game walked to its end with the keyboard alone: Enter on the pack to cut,
// arrows and Space to choose, L to lay away, the play keys, Enter for Next; then "Back to your
// game", reached by Tab, or Enter (Continue) brings the person's own game back as it was.
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

    // Every lesson the guide shows, in order.
    property var lessons: []

    Connections {
        target: game.guide

        function onLessonChanged() {
            if (root.lessons[root.lessons.length - 1] !== game.guide.lesson)
                root.lessons.push(game.guide.lesson)
        }
    }

    TestCase {
        name: "GuideKeyboard"
        when: windowShown

        readonly property GuidedGame guide: game.guide

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
                if (table.hand.cardAt(at).playable)
                    return
                keyClick(Qt.Key_Right)
            }
            fail("no card fits")
        }

        // The person's move for the prompt, by keys.
        function moveByKeys() {
            switch (game.turn.prompt) {
            case TurnDriver.Prompt.Cut:
                verify(table.deck.activeFocus, "the pack has the focus")
                keyClick(Qt.Key_Return)
                break
            case TurnDriver.Prompt.Deal:
                keyClick(Qt.Key_Return)
                break
            case TurnDriver.Prompt.LayAway:
                verify(focusedCard() >= 0, "the hand has the focus")
                keyClick(Qt.Key_Space)
                keyClick(focusedCard() + 1 < table.hand.count ? Qt.Key_Right : Qt.Key_Left)
                keyClick(Qt.Key_Space)
                compare(game.turn.selectedCount, 2)
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
                fail("no key for prompt " + game.turn.prompt)
            }
            compare(game.turn.refusal, "", "the move was accepted")
        }

        property var personsHand: []
        property var personsScores: []

        // The person's own game, at the lay away, before the guide is begun.
        function initTestCase() {
            for (let moves = 0; moves < 10 && game.turn.prompt !== TurnDriver.Prompt.LayAway; ++moves) {
                tryVerify(settled, 10000, "the table waits for the person")
                if (game.turn.prompt !== TurnDriver.Prompt.LayAway)
                    moveByKeys()
            }
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            personsHand = handNames()
            personsScores = game.scene.scores
            compare(personsHand.length, 6)
        }

        function verifyThePersonsGameIsBack() {
            verify(!guide.active, "the guide is left")
            verify(!findChild(table, "guideCallout").visible)
            tryVerify(settled, 10000, "the person's game waits for the person")
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            compare(handNames(), personsHand)
            compare(game.scene.scores, personsScores)
            verify(focusedCard() >= 0, "the keyboard is back on the person's hand")
        }

        function test_the_guide_to_its_end_by_keys() {
            root.lessons = []
            guide.begin()
            verify(guide.active)
            const callout = findChild(table, "guideCallout")
            const next = findChild(table, "guideNextButton")
            let moves = 0
            for (; moves < 200 && guide.lesson !== Guide.Lesson.Finished; ++moves) {
                tryVerify(guideOrPersonWaits, 10000, "the guide or the game waits for the person")
                verify(callout.visible, "the callout shows the lesson")
                compare(findChild(callout, "guideTitle").text, guide.title)
                if (guide.waitsForNext) {
                    verify(next.visible && next.activeFocus, "Next has the focus")
                    keyClick(Qt.Key_Return)
                } else {
                    moveByKeys()
                }
            }
            compare(guide.lesson, Guide.Lesson.Finished)
            for (const lesson of [Guide.Lesson.CutForDeal, Guide.Lesson.Deal,
                                  Guide.Lesson.LayAway, Guide.Lesson.Starter,
                                  Guide.Lesson.Play, Guide.Lesson.ShowPone,
                                  Guide.Lesson.ShowDealer, Guide.Lesson.Crib])
                verify(root.lessons.indexOf(lesson) >= 0, "lesson " + lesson + " was shown: " + root.lessons)

            const leave = findChild(callout, "guideLeaveButton")
            compare(leave.text, "Back to your game")
            // Tab to it and press it (Escape, the other way out, is walked in tst_guide_mouse).
            for (let tabs = 0; tabs < 10 && !leave.activeFocus; ++tabs)
                keyClick(Qt.Key_Tab)
            verify(leave.activeFocus, "Tab reaches \"Back to your game\"")
            keyClick(Qt.Key_Space)
            verifyThePersonsGameIsBack()
        }

        // After the last lesson Enter, the key of Continue, leads back to the person's game: the
        // guided game is one deal.
        function test_enter_after_the_last_lesson_leads_back() {
            guide.begin()
            for (let moves = 0; moves < 200 && guide.lesson !== Guide.Lesson.Finished; ++moves) {
                tryVerify(guideOrPersonWaits, 10000, "the guide or the game waits for the person")
                if (guide.waitsForNext)
                    keyClick(Qt.Key_Return)
                else
                    moveByKeys()
            }
            compare(guide.lesson, Guide.Lesson.Finished)
            tryVerify(settled, 10000, "the table waits for the person")
            compare(game.turn.prompt, TurnDriver.Prompt.Continue)
            keyClick(Qt.Key_Return)
            verifyThePersonsGameIsBack()
        }
    }
}
