#pragma once

// What four kept cards are worth in the show.

#include "cribbage/card_set.h"
#include "cribbage/hand_score.h"

namespace cribbage {

// The average show count of `keep` over every starter that is not in `seen`, counted as a
// hand by `handFlush` (handFlushRule of the rules in force).
double averageHandValue(const Hand4& keep, CardSet seen, FlushRule handFlush);

// The points the four cards hold on their own, before any starter: fifteens, pairs, runs
// and a four-card flush where `handFlush` counts one. What a novice sees when choosing what
// to keep.
int visiblePoints(const Hand4& keep, FlushRule handFlush);

}  // namespace cribbage
