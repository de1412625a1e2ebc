import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// The whole window at its smallest and at a large size, with two, three and four players, at
// moments of a game, and with the system's font 1.5 times the usual: every card, the pack and
// the words on the felt lie inside the table, the places do not overlap one another, the side
// panel's words fit in the panel, the deal's log shows whole lines and the board's names and
// scores are whole.
Item {
    id: root

    Component {
        id: autoplayerComponent

        Autoplayer {}
    }

    Component {
        id: folderComponent

        TemporaryFolder {}
    }

    Component {
        id: windowComponent

        Main {
            persistent: false
            seed: "3"
        }
    }

    TableLayoutCase {
        name: "Layout"
        when: windowShown

        // The application's font as the runner made it, for each test to begin with.
        property real usualPoints: 0

        function initTestCase() {
            usualPoints = ApplicationFont.pointSize
        }

        function init() {
            // The last test's window goes first: a window on its way out whose words change
            // size starts animations as it goes, and Qt warns.
            wait(0)
            ApplicationFont.pointSize = usualPoints
        }

        function cleanupTestCase() {
            ApplicationFont.pointSize = usualPoints
        }

        // The sizes for `players`. Each number of players is a test function of its own, so
        // that the three run side by side (ONE_TEST_PER_FUNCTION, tests/qml/CMakeLists.txt).
        function sizesFor(players) {
            // The largest the words grow: 13.5 points for the usual 9 (SystemFont), or the
            // largest text size of the settings.
            return [{ "tag": players + " players, 1024x640", "width": 1024, "height": 640, "players": players },
                    { "tag": players + " players, 900x480", "width": 900, "height": 480, "players": players },
                    { "tag": players + " players, 1280x800", "width": 1280, "height": 800, "players": players },
                    { "tag": players + " players, 1920x1080", "width": 1920, "height": 1080, "players": players },
                    { "tag": players + " players, 2560x1440", "width": 2560, "height": 1440, "players": players },
                    { "tag": players + " players, 3840x2160", "width": 3840, "height": 2160, "players": players },
                    { "tag": players + " players, 1024x640, the largest text size", "width": 1024,
                      "height": 640, "players": players, "textSize": 150 },
                    { "tag": players + " players, 900x480, a large font", "width": 900, "height": 480,
                      "players": players, "points": 13.5 }]
        }

        function test_two_players_nothing_clipped_nothing_overlapping_data() {
            return sizesFor(2)
        }

        function test_two_players_nothing_clipped_nothing_overlapping(data) {
            nothingClippedNothingOverlapping(data)
        }

        function test_three_players_nothing_clipped_nothing_overlapping_data() {
            return sizesFor(3)
        }

        function test_three_players_nothing_clipped_nothing_overlapping(data) {
            nothingClippedNothingOverlapping(data)
        }

        function test_four_players_nothing_clipped_nothing_overlapping_data() {
            return sizesFor(4)
        }

        function test_four_players_nothing_clipped_nothing_overlapping(data) {
            nothingClippedNothingOverlapping(data)
        }

        function nothingClippedNothingOverlapping(data) {
            if (data.points)
                ApplicationFont.pointSize = data.points
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            verify(window !== null)
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.appearance.textSize = data.textSize ?? 0
            if (game.settings.rules.players !== data.players) {
                game.settings.rules.players = data.players
                game.newMatch()
            }
            // Before anything is said, no log: not even its heading.
            const dealLog = findChild(findChild(window.contentItem, "sidePanel"), "dealLog")
            tryVerify(() => game.turn.prompt === TurnDriver.Prompt.Cut, 5000, "the cut for the deal")
            compare(game.scene.log.count, 0)
            verify(!dealLog.visible, "no heading over an empty log")
            const moments = [[2, TurnDriver.Prompt.LayAway], [data.players === 2 ? 10 : 6, TurnDriver.Prompt.Play],
                             [1, TurnDriver.Prompt.Continue]]
            if (data.points || data.textSize)
                compare(Theme.textScale, 1.5, "the words on the felt at their largest")
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            for (const [decisions, prompt] of moments) {
                playOn(autoplayer, decisions, prompt)
                checkLayout(window, data.players)
            }
            game.settings.rules.players = 2
        }

        function test_the_result_lies_inside_the_table_data() {
            const rows = []
            for (const players of [2, 3, 4]) {
                rows.push({ "tag": players + " players, 1024x640", "width": 1024, "height": 640, "players": players })
                rows.push({ "tag": players + " players, 900x480, a large font", "width": 900, "height": 480,
                            "players": players, "points": 13.5 })
            }
            return rows
        }

        // At the end of a game the panel that says who won, with its games of the match, lies
        // inside the table, each of its lines whole.
        function test_the_result_lies_inside_the_table(data) {
            if (data.points)
                ApplicationFont.pointSize = data.points
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.rules.target = 61
            game.settings.rules.players = data.players
            game.newMatch()
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            playOn(autoplayer, 0, TurnDriver.Prompt.NextGame)
            const panel = findChild(window.contentItem, "resultPanel")
            verify(panel.visible)
            verify(waitForItemPolished(findChild(panel, "resultLines")), "the result's lines laid out")
            const table = box(findChild(window.contentItem, "table"), window.contentItem)
            const b = box(panel, window.contentItem)
            verify(b.left >= table.left && b.right <= table.right && b.top >= table.top && b.bottom <= table.bottom,
                   "the result " + describe(b) + " inside the table " + describe(table))
            for (const name of ["resultTitle", "finalScore", "matchPoints"]) {
                const text = findChild(panel, name)
                verify(text.visible && text.text !== "", name + " is said")
                verify(text.contentWidth <= text.width + 0.5 && box(text, window.contentItem).right <= b.right,
                       name + " '" + text.text + "' fits: " + text.contentWidth + " in " + text.width)
            }
            game.settings.rules.target = 121
            game.settings.rules.players = 2
        }

        // Opened from the command line (--dialog match), New match at the smallest window and
        // the largest font, with four players: asks for the whole match, and lies inside the
        // window with its three levels.
        function test_new_match_for_four_fits_the_smallest_window() {
            ApplicationFont.pointSize = 13.5
            const window = createTemporaryObject(windowComponent, root, {
                "width": 900, "height": 480, "openedDialog": "match" })
            const game = window.session
            game.settings.rules.players = 4 // before the dialog asks, as --players does
            const dialog = findChild(window.contentItem, "newGameDialog")
            tryVerify(() => dialog.opened, 5000, "New match is open")
            verify(dialog.wholeMatch)
            compare(dialog.players, 4)
            const inside = box(window.contentItem, window.contentItem)
            const items = [dialog.contentItem, findChild(dialog.footer, "newGameButton")]
            for (let place = 1; place < 4; ++place)
                items.push(findChild(dialog.contentItem, "levelBox" + place))
            for (const item of items) {
                verify(item && item.visible)
                const b = box(item, window.contentItem)
                verify(b.left >= inside.left && b.right <= inside.right && b.top >= inside.top
                       && b.bottom <= inside.bottom, describe(b) + " inside the window " + describe(inside))
            }
            dialog.close()
            game.settings.rules.players = 2
        }

        // At a table of people, New match asks each person's name: the first seat's (always a
        // person's, with no box to choose who sits there) lines up with the others', and every
        // box and field begins on a whole pixel, its edges drawn whole.
        function test_the_names_of_new_match_line_up() {
            const window = createTemporaryObject(windowComponent, root, {
                "width": 1280, "height": 800, "openedDialog": "match" })
            const game = window.session
            game.settings.rules.players = 4
            game.settings.setPersonAt(1, true)
            game.settings.setPersonAt(3, true)
            const dialog = findChild(window.contentItem, "newGameDialog")
            tryVerify(() => dialog.opened, 5000, "New match is open")
            verify(dialog.tableOfPeople)
            const x = name => findChild(dialog.contentItem, name).mapToItem(null, 0, 0).x
            for (const seat of [0, 1, 3]) {
                verify(findChild(dialog.contentItem, "nameField" + seat).visible, "a name asked for seat " + seat)
                compare(x("nameField" + seat), x("nameField1"), "the name of seat " + seat + " in line")
                compare(x("nameField" + seat), Math.round(x("nameField" + seat)), "on a whole pixel")
            }
            compare(x("levelBox2"), Math.round(x("levelBox2")), "on a whole pixel")
            dialog.close()
            game.settings.setPersonAt(1, false)
            game.settings.setPersonAt(3, false)
            game.settings.rules.players = 2
        }

        function test_the_pass_box_covers_nothing_but_the_hand_data() {
            const rows = []
            for (const players of [2, 4]) {
                for (const [width, height] of [[1024, 640], [1920, 1080], [2560, 1440]])
                    rows.push({ "tag": players + " people, " + width + "x" + height, "width": width, "height": height,
                                "players": players })
            }
            return rows
        }

        // People at one screen: the box that says to whom the screen passes lies over the hand
        // at the bottom, clear of the dealer's button, the cards cut for the deal and their
        // names, and the seats' names, at the first three passes.
        function test_the_pass_box_covers_nothing_but_the_hand(data) {
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.rules.players = data.players
            for (let seat = 1; seat < data.players; ++seat)
                game.settings.setPersonAt(seat, true)
            game.newMatch()
            const table = findChild(window.contentItem, "table")
            const cover = findChild(window.contentItem, "passScreen")
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            for (let passes = 0; passes < 3; ++passes) {
                for (let decisions = 0; game.turn.prompt !== TurnDriver.Prompt.Pass; ++decisions) {
                    verify(decisions < 40, "the screen is passed")
                    autoplayer.play(1)
                    tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking
                              && game.turn.prompt !== TurnDriver.Prompt.Wait, 20000)
                }
                const passBox = box(findChild(cover, "passBox"), table)
                for (let seat = 0; seat < data.players; ++seat) {
                    for (const name of ["dealerButton" + seat, "cutCard" + seat, "seatName" + seat]) {
                        const item = findChild(table, name)
                        if (item && item.visible && item.width > 0)
                            verify(!overlap(box(item, table), passBox),
                                   name + " " + describe(box(item, table)) + " clear of the pass box " + describe(passBox))
                    }
                }
                game.turn.ready()
            }
            for (let seat = 1; seat < data.players; ++seat)
                game.settings.setPersonAt(seat, false)
            game.settings.rules.players = 2
        }

        function test_the_table_grows_with_the_window_data() {
            const rows = []
            for (const [width, height] of [[1024, 640], [1280, 800], [1920, 1080], [2560, 1440]])
                rows.push({ "tag": width + "x" + height, "width": width, "height": height })
            return rows
        }

        // The cards and the board grow with the window and use the felt: with two players a
        // card of the person's hand is about a fifth of the window's height (at least 0.19 of
        // it), and the board, drawn to its proportions, nearly as wide as the table.
        function test_the_table_grows_with_the_window(data) {
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            playOn(autoplayer, 1, TurnDriver.Prompt.LayAway)
            const table = findChild(window.contentItem, "table")
            const hand = findChild(table, "hand")
            verify(hand.count === 6)
            const card = hand.cardAt(0)
            verify(card.height >= data.height * 0.19, "a card of the hand " + card.height + " px high in a window of "
                   + data.height)
            // The board is drawn as wide as its height allows at its proportions.
            const board = findChild(window.contentItem, "pegBoard")
            const drawn = Math.min(board.width, board.height * board.implicitWidth / board.implicitHeight)
            verify(drawn >= table.width * 0.85, "the board " + drawn + " px wide under the table's " + table.width)
        }

        // A window asked for below the smallest size the words can be read at (640x400, where
        // no window manager keeps the minimum) keeps the minimum, 900x480.
        function test_a_window_keeps_its_minimum() {
            const window = createTemporaryObject(windowComponent, root, { "width": 640, "height": 400 })
            compare(window.width, 900)
            compare(window.height, 480)
            window.width = 700
            tryCompare(window, "width", 900)
        }

        function test_the_guide_begins_after_the_players_are_set_data() {
            return [{ "tag": "three players", "players": 3 }, { "tag": "four players", "players": 4 }]
        }

        // Begun from the command line (--dialog guide --players 3), the guide is a deal of two
        // begun from the match of three that --players starts, not ended by it; left, it gives
        // the table back to the match.
        function test_the_guide_begins_after_the_players_are_set(data) {
            const window = createTemporaryObject(windowComponent, root, {
                "width": 1024, "height": 640, "openedDialog": "guide" })
            const game = window.session
            game.settings.rules.players = data.players // before the guide begins, as --players does
            game.newMatch()
            tryVerify(() => game.guide.active, 5000, "the guide has begun")
            compare(game.scene.seats.count, 2)
            game.guide.leave()
            tryCompare(game.scene.seats, "count", data.players)
            game.settings.rules.players = 2
        }

        function test_the_hint_tag_clears_the_cards_played_data() {
            return [{ "tag": "1024x640", "width": 1024, "height": 640 },
                    { "tag": "900x480", "width": 900, "height": 480 },
                    { "tag": "3840x2160", "width": 3840, "height": 2160 }]
        }

        // In the play, the "hint" tag over a card of the person's hand is not hidden under the
        // cards the person has played, just above the hand.
        function test_the_hint_tag_clears_the_cards_played(data) {
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.coaching.hints = true
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            playOn(autoplayer, 3, TurnDriver.Prompt.Play)
            const table = findChild(window.contentItem, "table")
            const hand = findChild(table, "hand")
            const played = box(findChild(table, "played"), table)
            verify(hand.count > 0)
            for (let i = 0; i < hand.count; ++i) {
                // The tag lies beside the card in its slot, which holds the card somewhere inside.
                let slot = hand.cardAt(i).parent
                while (slot && !findChild(slot, "hintMark"))
                    slot = slot.parent
                const tag = findChild(slot, "hintMark")
                verify(!overlap(box(tag, table), played),
                       "the tag over card " + i + " " + describe(box(tag, table)) + " clears the cards played "
                       + describe(played))
            }
            game.settings.coaching.hints = false
        }

        function test_a_notice_stays_in_view_until_dismissed_data() {
            return [{ "tag": "1024x640", "width": 1024, "height": 640 },
                    { "tag": "900x480, a large font", "width": 900, "height": 480, "points": 13.5 }]
        }

        // Statistics that could not be read: their notice lies in the window, whole, between the
        // side panel's controls, whole in view above it, and its words (the hints and "Tell me
        // when I go wrong" on) at every prompt of a deal, until the person dismisses it.
        function test_a_notice_stays_in_view_until_dismissed(data) {
            if (data.points)
                ApplicationFont.pointSize = data.points
            const folder = createTemporaryObject(folderComponent, root)
            verify(folder.write("statistics.json", "{ not statistics"))
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height, "persistent": true,
                "storageDirectory": folder.path })
            verify(window !== null)
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.coaching.hints = true
            game.settings.coaching.warnAboveTenths = 1
            const panel = findChild(window.contentItem, "sidePanel")
            const notice = findChild(panel, "notice")
            const words = findChild(panel, "panelWords")
            const controls = findChild(panel, "panelControls")
            tryVerify(() => game.turn.prompt === TurnDriver.Prompt.Cut, 5000, "the cut for the deal")
            verify(notice.text.startsWith("Your statistics could not be read"), notice.text)
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            for (const prompt of [TurnDriver.Prompt.Cut, TurnDriver.Prompt.LayAway, TurnDriver.Prompt.Play,
                                  TurnDriver.Prompt.Continue]) {
                if (prompt !== TurnDriver.Prompt.Cut)
                    playOn(autoplayer, 1, prompt)
                verify(notice.visible, "the notice at prompt " + prompt)
                const b = box(notice, window.contentItem)
                const view = box(words, window.contentItem)
                verify(b.left >= 0 && b.right <= window.contentItem.width, "the notice " + describe(b) + " in the window")
                const text = findChild(notice, "noticeText")
                const dismiss = findChild(notice, "dismissNotice")
                verify(box(text, notice).bottom <= box(dismiss, notice).top + 0.5, "its words whole, above its button")
                verify(box(dismiss, notice).bottom <= notice.height + 0.5, "its button inside it")
                // First among the words under the controls: whole in view, or, only where the
                // window is below its usual least size (900x480 with the largest font) and too
                // short for the controls and all of it, at the top of words that scroll.
                compare(notice.y, 0, "the first of the panel's words")
                verify(b.top >= box(controls, window.contentItem).bottom - 0.5,
                       "the notice " + describe(b) + " below the panel's controls")
                verify(b.bottom <= view.bottom + 0.5 && b.bottom <= window.contentItem.height
                       || data.points !== undefined && words.contentHeight > words.height,
                       "the notice " + describe(b) + " in view in the panel's words " + describe(view) + ", or they scroll")
                checkControls(window)
            }
            // Scrolled to, where it must be, and dismissed.
            const dismiss = findChild(notice, "dismissNotice")
            words.contentY = Math.max(0, Math.min(words.contentHeight - words.height,
                                                  dismiss.mapToItem(words.contentItem, 0, 0).y))
            verify(waitForRendering(words))
            mouseClick(dismiss)
            verify(!notice.visible, "dismissed")
            compare(notice.height, 0, "the words take its place")
        }

        // The sizes the controls are checked at, for `players`.
        function controlSizesFor(players) {
            const rows = []
            for (const [width, height] of [[1024, 640], [1280, 800], [1920, 1080], [2560, 1440]])
                rows.push({ "tag": players + " players, " + width + "x" + height, "width": width, "height": height,
                            "players": players })
            return rows
        }

        function test_two_players_controls_in_view_data() {
            return controlSizesFor(2)
        }

        function test_two_players_controls_in_view(data) {
            controlsInView(data)
        }

        function test_three_players_controls_in_view_data() {
            return controlSizesFor(3)
        }

        function test_three_players_controls_in_view(data) {
            controlsInView(data)
        }

        function test_four_players_controls_in_view_data() {
            return controlSizesFor(4)
        }

        function test_four_players_controls_in_view(data) {
            controlsInView(data)
        }

        // The prompt and the controls of the moment, with everything that could push them away
        // on (muggins, the hints, "Tell me when I go wrong"), at every decision of the first
        // deal and the first count of the next: each lies whole inside the window, in the side
        // panel, uncut by any item that clips it, clear of the deal's log and the board.
        function controlsInView(data) {
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            verify(window !== null)
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.rules.muggins = true
            game.settings.coaching.hints = true
            game.settings.rules.players = data.players
            game.newMatch()
            game.warnAboveTenths = 1
            tryVerify(() => game.turn.prompt === TurnDriver.Prompt.Cut, 5000, "the cut for the deal")
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            const seen = new Set()
            const wanted = ["cutButton", "layAwayButton", "claimButton", "acceptButton", "mugginsButton"]
            for (let decisions = 0; decisions < 80 && !wanted.every(name => seen.has(name)); ++decisions) {
                for (const name of checkControls(window))
                    seen.add(name)
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking
                          && game.turn.prompt !== TurnDriver.Prompt.Wait, 20000)
            }
            for (const name of wanted)
                verify(seen.has(name), name + " was checked: " + Array.from(seen).join(", "))
            game.settings.rules.muggins = false
            game.settings.coaching.hints = false
            game.settings.rules.players = 2
        }

    }
}
