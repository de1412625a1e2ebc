#pragma once

#include <QString>
#include <optional>

#include "cribbage/card.h"

namespace cribbage::ui {

// A card as it crosses to QML and back: its index (Card::index, 0 for the ace of clubs to 51
// for the king of spades), -1 for none (a face-down card the person may not know).
inline int cardIndex(const std::optional<Card>& card) {
    return card ? card->index() : -1;
}
// The card of `index`; none for any number that is not a card's index.
inline std::optional<Card> cardAtIndex(int index) {
    return index >= 0 && index < kDeckSize ? std::optional(Card::fromIndex(index)) : std::nullopt;
}
// "5H": the name of a card's picture, as QML's Card draws it.
inline QString cardCode(Card card) {
    return QString::fromStdString(toString(card));
}

}  // namespace cribbage::ui
