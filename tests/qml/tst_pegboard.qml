pragma ComponentBehavior: Bound

import QtQuick
import QtTest
import Cribbage.Table

Item {
    id: root

    width: 1200
    height: 320

    Component {
        id: boardComponent

        PegBoard {
            width: root.width
            height: 240
        }
    }

    SignalSpy {
        id: landedSpy

        signalName: "pegLanded"
    }

    TestCase {
        name: "PegBoard"
        when: windowShown

        function createBoard(target, animationScale, size) {
            const board = createTemporaryObject(boardComponent, root, Object.assign({
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

        function test_61_goes_around_once() {
            const board = createBoard(61, 0)
            compare(board.holesPerPlayer, 63, "60 track holes, 2 start holes, 1 game hole")
            const seen = []
            for (let score = 1; score <= 61; ++score) {
                const point = board.holePosition(0, score)
                verify(!seen.some(other => samePoint(other, point)), "hole " + score + " is its own")
                seen.push(point)
            }
            compare(findChild(board, "lurchLine").visible, true)
            compare(findChild(board, "doubleSkunkLine").visible, false)
        }

        function test_121_goes_around_twice_into_the_game_hole() {
            const board = createBoard(121, 0)
            compare(board.holesPerPlayer, 63)
            for (let score = 1; score <= 60; ++score)
                verify(samePoint(board.holePosition(0, score), board.holePosition(0, score + 60)),
                       score + " and " + (score + 60) + " share a hole")
            const gameHole = board.holePosition(0, 121)
            for (let score = 0; score <= 120; ++score)
                verify(!samePoint(board.holePosition(0, score), gameHole), "the game hole is apart")
            const gameHoleItem = findChild(board, "gameHole0")
            fuzzyCompare(gameHoleItem.x + gameHoleItem.width / 2, gameHole.x, 0.01)
            peg(board, 121, 117)
            waitForPegs(board, 0, 121, 117)
            compareCentre(board.frontPeg(0), gameHole, "the winning peg is in the game hole")
            compare(findChild(board, "skunkLine").visible, true)
            compare(findChild(board, "doubleSkunkLine").visible, true)
        }

        function test_holes_scale_with_the_board() {
            const board = createBoard(121, 0)
            const small = board.holePosition(0, 17)
            const smallUnit = board.unit
            board.width = root.width * 3
            board.height = 240 * 3
            fuzzyCompare(board.unit, smallUnit * 3, 0.001)
            const large = board.holePosition(0, 17)
            fuzzyCompare(large.x, small.x * 3, 0.01)
            fuzzyCompare(large.y, small.y * 3, 0.01)
            compareCentre(board.frontPeg(0), board.holePosition(0, 0), "pegs follow their holes")
        }

        function test_everything_fits_inside_the_board() {
            const board = createBoard(121, 0)
            for (let player = 0; player < 2; ++player) {
                for (let score = 0; score <= 121; ++score) {
                    const point = board.holePosition(player, score)
                    verify(point.x > 0 && point.x < board.width && point.y > 0 && point.y < board.height,
                           "hole " + score + " of player " + player + " is on the board")
                }
            }
        }

        function test_standing_shows_score_to_go_and_leader() {
            const board = createBoard(121, 0)
            board.playerNames = ["Ann", "Bob"]
            board.scores = [84, 60]
            compare(board.leader, 0)
            compare(findChild(board, "progress0").leading, true)
            compare(findChild(board, "progress1").leading, false)
            compare(findChild(findChild(board, "progress0"), "standing").text, "84 · 37 to go")
            compare(findChild(findChild(board, "progress1"), "playerName").text, "Bob")
            compare(findChild(findChild(board, "progress0"), "lead").text, "ahead by 24")
            verify(!findChild(findChild(board, "progress1"), "lead").visible)
            board.scores = [84, 84]
            compare(board.leader, -1)
            board.scores = [84, 121]
            compare(board.leader, 1)
            compare(findChild(findChild(board, "progress1"), "standing").text, "121 · wins")
        }

        // Three players: a track each, apart from one another, the leader among all three, and
        // each plaque's game holes with a peg for each game won.
        function test_three_tracks_for_three_players() {
            const board = createBoard(121, 0)
            board.playerNames = ["You", "Left", "Right"]
            board.matchGames = 3
            board.gamesWon = [0, 2, 1]
            board.scores = [30, 50, 45]
            board.rearPegs = [20, 40, 35]
            compare(board.players, 3)
            verify(findChild(board, "progress2") !== null, "a plaque for the third player")
            compare(findChild(findChild(board, "progress2"), "playerName").text, "Right")
            compare(board.leader, 1)
            compare(findChild(findChild(board, "progress1"), "lead").text, "ahead by 5")
            // Beside "You" as beside any name (it read "You leads by 5").
            board.scores = [55, 50, 45]
            compare(findChild(findChild(board, "progress0"), "playerName").text, "You")
            compare(findChild(findChild(board, "progress0"), "lead").text, "ahead by 5")
            board.scores = [30, 50, 45]
            verify(findChild(board, "gameHole2") !== null, "a game hole for the third track")
            for (let score = 1; score < 121; ++score) {
                const ys = [0, 1, 2].map(player => board.holePosition(player, score).y)
                verify(ys[0] !== ys[1] && ys[1] !== ys[2] && ys[0] !== ys[2], "three tracks apart at " + score)
                verify(ys[1] < ys[2] && ys[2] < ys[0], "top, middle, bottom at " + score)
            }
            compare(findChild(board, "progress1").games, 2)
            compare(findChild(findChild(board, "progress1"), "gamePegs").children.length > 0, true)
            for (let player = 0; player < 3; ++player) {
                const plaque = findChild(board, "progress" + player)
                verify(plaque.y >= 0 && plaque.y + plaque.height <= board.height, "plaque " + player + " on the board")
            }
            board.scores = [50, 50, 45]
            compare(board.leader, -1)
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

        function test_announce_floats_points_and_reason() {
            const board = createBoard(121, 0.1)
            board.scores = [15, 0]
            board.announce(0, 2, "fifteen")
            const reason = findChild(board, "burstReason")
            verify(reason !== null, "the burst is shown")
            compare(reason.text, "fifteen")
            compare(findChild(board, "burstPoints").text, "+2")
            tryVerify(() => findChild(board, "burstReason") === null, 2000, "and goes away")
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

        // The visible texts named `name` under `item`.
        function textsNamed(item, name) {
            let found = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (child.objectName === name && child.visible)
                    found.push(child)
                found = found.concat(textsNamed(child, name))
            }
            return found
        }

        // The board of a 1280x800 window (Main.qml: 98% of the width, 94% of 17% of the height).
        function test_numbers_and_line_names_are_readable_data() {
            return [
                {"tag": "121", "target": 121, "names": ["firstLapNumber", "secondLapNumber", "lineName"]},
                {"tag": "61", "target": 61, "names": ["firstLapNumber", "lineName"]}
            ]
        }

        function test_numbers_and_line_names_are_readable(data) {
            const board = createBoard(data.target, 0, {"width": 1280 * 0.98, "height": 800 * 0.17 * 0.94})
            const holeRadius = board.unit * 0.24
            const holes = []
            for (let player = 0; player < 2; ++player) {
                for (let score = 0; score <= data.target; ++score)
                    holes.push(board.holePosition(player, score))
            }
            for (const name of data.names) {
                const texts = textsNamed(board, name)
                verify(texts.length > 0, name)
                for (const text of texts) {
                    verify(text.font.pixelSize >= 9.5, name + " " + text.text + " is " + text.font.pixelSize + " px high")
                    const a = text.mapToItem(board, 0, 0)
                    const b = text.mapToItem(board, text.width, text.height)
                    const left = Math.min(a.x, b.x), right = Math.max(a.x, b.x)
                    const top = Math.min(a.y, b.y), bottom = Math.max(a.y, b.y)
                    verify(left >= 0 && right <= board.width && top >= 0 && bottom <= board.height,
                           name + " " + text.text + " is on the board")
                    for (const hole of holes) {
                        verify(hole.x + holeRadius <= left || hole.x - holeRadius >= right
                               || hole.y + holeRadius <= top || hole.y - holeRadius >= bottom,
                               name + " " + text.text + " leaves the hole at " + hole + " free")
                    }
                }
            }
            // And the text grows with the board.
            const size = textsNamed(board, data.names[1])[0].font.pixelSize
            board.width *= 2
            board.height *= 2
            fuzzyCompare(textsNamed(board, data.names[1])[0].font.pixelSize, size * 2, 1) // whole pixels
        }
    }
}
