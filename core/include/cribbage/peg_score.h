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
// Precondition: seriesCount(series) <= 31 and series is not empty.
struct PlayScore {
    std::vector<ScoreItem> items;
    int total = 0;
};
PlayScore scorePlay(std::span<const Card> series);

}  // namespace cribbage
