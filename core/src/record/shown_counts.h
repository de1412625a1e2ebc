#pragma once

// The counts of the show as the engine made them: without muggins a record writes each, and
// its reader checks each against the engine's.

#include <vector>

#include "cribbage/event.h"

namespace cribbage::record {

struct ShownCount {
    int seat;
    bool crib;
    int points;

    bool operator==(const ShownCount&) const = default;
};

// Each hand or crib laid out among `events`, with the points it pegged (0 for none).
std::vector<ShownCount> shownCounts(const std::vector<Event>& events);

}  // namespace cribbage::record
