import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// The Game menu: New game asks first when a game is in progress; New match asks for the
// players and the computers' levels (numbering the seats of a table of people), and says when
// it abandons a game; each item shows its shortcut; Hints turns the hints on and off; Undo
// takes back the lay away, by the menu or by Ctrl+Z, and is offered only when there is a
// decision to take back.
Item {
    id: root

    width: 1100
    height: 700

    GameSession {
        id: game

        persistent: false
        seed: "12"
        Component.onCompleted: settings.appearance.animationSpeed = Animations.Speed.Instant
    }

    NewGameDialog {
        id: dialog

        session: game
        unit: 14
        anchors.centerIn: parent
    }

    GameMenu {
        id: menu

        newGameDialog: dialog
        session: game
    }

    SignalSpy {
        id: begun

        target: game.match
        signalName: "begun"
    }

    TestCase {
        name: "GameMenu"
        when: windowShown

        function init() {
            game.settings.rules.players = 2
            game.newMatch()
            begun.clear()
            game.settings.coaching.hints = false
        }

        function openMenu() {
            menu.open()
            tryCompare(menu, "opened", true)
            waitForRendering(menu.contentItem)
        }

        function closeMenu() {
            menu.close()
            tryCompare(menu, "visible", false)
        }

        function settled() {
            return !game.turn.busy && !game.turn.thinking && game.turn.prompt !== TurnDriver.Prompt.Wait
                    && game.turn.prompt !== TurnDriver.Prompt.None
        }

        // Cuts and deals for the person until their cards are dealt.
        function dealCards() {
            while (game.turn.prompt !== TurnDriver.Prompt.LayAway) {
                tryVerify(settled)
                if (game.turn.prompt === TurnDriver.Prompt.Cut)
                    game.turn.cut(0.5)
                else if (game.turn.prompt === TurnDriver.Prompt.Deal)
                    game.turn.continueGame()
            }
            verify(game.match.gameInProgress)
        }

        function choose(index) {
            menu.open()
            tryCompare(menu, "opened", true)
            mouseClick(menu.itemAt(index))
            tryCompare(menu, "visible", false)
        }

        function answer(buttonName) {
            tryCompare(dialog, "opened", true)
            // The buttons find their places when the dialog is first drawn.
            waitForRendering(dialog.footer)
            const button = findChild(dialog.footer, buttonName)
            verify(button)
            mouseClick(button)
            tryCompare(dialog, "visible", false)
        }

        function test_a_new_game_mid_game_asks_first() {
            dealCards()
            choose(0)
            compare(dialog.title, "Start a new game?")
            answer("keepPlayingButton")
            compare(begun.count, 0)
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            compare(game.scene.screenHand.count, 6)

            choose(0)
            answer("newGameButton")
            compare(begun.count, 1)
            compare(game.scene.phase, Core.Phase.CutForDeal)
            compare(game.scene.screenHand.count, 0)
            compare(game.scene.gameNumber, 1)
            verify(!game.match.gameInProgress)
            tryVerify(settled)
            compare(game.turn.prompt, TurnDriver.Prompt.Cut)
        }

        function test_nothing_to_lose_nothing_asked() {
            choose(0)
            compare(begun.count, 1)
            verify(!dialog.visible)
            // A new match asks only for its players, and says nothing of abandoning.
            choose(1)
            tryCompare(dialog, "opened", true)
            compare(findChild(dialog.footer, "keepPlayingButton").text, "Cancel")
            answer("newGameButton")
            compare(begun.count, 2)
            verify(!dialog.visible)
        }

        function test_a_new_match_of_three_or_four_with_each_level_chosen() {
            for (const players of [3, 4]) {
                begun.clear()
                choose(1)
                tryCompare(dialog, "opened", true)
                waitForRendering(dialog.contentItem)
                mouseClick(findChild(dialog.contentItem, "players" + players))
                compare(dialog.players, players)
                for (let place = 1; place <= 3; ++place)
                    compare(findChild(dialog.contentItem, "levelBox" + place).visible, place < players)
                const right = findChild(dialog.contentItem, "levelBox" + (players - 1))
                right.activated(4)
                answer("newGameButton")
                compare(begun.count, 1)
                compare(game.settings.rules.players, players)
                compare(game.settings.seatLevels[players - 2], Core.Level.Expert)
                compare(game.scene.seats.count, players)
                verify(!game.settings.rulesPending)
            }
            // Cancelled, nothing changes.
            choose(1)
            mouseClick(findChild(dialog.contentItem, "players2"))
            answer("keepPlayingButton")
            compare(game.settings.rules.players, 4)
            compare(game.scene.seats.count, 4)
        }

        // Once a second person sits down, no one is "you": the seats are numbered, and at four
        // the partners are named by their numbers.
        function test_a_table_of_people_numbers_its_seats() {
            choose(1)
            tryCompare(dialog, "opened", true)
            waitForRendering(dialog.contentItem)
            mouseClick(findChild(dialog.contentItem, "players4"))
            const partners = findChild(dialog.contentItem, "partnersNote")
            verify(!partners.visible)
            compare(findChild(dialog.contentItem, "levelBox1").Accessible.name, "The player on your left")
            findChild(dialog.contentItem, "levelBox2").activated(game.settings.levelChoices.length)
            verify(dialog.tableOfPeople)
            for (let seat = 0; seat < 4; ++seat)
                compare(findChild(dialog.contentItem, "levelBox" + seat).Accessible.name, "Player " + (seat + 1))
            verify(partners.visible)
            answer("keepPlayingButton")
        }

        function test_a_new_match_by_its_shortcut_asks_first() {
            dealCards()
            keySequence("Ctrl+Shift+N")
            compare(dialog.title, "New match")
            compare(findChild(dialog.footer, "keepPlayingButton").text, "Keep playing")
            answer("newGameButton")
            compare(begun.count, 1)
            compare(game.scene.gamePoints, [0, 0])
            verify(!game.match.gameInProgress)
        }
    
        function test_each_item_shows_its_shortcut() {
            openMenu()
            const expected = {
                "&New game": "Ctrl+N",
                "New &match": "Ctrl+Shift+N",
                "&Undo": "Ctrl+Z",
                "&Settings…": "Ctrl+,",
                "&Hints": "H",
                "S&tatistics…": "Ctrl+I",
                "&Games…": "Ctrl+L",
                "Counting &practice…": "Ctrl+P",
                "&Review the last deal…": "Ctrl+R",
                "&Quit": "Ctrl+Q"
            }
            let seen = 0
            for (let i = 0; i < menu.count; ++i) {
                const item = menu.itemAt(i)
                if (!item.action)
                    continue
                ++seen
                const shortcut = findChild(item, "shortcutText")
                verify(shortcut, item.text + " has a shortcut text")
                compare(shortcut.text, expected[item.text], item.text)
                verify(shortcut.visible && shortcut.width > 0, item.text + ": the shortcut is drawn")
                const right = shortcut.mapToItem(item, shortcut.width, 0).x
                verify(right <= item.width - item.rightPadding + 0.5, item.text + ": the shortcut is inside the item")
                verify(item.width <= menu.availableWidth + 0.5)
                verify(item.implicitWidth <= item.width + 0.5, item.text + ": the item is wide enough")
            }
            compare(seen, 10)
            closeMenu()
        }

        function itemNamed(text) {
            for (let i = 0; i < menu.count; ++i) {
                if (menu.itemAt(i).text === text)
                    return menu.itemAt(i)
            }
            return null
        }

        function handCards() {
            const hand = game.scene.screenHand
            const cards = []
            for (let i = 0; i < hand.count; ++i)
                cards.push(hand.data(hand.index(i, 0), CardListModel.CardIndexRole))
            return cards
        }

        function layAwayTwo() {
            game.turn.toggleSelected(handCards()[0])
            game.turn.toggleSelected(handCards()[1])
            game.turn.layAway()
            tryVerify(settled)
            compare(game.scene.screenHand.count, 4)
        }

        function test_undo_takes_back_the_lay_away() {
            dealCards()
            tryVerify(settled)
            const dealt = handCards()
            openMenu()
            verify(!itemNamed("&Undo").enabled, "nothing to take back yet")
            closeMenu()

            layAwayTwo()
            verify(game.match.canUndo)
            openMenu()
            const undo = itemNamed("&Undo")
            verify(undo.enabled)
            mouseClick(undo)
            tryCompare(menu, "visible", false)
            tryVerify(settled)
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            compare(handCards(), dealt)
            verify(!game.match.canUndo)

            layAwayTwo()
            keySequence("Ctrl+Z")
            tryVerify(settled)
            compare(game.turn.prompt, TurnDriver.Prompt.LayAway)
            compare(game.scene.screenHand.count, 6)
            compare(begun.count, 0, "the game goes on: no new game is begun")
        }

        function test_hints_are_turned_on_and_off() {
            openMenu()
            let hints = null
            for (let i = 0; i < menu.count; ++i) {
                if (menu.itemAt(i).text === "&Hints")
                    hints = menu.itemAt(i)
            }
            verify(hints, "a Hints item")
            verify(hints.checkable)
            verify(!hints.checked)
            mouseClick(hints)
            tryCompare(menu, "visible", false)
            compare(game.settings.coaching.hints, true)
            compare(hints.checked, true)

            keyClick(Qt.Key_H)
            compare(game.settings.coaching.hints, false)
            compare(hints.checked, false)
            game.settings.coaching.hints = true
            compare(hints.checked, true, "the item follows the setting")
            keyClick(Qt.Key_H)
            compare(game.settings.coaching.hints, false)
        }
    }
}
