#pragma once

#include "cribbage/computer_player.h"

namespace cribbage {

// The baseline: keeps the four cards worth most on average over the starters (the crib does
// not matter to it) and lays the card that pegs the most at once.
class GreedyPlayer : public ComputerPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;
};

}  // namespace cribbage
