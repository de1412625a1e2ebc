#include "step_queue.h"

#include <utility>

namespace cribbage::ui {

StepQueue::StepQueue(std::function<bool()> paced) : paced_(std::move(paced)) {}

std::vector<PendingStep> StepQueue::stepsFor(const Action& action, std::vector<Event> events) {
    std::vector<PendingStep> steps;
    auto next = events.begin();
    if (const auto* deal = std::get_if<Deal>(&action)) {
        if (next != events.end() && std::holds_alternative<GameStarted>(*next)) {
            steps.emplace_back(std::move(*next));
            ++next;
        }
        steps.emplace_back(Gather{deal->seat});
        steps.emplace_back(Shuffle{deal->seat});
    }
    for (; next != events.end(); ++next) {
        steps.emplace_back(std::move(*next));
    }
    return steps;
}

void StepQueue::enqueue(const Action& action, std::vector<Event> events) {
    for (PendingStep& step : stepsFor(action, std::move(events))) {
        steps_.push_back(std::move(step));
    }
}

void StepQueue::clear() {
    steps_.clear();
    animating_ = false;
    held_ = false;
}

bool StepQueue::showSteps(const std::function<void(const PendingStep&)>& show) {
    if (showing_) {
        return false;
    }
    showing_ = true;
    while (!animating_ && !held_ && !steps_.empty()) {
        const PendingStep step = std::move(steps_.front());
        steps_.pop_front();
        // Set before the step is shown: the table may finish it at once.
        animating_ = paced_();
        show(step);
    }
    showing_ = false;
    return !animating_ && !held_ && steps_.empty();
}

bool StepQueue::finish() {
    if (!animating_) {
        return false;
    }
    animating_ = false;
    return true;
}

}  // namespace cribbage::ui
