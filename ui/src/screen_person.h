#pragma once

#include <memory>
#include <optional>

#include "crib_choice.h"
#include "seat_player.h"

namespace cribbage::ui {

// The person at this screen, who fills every PersonHere seat: the question open to them (the
// turn driver's prompt says what it is) and the cards they have chosen for the crib. Their
// moves answer it.
class ScreenPerson {
public:
    void ask(const SeatView& view, SeatPlayer::Answer answer);
    void withdraw();

    // What the open question's seat sees; null when nothing is asked of the person.
    const SeatView* question() const { return question_ ? &*question_ : nullptr; }
    // Answers the open question, which closes: a refused answer is asked again.
    void answer(const Action& action);

    CribChoice& cribChoice() { return cribChoice_; }
    const CribChoice& cribChoice() const { return cribChoice_; }

private:
    std::optional<SeatView> question_;
    SeatPlayer::Answer answer_;
    CribChoice cribChoice_;
};

// The player of a seat filled by `fill`: the computer at its level, or a seat answered by
// `screen`.
std::unique_ptr<SeatPlayer> playerFor(const SeatFill& fill, ScreenPerson& screen);

}  // namespace cribbage::ui
