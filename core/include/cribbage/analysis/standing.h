#pragma once

#include <optional>

#include "cribbage/result.h"
#include "cribbage/seat_view.h"

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

// The standing of the game `view` is of, from its seat: its side's score against the highest
// score of the other sides (with three players, the leader of the other two: the one to
// beat), to the target of the rules.
Standing standingFor(const SeatView& view);

// Says what is wrong with a standing, if anything: a target below 1, a negative score, or a
// score already at the target (the game would be over).
std::optional<Error> checkStanding(const Standing& standing);

}  // namespace cribbage
