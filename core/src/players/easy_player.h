#pragma once

#include "cribbage/computer_player.h"

namespace cribbage {

// A casual player who knows the rules of thumb: keeps the cards worth most on average,
// salts its own crib and balks the opponent's (fives, pairs, fifteens and touching cards),
// pegs the most it can and avoids leaving the count at 5 or 21. Now and then it overlooks a
// long fifteen or his nobs when counting.
// How much Easy likes laying a card of `value` that pegs `points` at once and leaves the count
// at `countAfter`: a point less when that invites a ten-card (5 or 21), 0.3 more when it leads
// with a card under five (no card makes 15 on it). Easy lays the card it likes best.
double easyLiking(int points, int countAfter, bool leading, int value);

class EasyPlayer : public ComputerPlayer {
protected:
    std::vector<Card> layAway(const SeatView& view, Rng& rng) const override;
    Card play(const SeatView& view, std::span<const Card> playable, Rng& rng) const override;
    int seePoints(const HandCount& count, Rng& rng) const override;
};

}  // namespace cribbage
