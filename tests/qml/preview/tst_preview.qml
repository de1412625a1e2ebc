pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import Cribbage.Table

// Not a ctest: renders the components as a person sees them and saves PNGs in the current
// directory. Run: cribbage_qml_tests -input tests/qml/preview/tst_preview.qml
Rectangle {
    id: table

    width: 1024
    height: 640
    color: Theme.felt

    PegBoard {
        id: board

        x: table.width * 0.02
        y: table.height * 0.03
        width: table.width * 0.96
        height: table.height * 0.3
        target: 121
        playerNames: ["You", "Computer"]
        animationScale: 0
    }

    Row {
        id: fan

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: table.height * 0.06
        spacing: -table.height * 0.07

        Repeater {
            model: ["5H", "JS", "QD", "TC", "4S", "AH"]
            Card {
                required property string modelData
                required property int index

                name: modelData
                height: table.height * 0.3
                width: height * Theme.cardAspect
                selected: index === 1
                playable: index !== 5
                rotation: (index - 2.5) * 4
                animationScale: 0
            }
        }
    }

    Row {
        anchors.left: parent.left
        anchors.leftMargin: table.width * 0.04
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: table.height * 0.05
        spacing: table.width * 0.01

        Repeater {
            model: [["QH", true, false], ["7C", true, true], ["", false, false]]
            Card {
                required property var modelData

                name: modelData[0]
                faceUp: modelData[1]
                fourColour: modelData[2]
                height: table.height * 0.2
                width: height * Theme.cardAspect
                animationScale: 0
            }
        }
    }

    Card {
        id: turningCard

        x: table.width * 0.78
        y: table.height * 0.4
        height: table.height * 0.3
        width: height * Theme.cardAspect
        name: "KS"
        faceUp: false
        animationScale: 0
    }

    TestCase {
        name: "Preview"
        when: windowShown

        function shoot(fileName, item) {
            wait(50)
            const done = {"saved": false}
            verify((item ?? table).grabToImage(result => {
                result.saveToFile(fileName)
                done.saved = true
            }))
            tryVerify(() => done.saved, 5000)
        }

        function show(target, front0, rear0, front1, rear1) {
            board.target = target
            board.scores = [front0, front1]
            board.rearPegs = [rear0, rear1]
            wait(20)
        }

        function test_small_121() {
            show(121, 84, 78, 97, 91)
            board.announce(1, 2, "fifteen")
            shoot("board-121-small.png")
        }

        function test_small_61() {
            show(61, 23, 17, 44, 40)
            shoot("board-61-small.png")
        }

        function test_board_only() {
            show(121, 84, 78, 97, 91)
            shoot("pegboard.png", board)
        }

        // Three players, in the second game of a match to three games.
        function test_board_of_three() {
            board.playerNames = ["You", "Left", "Right"]
            board.matchGames = 3
            board.gamesWon = [1, 0, 0]
            board.target = 121
            board.scores = [84, 97, 66]
            board.rearPegs = [78, 91, 60]
            wait(20)
            shoot("pegboard-three.png", board)
            board.playerNames = ["You", "Computer"]
            board.matchGames = 1
            board.gamesWon = []
            show(121, 84, 78, 97, 91)
        }

        function test_mid_jump() {
            show(121, 40, 34, 52, 47)
            board.animationScale = 3
            board.scores = [46, 52]
            board.rearPegs = [40, 47]
            board.announce(0, 6, "pair royal")
            wait(Theme.pegJumpMs * 3 / 2)
            shoot("board-mid-jump.png", board)
            board.animationScale = 0
        }

        function test_mid_flip() {
            turningCard.animationScale = 6
            turningCard.faceUp = true
            wait(Theme.flipMs * 6 * 0.4)
            shoot("card-mid-flip.png")
            turningCard.animationScale = 0
            turningCard.faceUp = false
        }

        function test_large_121() {
            table.width = 3840
            table.height = 2160
            show(121, 121, 117, 88, 80)
            shoot("board-121-large.png")
            table.width = 1024
            table.height = 640
        }
    }
}
