#pragma once

#include <cstdint>
#include <functional>

#include "cribbage/action.h"
#include "cribbage/seat_view.h"
#include "seat_fill.h"

namespace cribbage::ui {

// Whatever fills a seat. The turn driver asks it for the seat's decision and applies the
// answer; it never needs to know who decided.
class SeatPlayer {
public:
    using Answer = std::function<void(const Action&)>;

    SeatPlayer() = default;
    SeatPlayer(const SeatPlayer&) = delete;
    SeatPlayer& operator=(const SeatPlayer&) = delete;
    virtual ~SeatPlayer() = default;

    // The game awaits view.seat: `answer` is called once, on the GUI thread, after ask() has
    // returned. The view is all the player may see; `seed` is decisionSeed(game), for a player
    // that draws at random. Asking again replaces the question.
    virtual void ask(const SeatView& view, std::uint64_t seed, Answer answer) = 0;
    // The question is no longer wanted (an undo, a new game or match, another match at the
    // table): it is not answered.
    virtual void withdraw() = 0;
    // The person at this screen answers: the prompt, the hints and undo serve this seat.
    virtual bool answersAtScreen() const = 0;
};

}  // namespace cribbage::ui
