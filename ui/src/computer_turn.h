#pragma once

#include <QFutureWatcher>
#include <functional>
#include <optional>

#include "cribbage/action.h"
#include "cribbage/game.h"
#include "decider.h"

namespace cribbage::ui {

// The computer's decisions, made on a worker thread one at a time and handed back on the
// GUI thread.
class ComputerTurn {
public:
    // `decided` gets each decision; nullopt when it was cancelled while being made.
    explicit ComputerTurn(std::function<void(std::optional<Action>)> decided);
    // Waits for a decision being made.
    ~ComputerTurn();
    ComputerTurn(const ComputerTurn&) = delete;
    ComputerTurn& operator=(const ComputerTurn&) = delete;

    // Starts `decider` deciding for `seat` of `game`, which it sees as that seat does. Each
    // decision draws on its own generator, seeded by the game and the moment, so that a game
    // resumed from its save goes on as it would have.
    void decide(const Game& game, int seat, Decider decider);
    // The decision being made, if any, is no longer wanted.
    void cancel();

private:
    std::function<void(std::optional<Action>)> decided_;
    QFutureWatcher<Action> watcher_;
    int generation_ = 0;
    int decidingGeneration_ = -1;
};

}  // namespace cribbage::ui
