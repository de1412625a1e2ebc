#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "cribbage/rules.h"

namespace cribbage::ui {

// Who sits where: 2, 3 or 4 seats, clockwise from 0, and which of them the person holds.
// Every other seat is played by the computer. Sides keep the scores (see sideOf in the core).
struct Seating {
    RuleSettings rules;
    int personSeat = 0;

    int players() const { return rules.players; }
    int sides() const { return sideCount(rules); }
    int sideOf(int seat) const { return cribbage::sideOf(rules, seat); }
    bool isPerson(int seat) const { return seat == personSeat; }
    bool isPersonSide(int side) const { return side == sideOf(personSeat); }
    // Seats counted clockwise from the person: 0 for the person, 1 on their left, ...
    int placeFromPerson(int seat) const { return (seat - personSeat + players()) % players(); }
    // The first seat of `side` counted clockwise from the person: whom the side is named after.
    int seatOfSide(int side) const;

    bool operator==(const Seating&) const = default;
};

// One value per seat (or per side), indexed by the seat number the core uses.
template <class T>
class PerSeat {
public:
    PerSeat() = default;
    PerSeat(int seats, const T& value) : values_(static_cast<std::size_t>(seats), value) {}
    explicit PerSeat(std::vector<T> values) : values_(std::move(values)) {}

    int size() const { return static_cast<int>(values_.size()); }
    T& operator[](int seat) { return values_[static_cast<std::size_t>(seat)]; }
    const T& operator[](int seat) const { return values_[static_cast<std::size_t>(seat)]; }
    auto begin() { return values_.begin(); }
    auto end() { return values_.end(); }
    auto begin() const { return values_.begin(); }
    auto end() const { return values_.end(); }
    const std::vector<T>& values() const { return values_; }

    bool operator==(const PerSeat&) const = default;

private:
    std::vector<T> values_;
};

inline int Seating::seatOfSide(int side) const {
    for (int place = 0; place < players(); ++place) {
        const int seat = (personSeat + place) % players();
        if (sideOf(seat) == side) {
            return seat;
        }
    }
    return side;
}

}  // namespace cribbage::ui
