#pragma once

#include <vector>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/result.h"
#include "cribbage/seat_view.h"

namespace cribbage::ui {

// The analysis of the decision `view`'s seat is to make, from what that seat sees and the
// game's standing (two players): the hints show it, the review judges the person's choice by
// it. Refused where the analysis has no figures (three or four players, another phase).
Result<std::vector<DiscardOption>> discardOptionsFor(const SeatView& view);
Result<std::vector<PlayOption>> playOptionsFor(const SeatView& view);

}  // namespace cribbage::ui
