#pragma once

// The suit-dependent parts of the show, shared by the itemised and the fast count.

#include "cribbage/card.h"
#include "cribbage/hand_score.h"

namespace cribbage::detail {

// How many cards make the flush: 0, 4 (the four hand cards) or 5 (with the starter).
constexpr int flushLength(const Hand4& hand, Card starter, FlushRule rule) {
    const Suit suit = hand[0].suit();
    if (hand[1].suit() != suit || hand[2].suit() != suit || hand[3].suit() != suit) {
        return 0;
    }
    if (starter.suit() == suit) {
        return 5;
    }
    return rule == FlushRule::Crib ? 0 : 4;
}

// The jack that scores his nobs when held with this starter.
constexpr Card nobsJack(Card starter) {
    return Card(Rank::Jack, starter.suit());
}

}  // namespace cribbage::detail
