#pragma once

#include <array>
#include <span>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/discard_tables.h"

namespace cribbage::detail {

// The show of the kept cards with each of the 46 starters not dealt.
struct StarterScores {
    std::array<Card, 46> starters;
    std::array<int, 46> points;
};

// The numbers of one way to lay away: every field of DiscardOption but the reason.
// `dealt` holds six distinct cards in index order; the kept cards are counted by `handFlush`.
DiscardOption evaluateDiscard(const std::array<Card, 6>& dealt, int first, int second, bool dealer,
                              const Standing& standing, const DiscardTables& tables,
                              FlushRule handFlush, StarterScores& scores);

}  // namespace cribbage::detail
