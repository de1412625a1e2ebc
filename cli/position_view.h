#pragma once

#include "cribbage/analysis/play_position.h"
#include "cribbage/seat_view.h"

namespace cribbage::cli {

// What seat 0 of a two-player table would see in `position` when it is its turn to play:
// for asking a computer level what it would lay there.
SeatView seatViewOf(const PlayPosition& position);

}  // namespace cribbage::cli
