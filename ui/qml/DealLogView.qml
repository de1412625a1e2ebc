pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Cribbage.Table
import Cribbage.Ui

// What has been said since the cards were last gathered, newest at the bottom, so that points
// that flashed past can be read again. It scrolls on its own.
Column {
    id: view

    required property DealLog log
    required property real unit

    spacing: unit * 0.3
    visible: log.count > 0

    Text {
        text: qsTr("This deal")
        color: Theme.textOnFelt
        opacity: 0.7
        font.pixelSize: view.unit * 0.9
        font.bold: true
    }

    ListView {
        id: lines

        width: parent.width
        height: view.height - y
        clip: true
        model: view.log
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        // The newest line stays in view.
        onContentHeightChanged: positionViewAtEnd()
        onHeightChanged: positionViewAtEnd()

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
