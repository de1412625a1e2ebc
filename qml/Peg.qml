import QtQuick

// One peg, seen from above. It stands in the hole of its score on the board (before the first
// point, its own start hole); jumpTo() sends it to another in an arc, lifted towards the viewer
// at the top of the jump; placeAt() moves it at once.
// The rear peg (the score before) is drawn smaller and darker than the front one (the score).
Item {
    id: peg

    required property BoardGeometry geometry
    required property int player
    required property int pegIndex // which of the player's two start holes is its own
    required property color colour
    required property real diameter
    property real animationScale: Theme.animationScale
    property bool rear: false

    readonly property alias score: flight.to
    readonly property bool jumping: jump.running
    readonly property point centre: Qt.point(x + width / 2, y + height / 2)
    readonly property color body: rear ? Qt.darker(colour, 1.3) : Qt.lighter(colour, 1.12)

    signal landed(int score)

    function jumpTo(newScore) {
        if (newScore === flight.to)
            return
        flight.from = flight.to
        flight.to = newScore
        const ms = Theme.duration(Theme.pegJumpMs, animationScale)
        if (ms === 0) {
            placeAt(newScore)
            landed(newScore)
            return
        }
        jump.duration = ms
        flight.progress = 0
        jump.restart()
    }

    function placeAt(newScore) {
        jump.stop()
        flight.from = newScore
        flight.to = newScore
        flight.progress = 1
    }

    // The centre of the hole the peg stands in at `score`.
    function locate(score) {
        return score <= 0 ? geometry.startHolePosition(player, pegIndex)
                          : geometry.holePosition(player, score)
    }

    QtObject {
        id: flight

        property int from: 0
        property int to: 0
        property real progress: 1
        readonly property point start: peg.locate(from)
        readonly property point end: peg.locate(to)
        readonly property real distance: Math.hypot(end.x - start.x, end.y - start.y)
        readonly property real height: Math.min(distance * 0.3, peg.diameter * 1.6) + peg.diameter * 0.5
        readonly property real rise: 4 * progress * (1 - progress) // 0 on the ground, 1 at the top
    }

    NumberAnimation {
        id: jump

        target: flight
        property: "progress"
        from: 0
        to: 1
        easing.type: Easing.InOutSine
        onFinished: peg.landed(flight.to)
    }

    width: rear ? diameter * 0.72 : diameter
    height: width
    x: flight.start.x + (flight.end.x - flight.start.x) * flight.progress - width / 2
    y: flight.start.y + (flight.end.y - flight.start.y) * flight.progress - height / 2
       - flight.height * flight.rise
    z: flight.rise > 0 ? 2 : 1
    scale: 1 + 0.4 * flight.rise

    Behavior on width {
        NumberAnimation {
            duration: Theme.duration(Theme.liftMs, peg.animationScale)
        }
    }

    Rectangle {
        // The shadow stays on the board while the peg is in the air.
        x: peg.width * 0.14
        y: peg.width * 0.2 + flight.height * flight.rise / peg.scale
        width: peg.width
        height: peg.width
        radius: width / 2
        color: Theme.shadow
        opacity: 0.45 - 0.25 * flight.rise
    }

    Rectangle {
        objectName: "pegHead"
        anchors.fill: parent
        radius: width / 2
        border.width: peg.width * (peg.rear ? 0.1 : 0.08)
        // In high contrast ringed in white, the rear peg too, against the black slab.
        border.color: Theme.highContrast ? Theme.inlay
                                         : peg.rear ? Qt.darker(peg.colour, 2.2) : Qt.lighter(peg.colour, 1.6)
        gradient: Gradient {
            GradientStop {
                position: 0
                color: Qt.lighter(peg.body, 1.35)
            }
            GradientStop {
                position: 1
                color: Qt.darker(peg.body, 1.35)
            }
        }
    }

    Rectangle {
        // The shine on the peg's rounded head.
        x: peg.width * 0.22
        y: peg.width * 0.16
        width: peg.width * 0.34
        height: peg.width * 0.24
        radius: height / 2
        rotation: -25
        color: "white"
        opacity: peg.rear ? 0.25 : 0.7
    }
}
