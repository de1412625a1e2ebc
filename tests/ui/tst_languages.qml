import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// The table in each of the game's languages at the smallest window, 1024x640, at moments of a
// game with the hints on, the settings, the rules and the new game dialogs open, and the count
// dialog of muggins; and the end of a game of four, at 1280x800 too: no text is elided, none is
// wider or taller than its box, none is cut off sideways by an item that clips, and none leaves
// the window.
Item {
    id: root

    Component {
        id: autoplayerComponent

        Autoplayer {}
    }

    Component {
        id: windowComponent

        Main {
            persistent: false
            seed: "3"
        }
    }

    TestCase {
        name: "Languages"
        when: windowShown

        function cleanupTestCase() {
            Languages.speak("en")
        }

        function test_no_text_overflows_data() {
            const rows = []
            for (let i = 0; i < Languages.all.length; ++i)
                rows.push({ "tag": Languages.all[i], "code": Languages.all[i] })
            return rows
        }

        // The bounding box of `item` in `within`'s coordinates.
        function box(item, within) {
            const topLeft = item.mapToItem(within, 0, 0)
            const bottomRight = item.mapToItem(within, item.width, item.height)
            return { "left": Math.min(topLeft.x, bottomRight.x), "top": Math.min(topLeft.y, bottomRight.y),
                     "right": Math.max(topLeft.x, bottomRight.x), "bottom": Math.max(topLeft.y, bottomRight.y) }
        }

        function shown(item) {
            for (let inside = item; inside; inside = inside.parent)
                if (!inside.visible || inside.opacity === 0)
                    return false
            return true
        }

        // A Text (a Label, a button's text) shown with words in it.
        function isText(item) {
            return item.truncated !== undefined && typeof item.text === "string"
                    && item.contentWidth !== undefined && item.text.trim() !== ""
        }

        // What is wrong with the text `item`, or "".
        function overflow(item, window) {
            const slack = 1
            if (item.truncated)
                return "elided"
            if (item.contentWidth > item.width + slack)
                return "wider than its box (" + Math.round(item.contentWidth) + " > " + Math.round(item.width) + ")"
            if (item.contentHeight > item.height + slack)
                return "taller than its box (" + Math.round(item.contentHeight) + " > " + Math.round(item.height) + ")"
            // The words themselves, which an alignment may place anywhere in the box.
            const words = Qt.rect(item.width > item.contentWidth && item.horizontalAlignment === Text.AlignHCenter
                                  ? (item.width - item.contentWidth) / 2
                                  : item.width > item.contentWidth && item.horizontalAlignment === Text.AlignRight
                                  ? item.width - item.contentWidth : 0, 0, Math.min(item.contentWidth, item.width), item.height)
            const left = item.mapToItem(window.contentItem, words.x, 0).x
            const right = item.mapToItem(window.contentItem, words.x + words.width, 0).x
            if (Math.min(left, right) < -slack || Math.max(left, right) > window.contentItem.width + slack)
                return "outside the window (" + Math.round(left) + " to " + Math.round(right) + ")"
            for (let clipper = item.parent; clipper; clipper = clipper.parent) {
                if (!clipper.clip)
                    continue
                const l = item.mapToItem(clipper, words.x, 0).x
                const r = item.mapToItem(clipper, words.x + words.width, 0).x
                if (Math.min(l, r) < -slack || Math.max(l, r) > clipper.width + slack)
                    return "cut off by " + (clipper.objectName || clipper)
            }
            return ""
        }

        function overflowing(item, window, found) {
            if (!item || !item.visible || item.opacity === 0)
                return found
            if (isText(item)) {
                const wrong = overflow(item, window)
                if (wrong !== "")
                    found.push("\"" + item.text + "\": " + wrong)
            }
            for (let i = 0; i < item.children.length; ++i)
                overflowing(item.children[i], window, found)
            return found
        }

        function comboBoxes(item, found) {
            if (item.textAt !== undefined && item.count !== undefined)
                found.push(item)
            for (let i = 0; i < item.children.length; ++i)
                comboBoxes(item.children[i], found)
            return found
        }

        function checkTexts(window, moment) {
            const found = overflowing(window.contentItem, window, [])
            overflowing(window.menuBar, window, found)
            verify(found.length === 0, moment + ": " + found.join("; "))
        }

        function test_the_end_of_a_game_fits_data() {
            return test_no_text_overflows_data()
        }

        // The end of a game of four to 61, at 1280x800 and at 1024x640: who won over the table,
        // and beside it the review's and the next game's buttons, their words whole.
        function test_the_end_of_a_game_fits(data) {
            Languages.speak(data.code)
            const window = createTemporaryObject(windowComponent, root, { "width": 1280, "height": 800 })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.rules.target = 61
            game.settings.rules.players = 4
            game.newMatch()
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            for (let decisions = 0; game.turn.prompt !== TurnDriver.Prompt.NextGame; ++decisions) {
                verify(decisions < 400, "the game ends")
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking
                          && game.turn.prompt !== TurnDriver.Prompt.Wait, 20000)
            }
            waitForRendering(window.contentItem)
            checkTexts(window, "the end of a game at 1280x800")
            window.width = 1024
            window.height = 640
            waitForRendering(window.contentItem)
            checkTexts(window, "the end of a game at 1024x640")
        }

        // The moments the person's autoplay reaches with seed 3: the lay away and the play with
        // the hints, the show; then the settings.
        function test_no_text_overflows(data) {
            Languages.speak(data.code)
            const window = createTemporaryObject(windowComponent, root, { "width": 1024, "height": 640 })
            verify(window !== null)
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.coaching.hints = true
            const moments = [[2, TurnDriver.Prompt.LayAway, "the lay away"],
                             [10, TurnDriver.Prompt.Play, "the play"],
                             [1, TurnDriver.Prompt.Continue, "the show"]]
            for (const [decisions, prompt, moment] of moments) {
                const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
                autoplayer.play(decisions)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking
                          && game.turn.prompt === prompt, 20000, "the moment is reached")
                waitForRendering(window.contentItem)
                checkTexts(window, moment)
            }
            findChild(window, "settingsDialogLoader").open()
            const settings = findChild(window, "settingsDialog")
            verify(settings, "the settings dialog")
            tryCompare(settings, "opened", true)
            waitForRendering(settings.contentItem)
            const found = overflowing(settings.contentItem, window, [])
            found.push(...overflowing(settings.header, window, []))
            const dialogBox = box(settings.contentItem, window.contentItem)
            verify(dialogBox.left >= 0 && dialogBox.right <= window.contentItem.width,
                   "the settings dialog fits the window")
            // Each choice of each box, shown in turn.
            for (const box of comboBoxes(settings.contentItem, [])) {
                const chosen = box.currentIndex
                for (let i = 0; i < box.count; ++i) {
                    box.currentIndex = i
                    const text = box.contentItem
                    if (text.contentWidth > text.width - text.leftPadding - text.rightPadding + 1)
                        found.push("\"" + box.currentText + "\": wider than its box")
                }
                box.currentIndex = chosen
            }
            verify(found.length === 0, "the settings: " + found.join("; "))
            settings.close()
            tryCompare(settings, "visible", false)

            // The rules, each section in turn.
            findChild(window, "rulesDialogLoader").open()
            const rules = findChild(window, "rulesDialog")
            tryCompare(rules, "opened", true)
            for (let section = 0; section < rules.book.sections.length; ++section) {
                rules.section = section
                waitForRendering(rules.contentItem)
                const read = overflowing(rules.contentItem, window, [])
                verify(read.length === 0, "the rules, " + rules.book.sections[section].title + ": " + read.join("; "))
            }
            rules.close()
            tryCompare(rules, "visible", false)

            // The question before a new match or game, with its buttons.
            const newGame = findChild(window, "newGameDialog")
            for (const match of [true, false]) {
                newGame.ask(match)
                tryCompare(newGame, "opened", true)
                waitForRendering(newGame.contentItem)
                const asked = overflowing(newGame.contentItem.parent, window, [])
                verify(asked.length === 0, "the new game dialog: " + asked.join("; "))
                newGame.close()
                tryCompare(newGame, "visible", false)
            }

            // With muggins, the person counts the hand in the count dialog.
            game.settings.rules.muggins = true
            game.newMatch()
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            for (let decisions = 0; decisions < 30 && game.turn.prompt !== TurnDriver.Prompt.ClaimCount; ++decisions) {
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking, 20000)
            }
            compare(game.turn.prompt, TurnDriver.Prompt.ClaimCount)
            waitForRendering(window.contentItem)
            checkTexts(window, "the count")
        }
    }
}
