#pragma once

#include "cribbage/computer_player.h"

namespace cribbage {

// A novice: keeps the cards that already score (no thought of the starter or of whose crib
// it is, so fives go to the opponent's crib), often lays any card without looking for the
// points on the table, and overlooks longer fifteens and his nobs when counting.
class BeginnerPlayer : public ComputerPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;
    int seePoints(const HandCount& count, Rng& rng) const override;
};

}  // namespace cribbage
