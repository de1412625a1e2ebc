#pragma once

#include "hard_player.h"

namespace cribbage {

// The full analysis: lays away by the discard analysis (the exact hand average, the crib
// tables, the pegging term) ranked in the real standing, so that near the end of a game the
// chance of reaching the target counts as well as average points; plays like Hard over half as
// many again of the opponent's holdings, also in the real standing. With three or four players
// it lays away by the table's discard analysis (the exact hand average and the table's crib
// table) and plays like Hard, with three players over twice as many of the others' hands.
class ExpertPlayer : public HardPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    PlayAnalysisLimits playLimits() const override;
    TablePlayLimits tablePlayLimits() const override;
    Standing standingFor(const SeatView& view) const override;
};

}  // namespace cribbage
