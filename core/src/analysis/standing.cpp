#include "cribbage/analysis/standing.h"

#include <algorithm>
#include <string>

#include "cribbage/rules.h"

namespace cribbage {

Standing standingFor(const SeatView& view) {
    const int mySide = sideOf(view.rules, view.seat);
    int leadingOther = 0;
    for (int side = 0; side < static_cast<int>(view.scores.size()); ++side) {
        if (side != mySide) {
            leadingOther = std::max(leadingOther, view.scores[static_cast<std::size_t>(side)]);
        }
    }
    return Standing{view.scores[static_cast<std::size_t>(mySide)], leadingOther, view.rules.target};
}

std::optional<Error> checkStanding(const Standing& standing) {
    if (standing.target < 1) {
        return Error{"the target must be at least 1, not " + std::to_string(standing.target),
                     ErrorCode::TargetBelowOne,
                     {},
                     {standing.target}};
    }
    if (standing.myScore < 0 || standing.opponentScore < 0) {
        return Error{"a score cannot be negative", ErrorCode::NegativeScore};
    }
    const int higher = std::max(standing.myScore, standing.opponentScore);
    if (higher >= standing.target) {
        return Error{"a score of " + std::to_string(higher) +
                         " has already reached the target of " + std::to_string(standing.target) +
                         ": the game is over",
                     ErrorCode::ScoreAtTarget,
                     {},
                     {standing.target, higher}};
    }
    return std::nullopt;
}

}  // namespace cribbage
