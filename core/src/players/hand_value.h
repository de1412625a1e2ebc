#pragma once

// What kept cards (four, or three in five-card cribbage) are worth in the show.

#include <span>

#include "cribbage/card_set.h"
#include "cribbage/hand_score.h"

namespace cribbage {

// The average show count of `keep` over every starter that is not in `seen`, counted as a
// hand by `handFlush` (handFlushRule of the rules in force).
double averageHandValue(std::span<const Card> keep, CardSet seen, FlushRule handFlush);

// The points the kept cards hold on their own, before any starter: fifteens, pairs and runs
// and a flush of all of them where `handFlush` counts one. What a novice sees when choosing
// what to keep.
int visiblePoints(std::span<const Card> keep, FlushRule handFlush);

}  // namespace cribbage
