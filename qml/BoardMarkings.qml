pragma ComponentBehavior: Bound

import QtQuick

// What is inlaid in the board besides the holes: the hole numbers every five (both laps on
// a board played twice around), and the lines where a loser is lurched or skunked.
Item {
    id: markings

    required property BoardGeometry geometry

    // Outer rows: 5, 10 ... 30 at every fifth hole going out, above and below the board.
    Repeater {
        model: 2 * markings.geometry.holesPerRow / markings.geometry.holesPerGroup
        HoleNumber {
            required property int index
            readonly property int group: index % (markings.geometry.holesPerRow / markings.geometry.holesPerGroup)
            readonly property int player: index < markings.geometry.holesPerRow / markings.geometry.holesPerGroup ? 0 : 1
            readonly property real outerY: markings.geometry.rowY(player, true)

            geometry: markings.geometry
            score: (group + 1) * markings.geometry.holesPerGroup
            xUnits: markings.geometry.columnX(score - 1)
            yUnits: outerY + (player === 1 ? -1 : 1) * (markings.geometry.twiceAround ? 1.0 : 0.8)
        }
    }

    // Inner rows: 35, 40 ... 60 coming back, once in the middle, shared by both players.
    Repeater {
        model: markings.geometry.holesPerRow / markings.geometry.holesPerGroup
        HoleNumber {
            required property int index

            geometry: markings.geometry
            score: markings.geometry.holesPerRow + (index + 1) * markings.geometry.holesPerGroup
            xUnits: markings.geometry.columnX(markings.geometry.holesPerLap - score)
            yUnits: markings.geometry.middleY
        }
    }

    TurnLine {
        geometry: markings.geometry
        objectName: markings.geometry.twiceAround ? "skunkLine" : "lurchLine"
        xUnits: markings.geometry.lastColumnX + 0.85
        labelSide: 1
        label: markings.geometry.twiceAround ? qsTr("SKUNK") : qsTr("LURCH")
    }

    TurnLine {
        geometry: markings.geometry
        objectName: "doubleSkunkLine"
        visible: markings.geometry.twiceAround
        xUnits: markings.geometry.firstColumnX - 0.8
        labelSide: -1
        label: qsTr("LURCH")
    }
}
