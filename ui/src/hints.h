#pragma once

#include <QList>

#include "cribbage/seat_view.h"
#include "hint_model.h"

namespace cribbage::ui {

// How many options a hint shows.
inline constexpr int kHintsShown = 3;

struct Hints {
    HintModel::Kind kind = HintModel::Kind::None;
    QList<HintRow> rows;  // best first, at most kHintsShown
};

// The analysis's best options for the decision `view`'s seat must make: the cards to lay
// away, or a card to play, at a table of two, three or four. None when the seat has no choice
// to make.
Hints hintsFor(const SeatView& view);

}  // namespace cribbage::ui
