#pragma once

// A deal block of a record being read: the cards it names, and the pack that makes the
// engine deal them.

#include <optional>
#include <vector>

#include "cribbage/card_set.h"
#include "cribbage/error.h"
#include "cribbage/rules.h"
#include "stacked_pack.h"

namespace cribbage::record {

struct DealBlock {
    int line = 0;
    int number = 0;
    int dealer = 0;
    std::vector<std::vector<Card>> hands;
    std::vector<Card> crib;
    bool starterGiven = false;
    bool handsTaken = false;
    CardSet named;
    StackedPack pack;

    // Once every hand is given: they are taken into the pack one card at a time, from the
    // dealer's left, then the crib's card, as the engine deals. Refused, at the deal's line,
    // when a hand or the crib's card is missing.
    std::optional<Error> takeHands(const RuleSettings& rules);
};

}  // namespace cribbage::record
