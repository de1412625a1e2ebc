#pragma once

// One ply of look-ahead in the play: what the next player is likely to peg on my card.

#include <span>

#include "cribbage/card.h"
#include "cribbage/card_set.h"

namespace cribbage {

// The points the next player can be expected to peg at once on `series` (15, 31, pairs,
// runs), holding `held` cards drawn at random from `unseen` and laying the one that pegs
// the most.
double expectedReply(std::span<const Card> series, CardSet unseen, int held);

}  // namespace cribbage
