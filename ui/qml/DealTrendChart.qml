pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// The person's points in each of their last deals, oldest on the left, as bars, with the
// average of the first half and of the second half as two lines: the second above the first
// means the person is scoring more than before.
Item {
    id: chart

    // The points of each deal, oldest first.
    required property var points
    required property real unit

    readonly property int highest: Math.max(12, ...Array.from(points))
    readonly property int half: Math.floor(points.length / 2)

    function average(from, to) {
        const part = Array.from(points).slice(from, to)
        return part.length > 0 ? part.reduce((sum, p) => sum + p, 0) / part.length : 0
    }

    implicitHeight: unit * 9
    implicitWidth: unit * 24

    Label {
        id: topLabel

        anchors.left: parent.left
        anchors.top: parent.top
        font.pixelSize: chart.unit * 0.8
        text: Number(chart.highest).toLocaleString(Qt.locale(), "f", 0)
        opacity: 0.7
    }

    Item {
        id: plot

        anchors.left: topLabel.right
        anchors.leftMargin: chart.unit * 0.4
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: topLabel.height / 2
        anchors.bottom: parent.bottom

        // Room for at least ten deals, so that the first few are bars, not slabs.
        readonly property real slot: width / Math.max(chart.points.length, 10)

        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 1
            color: topLabel.color
            opacity: 0.4
        }

        Repeater {
            model: chart.points

            Rectangle {
                id: bar

                objectName: "dealBar"

                required property int index
                required property int modelData

                x: bar.index * plot.slot + plot.slot * 0.15
                y: plot.height - height
                width: plot.slot * 0.7
                height: plot.height * bar.modelData / chart.highest
                radius: 2
                color: "#3b8a4f"
            }
        }

        // The averages of the older and the newer half of the deals.
        Repeater {
            model: chart.points.length >= 4 ? [[0, chart.half], [chart.half, chart.points.length]] : []

            Rectangle {
                id: line

                required property var modelData

                x: line.modelData[0] * plot.slot
                width: (line.modelData[1] - line.modelData[0]) * plot.slot
                y: plot.height * (1 - chart.average(line.modelData[0], line.modelData[1]) / chart.highest) - height / 2
                height: Math.max(2, chart.unit * 0.15)
                color: "#c0392b"
            }
        }
    }
}
