#pragma once

// Muggins: the hand (or crib) laid out in the show, as a seat sees it.

#include "cribbage/hand_score.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The seat counting in the show step of the view: the hands clockwise from the dealer's
// left, then the dealer with the crib.
int showCounterOf(const SeatView& view);

// The true count of the hand or crib being shown (Phase::Show): a shown hand is the cards
// its owner played, the crib is face up.
HandCount countShownHand(const SeatView& view);

}  // namespace cribbage
