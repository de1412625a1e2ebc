#pragma once

#include <array>
#include <cstdint>

#include "cribbage/card.h"

namespace cribbage::detail {

inline constexpr int kRankPointsTableSize = kRanks * kRanks * kRanks * kRanks * kRanks;  // 13^5

// The show points that depend only on the ranks of the five cards: fifteens, pairs and runs.
// Indexed by the five rank indexes (0 = ace ... 12 = king) read as a base-13 number, in any
// order: all permutations hold the same entry.
using RankPointsTable = std::array<std::uint8_t, kRankPointsTableSize>;

// Built in place at its first use (thread-safe), so it never sits on a thread's stack.
const RankPointsTable& rankPointsTable();

}  // namespace cribbage::detail
