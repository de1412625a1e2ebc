#pragma once

// The top of a pack that makes the engine deal and cut the cards a record names: the cards
// are taken in the order the engine takes them (a deal from the top, a cut at a depth), and
// the places between are filled with cards the record does not name.

#include <optional>
#include <vector>

#include "cribbage/card_set.h"

namespace cribbage::record {

class StackedPack {
public:
    // `card` is the one taken at `depth` of what is left of the pack (0: dealt from the
    // top). False, taking nothing, if the pack has not that many cards left.
    bool take(int depth, Card card);
    // Whether the record has already named `card` in this pack.
    bool holds(Card card) const { return named_.contains(card); }
    // The top of the pack as GameSetup::stackedDecks takes it.
    std::vector<Card> top() const;

private:
    std::vector<std::optional<Card>> places_;
    std::vector<int> left_;  // the places not yet taken, in order; built on the first take
    CardSet named_;
};

}  // namespace cribbage::record
