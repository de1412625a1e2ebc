#pragma once

#include <QCoreApplication>
#include <QString>
#include <utility>

#include "cribbage/error.h"
#include "words/seat_words.h"

namespace cribbage::ui {

// Why a move was refused, as a whole translatable sentence from the refusal's code, seats and
// arguments: "You do not hold 7♥." The engine's English message is never shown.
class RefusalWords {
    Q_DECLARE_TR_FUNCTIONS(RefusalWords)

public:
    explicit RefusalWords(SeatWords seats) : seats_(std::move(seats)) {}

    QString sentence(const Error& error) const;

private:
    QString seatName(const Error& error, std::size_t which) const;

    SeatWords seats_;
};

}  // namespace cribbage::ui
