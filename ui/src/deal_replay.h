#pragma once

#include <vector>

#include "cribbage/game.h"
#include "pending_step.h"

namespace cribbage::ui {

// The steps of the deal on the table of `game`, from the dealer gathering the cards up to
// now (from the start of the match before the first deal), as they were shown: what a game
// resumed from its save says again.
std::vector<PendingStep> stepsOfDealOnTable(const Game& game);

}  // namespace cribbage::ui
