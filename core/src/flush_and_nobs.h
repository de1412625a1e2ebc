#pragma once

// The suit-dependent parts of the show, shared by the itemised and the fast count.

#include <span>

#include "cribbage/card.h"
#include "cribbage/hand_score.h"

namespace cribbage::detail {

// How many cards make the flush: 0, the hand's cards (4, or 3 in five-card cribbage) or one
// more with the starter.
constexpr int flushLength(std::span<const Card> hand, Card starter, FlushRule rule) {
    const Suit suit = hand[0].suit();
    for (Card card : hand) {
        if (card.suit() != suit) {
            return 0;
        }
    }
    const int cards = static_cast<int>(hand.size());
    if (starter.suit() == suit) {
        return cards + 1;
    }
    return rule == FlushRule::Crib ? 0 : cards;
}

// The jack that scores his nobs when held with this starter.
constexpr Card nobsJack(Card starter) {
    return Card(Rank::Jack, starter.suit());
}

}  // namespace cribbage::detail
