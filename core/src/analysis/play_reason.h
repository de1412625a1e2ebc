#pragma once

#include "cribbage/analysis/play_analysis.h"

namespace cribbage::detail {

// The plain-words reason for laying option.card now, from what it scores at once, what it
// leaves the opponent, and its averages. `choices`: how many cards I could lay.
Reason playReason(const PlayPosition& position, const PlayOption& option, int choices);

}  // namespace cribbage::detail
