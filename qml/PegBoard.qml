pragma ComponentBehavior: Bound

import QtQuick

// A classic cribbage board, one track per player (or side: two or three), drawn to fit its
// size. The controller sets each player's front peg (the score) and rear peg (the score
// before); when a score goes up the rear peg leapfrogs the front one. A player's plaque shows
// the games won with a third peg each. announce() floats the points and their reason up from
// the player's front hole.
Item {
    id: board

    required property int target // 61 (once around) or 121 (twice around)
    property var scores: [0, 0]
    property var rearPegs: [0, 0]
    property var gamesWon: []
    property int matchGames: 1
    property var playerNames: [qsTr("Player 1"), qsTr("Player 2")]
    property var playerColours: Theme.pegColours
    property real animationScale: Theme.animationScale

    // A track for each score given, two or three.
    readonly property int players: Math.max(2, Math.min(3, scores.length))
    // The player ahead of every other; -1 when two share the lead.
    readonly property int leader: {
        let best = -1
        let tied = false
        for (let player = 0; player < players; ++player) {
            if (best < 0 || frontScore(player) > frontScore(best)) {
                best = player
                tied = false
            } else if (frontScore(player) === frontScore(best)) {
                tied = true
            }
        }
        return tied ? -1 : best
    }
    readonly property bool animating: {
        for (let player = 0; player < pegLayer.count; ++player) {
            if ((pegLayer.itemAt(player) as PlayerPegs)?.jumping)
                return true
        }
        return false
    }
    readonly property real unit: boardGeometry.unit
    readonly property int holesPerPlayer: tracks.count > 0 ? (tracks.itemAt(0) as PegTrack).holeCount : 0

    signal pegLanded(int player, int score)

    function frontScore(player) {
        return clampedScore(scores[player], target)
    }

    // How far `player` is ahead of the best of the others.
    function leadOf(player) {
        let others = 0
        for (let other = 0; other < players; ++other) {
            if (other !== player)
                others = Math.max(others, frontScore(other))
        }
        return frontScore(player) - others
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
        if (player < 0 || player >= players || Theme.duration(Theme.burstMs, animationScale) === 0)
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
        lanes: board.players
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

        model: board.players
        PegTrack {
            required property int index

            anchors.fill: parent
            geometry: boardGeometry
            player: index
        }
    }

    Repeater {
        model: board.players
        PlayerProgress {
            required property int index

            objectName: "progress" + index
            x: boardGeometry.point(boardGeometry.panelX, 0).x
            y: boardGeometry.point(0, boardGeometry.plaqueY(index)).y
            width: boardGeometry.panelWidth * boardGeometry.unit
            height: boardGeometry.plaqueHeight * boardGeometry.unit
            name: board.playerNames[index] ?? ""
            colour: board.playerColours[index] ?? Theme.pegColours[index]
            score: board.frontScore(index)
            target: board.target
            leading: board.leader === index
            lead: board.leadOf(index)
            games: board.gamesWon[index] ?? 0
            matchGames: board.matchGames
            unit: boardGeometry.unit
        }
    }

    Repeater {
        id: pegLayer

        model: board.players
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
