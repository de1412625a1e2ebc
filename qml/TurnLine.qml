pragma ComponentBehavior: Bound

import QtQuick

// A red line across every player's lane at xUnits, with its name beside it.
Item {
    id: turn

    required property BoardGeometry geometry
    required property real xUnits
    required property string label
    required property real labelSide // -1 left of the line, 1 right of it

    Repeater {
        model: turn.geometry.lanes
        Rectangle {
            required property int index

            readonly property point outer: turn.geometry.point(turn.xUnits, turn.geometry.rowY(index, true))
            readonly property point inner: turn.geometry.point(turn.xUnits, turn.geometry.rowY(index, false))

            x: outer.x - width / 2
            y: Math.min(outer.y, inner.y) - turn.geometry.unit * 0.45
            width: Math.max(1, turn.geometry.unit * 0.09)
            height: Math.abs(outer.y - inner.y) + turn.geometry.unit * 0.9
            radius: width / 2
            color: Theme.skunkLine
        }
    }
    Text {
        readonly property point centre: turn.geometry.point(turn.xUnits + turn.labelSide * 0.42,
                                                               turn.geometry.middleY)

        x: centre.x - width / 2
        y: centre.y - height / 2
        objectName: "lineName"
        rotation: -90
        text: turn.label
        color: Theme.skunkLine
        font.family: Theme.serifFamily
        font.pixelSize: turn.geometry.smallTextSize
        font.bold: true
        font.letterSpacing: turn.geometry.unit * 0.03
    }
}
