#pragma once

// Laying away at a table of three or four by the table's discard analysis.

#include <vector>

#include "cribbage/card.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The card of view.hand the table's discard analysis values most (analyzeMultiDiscards: the
// exact hand average and the crib table), with the pegging term (multiPeggingValue) added
// `pegging` times; ties broken by chance. Empty when the view is not a deal
// of five cards at a table of three or four.
std::vector<Card> layAwayAtTable(const SeatView& view, double pegging, Rng& rng);

}  // namespace cribbage
