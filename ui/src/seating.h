#pragma once

#include <QString>
#include <variant>

#include "cribbage/rules.h"
#include "seat_fill.h"

namespace cribbage::ui {

// Who sits where: 2, 3 or 4 seats, clockwise from 0, and the seat this screen is shown from
// (the screen seat): its hand is face up, and the table is placed and worded from it ("You",
// "on your left"). Who fills each seat is the lineup; an empty one is the person at the screen
// seat and the computer at every other. Sides keep the scores (see sideOf in the core).
struct Seating {
    RuleSettings rules;
    int screenSeat = 0;
    Lineup lineup;

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
    // Four players: the seat across the table, on the same side.
    int partnerOf(int seat) const { return (seat + 2) % players(); }
    // Two people or more share the screen: each is named, and none is "you" to the others.
    bool tableOfPeople() const { return peopleIn(lineup) >= 2; }
    // The name a person gave at `seat`; empty for the computer.
    QString personName(int seat) const;
    // The computer at `seat` is the n-th computer of the table (1, 2, ...), 0 for a person.
    int computerNumber(int seat) const;

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

inline QString Seating::personName(int seat) const {
    return personNameAt(lineup, seat);
}

inline int Seating::computerNumber(int seat) const {
    if (seat < 0 || seat >= lineup.size() || isPerson(lineup[seat])) {
        return 0;
    }
    int number = 0;
    for (int before = 0; before <= seat; ++before) {
        number += isPerson(lineup[before]) ? 0 : 1;
    }
    return number;
}

}  // namespace cribbage::ui
