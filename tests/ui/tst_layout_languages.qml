import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// tst_layout's places on the felt in every other language of the game: at two, three and four
// players and the window sizes of issue 34, at the lay away, the play and the show (muggins on,
// the hints on), nothing on the felt covers another thing (a hand, a card played, the crib,
// the starter, the pack, a seat's name or what it said, the count, the count's caption), and
// the controls of the moment lie whole in the side panel.
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

    TableLayoutCase {
        name: "LayoutLanguages"
        when: windowShown

        function cleanupTestCase() {
            Languages.speak("en")
        }

        // One test function a number of players, so that they run side by side
        // (ONE_TEST_PER_FUNCTION, tests/qml/CMakeLists.txt).
        function rowsFor(players) {
            const rows = []
            for (const code of Languages.all.filter(code => code !== "en"))
                for (const [width, height] of [[1024, 640], [1280, 800], [1920, 1080], [2560, 1440]])
                    rows.push({ "tag": code + ", " + players + " players, " + width + "x" + height,
                                "code": code, "players": players, "width": width, "height": height })
            return rows
        }

        function test_two_players_data() {
            return rowsFor(2)
        }

        function test_two_players(data) {
            nothingOverlapping(data)
        }

        function test_three_players_data() {
            return rowsFor(3)
        }

        function test_three_players(data) {
            nothingOverlapping(data)
        }

        function test_four_players_data() {
            return rowsFor(4)
        }

        function test_four_players(data) {
            nothingOverlapping(data)
        }

        function nothingOverlapping(data) {
            Languages.speak(data.code)
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            verify(window !== null)
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.coaching.hints = true
            game.settings.rules.muggins = true
            game.settings.rules.players = data.players
            game.newMatch()
            tryVerify(() => game.turn.prompt === TurnDriver.Prompt.Cut, 5000, "the cut for the deal")
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            const moments = [[2, TurnDriver.Prompt.LayAway], [data.players === 2 ? 10 : 6, TurnDriver.Prompt.Play],
                             [1, TurnDriver.Prompt.JudgeCount], [1, TurnDriver.Prompt.Continue]]
            for (const [decisions, prompt] of moments) {
                playOn(autoplayer, decisions, prompt)
                checkLayout(window, data.players)
                checkControls(window)
            }
        }
    }
}
