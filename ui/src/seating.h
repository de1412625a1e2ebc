#pragma once

#include "cribbage/rules.h"

namespace cribbage::ui {

// Who sits where: 2, 3 or 4 seats, clockwise from 0, and the seat this screen is shown from
// (the screen seat): its hand is face up, and the table is placed and worded from it ("You",
// "on your left"). Today the person playing here holds it and the computer every other seat.
// Sides keep the scores (see sideOf in the core).
struct Seating {
    RuleSettings rules;
    int screenSeat = 0;

    int players() const { return rules.players; }
    int sides() const { return sideCount(rules); }
    int sideOf(int seat) const { return cribbage::sideOf(rules, seat); }
    bool atScreen(int seat) const { return seat == screenSeat; }
    bool onScreenSide(int side) const { return side == sideOf(screenSeat); }
    // Seats counted clockwise from the screen seat: 0 for it, 1 on its left, ...
    int placeFromScreen(int seat) const { return (seat - screenSeat + players()) % players(); }
    // The first seat of `side` counted clockwise from the screen seat: whom the side is named
    // after.
    int seatOfSide(int side) const;

    bool operator==(const Seating&) const = default;
};

inline int Seating::seatOfSide(int side) const {
    for (int place = 0; place < players(); ++place) {
        const int seat = (screenSeat + place) % players();
        if (sideOf(seat) == side) {
            return seat;
        }
    }
    return side;
}

}  // namespace cribbage::ui
