#pragma once

// What `play --players 3|4` prints: the cards the seat may lay, best first (docs/cli.md).

#include <vector>

#include "cribbage/analysis/multi_play_analysis.h"

namespace cribbage::cli {

// A header, then a line a card: net (what the ranking sorts by), the points of the seat's
// side and of the other sides to the end of the series, and the reason; "go" when no card
// fits.
void printMultiPlayText(const std::vector<MultiPlayOption>& options, int players);
// One line: a JSON array best first, [] when no card fits.
void printMultiPlayJson(const std::vector<MultiPlayOption>& options, int players);

}  // namespace cribbage::cli
