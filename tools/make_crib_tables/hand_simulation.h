#pragma once

#include <array>
#include <cstdint>

#include "cribbage/analysis/discard_tables.h"
#include "cribbage/result.h"

namespace cribbage::tools {

// One hand as the pegging model needs it. Index 0 is the pone, 1 the dealer.
struct SimulatedHand {
    std::array<Hand4, 2> kept;
    std::array<int, 2> pegged;  // points won in the play: 15s, 31s, pairs, runs, go, last
};

// The first hand of a new game dealt from `seed`, through the engine: both players lay away
// what analyzeDiscards (with `tables`) ranks first and lay the card analyzePlay ranks first.
Result<SimulatedHand> simulateHand(std::uint64_t seed, const DiscardTables& tables);

}  // namespace cribbage::tools
