import QtQuick
import QtTest
import Cribbage.Ui

// A test of the table's layout, with what its checks share: the boxes of items and cards,
// their overlaps, the autoplay to a moment of the game, and the checks of the whole window
// (checkLayout: the places on the felt, the side panel, the board; checkControls: the
// controls of the moment whole in the panel).
TestCase {
    // The bounding box of `item` (rotated or not) in `within`'s coordinates.
    function box(item, within) {
        const corners = [item.mapToItem(within, 0, 0), item.mapToItem(within, item.width, 0),
                         item.mapToItem(within, 0, item.height),
                         item.mapToItem(within, item.width, item.height)]
        const xs = corners.map(p => p.x)
        const ys = corners.map(p => p.y)
        return { "left": Math.min(...xs), "top": Math.min(...ys),
                 "right": Math.max(...xs), "bottom": Math.max(...ys) }
    }

    function union(boxes) {
        if (boxes.length === 0)
            return null
        return { "left": Math.min(...boxes.map(b => b.left)), "top": Math.min(...boxes.map(b => b.top)),
                 "right": Math.max(...boxes.map(b => b.right)), "bottom": Math.max(...boxes.map(b => b.bottom)) }
    }

    function rowBox(row, within) {
        const boxes = []
        for (let i = 0; i < row.count; ++i)
            boxes.push(box(row.cardAt(i), within))
        return union(boxes)
    }

    function overlap(a, b) {
        return a.left < b.right - 0.5 && b.left < a.right - 0.5
                && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
    }

    // At least `decisions` of the person's moves made by the autoplayer, then on until the
    // table asks `prompt` of the person.
    function playOn(autoplayer, decisions, prompt) {
        const game = autoplayer.session
        for (let made = 0; made < decisions || game.turn.prompt !== prompt; ++made) {
            verify(made < 400, "the table asks " + prompt)
            autoplayer.play(1)
            tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking
                      && game.turn.prompt !== TurnDriver.Prompt.Wait, 20000)
        }
    }

    function describe(b) {
        return "(" + Math.round(b.left) + "," + Math.round(b.top) + ")-("
                + Math.round(b.right) + "," + Math.round(b.bottom) + ")"
    }

    // The moments the person's autoplay reaches with seed 3: the deal (a full fan), the
    // play with cards on every side, the show with the crib spread out.
    // The controls in view now, by name.
    function checkControls(window) {
        const content = window.contentItem
        const panel = findChild(content, "sidePanel")
        verify(waitForItemPolished(findChild(panel, "panelControls")), "the controls laid out")
        const panelBox = box(panel, content)
        const others = [["the board", findChild(content, "pegBoard")], ["the deal's log", findChild(panel, "dealLog")],
                        ["the panel's words", findChild(panel, "panelWords")]]
        const shown = []
        for (const name of ["prompt", "cutButton", "layAwayButton", "goButton", "dealButton", "continueButton",
                            "nextGameButton", "newMatchButton", "reviewButton", "claimPoints", "claimButton",
                            "acceptButton", "mugginsButton", "noMugginsButton"]) {
            const item = findChild(panel, name)
            if (!item || !item.visible || (name === "prompt" && item.text === ""))
                continue
            shown.push(name)
            const b = box(item, content)
            const where = name + " " + describe(b) + " at prompt " + window.session.turn.prompt
            verify(b.left >= panelBox.left - 0.5 && b.right <= panelBox.right + 0.5 && b.top >= panelBox.top - 0.5
                   && b.bottom <= panelBox.bottom + 0.5 && b.bottom <= content.height + 0.5,
                   where + " inside the panel " + describe(panelBox))
            for (let clipper = item.parent; clipper && clipper !== content; clipper = clipper.parent) {
                if (!clipper.clip)
                    continue
                const c = box(clipper, content)
                verify(b.left >= c.left - 0.5 && b.right <= c.right + 0.5 && b.top >= c.top - 0.5
                       && b.bottom <= c.bottom + 0.5, where + " not cut by " + clipper + " " + describe(c))
            }
            for (const [otherName, other] of others)
                verify(!other.visible || other.height <= 0 || !overlap(b, box(other, content)),
                       where + " clear of " + otherName + " " + describe(box(other, content)))
        }
        return shown
    }

    function checkLayout(window, players) {
        const table = findChild(window.contentItem, "table")
        const places = {}
        const rows = ["crib", "played", "hand", "starter"]
        for (let seat = 1; seat < players; ++seat)
            rows.push("hand" + seat, "played" + seat)
        for (const name of rows) {
            const b = rowBox(findChild(table, name), table)
            if (b)
                places[name] = b
        }
        for (let seat = 1; seat < players; ++seat) {
            const seatName = findChild(table, "seatName" + seat)
            compare(seatName.visible, players > 2)
            if (seatName.visible)
                places["seatName" + seat] = box(seatName, table)
        }
        // The words on the felt, each whole (a line that does not fit its width is cut).
        const labels = ["cribLabel", "starterLabel", "caption"]
        for (let seat = 0; seat < players; ++seat)
            labels.push("said" + seat)
        for (const name of labels) {
            const item = findChild(table, name)
            if (!item.visible)
                continue
            places[name] = box(item, table)
            const text = item.contentWidth !== undefined ? item : item.children[0] // a bubble holds its words
            verify(text.contentWidth <= text.width + 0.5 && text.contentHeight <= item.height + 0.5,
                   name + " '" + text.text + "' fits: " + text.contentWidth + "x" + text.contentHeight
                   + " in " + text.width + "x" + item.height)
        }
        places.deck = box(findChild(table, "deck"), table)
        const count = findChild(table, "count")
        if (count.visible)
            places.count = box(count, table)

        const names = Object.keys(places)
        verify(names.length >= 4, names)
        for (const name of names) {
            const b = places[name]
            verify(b.left >= 0 && b.top >= 0 && b.right <= table.width && b.bottom <= table.height,
                   name + " " + describe(b) + " inside the table " + table.width + "x" + table.height)
        }
        for (let i = 0; i < names.length; ++i)
            for (let j = i + 1; j < names.length; ++j) {
                const pair = [names[i], names[j]].sort().join(" ")
                if (pair === "deck starter")
                    continue // the starter lies on the pack
                verify(!overlap(places[names[i]], places[names[j]]),
                       pair + ": " + describe(places[names[i]]) + " " + describe(places[names[j]]))
            }

        // The side panel's words are all there to read: they fit, or the panel scrolls.
        const panel = findChild(window.contentItem, "sidePanel")
        const words = findChild(panel, "panelColumn")
        verify(waitForItemPolished(words), "the side panel's column laid out")
        // (The hidden buttons stay where they were last shown: only what is shown counts.)
        let bottom = 0
        for (let i = 0; i < words.children.length; ++i)
            if (words.children[i].visible)
                bottom = Math.max(bottom, words.children[i].y + words.children[i].height)
        verify(words.y + bottom <= panel.words.height || panel.words.contentHeight > panel.words.height,
               "the side panel's column fits or scrolls: " + bottom + " in " + panel.words.height)
        // At the show the counts come first: the deal's log steps aside when they need its room.
        if (window.session.turn.prompt === TurnDriver.Prompt.Continue && findChild(panel, "dealLog").visible)
            verify(panel.words.contentHeight <= panel.words.height + 0.5,
                   "the show's counts fit beside the log: " + panel.words.contentHeight + " in " + panel.words.height)
        // The deal's log, showing its newest line, shows its top line whole (unless that one
        // line is taller than the log).
        const logLines = findChild(panel, "dealLogLines")
        if (findChild(panel, "dealLog").visible && logLines.atYEnd) {
            const top = logLines.itemAt(0, logLines.contentY)
            verify(top === null || top.y >= logLines.contentY - 0.5 || top.height > logLines.height,
                   "the log's top line '" + (top ? top.text : "") + "' whole: it begins at "
                   + (top ? top.y : 0) + ", the list at " + logLines.contentY)
        }
        verify(!overlap(box(panel, window.contentItem), box(findChild(window.contentItem, "pegBoard"),
                                                             window.contentItem)),
               "the side panel lies beside the board")
        const board = findChild(window.contentItem, "pegBoard")
        compare(board.players, players === 3 ? 3 : 2, "a track for each side")
        // Each side's name and score whole, inside its plaque.
        for (let side = 0; side < board.players; ++side) {
            const plaque = findChild(board, "progress" + side)
            const plaqueBox = box(plaque, window.contentItem)
            for (const name of ["playerName", "standing"]) {
                const text = findChild(plaque, name)
                const b = box(text, window.contentItem)
                verify(!text.truncated, name + " '" + text.text + "' is whole")
                verify(b.top >= plaqueBox.top - 0.5 && b.bottom <= plaqueBox.bottom + 0.5,
                       name + " " + describe(b) + " inside its plaque " + describe(plaqueBox))
            }
        }
        const boardBox = box(board, window.contentItem)
        verify(boardBox.bottom <= window.contentItem.height && boardBox.left >= 0
               && boardBox.right <= window.contentItem.width, describe(boardBox))
        verify(box(table, window.contentItem).bottom <= boardBox.top)
    }
}
