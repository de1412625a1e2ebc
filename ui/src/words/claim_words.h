#pragma once

#include <QCoreApplication>
#include <QString>
#include <utility>

#include "words/seat_words.h"

namespace cribbage::ui {

// Muggins in the show's summary, once a count is judged: what was claimed and what muggins
// took, beside what the cards were worth ("Your hand: 6" above it).
class ClaimWords {
    Q_DECLARE_TR_FUNCTIONS(ClaimWords)

public:
    explicit ClaimWords(SeatWords seats) : seats_(std::move(seats)) {}

    // "You claimed 5.", "The computer claimed 8."
    QString claimed(int seat, int points) const;
    // "The computer took 1 by muggins.", "You took 2 by muggins."
    QString took(int seat, int points) const;

private:
    SeatWords seats_;
};

}  // namespace cribbage::ui
