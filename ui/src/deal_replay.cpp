#include "deal_replay.h"

#include "step_queue.h"

namespace cribbage::ui {

std::vector<PendingStep> stepsOfDealOnTable(const Game& game) {
    auto replay = Game::create(game.setup());
    if (!replay) {
        return {};
    }
    std::vector<PendingStep> steps;
    for (const Action& action : game.history()) {
        auto events = replay.value().apply(action);
        if (!events) {
            return {};
        }
        if (std::holds_alternative<Deal>(action)) {
            steps.clear();
        }
        for (PendingStep& step : StepQueue::stepsFor(action, std::move(events).value())) {
            steps.push_back(std::move(step));
        }
    }
    return steps;
}

}  // namespace cribbage::ui
