pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// What has been said since the cards were last gathered, newest at the bottom, so that points
// that flashed past can be read again. It scrolls on its own.
Item {
    id: view

    required property DealLog log
    required property real unit
    // Hidden for words that need its room more.
    property bool stepsAside: false
    // The room for the lines under the heading.
    readonly property real room: height - heading.height - spacing
    readonly property real spacing: unit * 0.3

    visible: log.count > 0 && !stepsAside
    onRoomChanged: lines.showNewest()

    // Just over the lines, wherever they begin.
    Text {
        id: heading

        anchors.bottom: lines.top
        anchors.bottomMargin: view.spacing
        text: qsTr("This deal")
        color: Theme.textOnFelt
        opacity: 0.7
        font.pixelSize: view.unit * 0.9
        font.bold: true
    }

    // At the bottom of the room, a little shorter than the room when the newest lines would
    // leave only part of a line at the top: the lines shown are whole.
    ListView {
        id: lines

        objectName: "dealLogLines"
        property bool settling: false

        // The newest line in view, and no line cut at the top. The height is set here, not
        // bound, as it follows from where the lines fall at the full height.
        function showNewest() {
            if (settling)
                return
            settling = true
            height = Math.max(0, view.room)
            positionViewAtEnd()
            const top = itemAt(0, contentY)
            if (top) {
                const shown = top.y + top.height - contentY
                if (shown > 0.5 && shown < top.height - 0.5 && shown < height - 0.5) {
                    height -= shown
                    positionViewAtEnd()
                }
            }
            settling = false
        }

        anchors.bottom: parent.bottom
        width: parent.width
        clip: true
        model: view.log
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        onContentHeightChanged: showNewest()
        Component.onCompleted: showNewest()

        delegate: Text {
            required property string line

            width: ListView.view.width
            wrapMode: Text.WordWrap
            text: line
            color: Theme.textOnFelt
            opacity: 0.85
            font.pixelSize: view.unit * 0.85
        }
    }
}
