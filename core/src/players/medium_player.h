#pragma once

#include "cribbage/computer_player.h"

namespace cribbage {

// A sound club player: lays away by the rules of thumb (the best average hand, the crib
// salted or balked), and in the play weighs what a card pegs now against what the next
// player is likely to peg on it. Counts its hands right.
class MediumPlayer : public ComputerPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;
};

}  // namespace cribbage
