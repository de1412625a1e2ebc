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
    readonly property bool animating: pegs0.jumping || pegs1.jumping
    readonly property real unit: boardGeometry.unit
    readonly property int holesPerPlayer: track0.holeCount

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
        return player === 0 ? pegs0.frontPeg : pegs1.frontPeg
    }

    function rearPeg(player) {
        return player === 0 ? pegs0.rearPeg : pegs1.rearPeg
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

    PegTrack {
        id: track0

        anchors.fill: parent
        geometry: boardGeometry
        player: 0
    }
    PegTrack {
        anchors.fill: parent
        geometry: boardGeometry
        player: 1
    }

    component Standing: PlayerProgress {
        required property int player

        objectName: "progress" + player
        x: boardGeometry.point(boardGeometry.panelX, 0).x
        y: boardGeometry.point(0, player === 1 ? boardGeometry.margin : boardGeometry.middleY + boardGeometry.margin / 4).y
        width: boardGeometry.panelWidth * boardGeometry.unit
        height: (boardGeometry.middleY - boardGeometry.margin * 1.25) * boardGeometry.unit
        name: board.playerNames[player] ?? ""
        colour: board.playerColours[player] ?? Theme.pegColours[player]
        score: board.frontScore(player)
        target: board.target
        leading: board.leader === player
        lead: board.frontScore(player) - board.frontScore(1 - player)
        unit: boardGeometry.unit
    }
    Standing {
        player: 0
    }
    Standing {
        player: 1
    }

    component Pegs: PlayerPegs {
        anchors.fill: parent
        geometry: boardGeometry
        front: board.frontScore(player)
        rear: board.rearScore(player)
        colour: board.playerColours[player] ?? Theme.pegColours[player]
        animationScale: board.animationScale
        onLanded: score => board.pegLanded(player, score)
    }
    Pegs {
        id: pegs0

        player: 0
    }
    Pegs {
        id: pegs1

        player: 1
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
