#pragma once

// Rules of pairs and runs shared by the show, the play and the fast show table.

#include <array>
#include <cstdint>

#include "cribbage/card.h"
#include "cribbage/score_item.h"

namespace cribbage::detail {

// Points for `sameRank` cards of one rank: every pair among them counts 2, so 2 cards 2,
// three (pair royal) 6, four (double pair royal) 12.
constexpr int pairPoints(int sameRank) {
    return sameRank * (sameRank - 1);
}

// The name of `sameRank` (2 to 4) cards of one rank.
constexpr ScoreKind pairKind(int sameRank) {
    switch (sameRank) {
        case 2:
            return ScoreKind::Pair;
        case 3:
            return ScoreKind::PairRoyal;
        default:
            return ScoreKind::DoublePairRoyal;
    }
}

// How many cards there are of each rank; index 0 is the ace, 12 the king.
using RankCounts = std::array<std::uint8_t, kRanks>;

// A stretch of consecutive ranks, all present: rank indexes first .. first + length - 1.
struct RankStretch {
    int first = 0;
    int length = 0;
};

// The longest stretch of consecutive present ranks if it is long enough to be a run (3 or
// more), else a stretch of length 0. Among five cards there is never more than one stretch of
// 3 or more, so this is the only one that scores.
constexpr RankStretch longestRun(const RankCounts& counts) {
    RankStretch best;
    int start = 0;
    for (int rank = 0; rank <= kRanks; ++rank) {
        if (rank < kRanks && counts[rank] > 0) {
            continue;
        }
        if (rank - start > best.length) {
            best = {start, rank - start};
        }
        start = rank + 1;
    }
    return best.length >= 3 ? best : RankStretch{};
}

}  // namespace cribbage::detail
