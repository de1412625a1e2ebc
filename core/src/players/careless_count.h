#pragma once

// Counting a hand as a weaker player does: now and then a combination goes unseen.

#include "cribbage/hand_score.h"
#include "cribbage/rng.h"

namespace cribbage {

// The chance of overlooking one combination of each kind.
struct SlipChances {
    double twoCardFifteen = 0;
    double longFifteen = 0;  // three or more cards
    double run = 0;
    double flush = 0;
    double nobs = 0;
};

// The points of the combinations of `count` that are seen; pairs are never missed.
int countWithSlips(const HandCount& count, const SlipChances& slips, Rng& rng);

}  // namespace cribbage
