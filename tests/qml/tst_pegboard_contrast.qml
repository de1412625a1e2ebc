import QtQuick
import Cribbage.Table

// In high contrast the board stands out as the rest of the table does: its words at least 7:1
// against the slab, its holes, lines and pegs at least 4.5:1 (the WCAG's contrast ratio).
Item {
    id: root

    width: 1200
    height: 320

    PegBoardTestCase {
        name: "PegBoardContrast"

        function cleanup() {
            Theme.highContrast = false
        }

        // The WCAG's relative luminance of `colour`.
        function luminance(colour) {
            const linear = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)
        }

        function contrast(a, b) {
            const [one, other] = [luminance(a), luminance(b)]
            return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
        }

        // Every item under `item` for which `wanted` holds.
        function itemsUnder(item, wanted) {
            const found = []
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i]
                if (wanted(child))
                    found.push(child)
                found.push(...itemsUnder(child, wanted))
            }
            return found
        }

        // `colours` each at least `ratio` against every shade of the slab.
        function standOut(board, colours, ratio, what) {
            const stops = findChild(board, "slab").gradient.stops
            for (let i = 0; i < stops.length; ++i) {
                const stop = stops[i]
                for (const colour of colours)
                    verify(contrast(colour, stop.color) >= ratio,
                           what + " " + colour + " on " + stop.color + ": " + contrast(colour, stop.color))
            }
        }

        function test_the_board_follows_high_contrast_data() {
            return [{ tag: "61 holes", target: 61 }, { tag: "121 holes", target: 121 }]
        }

        function test_the_board_follows_high_contrast(data) {
            const board = createBoard(data.target, 0)
            peg(board, 17, 9)
            waitForPegs(board, 0, 17, 9)
            Theme.highContrast = true
            const words = itemsUnder(board, item => item instanceof Text && item.visible && item.text !== "")
            verify(words.length > 20, "the numbers, the lines' names and the plaques")
            standOut(board, words.map(text => text.color), 7, "a word")
            const holes = itemsUnder(board, item => item instanceof PegHole)
            compare(holes.length, 2 * 63)
            standOut(board, holes.map(hole => hole.gradient.stops[0].color), 4.5, "a hole's rim")
            const lines = itemsUnder(board, item => item instanceof TurnLine && item.visible)
                    .reduce((all, line) => all.concat(itemsUnder(line, item => item instanceof Rectangle)), [])
            verify(lines.length > 0)
            standOut(board, lines.map(line => line.color), 4.5, "a line")
            const pegs = [board.frontPeg(0), board.rearPeg(0), board.frontPeg(1), board.rearPeg(1)]
            standOut(board, pegs.map(peg => findChild(peg, "pegHead").border.color), 4.5, "a peg's ring")
            standOut(board, pegs.map(peg => peg.colour), 4.5, "a peg")
        }
    }
}
