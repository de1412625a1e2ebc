#pragma once

#include <QList>

#include "cribbage/analysis/reason.h"
#include "cribbage/seat_view.h"
#include "hint_model.h"

namespace cribbage::ui {

// How many options a hint shows.
inline constexpr int kHintsShown = 3;

struct Hints {
    HintModel::Kind kind = HintModel::Kind::None;
    QList<HintRow> rows;  // best first, at most kHintsShown
};

// `reason` as the table says it: the sentence of its id with the cards named as on the table
// ("9♣ makes a pair for 2."), ranks, numbers and averages as the core formats them.
QString reasonText(const Reason& reason);

// The analysis's best options for the decision `view`'s seat must make: two cards to lay
// away, or a card to play (two players only). None when the seat has no choice to make.
Hints hintsFor(const SeatView& view);

}  // namespace cribbage::ui
