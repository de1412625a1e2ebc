import QtQuick

// Where everything on the peg board goes. Lengths are in units of one hole pitch and turned
// into pixels by `unit`, so the board keeps its proportions at every size.
//
// One lane of two rows for each player (or side): player 0's along the bottom, player 1's along
// the top, the outer rows at the edges; a third player's lane lies below the middle band,
// its inner row next to it. Scores 1-30 go out along the outer row from left to right, 31-60
// come back along the inner row; 61-120 go round again on the same holes. Start holes and the
// game hole sit at the left end.
QtObject {
    id: geometry

    required property real width
    required property real height
    required property int target
    property int lanes: 2 // 2 or 3

    readonly property int holesPerRow: 30
    readonly property int holesPerGroup: 5
    readonly property int holesPerLap: 2 * holesPerRow
    readonly property bool twiceAround: target > holesPerLap + 1

    readonly property real margin: 0.7
    readonly property real numberBand: 1.1
    readonly property real rowGap: 1.0
    readonly property real middleBand: 2.0
    readonly property real laneGap: 1.2 // between a middle lane and the bottom one
    readonly property real groupGap: 0.7
    readonly property real gameHoleX: margin + 0.7
    readonly property real startHoleX: gameHoleX + 1.4
    readonly property real firstColumnX: startHoleX + 2.1 // room for the lurch line's name
    readonly property real lastColumnX: columnX(holesPerRow - 1)
    readonly property real panelX: lastColumnX + 2.0
    // Wider with the words' size (Theme.textScale): the names and scores stay whole.
    readonly property real panelWidth: 10.5 * Math.max(1, Theme.textScale)
    readonly property real widthUnits: panelX + panelWidth + margin
    readonly property real heightUnits: 2 * (margin + numberBand + rowGap) + middleBand
                                        + (lanes - 2) * (rowGap + laneGap)
    // The middle of the band between the top lane and the next, where the numbers of the
    // inner rows are inlaid.
    readonly property real middleY: margin + numberBand + rowGap + middleBand / 2
    // The players' plaques beside the lanes, top to bottom as the lanes.
    readonly property real plaqueGap: margin / 2
    readonly property real plaqueHeight: (heightUnits - 2 * margin - (lanes - 1) * plaqueGap) / lanes

    readonly property real unit: Math.max(0, Math.min(width / widthUnits, height / heightUnits))
    // The board's text: the first lap's hole numbers, and the smallest (the second lap's
    // numbers, the names of the lines), 10 px high on the board of a 1280x800 window.
    readonly property real numberSize: Math.max(1, unit * 0.68)
    readonly property real smallTextSize: Math.max(1, unit * 0.6)
    readonly property real originX: (width - widthUnits * unit) / 2
    readonly property real originY: (height - heightUnits * unit) / 2

    function columnX(column) {
        return firstColumnX + column + Math.floor(column / holesPerGroup) * groupGap
    }

    // Where `player`'s lane lies, counted from the top: player 0 at the bottom, the others
    // from the top down.
    function lanePosition(player) {
        return player === 0 ? lanes - 1 : player - 1
    }

    function rowY(player, outer) {
        const edge = margin + numberBand
        const position = lanePosition(player)
        if (position === 0)
            return outer ? edge : edge + rowGap
        if (position === lanes - 1)
            return outer ? heightUnits - edge : heightUnits - edge - rowGap
        const inner = edge + rowGap + middleBand
        return outer ? inner + rowGap : inner
    }

    function plaqueY(player) {
        return margin + lanePosition(player) * (plaqueHeight + plaqueGap)
    }

    function laneMiddleY(player) {
        return (rowY(player, true) + rowY(player, false)) / 2
    }

    function point(xUnits, yUnits) {
        return Qt.point(originX + xUnits * unit, originY + yUnits * unit)
    }

    // Score 1..target-1 on the track (the lap repeats every 60), 0 or less the first start
    // hole, target or more the game hole.
    function holePosition(player, score) {
        if (score <= 0)
            return startHolePosition(player, 0)
        if (score >= target)
            return gameHolePosition(player)
        const step = (score - 1) % holesPerLap
        if (step < holesPerRow)
            return point(columnX(step), rowY(player, true))
        return point(columnX(holesPerLap - 1 - step), rowY(player, false))
    }

    function startHolePosition(player, pegIndex) {
        return point(startHoleX, rowY(player, pegIndex === 0))
    }

    function gameHolePosition(player) {
        return point(gameHoleX, laneMiddleY(player))
    }
}
