#pragma once

#include <vector>

#include "seating.h"

namespace cribbage::ui {

// The colours of the pegs, as indices into the board's palette (Theme.pegColours): as many as
// the most sides, with room to choose.
inline constexpr int kPegColourCount = 6;

// The person who chooses a side's colour: the first person of the side, in seat order. Partners
// share their pegs, so the later partner does not choose.
bool choosesColour(const Seating& seating, int seat);

// Each side's colour: its chooser's, when they chose one no earlier side has; otherwise the
// first colour no side has, in side order. Always as many different colours as sides.
std::vector<int> sideColours(const Seating& seating);

// The colours `seat` may choose: those no other chooser at the table has chosen.
std::vector<int> freeColours(const Seating& seating, int seat);

}  // namespace cribbage::ui
