import QtQuick

// What is inlaid in the board besides the holes: the hole numbers every five (both laps on
// a board played twice around), and the lines where a loser is lurched or skunked.
Item {
    id: markings

    required property BoardGeometry geometry

    readonly property bool twiceAround: geometry.target > geometry.holesPerLap + 1
    readonly property real unit: geometry.unit

    // The first lap's number over the second lap's, centred on the hole's column.
    component HoleNumber: Column {
        id: label

        required property real xUnits
        required property real yUnits
        required property int score

        readonly property bool milestone: score % markings.geometry.holesPerRow === 0
        readonly property point centre: markings.geometry.point(xUnits, yUnits)

        x: centre.x - width / 2
        y: centre.y - height / 2

        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            text: label.score
            color: label.milestone ? Theme.brass : Theme.inlay
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, markings.unit * 0.46)
            font.bold: label.milestone
            lineHeight: 0.85
        }
        Text {
            anchors.horizontalCenter: parent.horizontalCenter
            visible: markings.twiceAround
            text: label.score + markings.geometry.holesPerLap
            color: label.milestone ? Theme.brass : Theme.inlayFaint
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, markings.unit * 0.34)
            font.bold: label.milestone
            lineHeight: 0.85
        }
    }

    component TurnLine: Item {
        id: turn

        required property real xUnits
        required property string label
        required property real labelSide // -1 left of the line, 1 right of it

        Repeater {
            model: 2
            Rectangle {
                required property int index

                readonly property point outer: markings.geometry.point(turn.xUnits, markings.geometry.rowY(index, true))
                readonly property point inner: markings.geometry.point(turn.xUnits, markings.geometry.rowY(index, false))

                x: outer.x - width / 2
                y: Math.min(outer.y, inner.y) - markings.unit * 0.45
                width: Math.max(1, markings.unit * 0.09)
                height: Math.abs(outer.y - inner.y) + markings.unit * 0.9
                radius: width / 2
                color: Theme.skunkLine
            }
        }
        Text {
            readonly property point centre: markings.geometry.point(turn.xUnits + turn.labelSide * 0.42,
                                                                   markings.geometry.middleY)

            x: centre.x - width / 2
            y: centre.y - height / 2
            rotation: -90
            text: turn.label
            color: Theme.skunkLine
            font.family: Theme.serifFamily
            font.pixelSize: Math.max(1, markings.unit * 0.34)
            font.bold: true
            font.letterSpacing: markings.unit * 0.05
        }
    }

    // Outer rows: 5, 10 ... 30 at every fifth hole going out, above and below the board.
    Repeater {
        model: 2 * markings.geometry.holesPerRow / markings.geometry.holesPerGroup
        HoleNumber {
            required property int index

            readonly property int group: index % (markings.geometry.holesPerRow / markings.geometry.holesPerGroup)
            readonly property int player: index < markings.geometry.holesPerRow / markings.geometry.holesPerGroup ? 0 : 1
            readonly property real outerY: markings.geometry.rowY(player, true)

            score: (group + 1) * markings.geometry.holesPerGroup
            xUnits: markings.geometry.columnX(score - 1)
            yUnits: outerY + (player === 1 ? -1 : 1) * (markings.twiceAround ? 1.0 : 0.75)
        }
    }

    // Inner rows: 35, 40 ... 60 coming back, once in the middle, shared by both players.
    Repeater {
        model: markings.geometry.holesPerRow / markings.geometry.holesPerGroup
        HoleNumber {
            required property int index

            score: markings.geometry.holesPerRow + (index + 1) * markings.geometry.holesPerGroup
            xUnits: markings.geometry.columnX(markings.geometry.holesPerLap - score)
            yUnits: markings.geometry.middleY
        }
    }

    TurnLine {
        objectName: markings.twiceAround ? "skunkLine" : "lurchLine"
        xUnits: markings.geometry.lastColumnX + 0.85
        labelSide: 1
        label: markings.twiceAround ? qsTr("SKUNK") : qsTr("LURCH")
    }

    TurnLine {
        objectName: "doubleSkunkLine"
        visible: markings.twiceAround
        xUnits: markings.geometry.firstColumnX - 0.8
        labelSide: -1
        label: qsTr("LURCH")
    }
}
