#pragma once

// What `discard --players 3|4` prints: the five ways to lay one card away (docs/cli.md).

#include <vector>

#include "cribbage/analysis/multi_discard_analysis.h"

namespace cribbage::cli {

// A header, then a line a discard: the card, the average hand, what the crib is worth to the
// seat (signed), the net and the reason.
void printMultiDiscardText(const std::vector<MultiDiscardOption>& options, const MultiSeat& seat);
// One line: a JSON array best first.
void printMultiDiscardJson(const std::vector<MultiDiscardOption>& options, const MultiSeat& seat);

}  // namespace cribbage::cli
