import QtQuick
import Cribbage.Table

// A card's place in a CardRow: the row moves the slot, the slot holds the card.
Item {
    property Card card: null
}
