#pragma once

#include "cribbage/analysis/discard_analysis.h"
#include "discard_options.h"

namespace cribbage::detail {

// The plain-words reason of an evaluated option, from its numbers and its cards.
Reason discardReason(const DiscardOption& option, bool dealer, const StarterScores& scores);

}  // namespace cribbage::detail
