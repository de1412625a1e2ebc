#pragma once

#include <cstdint>

#include "cribbage/analysis/discard_tables.h"

namespace cribbage::tools {

struct CribSampling {
    std::uint64_t seed = 1;
    int samplesPerKey = 10000;
};

// For every two ranks laid away (suited or not) and each owner: my two cards, the other
// player's two, and the average over the 40 starters left of the crib (FlushRule::Crib).
// The other player's six cards and my four others are dealt at random; the other player
// lays away two of their six at random...
CribTable cribTableAgainstRandomCards(const CribSampling& sampling);
// ...or the two that analyzeDiscards ranks first with `tables`.
CribTable cribTableAgainstAnalysis(const DiscardTables& tables, const CribSampling& sampling);

// The largest difference between two tables, over every entry.
double largestChange(const CribTable& before, const CribTable& after);

}  // namespace cribbage::tools
