#pragma once

#include "cribbage/game.h"
#include "game_controller.h"

namespace cribbage::ui {

// Whether the engine waits for `seat` to act.
bool awaits(const Game& game, int seat);

// What the person may do in `game` once every step has been shown; `paused` when the table
// waits for them to go on after the count or the game.
GameController::Prompt personPrompt(const Game& game, bool paused);

}  // namespace cribbage::ui
