import QtQuick
import Cribbage.Table
import Cribbage.Ui

// One seat at the table, laid out at its place: its hand, the cards it played, what it said,
// the dealer's button and the card it cut for the first deal. It covers the whole felt, so its
// rows use the felt's coordinates. Only the person's hand takes clicks and keys.
Item {
    id: seatArea

    // The seat's roles (SeatListModel)
    required property int seat
    required property string label
    // What a screen reader calls the seat's hand and the cards it played.
    required property string handName
    required property string playedName
    required property bool atScreen
    required property int place
    required property bool isDealer
    required property string said
    required property CardListModel hand
    required property CardListModel played
    required property string cutCard
    required property bool counted

    required property GameSession session
    required property TableLayout layout
    required property StepPacer pacer
    required property Item pack
    required property var placeOf

    readonly property alias handRow: handRow
    readonly property bool roomy: session.scene.phase !== Core.Phase.Play
    readonly property int prompt: session.turn.prompt

    CardRow {
        id: handRow

        readonly property rect area: seatArea.layout.handRect(seatArea.place)

        objectName: seatArea.atScreen ? "hand" : "hand" + seatArea.seat
        spokenName: seatArea.handName
        cards: seatArea.hand
        cardWidth: seatArea.layout.handCardWidth(seatArea.place)
        arc: seatArea.place === SeatListModel.Place.Bottom ? 1 : -1
        x: area.x
        y: area.y
        width: area.width
        height: area.height
        focusable: seatArea.atScreen
        hinted: seatArea.atScreen && seatArea.session.hintsShown ? seatArea.session.hints.bestCards : []
        interactive: seatArea.atScreen && (seatArea.prompt === TurnDriver.Prompt.LayAway
                                           || seatArea.prompt === TurnDriver.Prompt.Play)
        dimUnplayable: seatArea.atScreen && (seatArea.prompt === TurnDriver.Prompt.Play
                                             || seatArea.prompt === TurnDriver.Prompt.Go)
        placeOf: seatArea.placeOf
        gatherTo: seatArea.pacer.gathering ? seatArea.pack : null
        onCardActivated: card => {
            if (seatArea.prompt === TurnDriver.Prompt.LayAway)
                seatArea.session.turn.toggleSelected(card)
            else
                seatArea.session.turn.play(card)
        }
    }

    CardRow {
        id: playedRow

        readonly property rect area: seatArea.layout.playedRect(seatArea.place)

        objectName: seatArea.atScreen ? "played" : "played" + seatArea.seat
        spokenName: seatArea.playedName
        cards: seatArea.played
        cardWidth: seatArea.layout.cardWidth * (area.height / seatArea.layout.cardHeight)
        layout: "line"
        spread: seatArea.roomy
        x: area.x
        y: area.y
        width: area.width
        height: area.height
        highlighted: seatArea.counted ? seatArea.pacer.highlighted : []
        placeOf: seatArea.placeOf
        gatherTo: seatArea.pacer.gathering ? seatArea.pack : null
    }

    SaidBubble {
        readonly property bool onRight: seatArea.place === SeatListModel.Place.Right

        objectName: "said" + seatArea.seat
        said: seatArea.said
        cardWidth: seatArea.layout.cardWidth
        // Beside the cards played, on the side towards the middle of the table.
        x: onRight ? playedRow.x - width - seatArea.layout.cardWidth * 0.2
                   : playedRow.x + playedRow.width * 0.5 + playedRow.count * seatArea.layout.cardWidth * 0.21
                     + seatArea.layout.cardWidth * 0.6
        y: playedRow.y + playedRow.height * 0.3
    }

    DealerButton {
        id: dealerButton

        readonly property bool beside: seatArea.place === SeatListModel.Place.Bottom
                                       || seatArea.place === SeatListModel.Place.Top
        // Across the table from three others, the button sits just left of a full hand.
        readonly property bool byTheCards: seatArea.place === SeatListModel.Place.Top
                                           && seatArea.layout.sideSeats

        objectName: "dealerButton" + seatArea.seat
        visible: seatArea.isDealer
        cardWidth: seatArea.layout.cardWidth
        x: byTheCards ? handRow.x + handRow.width / 2 - seatArea.layout.cardWidth * 2
                      : beside ? handRow.x - width - seatArea.layout.rowGap : handRow.x
        y: beside ? handRow.y + handRow.height / 2 - height / 2 : handRow.y - height * 1.2
    }

    // Who sits here, when more than one other player sits at the table or people share it:
    // beside the dealer's button, towards the edge of the table; a long name is shortened to
    // the room there.
    Text {
        readonly property real gap: dealerButton.width * 0.25
        // Across the table from three others, the pack lies in the corner beyond the name.
        readonly property real edge: dealerButton.byTheCards
                                     ? seatArea.layout.packPoint(false).x + seatArea.layout.cardWidth * 1.2 + gap
                                     : seatArea.layout.rowGap / 2
        readonly property real room: dealerButton.beside
                                     ? dealerButton.x - gap - edge
                                     : handRow.x + handRow.width - (dealerButton.x + dealerButton.width + gap)

        objectName: "seatName" + seatArea.seat
        visible: !seatArea.atScreen && (seatArea.layout.sideSeats || seatArea.session.match.tableOfPeople)
        width: Math.min(implicitWidth, room)
        elide: Text.ElideRight
        x: dealerButton.beside ? dealerButton.x - width - gap : dealerButton.x + dealerButton.width + gap
        y: dealerButton.y + dealerButton.height / 2 - height / 2
        text: seatArea.label
        color: Theme.textOnFelt
        opacity: 0.85
        font.pixelSize: seatArea.layout.cardHeight * 0.13 * Theme.textScale
        font.bold: seatArea.isDealer
    }

    CutCard {
        readonly property point at: seatArea.layout.cutCardPoint(seatArea.place, seatArea.pack.x,
                                                                 seatArea.session.turn.prompt === TurnDriver.Prompt.Cut)

        objectName: "cutCard" + seatArea.seat
        code: seatArea.cutCard
        cutter: seatArea.label
        labelBelow: seatArea.place === SeatListModel.Place.Bottom
        pack: seatArea.pack
        gathering: seatArea.pacer.gathering
        width: seatArea.layout.cardWidth
        height: seatArea.layout.cardHeight
        x: at.x
        y: at.y - height / 2
    }
}
