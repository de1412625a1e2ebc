pragma ComponentBehavior: Bound

import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The felt: each seat at its place around it (the person at the bottom), the pack with the
// starter, the crib beside its owner and the running count in the middle. What lies here is
// the session's scene; the step pacer gives each step its time.
Item {
    id: table

    required property GameSession session

    readonly property alias layout: places
    readonly property alias pacer: pacer
    readonly property alias deck: deck
    readonly property CardRow hand: seats.personSeat ? seats.personSeat.handRow : null
    readonly property Scene scene: session.scene

    signal pegged(int side, int points, string reason)

    ThemeSettings {
        session: table.session
    }

    TableLayout {
        id: places

        width: table.width
        height: table.height
        seats: table.scene.seats.count
    }

    StepPacer {
        id: pacer

        turn: table.session.turn
        onPegged: (side, points, reason) => table.pegged(side, points, reason)
        onTold: sentence => announcer.announce(sentence)
    }

    Announcer {
        id: announcer

        objectName: "announcer"
    }

    // Where a card put on the table flies in from: the pack, or a seat's hand.
    function placeOf(origin) {
        if (origin === CardOrigin.Pack)
            return deck
        const seat = seats.itemAt(origin)
        return seat ? seat.handRow : null
    }

    // The keyboard goes where the person acts: the pack to cut, the hand to choose or play.
    function focusForPrompt() {
        const prompt = session.turn.prompt
        if ((prompt === TurnDriver.Prompt.LayAway || prompt === TurnDriver.Prompt.Play
                || prompt === TurnDriver.Prompt.Go) && hand)
            hand.focusCard(hand.currentIndex)
        else if (prompt === TurnDriver.Prompt.Cut)
            deck.forceActiveFocus()
    }

    Component.onCompleted: focusForPrompt()

    Connections {
        target: table.session.turn

        function onPromptChanged() {
            table.focusForPrompt()
        }
    }

    Deck {
        id: deck

        readonly property point at: places.packPoint(cutting)

        objectName: "deck"
        cardWidth: places.cardWidth
        packSize: table.scene.packSize
        cutting: table.session.turn.prompt === TurnDriver.Prompt.Cut
        spreadWidth: places.packSpreadWidth
        x: at.x
        y: at.y
        onCutAt: fraction => table.session.turn.cut(fraction)
    }

    CardRow {
        id: starter

        objectName: "starter"
        spokenName: qsTr("the starter")
        cards: table.scene.starter
        cardWidth: places.cardWidth
        layout: "pile"
        x: deck.x + places.cardWidth * 0.22
        y: deck.y - places.cardHeight * 0.06
        width: places.cardWidth
        height: places.cardHeight
        highlighted: pacer.highlighted
        placeOf: table.placeOf
        gatherTo: pacer.gathering ? deck : null
    }

    Text {
        objectName: "starterLabel"
        visible: starter.count > 0 && !pacer.gathering
        anchors.horizontalCenter: starter.horizontalCenter
        // Below the pack's edges too, which lie lower than the starter on it.
        y: Math.max(starter.y + starter.height, deck.y + deck.height) + places.cardHeight * 0.02
        text: qsTr("starter")
        color: Theme.textOnFelt
        opacity: 0.8
        font.pixelSize: places.cardHeight * 0.12 * Theme.textScale
    }

    Repeater {
        id: seats

        // The person's seat, once laid out.
        property SeatArea personSeat: null

        model: table.scene.seats

        SeatArea {
            width: table.width
            height: table.height
            session: table.session
            layout: places
            pacer: table.pacer
            pack: deck
            placeOf: table.placeOf
        }

        onItemAdded: (index, item) => {
            if (item.atScreen)
                personSeat = item
        }
        onItemRemoved: (index, item) => {
            if (item === personSeat)
                personSeat = null
        }
    }

    Text {
        objectName: "count"
        visible: table.scene.phase === Core.Phase.Play
        x: table.width * 0.47 - width / 2
        y: places.middleY - height / 2
        text: table.scene.count
        color: Theme.textOnFelt
        opacity: 0.92
        font.pixelSize: places.countSize
        font.bold: true
        font.family: Theme.serifFamily
        style: Text.Raised
        styleColor: Theme.feltDark
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("The count is %1.").arg(text)
    }

    CribPile {
        id: cribPile

        width: table.width
        height: table.height
        scene: table.scene
        layout: places
        pacer: table.pacer
        pack: deck
        placeOf: table.placeOf
    }

    CountCaption {
        readonly property rect area: places.captionRect(table.scene.dealerPlace)

        objectName: "caption"
        visible: text !== "" && !table.scene.result.decided
        text: pacer.saidSoFar !== "" ? pacer.saidSoFar : table.scene.caption
        maxWidth: area.width
        maxHeight: area.height
        cardWidth: places.cardWidth
        x: area.x + (area.width - width) / 2
        y: area.y + (area.height - height) / 2
    }

    // The guided game's lesson beside what it talks about.
    function guideTargetRect(target) {
        switch (target) {
        case GuidedGame.Target.Pack:
            return deck.cutting ? Qt.rect(deck.x - (places.packSpreadWidth - deck.width) / 2, deck.y,
                                          places.packSpreadWidth, deck.height)
                                : Qt.rect(deck.x, deck.y, deck.width * 1.3, deck.height)
        case GuidedGame.Target.PersonHand: return places.handRect(SeatListModel.Place.Bottom)
        case GuidedGame.Target.OpponentHand: return places.handRect(SeatListModel.Place.Top)
        case GuidedGame.Target.PersonShown: return places.playedRect(SeatListModel.Place.Bottom)
        case GuidedGame.Target.OpponentShown: return places.playedRect(SeatListModel.Place.Top)
        case GuidedGame.Target.Count: {
            const top = places.playedRect(SeatListModel.Place.Top)
            const bottom = places.playedRect(SeatListModel.Place.Bottom)
            return Qt.rect(top.x, top.y, top.width, bottom.y + bottom.height - top.y)
        }
        case GuidedGame.Target.Crib: return Qt.rect(cribPile.cards.x, cribPile.cards.y, cribPile.cards.width,
                                                   cribPile.cards.height)
        }
        return Qt.rect(0, 0, 0, 0)
    }

    GuideCallout {
        readonly property int target: table.session.guide.target

        objectName: "guideCallout"
        guide: table.session.guide
        unit: Math.min(table.width / 48, table.height / 30)
        targetRect: table.guideTargetRect(target)
        // The hands counted in the show leave their seats' places empty: the lesson goes there.
        preferredSide: target === GuidedGame.Target.PersonHand || target === GuidedGame.Target.OpponentShown ? Qt.AlignTop
                       : target === GuidedGame.Target.OpponentHand || target === GuidedGame.Target.PersonShown ? Qt.AlignBottom
                       : target === GuidedGame.Target.Crib ? (cribPile.cards.y > table.height / 2 ? Qt.AlignTop : Qt.AlignBottom)
                       : Qt.AlignRight
    }
}
