#pragma once

#include <optional>

#include "cribbage/result.h"

namespace cribbage {

// The scores when a decision is made, seen from the player who makes it. Near the end of a
// game the analysis weighs the chance of reaching the target (see docs/analysis.md,
// "The end of a game"); far from it, only expected points count.
struct Standing {
    int myScore = 0;
    int opponentScore = 0;
    int target = 121;

    bool operator==(const Standing&) const = default;
};

// Says what is wrong with a standing, if anything: a target below 1, a negative score, or a
// score already at the target (the game would be over).
std::optional<Error> checkStanding(const Standing& standing);

}  // namespace cribbage
