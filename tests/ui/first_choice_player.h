#pragma once

#include "cribbage/action.h"
#include "cribbage/hand_score.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage::ui::test {

// The count on the table in the show, as any seat sees it: the hand or crib being counted.
HandCount shownCount(const SeatView& view);

// A plain, predictable computer player for tests: it cuts eight cards down, lays away its
// first cards, plays its first playable card, and in the show claims `claimShortBy` points
// fewer than its hands are worth and calls muggins on every count that missed points.
struct FirstChoicePlayer {
    int claimShortBy = 0;

    Action operator()(const SeatView& view, Rng& rng) const;
};

}  // namespace cribbage::ui::test
