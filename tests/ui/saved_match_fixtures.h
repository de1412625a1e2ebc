#pragma once
// The game and table the saved-match tests keep on disk.

#include <QString>
#include <utility>
#include <vector>

#include "cribbage/game.h"
#include "saved_table.h"

namespace cribbage::ui::test {

// A new game of two, dealt from seed 5.
inline Game twoPlayerGame() {
    GameSetup setup;
    setup.seed = 5;
    return std::move(Game::create(setup)).value();
}

// The table of `game`: the person at seat 0 and the computer at every other.
inline SavedTable tableOf(const Game& game) {
    std::vector<SeatFill> seats{PersonHere{}};
    seats.resize(static_cast<std::size_t>(game.rules().players), ComputerLevel{Level::Medium});
    return {game.setup().seed, Lineup(std::move(seats)), 0};
}

}  // namespace cribbage::ui::test
