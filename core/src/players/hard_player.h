#pragma once

#include "cribbage/analysis/play_analysis.h"
#include "medium_player.h"

namespace cribbage {

// A strong player who ignores the board: lays away by the full expected value of the
// discard (hand, crib and pegging), and plays the card the play analysis expects to gain
// the most points by, net of the opponent's, over a smaller sample of the opponent's
// holdings than the Expert's. With three or four players it plays like Medium.
class HardPlayer : public MediumPlayer {
protected:
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;
    double discardWorth(const DiscardOption& option) const override;

    virtual PlayAnalysisLimits playLimits() const;
};

}  // namespace cribbage
