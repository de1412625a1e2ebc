pragma ComponentBehavior: Bound

import QtQuick

// The holes of one player's lane: two rows of 30, two start holes and the game hole.
Item {
    id: track

    required property BoardGeometry geometry
    required property int player

    readonly property int holeCount: rows.count + starts.count + 1
    readonly property real holeDiameter: geometry.unit * 0.48
    // Where the holes are, worked out here rather than in each hole: a track being taken away
    // (the table going from two seats to three or back) no longer follows the geometry, but a
    // hole following it would look for its track and not find it.
    readonly property var rowCentres: Array.from({ length: geometry.holesPerLap },
                                                 (_, index) => geometry.holePosition(player, index + 1))
    readonly property var startCentres: [geometry.startHolePosition(player, 0),
                                         geometry.startHolePosition(player, 1)]

    Repeater {
        id: rows

        model: track.geometry.holesPerLap
        PegHole {
            required property int index

            centre: track.rowCentres[index]
            diameter: track.holeDiameter
        }
    }

    Repeater {
        id: starts

        model: 2
        PegHole {
            required property int index

            centre: track.startCentres[index]
            diameter: track.holeDiameter
        }
    }

    PegHole {
        objectName: "gameHole" + track.player
        centre: track.geometry.gameHolePosition(track.player)
        diameter: track.holeDiameter * 1.35
    }
}
