#pragma once

#include <cstdint>

#include "cribbage/seat_view.h"

namespace cribbage {

// What a seat must do now, the prompt a UI shows it. Each names the actions it allows.
enum class Move : std::uint8_t {
    None,        // nothing: the seat is not awaited, or the match is over
    Cut,         // Cut: for the first deal or for the starter
    Deal,        // Deal: the next hand, or the next game's first
    LayAway,     // LayAway
    Play,        // Play: some card fits the count (see playableCards)
    Go,          // Go: it holds cards, none of which fits
    ClaimCount,  // ClaimCount (muggins): count its hand or crib
    JudgeCount,  // AcceptCount or CallMuggins (muggins): judge the count just claimed
};

// What `view.seat` must do now, from what it can see. Game::moveFor answers the same.
Move moveFor(const SeatView& view);

}  // namespace cribbage
