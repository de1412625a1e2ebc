pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import Cribbage.Table

// A test case of the peg board, which makes the boards it tests in its parent (a test case is
// not shown itself).
TestCase {
    id: testCase

    when: windowShown

    Component {
        id: boardComponent

        PegBoard {
            width: testCase.parent.width
            height: 240
        }
    }

    function createBoard(target, animationScale, size) {
        const board = createTemporaryObject(boardComponent, testCase.parent, Object.assign({
            "target": target,
            "animationScale": animationScale
        }, size ?? {}))
        verify(board !== null, "the board was created")
        return board
    }

    function compareCentre(peg, expected, what) {
        fuzzyCompare(peg.centre.x, expected.x, 0.01, what + " (x)")
        fuzzyCompare(peg.centre.y, expected.y, 0.01, what + " (y)")
    }

    function samePoint(a, b) {
        return Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01
    }

    // Sets player 0's pegs as a controller would: the score first, then the rear peg.
    function peg(board, front, rear) {
        board.scores = [front, board.scores[1]]
        board.rearPegs = [rear, board.rearPegs[1]]
    }

    function waitForPegs(board, player, front, rear) {
        tryVerify(() => board.frontPeg(player).score === front && board.rearPeg(player).score === rear,
                  3000, "pegs at " + front + " and " + rear)
        tryCompare(board, "animating", false)
    }
}
