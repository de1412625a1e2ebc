#pragma once

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/standing.h"
#include "cribbage/computer_player.h"

namespace cribbage {

// A sound club player: lays away by the average of the hand plus (dealing) or minus (pone)
// the average crib from the crib tables, and in the play weighs what a card pegs now
// against what the next player is likely to peg on it. Counts its hands right.
// With three or four players (no crib tables for one card) it keeps the best average hand
// and follows the rules of thumb for the crib.
class MediumPlayer : public ComputerPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;

    // Two players: what a discard is worth to this level, and the standing it is judged in.
    virtual double discardWorth(const DiscardOption& option) const;
    virtual Standing standingFor(const SeatView& view) const;
};

}  // namespace cribbage
