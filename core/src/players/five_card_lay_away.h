#pragma once

// Five-card cribbage: laying two of the five cards away.

#include <vector>

#include "cribbage/card.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// Of the 10 ways to lay two of the five cards away, the one with the best exact average hand
// of the three kept (over every starter the seat has not seen) plus, in one's own crib, or
// minus, in the opponent's, the crib tables' average for the two cards (docs/analysis.md: the
// crib of five-card cribbage is four cards and the starter, as in the six-card game); ties
// broken by chance.
std::vector<Card> layAwayFiveCard(const SeatView& view, Rng& rng);

}  // namespace cribbage
