#include "cribbage/analysis/standing.h"

#include <string>

namespace cribbage {

std::optional<Error> checkStanding(const Standing& standing) {
    if (standing.target < 1) {
        return Error{"the target must be at least 1, not " + std::to_string(standing.target)};
    }
    if (standing.myScore < 0 || standing.opponentScore < 0) {
        return Error{"a score cannot be negative"};
    }
    if (standing.myScore >= standing.target || standing.opponentScore >= standing.target) {
        return Error{"a score of " + std::to_string(standing.target) +
                     " has already reached the target: the game is over"};
    }
    return std::nullopt;
}

}  // namespace cribbage
