import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// The guided game's callout: the lesson beside what it talks about (`targetRect`, outlined on
// the felt), what just happened, Next when the table waits for the person to read, and the
// way out. Escape leaves the guide too. Everything it says comes from the guide.
Item {
    id: callout

    required property GuidedGame guide
    required property rect targetRect
    // The side of the target the callout prefers: Qt.AlignRight, Qt.AlignTop or Qt.AlignBottom.
    required property int preferredSide
    required property real unit

    readonly property real gap: unit * 0.8
    readonly property bool finished: guide.lesson === Guide.Lesson.Finished

    anchors.fill: parent
    visible: guide.active && guide.lesson !== Guide.Lesson.None

    // Where the bubble goes: beside the target on its preferred side, else on the other sides in
    // turn, always inside the table; where no side has room, the place that covers the least
    // of the target (on a small table the play's cards, rather than the empty felt around them).
    function bubblePoint(w, h) {
        const r = targetRect
        if (r.width <= 0)
            return Qt.point((width - w) / 2, (height - h) / 2)
        const inside = (x, y) => Qt.point(Math.max(gap, Math.min(x, width - w - gap)),
                                          Math.max(gap, Math.min(y, height - h - gap)))
        const centreX = r.x + r.width / 2 - w / 2
        const centreY = r.y + r.height / 2 - h / 2
        const right = inside(r.x + r.width + gap, centreY)
        const left = inside(r.x - w - gap, centreY)
        const below = inside(centreX, r.y + r.height + gap)
        const above = inside(centreX, r.y - h - gap)
        const order = preferredSide === Qt.AlignRight ? [right, left, below, above]
                    : preferredSide === Qt.AlignTop ? [above, below, right, left]
                    : [below, above, right, left]
        let best = order[0]
        let bestCover = Infinity
        for (const at of order) {
            const cover = Math.max(0, Math.min(at.x + w, r.x + r.width) - Math.max(at.x, r.x))
                        * Math.max(0, Math.min(at.y + h, r.y + r.height) - Math.max(at.y, r.y))
            if (cover < bestCover) {
                best = at
                bestCover = cover
            }
        }
        return best
    }

    Rectangle {
        objectName: "guideTargetFrame"
        visible: callout.targetRect.width > 0
        x: callout.targetRect.x - callout.unit * 0.3
        y: callout.targetRect.y - callout.unit * 0.3
        width: callout.targetRect.width + callout.unit * 0.6
        height: callout.targetRect.height + callout.unit * 0.6
        radius: callout.unit * 0.5
        color: "transparent"
        border.color: Theme.selection
        border.width: Math.max(2, callout.unit * 0.15)
    }

    Rectangle {
        id: bubble

        readonly property point at: callout.bubblePoint(width, height)

        objectName: "guideBubble"
        x: at.x
        y: at.y
        width: Math.min(callout.width * 0.42, callout.unit * 22)
        height: column.implicitHeight + callout.unit * 1.6
        radius: callout.unit * 0.6
        color: Theme.highContrast ? "#000000" : "#fbf6e6"
        border.color: Theme.selection
        border.width: Math.max(2, callout.unit * 0.12)
        Accessible.role: Accessible.Dialog
        Accessible.name: title.text

        Column {
            id: column

            x: callout.unit * 0.8
            y: callout.unit * 0.8
            width: bubble.width - callout.unit * 1.6
            spacing: callout.unit * 0.5

            Text {
                id: title

                objectName: "guideTitle"
                width: parent.width
                wrapMode: Text.WordWrap
                text: callout.guide.title
                color: Theme.highContrast ? "#ffffff" : "#3b2a10"
                font.pixelSize: callout.unit * 1.1
                font.bold: true
                font.family: Theme.serifFamily
            }
            Text {
                objectName: "guideText"
                width: parent.width
                wrapMode: Text.WordWrap
                text: callout.guide.text
                color: Theme.highContrast ? "#ffffff" : "#2b2b2b"
                font.pixelSize: callout.unit * 0.85
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Text {
                objectName: "guideHappened"
                visible: text !== ""
                width: parent.width
                wrapMode: Text.WordWrap
                text: callout.guide.happened
                color: Theme.highContrast ? "#ffff00" : "#6b3d00"
                font.pixelSize: callout.unit * 0.85
                font.italic: true
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            // Each button keeps its place: were Leave to slide where Next was when Next goes,
            // a second click on Next would leave the guide.
            Item {
                width: parent.width
                height: Math.max(nextButton.implicitHeight, leaveButton.implicitHeight)

                AccessibleButton {
                    id: nextButton

                    objectName: "guideNextButton"
                    anchors.right: parent.right
                    visible: callout.guide.waitsForNext
                    text: qsTr("Next")
                    font.pixelSize: callout.unit * 0.85
                    Accessible.ignored: !visible
                    onClicked: callout.guide.next()
                    Keys.onReturnPressed: callout.guide.next()
                    Keys.onEnterPressed: callout.guide.next()
                    onVisibleChanged: if (visible) forceActiveFocus()
                }
                AccessibleButton {
                    id: leaveButton

                    objectName: "guideLeaveButton"
                    anchors.left: parent.left
                    text: callout.finished ? qsTr("Back to your game") : qsTr("Leave the guide")
                    font.pixelSize: callout.unit * 0.85
                    Accessible.ignored: !visible
                    onClicked: callout.guide.leave()
                }
            }
        }
    }

    Shortcut {
        sequences: Shortcuts.leaveGuide.sequences
        enabled: callout.visible
        onActivated: callout.guide.leave()
    }
}
