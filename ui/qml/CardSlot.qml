import QtQuick
import Cribbage.Table

// A card's place in a CardRow: the row moves the slot, the slot holds the card.
Item {
    property Card card: null
    // The card as the moves take it: its index (card_index.h), -1 for a card face down.
    required property int cardIndex
}
