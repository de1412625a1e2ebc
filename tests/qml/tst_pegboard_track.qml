import QtQuick

// Where the holes are, the plaques beside the track and the words on the board.
Item {
    id: root

    width: 1200
    height: 320

    PegBoardTestCase {
        name: "PegBoardTrack"

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
