import QtQuick
import Cribbage.Table
import Cribbage.Ui

// The crib beside its owner, spread when it is counted, and its label ("your crib", "the crib
// of Ann") under or over it. It covers the whole felt, so it uses the felt's coordinates.
Item {
    id: cribPile

    required property Scene scene
    required property TableLayout layout
    required property StepPacer pacer
    required property Item pack
    required property var placeOf

    readonly property alias cards: crib

    CardRow {
        id: crib

        readonly property rect area: cribPile.layout.cribRect(spread, cribPile.scene.dealerPlace)

        objectName: "crib"
        spokenName: cribLabel.text
        cards: cribPile.scene.crib
        cardWidth: cribPile.layout.cardWidth * (spread ? 1 : 0.9)
        layout: "pile"
        spread: cribPile.scene.cribShown
        x: area.x
        y: area.y
        width: area.width
        height: area.height
        highlighted: cribPile.scene.cribCounted ? cribPile.pacer.highlighted : []
        placeOf: cribPile.placeOf
        gatherTo: cribPile.pacer.gathering ? cribPile.pack : null

        Behavior on x {
            NumberAnimation { duration: Theme.duration(400, Theme.animationScale) }
        }
        Behavior on y {
            NumberAnimation { duration: Theme.duration(400, Theme.animationScale) }
        }
    }

    Text {
        id: cribLabel

        readonly property TableLayout places: cribPile.layout

        objectName: "cribLabel"
        visible: crib.count > 0 && !cribPile.pacer.gathering
        // Under the crib, on two lines if need be (a long name shortened), and inside the table
        // by a corner.
        width: Math.min(implicitWidth, places.cardWidth * 2.4)
        maximumLineCount: 2
        elide: Text.ElideRight
        x: Math.max(places.rowGap / 2, Math.min(crib.x + crib.width / 2 - width / 2,
                                                cribPile.width - width - places.rowGap / 2))
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.Wrap
        y: places.cribLabelBelow(cribPile.scene.dealerPlace) ? crib.y + crib.height + places.cardHeight * 0.02
                                                             : crib.y - height - places.cardHeight * 0.02
        text: cribPile.scene.cribName
        color: Theme.textOnFelt
        opacity: 0.8
        font.pixelSize: places.cardHeight * 0.12 * Theme.textScale
    }
}
