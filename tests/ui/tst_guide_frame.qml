import QtQuick
import QtTest
import Cribbage.Table
import Cribbage.Ui
import Cribbage.Testing

// The guided game's frame in the show lies on the cards being counted (the hand's cards lie
// where they were played), and the lesson beside them covers none of them.
Item {
    id: root

    Component {
        id: tableComponent

        Item {
            readonly property Table table: table

            GameSession {
                id: game

                persistent: false
                seed: "2024"
                Component.onCompleted: {
                    settings.appearance.animationSpeed = Animations.Speed.Instant
                    newMatch()
                }
            }

            Table {
                id: table

                anchors.fill: parent
                session: game
            }

            Autoplayer {
                objectName: "autoplayer"
                session: game
            }
        }
    }

    TableLayoutCase {
        name: "GuideFrame"
        when: windowShown

        function test_the_show_is_framed_data() {
            // The felt of the window at 1024x640, 1280x800 and 1920x1080 (less the panel and board).
            return [{ "tag": "1024x640", "width": 760, "height": 480 },
                    { "tag": "1280x800", "width": 970, "height": 610 },
                    { "tag": "1920x1080", "width": 1480, "height": 830 }]
        }

        function test_the_show_is_framed(data) {
            const holder = createTemporaryObject(tableComponent, root, { "width": data.width, "height": data.height })
            const table = holder.table
            const game = table.session
            const guide = game.guide
            const autoplayer = findChild(holder, "autoplayer")
            guide.begin()
            const framed = new Set()
            for (let moves = 0; moves < 200 && guide.lesson !== Guide.Lesson.Finished; ++moves) {
                tryVerify(() => autoplayer.remaining === 0 && (guide.waitsForNext || (!game.turn.busy
                                                       && !game.turn.thinking
                                                       && game.turn.prompt !== TurnDriver.Prompt.Wait)), 10000)
                const target = guide.target
                if (target === GuidedGame.Target.PersonShown || target === GuidedGame.Target.OpponentShown) {
                    const row = findChild(table, target === GuidedGame.Target.PersonShown ? "played" : "played1")
                    compare(row.count, 4, "the hand counted lies where it was played")
                    const cards = rowBox(row, table)
                    const frame = box(findChild(table, "guideTargetFrame"), table)
                    verify(frame.left <= cards.left && frame.top <= cards.top && frame.right >= cards.right
                           && frame.bottom >= cards.bottom, "the frame " + describe(frame) + " holds "
                           + describe(cards))
                    const lesson = box(findChild(table, "guideBubble"), table)
                    verify(!overlap(lesson, cards), "the lesson " + describe(lesson) + " clear of " + describe(cards))
                    framed.add(target)
                }
                if (guide.waitsForNext)
                    guide.next()
                else
                    autoplayer.play(1)
            }
            compare(guide.lesson, Guide.Lesson.Finished, "the guide walked to its end")
            compare(framed.size, 2, "both hands of the show framed")
        }
    }
}
