#pragma once

// A deliberately simple show scorer, written apart from the core's, to check it against: it
// looks at every subset of the hand and the starter (five cards, or four in five-card
// cribbage) and applies docs/rules.md word by word.

#include <span>

#include "cribbage/hand_score.h"

namespace cribbage::testing {

struct BruteForceScore {
    int fifteens = 0;
    int pairs = 0;
    int runs = 0;
    int flush = 0;
    int nobs = 0;

    int total() const { return fifteens + pairs + runs + flush + nobs; }
};

BruteForceScore bruteForceScore(std::span<const Card> hand, Card starter, FlushRule rule);

// The flush alone, to score the same show under another rule without counting it again.
int bruteForceFlush(std::span<const Card> hand, Card starter, FlushRule rule);

}  // namespace cribbage::testing
