pragma ComponentBehavior: Bound

import QtQuick

// The holes of one player's lane: two rows of 30, two start holes and the game hole.
Item {
    id: track

    required property BoardGeometry geometry
    required property int player

    readonly property int holeCount: rows.count + starts.count + 1
    readonly property real holeDiameter: geometry.unit * 0.48

    Repeater {
        id: rows

        model: track.geometry.holesPerLap
        PegHole {
            required property int index

            centre: track.geometry.holePosition(track.player, index + 1)
            diameter: track.holeDiameter
        }
    }

    Repeater {
        id: starts

        model: 2
        PegHole {
            required property int index

            centre: track.geometry.startHolePosition(track.player, index)
            diameter: track.holeDiameter
        }
    }

    PegHole {
        objectName: "gameHole" + track.player
        centre: track.geometry.gameHolePosition(track.player)
        diameter: track.holeDiameter * 1.35
    }
}
