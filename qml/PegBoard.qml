pragma ComponentBehavior: Bound

import QtQuick

// A classic two-track cribbage board for two players, drawn to fit its size. The controller
// sets each player's front peg (the score) and rear peg (the score before); when a score
// goes up the rear peg leapfrogs the front one. announce() floats the points and their
// reason up from the player's front hole.
Item {
    id: board

    required property int target // 61 (once around) or 121 (twice around)
    property var scores: [0, 0]
    property var rearPegs: [0, 0]
    property var playerNames: [qsTr("Player 1"), qsTr("Player 2")]
    property var playerColours: [Theme.pegColours[0], Theme.pegColours[1]]
    property real animationScale: Theme.animationScale

    readonly property int leader: frontScore(0) === frontScore(1) ? -1
                                                                  : (frontScore(0) > frontScore(1) ? 0 : 1)
    readonly property bool animating: pegLayer.count === 2 && ((pegLayer.itemAt(0) as PlayerPegs).jumping || (pegLayer.itemAt(1) as PlayerPegs).jumping)
    readonly property real unit: boardGeometry.unit
    readonly property int holesPerPlayer: tracks.count > 0 ? (tracks.itemAt(0) as PegTrack).holeCount : 0

    signal pegLanded(int player, int score)

    function frontScore(player) {
        return clampedScore(scores[player], target)
    }

    // A rear peg is never ahead of its front peg.
    function rearScore(player) {
        return clampedScore(rearPegs[player], frontScore(player))
    }

    function clampedScore(value, highest) {
        const score = Math.floor(Number(value))
        return Number.isFinite(score) ? Math.max(0, Math.min(score, highest)) : 0
    }

    // The centre of the hole for `score` (0 the first start hole, target the game hole).
    function holePosition(player, score) {
        return boardGeometry.holePosition(player, score)
    }

    function frontPeg(player) {
        return pegLayer.itemAt(player)?.frontPeg ?? null
    }

    function rearPeg(player) {
        return pegLayer.itemAt(player)?.rearPeg ?? null
    }

    // Nothing floats at instant speed (animationScale 0).
    function announce(player, points, reason) {
        if ((player !== 0 && player !== 1) || Theme.duration(Theme.burstMs, animationScale) === 0)
            return
        burstComponent.createObject(burstLayer, {
            "origin": holePosition(player, frontScore(player)),
            "points": points,
            "reason": reason,
            "colour": playerColours[player],
            "unit": unit,
            "animationScale": animationScale
        })
    }

    implicitWidth: 960
    implicitHeight: Math.round(implicitWidth * boardGeometry.heightUnits / boardGeometry.widthUnits)

    BoardGeometry {
        id: boardGeometry

        width: board.width
        height: board.height
        target: board.target
    }

    WoodGrain {
        x: boardGeometry.originX
        y: boardGeometry.originY
        width: boardGeometry.widthUnits * boardGeometry.unit
        height: boardGeometry.heightUnits * boardGeometry.unit
        unit: boardGeometry.unit
    }

    BoardMarkings {
        anchors.fill: parent
        geometry: boardGeometry
    }

    Repeater {
        id: tracks

        model: 2
        PegTrack {
            required property int index

            anchors.fill: parent
            geometry: boardGeometry
            player: index
        }
    }

    Repeater {
        model: 2
        PlayerProgress {
            required property int index

            objectName: "progress" + index
            x: boardGeometry.point(boardGeometry.panelX, 0).x
            y: boardGeometry.point(0, index === 1 ? boardGeometry.margin : boardGeometry.middleY + boardGeometry.margin / 4).y
            width: boardGeometry.panelWidth * boardGeometry.unit
            height: (boardGeometry.middleY - boardGeometry.margin * 1.25) * boardGeometry.unit
            name: board.playerNames[index] ?? ""
            colour: board.playerColours[index] ?? Theme.pegColours[index]
            score: board.frontScore(index)
            target: board.target
            leading: board.leader === index
            lead: board.frontScore(index) - board.frontScore(1 - index)
            unit: boardGeometry.unit
        }
    }

    Repeater {
        id: pegLayer

        model: 2
        PlayerPegs {
            required property int index

            anchors.fill: parent
            geometry: boardGeometry
            player: index
            front: board.frontScore(index)
            rear: board.rearScore(index)
            colour: board.playerColours[index] ?? Theme.pegColours[index]
            animationScale: board.animationScale
            onLanded: score => board.pegLanded(index, score)
        }
    }

    Item {
        id: burstLayer

        anchors.fill: parent
    }

    Component {
        id: burstComponent

        ScoreBurst {}
    }
}
