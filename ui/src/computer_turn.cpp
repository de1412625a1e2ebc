#include "computer_turn.h"

#include <QtConcurrent/QtConcurrentRun>
#include <cstdint>
#include <utility>

#include "cribbage/computer_game.h"

namespace cribbage::ui {

ComputerTurn::ComputerTurn(std::function<void(std::optional<Action>)> decided)
    : decided_(std::move(decided)) {
    QObject::connect(&watcher_, &QFutureWatcher<Action>::finished, &watcher_, [this] {
        const bool wanted = decidingGeneration_ == generation_;
        decided_(wanted ? std::optional<Action>(watcher_.result()) : std::nullopt);
    });
}

ComputerTurn::~ComputerTurn() {
    watcher_.waitForFinished();
}

void ComputerTurn::decide(const Game& game, int seat, Decider decider) {
    decidingGeneration_ = generation_;
    const std::uint64_t seed = decisionSeed(game);
    watcher_.setFuture(
        QtConcurrent::run([decider = std::move(decider), view = game.view(seat), seed]() {
            Rng rng(seed);
            return decider(view, rng);
        }));
}

void ComputerTurn::cancel() {
    ++generation_;
}

}  // namespace cribbage::ui
