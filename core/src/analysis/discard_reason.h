#pragma once

#include <vector>

#include "cribbage/analysis/discard_analysis.h"
#include "discard_options.h"

namespace cribbage::detail {

// The plain-words reason of an evaluated option, from its numbers and its cards.
Reason discardReason(const DiscardOption& option, bool dealer, const StarterScores& scores);

// Near the end of a game the options are ranked by the chance to reach the target: when that
// puts a keep ahead of one with more points on average, the first option's reason says so.
// `options` best first.
void explainEndGameRanking(std::vector<DiscardOption>& options);

}  // namespace cribbage::detail
