#pragma once

#include "hard_player.h"

namespace cribbage {

// The full analysis: discards and plays ranked by the analysis in the real standing, so
// near the end of a game the chance of reaching the target first outweighs average points,
// and the play searched over twice as many of the opponent's holdings as Hard's.
class ExpertPlayer : public HardPlayer {
protected:
    double discardWorth(const DiscardOption& option) const override;
    Standing standingFor(const SeatView& view) const override;
    PlayAnalysisLimits playLimits() const override;
};

}  // namespace cribbage
