#pragma once

// What `discard --players 3|4` prints: the five ways to lay one card away (docs/cli.md).

#include <vector>

#include "cribbage/analysis/table_discard_analysis.h"

namespace cribbage::cli {

// A header, then a line a discard: the card, the average hand, what the crib is worth to the
// seat (signed), the net and the reason.
void printTableDiscardText(const std::vector<TableDiscardOption>& options, const TableSeat& seat);
// One line: a JSON array best first.
void printTableDiscardJson(const std::vector<TableDiscardOption>& options, const TableSeat& seat);

}  // namespace cribbage::cli
