import QtQuick

// A player's two pegs. When the score goes up, the peg in the rear jumps over the other to
// the new score, and the one it passed becomes the rear peg (leapfrog).
Item {
    id: pegs

    required property BoardGeometry geometry
    required property int player
    required property int front
    required property int rear
    required property color colour
    property real animationScale: Theme.animationScale

    readonly property Peg frontPeg: first.score === front ? first : second
    readonly property Peg rearPeg: frontPeg === first ? second : first
    readonly property bool jumping: first.jumping || second.jumping

    signal landed(int score)

    // A controller sets front and rear one after the other; settling once both are known
    // keeps the intermediate state from moving the wrong peg.
    onFrontChanged: settling.restart()
    onRearChanged: settling.restart()
    Component.onCompleted: {
        first.placeAt(front)
        second.placeAt(rear)
    }

    function settle() {
        if (first.score === rear)
            second.jumpTo(front)
        else if (second.score === rear)
            first.jumpTo(front)
        else if (first.score === front)
            second.jumpTo(rear)
        else if (second.score === front)
            first.jumpTo(rear)
        else {
            first.jumpTo(rear)
            second.jumpTo(front)
        }
    }

    Timer {
        id: settling

        interval: 0
        onTriggered: pegs.settle()
    }

    component BoardPeg: Peg {
        id: boardPeg

        required property PlayerPegs owner

        objectName: "peg" + owner.player + "_" + pegIndex
        geometry: owner.geometry
        player: owner.player
        colour: owner.colour
        diameter: owner.geometry.unit * 0.62
        animationScale: owner.animationScale
        rear: owner.rearPeg === boardPeg
        onLanded: hole => owner.landed(hole)
    }

    BoardPeg {
        id: first

        owner: pegs as PlayerPegs // the linter of Qt 6.4 types a file's own root as its base type
        pegIndex: 0
    }
    BoardPeg {
        id: second

        owner: pegs as PlayerPegs
        pegIndex: 1
    }
}
