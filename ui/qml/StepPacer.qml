import QtQuick
import Cribbage.Table
import Cribbage.Ui

// Gives each step of the turn driver the time its animation needs, then asks for the next.
// While a counted hand is shown, it picks out its combinations one by one (`highlighted`,
// `saidSoFar`); while the dealer gathers the cards, `gathering` is true.
Item {
    id: pacer

    required property TurnDriver turn

    property var highlighted: []
    property string saidSoFar: ""
    property bool gathering: false

    // Points reach the board: the board animates the peg and shows the reason.
    signal pegged(int side, int points, string reason)
    // A step's sentence as it is shown, its cards in words: for the screen reader.
    signal told(string sentence)

    function durationOf(step) {
        switch (step.kind) {
        case StepKind.CutForDealShown: return 800
        case StepKind.CutForDealTied: return 1000
        case StepKind.DealerChosen: return 1300
        case StepKind.GameStarted: return 900
        case StepKind.Gather: return 900
        case StepKind.Shuffle: return 300
        case StepKind.CardDealt: return 120
        case StepKind.CardDealtToCrib: return 120
        case StepKind.CardsLaidAway: return 500
        case StepKind.StarterTurned: return 800
        case StepKind.CardPlayed: return 700
        case StepKind.GoSaid: return 800
        case StepKind.CountReset: return 900
        case StepKind.HandShown: return 700
        case StepKind.CountClaimed: return 900
        case StepKind.CountAccepted: return 500
        case StepKind.MugginsCalled: return 1000
        case StepKind.PointsScored: return step.counted ? 1300 : 900
        case StepKind.GameWon: return 1200
        case StepKind.MatchWon: return 1200
        }
        return 0
    }

    function finishSoon(ms) {
        const scaled = Theme.duration(ms, Theme.animationScale)
        if (scaled <= 0) {
            turn.finishStep()
            return
        }
        stepTimer.interval = scaled
        stepTimer.restart()
    }

    function begin(step) {
        gathering = step.kind === StepKind.Gather
        highlighted = []
        saidSoFar = ""
        if (step.spoken !== "")
            told(step.spoken)
        const items = step.items
        if (step.kind === StepKind.PointsScored)
            pegged(step.side, step.points,
                   !step.counted || items.length === 0 ? step.said : items[items.length - 1].phrase)
        if (step.counted && Theme.animationScale > 0 && items.length > 0) {
            itemShow.start(items)
            return
        }
        finishSoon(durationOf(step))
    }

    Connections {
        target: pacer.turn

        function onStepStarted(step) {
            pacer.begin(step)
        }
    }

    Timer {
        id: stepTimer

        onTriggered: pacer.turn.finishStep()
    }

    // The combinations of a counted hand picked out one by one, the count said as it grows.
    Timer {
        id: itemShow

        property var items: []
        property int next: 0

        function start(list) {
            items = list
            next = 0
            interval = Theme.duration(850, Theme.animationScale)
            showNext()
            restart()
        }
        function showNext() {
            pacer.highlighted = items[next].cards
            pacer.saidSoFar = items[next].said
            ++next
        }

        repeat: true
        onTriggered: {
            if (next < items.length) {
                showNext()
                return
            }
            stop()
            pacer.highlighted = []
            pacer.saidSoFar = ""
            pacer.finishSoon(500)
        }
    }
}
