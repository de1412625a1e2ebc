import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui

// The Game menu: New game and New match ask first when a game is in progress.
Item {
    id: root

    width: 1100
    height: 700

    GameController {
        id: game

        persistent: false
        seed: "12"
        Component.onCompleted: settings.animationSpeed = GameSettings.Instant
    }

    NewGameDialog {
        id: dialog

        controller: game
        unit: 14
        anchors.centerIn: parent
    }

    GameMenu {
        id: menu

        newGameDialog: dialog
    }

    SignalSpy {
        id: begun

        target: game
        signalName: "matchChanged"
    }

    TestCase {
        name: "GameMenu"
        when: windowShown

        function init() {
            game.newMatch()
            begun.clear()
        }

        function settled() {
            return !game.busy && !game.thinking && game.prompt !== GameController.Prompt.Wait
                    && game.prompt !== GameController.Prompt.None
        }

        // Cuts and deals for the person until their cards are dealt.
        function dealCards() {
            while (game.prompt !== GameController.Prompt.LayAway) {
                tryVerify(settled)
                if (game.prompt === GameController.Prompt.Cut)
                    game.cut(0.5)
                else if (game.prompt === GameController.Prompt.Deal)
                    game.continueGame()
            }
            verify(game.gameInProgress)
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
            compare(game.prompt, GameController.Prompt.LayAway)
            compare(game.hand.count, 6)

            choose(0)
            answer("newGameButton")
            compare(begun.count, 1)
            compare(game.phase, GameController.Phase.CutForDeal)
            compare(game.hand.count, 0)
            compare(game.gameNumber, 1)
            verify(!game.gameInProgress)
            tryVerify(settled)
            compare(game.prompt, GameController.Prompt.Cut)
        }

        function test_nothing_to_lose_nothing_asked() {
            choose(0)
            compare(begun.count, 1)
            verify(!dialog.visible)
            choose(1)
            compare(begun.count, 2)
            verify(!dialog.visible)
        }

        function test_a_new_match_by_its_shortcut_asks_first() {
            dealCards()
            keySequence("Ctrl+Shift+N")
            compare(dialog.title, "Start a new match?")
            answer("newGameButton")
            compare(begun.count, 1)
            compare(game.gamePoints, [0, 0])
            verify(!game.gameInProgress)
        }
    }
}
