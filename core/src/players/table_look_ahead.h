#pragma once

// One card ahead at a table of four, heeding the Go's said in the series.

#include <optional>
#include <span>

#include "cribbage/card.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The card of `playable` worth most by Medium's look-ahead (what it pegs now less what the
// next player is expected to peg on it), the next player being the first seat to my left
// that holds cards and has not said Go in this series: a seat that said Go cannot lay again
// before the count starts over. When that seat is an opponent, the chance that it holds no
// card that fits the count left (it says Go) is worth something to my side; when it is my
// partner, nothing is taken off (Medium takes off the next holder's points, my partner's
// too). None when the view is not my turn in the play at a table.
std::optional<Card> playLookingAheadAtTable(const SeatView& view, std::span<const Card> playable,
                                            Rng& rng);

}  // namespace cribbage
