import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// People with names as long as a name may be (24 characters) at a table of two and of four, at
// the usual and at the smallest window: each seat's name and the crib's are shortened with an
// ellipsis to lie inside the table, clear of every card, of the pack and of one another.
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

    TestCase {
        name: "LongNames"
        when: windowShown

        function test_a_long_name_is_shortened_data() {
            const rows = []
            for (const players of [2, 4])
                for (const size of [[1024, 640], [900, 480]])
                    rows.push({ "tag": players + " people, " + size.join("x"), "players": players,
                                "width": size[0], "height": size[1] })
            return rows
        }

        function box(item, within) {
            const corners = [item.mapToItem(within, 0, 0), item.mapToItem(within, item.width, item.height),
                             item.mapToItem(within, item.width, 0), item.mapToItem(within, 0, item.height)]
            const xs = corners.map(p => p.x)
            const ys = corners.map(p => p.y)
            return { "left": Math.min(...xs), "top": Math.min(...ys),
                     "right": Math.max(...xs), "bottom": Math.max(...ys) }
        }

        function overlap(a, b) {
            return a.left < b.right - 0.5 && b.left < a.right - 0.5
                    && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5
        }

        function describe(b) {
            return "(" + Math.round(b.left) + "," + Math.round(b.top) + ")-("
                    + Math.round(b.right) + "," + Math.round(b.bottom) + ")"
        }

        // The boxes of the cards on the table, by name, and of the pack.
        function cardBoxes(table, players) {
            const boxes = { "deck": box(findChild(table, "deck"), table) }
            const rows = ["crib", "starter", "hand", "played"]
            for (let seat = 0; seat < players; ++seat)
                rows.push("hand" + seat, "played" + seat)
            for (const name of rows) {
                const row = findChild(table, name)
                for (let i = 0; row && i < row.count; ++i)
                    boxes[name + " card " + i] = box(row.cardAt(i), table)
            }
            return boxes
        }

        function everyNamed(item, name, found) {
            if (item.objectName === name)
                found.push(item)
            const children = item.children
            for (let i = 0; children && i < children.length; ++i)
                everyNamed(children[i], name, found)
        }

        function checkNames(window, players) {
            const table = findChild(window.contentItem, "table")
            const words = {}
            let shortened = 0
            for (let seat = 0; seat < players; ++seat) {
                const label = findChild(table, "seatName" + seat)
                if (label && label.visible) {
                    words[label.objectName] = box(label, table)
                    shortened += label.truncated ? 1 : 0
                }
            }
            verify(Object.keys(words).length >= players - 1, "a name for each other seat")
            // Across from the only other player, the name lies between the dealer's button and
            // the edge of the table, with room for a few letters.
            verify(players > 2 || shortened === 1, "the name shortened")
            const crib = findChild(table, "cribLabel")
            if (crib.visible) {
                verify(crib.lineCount <= 2 && crib.contentWidth <= crib.width + 0.5,
                       "the crib's name '" + crib.text + "' on two lines at most: " + crib.lineCount)
                words.cribLabel = box(crib, table)
            }
            // The names under the cards cut for the deal.
            const cutNames = []
            everyNamed(table, "cutterName", cutNames)
            cutNames.filter(name => name.visible).forEach((name, i) => {
                words["cutterName" + i] = box(name, table)
            })
            const cards = cardBoxes(table, players)
            const names = Object.keys(words)
            for (const name of names) {
                const b = words[name]
                verify(b.left >= 0 && b.top >= 0 && b.right <= table.width && b.bottom <= table.height,
                       name + " " + describe(b) + " inside the table " + table.width + "x" + table.height)
                for (const card in cards)
                    verify(!overlap(b, cards[card]), name + " " + describe(b) + " clear of " + card + " "
                           + describe(cards[card]))
                for (const other of names)
                    verify(other === name || !overlap(b, words[other]), name + " clear of " + other)
            }
        }

        function test_a_long_name_is_shortened(data) {
            const window = createTemporaryObject(windowComponent, root, {
                "width": data.width, "height": data.height })
            const game = window.session
            game.settings.appearance.animationSpeed = Animations.Speed.Instant
            game.settings.rules.players = data.players
            for (let seat = 0; seat < data.players; ++seat) {
                game.settings.setPersonAt(seat, true)
                game.settings.setNameAt(seat, "Maximiliana Fitzgerald " + String.fromCharCode(65 + seat))
            }
            compare(game.settings.seatNames[0].length, 24)
            game.newMatch()
            verify(game.match.tableOfPeople)
            const autoplayer = createTemporaryObject(autoplayerComponent, root, { "session": game })
            // The lay away (the crib's name shown from then on), and on into the play.
            for (let decisions = 0; decisions < 12; ++decisions) {
                autoplayer.play(1)
                tryVerify(() => autoplayer.remaining === 0 && !game.turn.busy && !game.turn.thinking
                          && game.turn.prompt !== TurnDriver.Prompt.Wait, 20000)
                if (game.turn.prompt === TurnDriver.Prompt.Pass)
                    game.turn.ready()
                tryVerify(() => !game.turn.busy, 5000)
                checkNames(window, data.players)
            }
            game.settings.rules.players = 2
        }
    }
}
