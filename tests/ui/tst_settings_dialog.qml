pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// The settings dialog shows the settings in words, changes them, and fits the window.
Item {
    id: root

    width: 1100
    height: 700

    GameSession {
        id: game

        persistent: false
    }

    Autoplayer {
        id: autoplayer

        session: game
    }

    SettingsDialog {
        id: dialog

        session: game
        unit: 14
        anchors.centerIn: parent
    }

    // The window's content at 1024x640 (the smallest window), below the menu bar.
    Item {
        id: smallWindow

        width: 1024
        height: 600
    }

    Component {
        id: dialogComponent

        SettingsDialog {
            session: game
            unit: 14
            anchors.centerIn: parent
        }
    }

    TestCase {
        name: "SettingsDialog"
        when: windowShown

        // Each test starts from the defaults, in a match played by them.
        function init() {
            game.settings.rules.target = 121
            game.settings.rules.muggins = false
            game.settings.rules.skunk = Core.SkunkRule.SkunkAndDoubleSkunk
            game.settings.level = Core.Level.Medium
            game.settings.appearance.cardBack = ""
            game.settings.coaching.hints = false
            game.settings.rules.cribFourCardFlush = false
            game.settings.rules.fiveCardFlushOnly = false
            game.settings.rules.players = 2
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.newMatch()
        }

        function settled() {
            return !game.turn.busy && !game.turn.thinking && autoplayer.remaining === 0
                    && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        // Rules chosen before the first card of a match apply to it: the person's side plays
        // until the cards are dealt, after which they wait for the next match.
        function dealFirst() {
            for (let i = 0; i < 20 && !game.match.gameInProgress; ++i) {
                tryVerify(settled, 5000)
                if (!game.match.gameInProgress)
                    autoplayer.play(1)
            }
            verify(game.match.gameInProgress)
        }

        function openDialog(which) {
            which.open()
            tryCompare(which, "opened", true)
            waitForRendering(which.contentItem)
        }

        function closeDialog(which) {
            which.close()
            tryCompare(which, "visible", false)
        }

        function texts(box) {
            const all = []
            for (let i = 0; i < box.count; ++i)
                all.push(box.textAt(i))
            return all
        }

        function test_the_dialog_changes_the_settings() {
            dealFirst()
            openDialog(dialog)
            const muggins = findChild(dialog.contentItem, "mugginsSwitch")
            verify(muggins)
            compare(muggins.checked, false)
            mouseClick(muggins)
            compare(game.settings.rules.muggins, true)
            const target = findChild(dialog.contentItem, "targetBox")
            compare(target.currentText, "121")
            target.currentIndex = 0
            target.activated(0)
            compare(game.settings.rules.target, 61)
            // Once a card is dealt, rules take effect with the next match.
            wait(0)
            compare(game.match.target, 121)
            game.newMatch()
            compare(game.match.target, 61)
            dealFirst()
            const cribFlush = findChild(dialog.contentItem, "cribFlushSwitch")
            compare(cribFlush.checked, false)
            mouseClick(cribFlush)
            compare(game.settings.rules.cribFourCardFlush, true)
            verify(game.settings.rulesPending)
            closeDialog(dialog)
        }

        function test_choices_are_words_for_a_person() {
            openDialog(dialog)
            const level = findChild(dialog.contentItem, "levelBox1")
            compare(texts(level), ["Beginner", "Easy", "Medium", "Hard", "Expert"])
            compare(level.currentText, "Medium")
            level.activated(4)
            compare(game.settings.level, Core.Level.Expert)
            compare(level.currentText, "Expert")

            const backs = findChild(dialog.contentItem, "cardBackBox")
            compare(texts(backs), ["Royal blue", "Classic red", "Green ornament"])
            backs.activated(1)
            compare(game.settings.appearance.cardBack, "classic-red")
            compare(backs.currentText, "Classic red")

            const skunk = findChild(dialog.contentItem, "skunkBox")
            skunk.activated(1)
            compare(game.settings.rules.skunk, Core.SkunkRule.Lurch)
            compare(skunk.currentText, "Lurch")

            const speed = findChild(dialog.contentItem, "speedBox")
            speed.activated(0)
            compare(game.settings.appearance.animationSpeed, Animations.Speed.Instant)
            compare(speed.currentText, "Instant")
            closeDialog(dialog)
        }

        // The system's language or one named in itself, spoken from the next launch.
        function test_the_language_waits_for_the_next_launch() {
            openDialog(dialog)
            const language = findChild(dialog.contentItem, "languageBox")
            const note = findChild(dialog.contentItem, "languageNote")
            compare(texts(language).slice(0, 3), ["System", "English", "Español"])
            compare(language.currentText, "System")
            verify(!note.visible)
            language.activated(2)
            compare(game.settings.language, "es")
            verify(note.visible)
            language.activated(0)
            compare(game.settings.language, "")
            verify(!note.visible)
            closeDialog(dialog)
        }

        // Every text of every choice shows whole in its box.
        function test_choices_are_wide_enough_for_their_texts() {
            const dialog = createTemporaryObject(dialogComponent, root)
            openDialog(dialog)
            for (const name of ["targetBox", "skunkBox", "firstDealerBox", "languageBox", "levelBox1", "speedBox",
                                "cardBackBox", "textSizeBox"]) {
                const box = findChild(dialog.contentItem, name)
                const chosen = box.currentIndex
                for (let i = 0; i < box.count; ++i) {
                    box.currentIndex = i
                    verify(box.contentItem.contentWidth <= box.contentItem.width - box.contentItem.leftPadding
                           - box.contentItem.rightPadding + 0.5,
                           name + ": \"" + box.currentText + "\" fits (" + box.contentItem.contentWidth
                           + " in " + box.contentItem.width + ")")
                }
                box.currentIndex = chosen
            }
            closeDialog(dialog)
        }

        // One level for each computer, named by its place at the table; each applies to its seat.
        function test_each_computer_has_its_level() {
            openDialog(dialog)
            const boxes = []
            for (let place = 1; place <= 3; ++place)
                boxes.push(findChild(dialog.contentItem, "levelBox" + place))
            compare(boxes.map(box => box.visible), [true, false, false])
            game.settings.rules.players = 4
            compare(boxes.map(box => box.visible), [true, true, true])
            const label = place => {
                const labels = Array.from(boxes[place - 1].parent.children).filter(
                                 item => item.text === game.settings.placeName(place, 4))
                return labels.length === 1 && labels[0].visible
            }
            verify(label(1) && label(2) && label(3), "each box has its place's name beside it")
            boxes[1].activated(4)
            compare(game.settings.seatLevels[1], Core.Level.Expert)
            compare(game.settings.seatLevels[0], Core.Level.Medium)
            compare(boxes[1].currentText, "Expert")
            boxes[2].activated(0)
            compare(game.settings.seatLevels[2], Core.Level.Beginner)
            game.settings.rules.players = 3
            compare(boxes.map(box => box.visible), [true, true, false])
            game.settings.setLevelAt(2, Core.Level.Medium)
            game.settings.setLevelAt(3, Core.Level.Medium)
            closeDialog(dialog)
        }

        // The Spanish sheet's flush: a switch explained under it, never on with the crib's
        // four-card flush, from the next match once a card is dealt.
        function test_only_one_flush_rule_at_a_time() {
            dealFirst()
            openDialog(dialog)
            const five = findChild(dialog.contentItem, "fiveCardFlushSwitch")
            const crib = findChild(dialog.contentItem, "cribFlushSwitch")
            const note = findChild(dialog.contentItem, "fiveCardFlushNote")
            verify(note.visible && note.lineCount > 1)
            verify(note.text.indexOf("five cards") > 0, note.text)
            mouseClick(crib)
            compare(game.settings.rules.cribFourCardFlush, true)
            mouseClick(five)
            compare(game.settings.rules.fiveCardFlushOnly, true)
            compare(game.settings.rules.cribFourCardFlush, false)
            compare(crib.checked, false)
            wait(0)
            verify(game.settings.rulesPending)
            mouseClick(crib)
            compare(five.checked, false)
            compare(game.settings.rules.fiveCardFlushOnly, false)
            mouseClick(five)
            game.newMatch()
            verify(!game.settings.rulesPending)
            closeDialog(dialog)
        }

        function test_lurch_and_skunk_are_explained() {
            openDialog(dialog)
            const note = findChild(dialog.contentItem, "skunkNote")
            verify(note.visible)
            verify(note.text.indexOf("Lurch: ") === 0, note.text)
            verify(note.text.indexOf("Skunk: ") > 0, note.text)
            verify(note.text.indexOf("double skunk") > 0, note.text)
            verify(note.lineCount > 1, "wrapped under the choice, not one long line")
            verify(note.width <= findChild(dialog.contentItem, "skunkBox").width * 1.5)
            closeDialog(dialog)
        }

        function test_new_rules_are_said_to_wait_for_the_next_match() {
            game.newMatch()
            dealFirst()
            openDialog(dialog)
            const note = findChild(dialog.contentItem, "rulesPendingNote")
            verify(!note.visible)
            findChild(dialog.contentItem, "mugginsSwitch").toggle()
            findChild(dialog.contentItem, "mugginsSwitch").toggled()
            wait(0)
            verify(game.settings.rulesPending)
            verify(note.visible)
            verify(note.text.indexOf("next match") > 0)
            game.newMatch()
            verify(!note.visible)
            dealFirst()
            // Table settings apply at once: nothing waits.
            findChild(dialog.contentItem, "hintsSwitch").toggle()
            findChild(dialog.contentItem, "hintsSwitch").toggled()
            verify(!note.visible)
            closeDialog(dialog)
        }

        // At 1024x640 the dialog fits the window and scrolls to its last row.
        function test_the_dialog_fits_the_smallest_window() {
            const small = createTemporaryObject(dialogComponent, smallWindow, { "unit": 16 }) // Main.qml's unit at 1024x640
            openDialog(small)
            verify(small.y >= 0 && small.y + small.height <= smallWindow.height,
                   "the dialog (" + small.y + " to " + (small.y + small.height) + ") is inside the window")
            const scroller = findChild(small.contentItem, "settingsScroller")
            verify(scroller.scrolls)
            verify(scroller.ScrollBar.vertical.visible)
            const last = findChild(small.contentItem, "hintsSwitch")
            scroller.ScrollBar.vertical.position = 1 - scroller.ScrollBar.vertical.size
            const bottom = last.mapToItem(scroller, 0, last.height).y
            verify(bottom <= scroller.height + 0.5, "the last row scrolls into view (" + bottom + " of "
                   + scroller.height + ")")

            // The keyboard's focus brings its setting into view.
            scroller.ScrollBar.vertical.position = 0
            last.forceActiveFocus()
            const focusedBottom = last.mapToItem(scroller, 0, last.height).y
            verify(focusedBottom <= scroller.height + 0.5 && focusedBottom > 0,
                   "the focused switch is in view (" + focusedBottom + " of " + scroller.height + ")")
            const first = findChild(small.contentItem, "targetBox")
            first.forceActiveFocus()
            verify(first.mapToItem(scroller, 0, 0).y >= -0.5, "and back up")
            closeDialog(small)
        }
    }
}
