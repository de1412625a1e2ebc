import QtQuick
import QtTest

// How the pegs move: each score, the leapfrog, the jump, the landing.
Item {
    width: 1200
    height: 320

    SignalSpy {
        id: landedSpy

        signalName: "pegLanded"
    }

    PegBoardTestCase {
        name: "PegBoard"

        function test_pegs_start_in_two_start_holes() {
            const board = createBoard(121, 0)
            for (let player = 0; player < 2; ++player) {
                const front = board.frontPeg(player)
                const rear = board.rearPeg(player)
                verify(front !== rear, "two pegs")
                compare(front.score, 0)
                compare(rear.score, 0)
                verify(!samePoint(front.centre, rear.centre), "each peg has its own start hole")
                compareCentre(front, board.holePosition(player, 0), "front peg in the first start hole")
            }
        }

        function test_pegs_in_the_right_holes_after_each_score_data() {
            return [
                {"tag": "61", "target": 61, "moves": [[2, 0], [7, 2], [19, 7], [31, 19], [45, 31], [61, 45]]},
                {"tag": "121", "target": 121, "moves": [[5, 0], [29, 5], [33, 29], [60, 33], [64, 60], [95, 64], [121, 95]]}
            ]
        }

        function test_pegs_in_the_right_holes_after_each_score(data) {
            const board = createBoard(data.target, 0)
            for (const [front, rear] of data.moves) {
                peg(board, front, rear)
                waitForPegs(board, 0, front, rear)
                compareCentre(board.frontPeg(0), board.holePosition(0, front), "front peg at " + front)
                compareCentre(board.rearPeg(0), board.holePosition(0, rear), "rear peg at " + rear)
            }
            compareCentre(board.frontPeg(1), board.holePosition(1, 0), "player 1 did not move")
        }

        function test_rear_peg_leapfrogs_the_front_one() {
            const board = createBoard(121, 0)
            let front = 0
            for (const points of [2, 3, 6, 1, 12]) {
                const oldFront = board.frontPeg(0)
                const jumper = board.rearPeg(0)
                peg(board, front + points, front)
                front += points
                waitForPegs(board, 0, front, front - points)
                verify(board.rearPeg(0) === oldFront, "the old front peg stays and is now the rear one")
                verify(board.frontPeg(0) === jumper, "the old rear peg jumped to the front")
            }
        }

        function test_jump_goes_up_in_an_arc_and_lands() {
            const board = createBoard(121, 0.5)
            peg(board, 10, 0)
            waitForPegs(board, 0, 10, 0)
            const jumper = board.rearPeg(0)
            const from = board.holePosition(0, 0)
            const to = board.holePosition(0, 18)
            peg(board, 18, 10)
            tryVerify(() => jumper.jumping, 1000, "the rear peg takes off")
            verify(board.animating, "the board says it is animating")
            tryVerify(() => jumper.centre.y < Math.min(from.y, to.y) - board.unit, 2000,
                      "the peg rises above both holes on the way")
            waitForPegs(board, 0, 18, 10)
            compareCentre(jumper, to, "and lands in the new hole")
        }

        function test_scores_coming_faster_than_the_pegs_jump() {
            const board = createBoard(121, 1)
            peg(board, 10, 4)
            waitForPegs(board, 0, 10, 4)
            const first = board.rearPeg(0)
            const second = board.frontPeg(0)
            peg(board, 15, 10)
            tryVerify(() => first.jumping, 1000)
            peg(board, 17, 15)
            tryVerify(() => second.jumping, 1000, "the peg passed in the air jumps next")
            waitForPegs(board, 0, 17, 15)
            verify(board.frontPeg(0) === second && board.rearPeg(0) === first)
            compareCentre(second, board.holePosition(0, 17), "front peg")
            compareCentre(first, board.holePosition(0, 15), "rear peg")
        }

        function test_landing_is_signalled() {
            const board = createBoard(61, 0)
            landedSpy.target = board
            landedSpy.clear()
            board.scores = [0, 9]
            board.rearPegs = [0, 0]
            landedSpy.wait(1000)
            compare(landedSpy.signalArguments[0][0], 1)
            compare(landedSpy.signalArguments[0][1], 9)
        }

        function test_instant_speed_moves_without_animation() {
            const board = createBoard(121, 0)
            peg(board, 24, 0)
            wait(0)
            compare(board.animating, false)
            compare(board.frontPeg(0).score, 24)
            compareCentre(board.frontPeg(0), board.holePosition(0, 24), "already in its hole")
        }

        function test_bad_scores_are_clamped() {
            const board = createBoard(61, 0)
            board.scores = ["nonsense", 500]
            board.rearPegs = [-4, 900]
            compare(board.frontScore(0), 0)
            compare(board.frontScore(1), 61)
            compare(board.rearScore(0), 0)
            compare(board.rearScore(1), 61)
            board.scores = []
            compare(board.frontScore(1), 0)
            wait(0)
            compare(board.animating, false)
        }

        function luminance(colour) {
            return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b
        }

        function test_front_and_rear_pegs_look_different() {
            const board = createBoard(121, 0)
            peg(board, 10, 4)
            waitForPegs(board, 0, 10, 4)
            for (const [front, rear] of [[15, 10], [21, 15]]) {
                const frontPeg = board.frontPeg(0)
                const rearPeg = board.rearPeg(0)
                verify(!frontPeg.rear && rearPeg.rear)
                tryVerify(() => rearPeg.width < frontPeg.width * 0.8, 1000, "the rear peg is the smaller")
                const image = grabImage(board)
                const frontColour = image.pixel(frontPeg.centre.x, frontPeg.centre.y)
                const rearColour = image.pixel(rearPeg.centre.x, rearPeg.centre.y)
                verify(luminance(frontColour) > luminance(rearColour) * 1.25,
                       "the front peg is the brighter: " + frontColour + " against " + rearColour)
                // The rear peg leapfrogs and becomes the front one.
                peg(board, front, rear)
                waitForPegs(board, 0, front, rear)
                verify(board.frontPeg(0) === rearPeg && board.rearPeg(0) === frontPeg)
            }
        }
    }
}
