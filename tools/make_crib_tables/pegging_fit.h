#pragma once

#include <cstdint>
#include <string>

#include "cribbage/analysis/discard_tables.h"
#include "cribbage/result.h"

namespace cribbage::tools {

struct PeggingSimulation {
    std::uint64_t seed = 1;
    int hands = 20000;
};

struct PeggingFit {
    PeggingModel model;
    // Per role (0 pone, 1 dealer): the average pegging in the simulated hands, and the most
    // any hand pegged.
    std::array<double, 2> averagePegged{};
    std::array<int, 2> mostPegged{};
};

// Plays `hands` hands (simulateHand, seeds seed, seed + 1, ...) and fits the model: for each
// role, least squares of the pegging difference on the number of kept cards of each rank and
// the number of pairs among them; and the share of hands pegging at least k points.
Result<PeggingFit> fitPeggingModel(const DiscardTables& tables,
                                   const PeggingSimulation& simulation);

}  // namespace cribbage::tools
