#pragma once

#include <span>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/score_item.h"

namespace cribbage {

inline constexpr int kMaxCount = 31;

// The running count of a series of cards.
int seriesCount(std::span<const Card> series);

// What the last card of `series` scores as it is laid: 15, 31, the pair (pair royal, double
// pair royal) it completes, and the longest run among the last cards of the series. Go and
// last card are not included: they depend on what the other players can do.
// Items, in this order, with their cards in the order laid:
//  - Fifteen (2) or ThirtyOne (2): the whole series;
//  - Pair (2), PairRoyal (6), DoublePairRoyal (12): the last 2, 3 or 4 cards, of one rank;
//  - Run (N): the last N cards, N >= 3 the longest such that they are N consecutive ranks
//    in any order.
// The engine keeps seriesCount(series) <= 31; an empty series scores nothing.
struct PlayScore {
    std::vector<ScoreItem> items;
    int total = 0;
};
PlayScore scorePlay(std::span<const Card> series);

}  // namespace cribbage
