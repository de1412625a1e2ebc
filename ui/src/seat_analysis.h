#pragma once

#include <optional>
#include <vector>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/analysis/table_play_analysis.h"
#include "cribbage/result.h"
#include "cribbage/seat_view.h"

namespace cribbage::ui {

// The analysis of the decision `view`'s seat is to make, from what that seat sees: the hints
// show it, the review judges the person's choice by it.

// Two players, with the game's standing. Refused at a table of three or four or in another
// phase.
Result<std::vector<DiscardOption>> discardOptionsFor(const SeatView& view);
Result<std::vector<PlayOption>> playOptionsFor(const SeatView& view);

// A table of three or four. Refused with two players or in another phase; the play is
// nothing when it is not the seat's turn in it. The play is judged by the series expectation,
// as the Expert plays.
Result<std::vector<TableDiscardOption>> tableDiscardOptionsFor(const SeatView& view);
std::optional<std::vector<TablePlayOption>> tablePlayOptionsFor(const SeatView& view);

}  // namespace cribbage::ui
