import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The felt: the computer's hand at the top, the person's at the bottom, the cards each has
// played in front of them, the pack with the starter, the crib beside its owner and the
// running count. It paces the controller's steps: each step gets the time its animation
// needs before the next one is asked for.
Item {
    id: table

    required property GameController controller

    readonly property real cardWidth: Math.min(height * 0.185 * Theme.cardAspect, width * 0.1)
    readonly property real cardHeight: cardWidth / Theme.cardAspect
    readonly property bool personDeals: controller.dealer === 0
    // The rows from the top: the computer's hand and the cards it played; from the bottom:
    // your hand (room below for its fan's ends, above for a card lifted) and your played
    // cards. The count sits between the played cards, the pack and the crib beside them.
    readonly property real rowGap: cardHeight * 0.12
    readonly property real middleY: (theirPlay.y + theirPlay.height + yourPlay.y) / 2
    // Outside the play the cards laid lie further apart, to be counted.
    readonly property bool roomy: controller.phase !== GameController.Phase.Play
    property var highlighted: []
    property string caption: ""          // the count said aloud, as the show goes
    property string showing: ""          // "hand0", "hand1" or "crib" while it is counted
    property var counts: []              // this hand's show: {who, points, said}
    property var result: null            // the last game's result step
    property var said: ["", ""]          // what each player says in the play: "Go", "fifteen two"
    property bool gathering: false       // the cards go back to the pack for the next deal

    readonly property alias hand: yourHand
    readonly property alias deck: deck

    signal pegged(int side, int points, string reason)

    // The settings that change how things look and move, for every card and the board.
    Binding {
        target: Theme
        property: "animationScale"
        value: table.controller.autoplay > 0 && !table.controller.autoplayAnimated
               ? 0 : [0, 0.5, 1, 1.6][table.controller.settings.animationSpeed]
    }
    Binding {
        target: Theme
        property: "fourColour"
        value: table.controller.settings.fourColour
    }
    Binding {
        target: Theme
        property: "backStyle"
        value: Theme.backStyles.indexOf(table.controller.settings.cardBack) >= 0
               ? table.controller.settings.cardBack : Theme.backStyles[0]
    }

    function placeOf(name) {
        switch (name) {
        case "deck": return deck
        case "hand0": return yourHand
        case "hand1": return theirHand
        }
        return null
    }

    function stepMs(step) {
        switch (step.kind) {
        case "cutForDeal": return 800
        case "cutTied": return 1000
        case "dealerChosen": return 1300
        case "gameStarted": return 900
        case "gather": return 900
        case "shuffle": return 300
        case "cardDealt": return 120
        case "laidAway": return 500
        case "starter": return 800
        case "cardPlayed": return 700
        case "go": return 800
        case "countReset": return 900
        case "handShown": return 700
        case "countClaimed": return 900
        case "countAccepted": return 500
        case "muggins": return 1000
        case "points": return step.source === "play" ? 900 : 1300
        case "gameWon": return 1200
        case "matchWon": return 1200
        }
        return 0
    }

    // The keyboard goes where the person acts: the pack to cut, the hand to choose or play.
    function focusForPrompt() {
        const prompt = controller.prompt
        if (prompt === GameController.Prompt.LayAway || prompt === GameController.Prompt.Play
                || prompt === GameController.Prompt.Go)
            yourHand.focusCard(yourHand.currentIndex)
        else if (prompt === GameController.Prompt.Cut)
            deck.forceActiveFocus()
    }

    Component.onCompleted: focusForPrompt()

    function finishSoon(ms) {
        const scaled = Theme.duration(ms, Theme.animationScale)
        if (scaled <= 0) {
            controller.finishStep()
            return
        }
        stepTimer.interval = scaled
        stepTimer.restart()
    }

    function countedWho(step) {
        if (step.source === "crib")
            return step.seat === 0 ? qsTr("Your crib") : qsTr("The computer's crib")
        if (step.source === "muggins")
            return step.seat === 0 ? qsTr("Muggins for you") : qsTr("Muggins for the computer")
        return step.seat === 0 ? qsTr("Your hand") : qsTr("The computer's hand")
    }

    function say(seat, words) {
        const next = said.slice()
        next[seat] = words
        said = next
    }

    function begin(step) {
        gathering = step.kind === "gather"
        switch (step.kind) {
        case "cardPlayed":
            say(step.seat, "")
            break
        case "go":
            say(step.seat, qsTr("Go"))
            break
        case "countReset":
            said = ["", ""]
            break
        case "gather":
            said = ["", ""]
            counts = []
            caption = ""
            showing = ""
            result = null
            highlighted = []
            break
        case "handShown":
            said = ["", ""]
            showing = step.crib ? "crib" : "hand" + step.seat
            caption = ""
            highlighted = []
            break
        case "points":
            pegged(step.side, step.points, step.source === "play" || step.source === "heels"
                   || step.items.length === 0 ? step.said : step.items[step.items.length - 1].phrase)
            if (step.source === "play")
                say(step.seat, step.said)
            if (step.source !== "play" && step.source !== "heels") {
                counts = counts.concat([{ "who": countedWho(step), "points": step.points, "said": step.said }])
                if (Theme.animationScale > 0 && step.items.length > 0) {
                    itemShow.start(step.items)
                    return
                }
                caption = step.said
            } else {
                caption = ""
            }
            break
        case "gameWon":
        case "matchWon":
            result = step
            break
        }
        finishSoon(stepMs(step))
    }

    Timer {
        id: stepTimer

        onTriggered: table.controller.finishStep()
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
            table.highlighted = items[next].cards
            table.caption = items[next].said
            ++next
        }

        repeat: true
        onTriggered: {
            if (next < items.length) {
                showNext()
                return
            }
            stop()
            table.highlighted = []
            table.finishSoon(500)
        }
    }

    Connections {
        target: table.controller

        function onStepStarted(step) {
            table.begin(step)
        }
        function onPromptChanged() {
            table.focusForPrompt()
        }
    }

    // --- the computer's side

    CardRow {
        id: theirHand

        objectName: "opponentHand"
        cards: table.controller.opponentHand
        cardWidth: table.cardWidth * 0.85
        arc: -1
        x: table.width * 0.2
        y: table.rowGap
        width: table.width * 0.5
        height: cardHeight
        placeOf: table.placeOf
        gatherTo: table.gathering ? deck : null
    }

    CardRow {
        id: theirPlay

        objectName: "opponentPlayed"
        cards: table.controller.opponentPlayed
        cardWidth: table.cardWidth
        layout: "line"
        spread: table.roomy
        x: table.width * 0.25
        y: theirHand.y + theirHand.height + table.rowGap
        width: table.width * 0.4
        height: table.cardHeight
        highlighted: table.showing === "hand1" ? table.highlighted : []
        placeOf: table.placeOf
        gatherTo: table.gathering ? deck : null
    }

    // --- the middle: pack, starter, count, crib

    Deck {
        id: deck

        objectName: "deck"
        cardWidth: table.cardWidth
        packSize: table.controller.packSize
        cutting: table.controller.prompt === GameController.Prompt.Cut
        spreadWidth: table.width * 0.45
        x: table.width * (cutting ? 0.4 : 0.08) - (cutting ? width / 2 : 0)
        y: table.height * 0.5 - height / 2
        onCutAt: fraction => table.controller.cut(fraction)
    }

    CardRow {
        id: starter

        objectName: "starter"
        cards: table.controller.starter
        cardWidth: table.cardWidth
        layout: "pile"
        x: deck.x + table.cardWidth * 0.22
        y: deck.y - table.cardHeight * 0.06
        width: table.cardWidth
        height: table.cardHeight
        highlighted: table.highlighted
        placeOf: table.placeOf
        gatherTo: table.gathering ? deck : null
    }

    Repeater {
        model: table.controller.cutCards

        // A card cut for the deal slides out of the pack and turns over.
        Card {
            id: cutCard

            required property int index
            required property string modelData
            property bool revealed: false

            objectName: "cutCard" + index
            visible: modelData !== ""
            name: modelData
            faceUp: revealed
            x: deck.x + (deck.cutting ? -table.cardWidth * 1.4 : table.cardWidth * 1.3)
            y: table.height * (index === 0 ? 0.62 : 0.38) - height / 2
            width: table.cardWidth
            height: table.cardHeight
            interactive: false
            activeFocusOnTab: false
            transform: Translate {
                id: cutSlide
            }

            function arrive() {
                revealed = false
                if (modelData === "")
                    return
                const from = deck.mapToItem(table, deck.width / 2, deck.height / 2)
                cutSlide.x = from.x - (x + width / 2)
                cutSlide.y = from.y - (y + height / 2)
                slideOut.start()
            }

            onModelDataChanged: arrive()
            Component.onCompleted: arrive()

            // Gathered with the rest for the first deal: back into the pack, face down.
            readonly property bool gathered: table.gathering
            onGatheredChanged: {
                if (!gathered || modelData === "")
                    return
                revealed = false
                const to = deck.mapToItem(table, deck.width / 2, deck.height / 2)
                backToPack.toX = to.x - (x + width / 2)
                backToPack.toY = to.y - (y + height / 2)
                backToPack.start()
            }

            ParallelAnimation {
                id: backToPack

                property real toX: 0
                property real toY: 0

                NumberAnimation {
                    target: cutSlide
                    property: "x"
                    to: backToPack.toX
                    duration: Theme.duration(450, Theme.animationScale)
                    easing.type: Easing.InOutCubic
                }
                NumberAnimation {
                    target: cutSlide
                    property: "y"
                    to: backToPack.toY
                    duration: Theme.duration(450, Theme.animationScale)
                    easing.type: Easing.InOutCubic
                }
            }

            SequentialAnimation {
                id: slideOut

                ParallelAnimation {
                    NumberAnimation {
                        target: cutSlide
                        property: "x"
                        to: 0
                        duration: Theme.duration(450, Theme.animationScale)
                        easing.type: Easing.OutCubic
                    }
                    NumberAnimation {
                        target: cutSlide
                        property: "y"
                        to: 0
                        duration: Theme.duration(450, Theme.animationScale)
                        easing.type: Easing.OutCubic
                    }
                }
                ScriptAction {
                    script: cutCard.revealed = true
                }
            }

            Text {
                visible: !cutCard.gathered
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: index === 0 ? parent.bottom : undefined
                anchors.bottom: index === 0 ? undefined : parent.top
                anchors.margins: table.cardHeight * 0.03
                text: index === 0 ? qsTr("your cut") : qsTr("the computer's cut")
                color: Theme.textOnFelt
                font.pixelSize: table.cardHeight * 0.12
            }
        }
    }

    Text {
        objectName: "count"
        visible: table.controller.phase === GameController.Phase.Play
        x: table.width * 0.47 - width / 2
        y: table.middleY - height / 2
        text: table.controller.count
        color: Theme.textOnFelt
        opacity: 0.92
        font.pixelSize: table.cardHeight * 0.55
        font.bold: true
        font.family: Theme.serifFamily
        style: Text.Raised
        styleColor: Theme.feltDark
    }

    CardRow {
        id: crib

        objectName: "crib"
        cards: table.controller.crib
        cardWidth: table.cardWidth * (spread ? 1 : 0.9)
        layout: "pile"
        spread: table.controller.cribShown
        x: table.width * (spread ? 0.55 : 0.7)
        y: table.height * (table.personDeals ? 0.58 : 0.42) - height / 2
        width: table.width * (spread ? 0.4 : 0.15)
        height: table.cardHeight
        highlighted: table.showing === "crib" ? table.highlighted : []
        placeOf: table.placeOf
        gatherTo: table.gathering ? deck : null

        Behavior on y {
            NumberAnimation { duration: Theme.duration(400, Theme.animationScale) }
        }
    }

    Text {
        visible: crib.count > 0 && !table.gathering
        anchors.horizontalCenter: crib.horizontalCenter
        y: table.personDeals ? crib.y + crib.height + table.cardHeight * 0.02
                             : crib.y - height - table.cardHeight * 0.02
        text: table.personDeals ? qsTr("your crib") : qsTr("the computer's crib")
        color: Theme.textOnFelt
        opacity: 0.8
        font.pixelSize: table.cardHeight * 0.12
    }

    // --- the person's side

    CardRow {
        id: yourPlay

        objectName: "played"
        cards: table.controller.played
        cardWidth: table.cardWidth
        layout: "line"
        spread: table.roomy
        x: table.width * 0.25
        y: yourHand.y - table.rowGap - height
        width: table.width * 0.4
        height: table.cardHeight
        highlighted: table.showing === "hand0" ? table.highlighted : []
        placeOf: table.placeOf
        gatherTo: table.gathering ? deck : null
    }

    CardRow {
        id: yourHand

        objectName: "hand"
        cards: table.controller.hand
        cardWidth: table.cardWidth * 1.12
        focusable: true
        hinted: table.controller.settings.hints ? table.controller.hints.bestCards : []
        interactive: table.controller.prompt === GameController.Prompt.LayAway
                     || table.controller.prompt === GameController.Prompt.Play
        dimUnplayable: table.controller.prompt === GameController.Prompt.Play
                       || table.controller.prompt === GameController.Prompt.Go
        x: table.width * 0.15
        y: table.height - height - table.cardHeight * 0.2
        width: table.width * 0.6
        height: cardHeight
        placeOf: table.placeOf
        gatherTo: table.gathering ? deck : null
        onCardActivated: code => {
            if (table.controller.prompt === GameController.Prompt.LayAway)
                table.controller.toggleSelected(code)
            else
                table.controller.play(code)
        }
    }

    // What each player says in the play, beside the cards they laid.
    Repeater {
        model: 2

        Rectangle {
            required property int index

            readonly property Item cards: index === 0 ? yourPlay : theirPlay

            objectName: "said" + index
            visible: table.said[index] !== ""
            x: cards.x + cards.width * 0.5 + cards.count * table.cardWidth * 0.21 + table.cardWidth * 0.6
            y: cards.y + cards.height * 0.3
            width: saidText.implicitWidth + table.cardWidth * 0.3
            height: saidText.implicitHeight + table.cardWidth * 0.14
            radius: height / 2
            color: Theme.inlay
            border.color: Theme.woodDark
            border.width: Math.max(1, table.cardWidth * 0.02)
            Text {
                id: saidText

                anchors.centerIn: parent
                text: table.said[parent.index]
                color: Theme.woodDark
                font.pixelSize: table.cardHeight * 0.12
                font.bold: true
                font.family: Theme.serifFamily
            }
        }
    }

    // The dealer's button, beside the dealer's hand.
    Rectangle {
        objectName: "dealerButton"
        width: table.cardWidth * 0.42
        height: width
        radius: width / 2
        color: Theme.inlay
        border.color: Theme.woodDark
        border.width: width * 0.06
        x: table.width * 0.12
        y: (table.personDeals ? yourHand.y + yourHand.height / 2 : theirHand.y + theirHand.height / 2)
           - height / 2
        Behavior on y {
            NumberAnimation { duration: Theme.duration(500, Theme.animationScale) }
        }
        Text {
            anchors.centerIn: parent
            text: "D"
            font.bold: true
            font.pixelSize: parent.height * 0.55
            color: Theme.woodDark
        }
    }

    // The count said aloud, over the middle of the table while a hand is counted.
    Rectangle {
        objectName: "caption"
        visible: table.caption !== "" && table.controller.prompt !== GameController.Prompt.NextGame
                 && table.controller.prompt !== GameController.Prompt.MatchOver
        anchors.horizontalCenter: parent.horizontalCenter
        y: table.middleY - height / 2
        width: Math.min(table.width * 0.8, captionText.implicitWidth + table.cardWidth * 0.4)
        height: captionText.implicitHeight + table.cardWidth * 0.16
        radius: height / 4
        color: Qt.rgba(0, 0, 0, 0.55)
        Text {
            id: captionText

            anchors.centerIn: parent
            width: Math.min(implicitWidth, table.width * 0.8 - table.cardWidth * 0.4)
            text: table.caption
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            color: Theme.textOnFelt
            font.pixelSize: table.cardHeight * 0.14
            font.italic: true
            font.family: Theme.serifFamily
        }
    }
}
