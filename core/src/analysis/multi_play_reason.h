#pragma once

#include <vector>

#include "cribbage/analysis/multi_play_analysis.h"

namespace cribbage::detail {

// Who lays the next card after mine at a table: an opponent, my partner (four players), or
// nobody (every other seat is out of cards or cannot hold one that fits, by its Go's).
enum class NextToPlay : std::uint8_t { Opponent, Partner, Nobody };

NextToPlay nextToPlay(const MultiPlayPosition& position, int countAfter);

// The idea behind laying `card` at a table: playIdea, its words about "the next player" kept
// when that player is an opponent, and otherwise said of my partner or of nobody.
Reason multiPlayIdea(const MultiPlayPosition& position, Card card);

// Gives each option its reason (the only card, or its multiPlayIdea) and sorts them best
// first by rankValue, the first of equals kept first.
void explainAndRank(const MultiPlayPosition& position, std::vector<MultiPlayOption>& options);

}  // namespace cribbage::detail
