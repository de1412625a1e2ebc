#pragma once

#include <deque>
#include <functional>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/event.h"
#include "pending_step.h"

namespace cribbage::ui {

// The engine's events waiting to be shown, one step at a time. When the table animates a
// step, the next one waits until finish() says the animation is over.
class StepQueue {
public:
    // `paced` says, as each step is shown, whether the table animates it.
    explicit StepQueue(std::function<bool()> paced);

    // The steps that show `events`, which followed `action`: a deal gathers the cards first
    // (after announcing a new game, when it starts one).
    static std::vector<PendingStep> stepsFor(const Action& action, std::vector<Event> events);
    // Queues the steps of `events`, which followed `action`.
    void enqueue(const Action& action, std::vector<Event> events);
    // Forgets the waiting steps, the step being animated and a hold.
    void clear();
    // Shows the waiting steps with `show`, until one is being animated or none is left.
    // Returns true when every step has been shown; false while a step is being animated or
    // the steps are held, or when called from inside `show` (the outer call goes on showing).
    bool showSteps(const std::function<void(const PendingStep&)>& show);
    // The step being animated has been shown. False when no step was being animated.
    bool finish();
    // Holds the steps after the one being shown (the guided game waits for the person to
    // read): showSteps() shows no more until release().
    void hold() { held_ = true; }
    void release() { held_ = false; }
    bool held() const { return held_; }

private:
    std::function<bool()> paced_;
    std::deque<PendingStep> steps_;
    bool animating_ = false;
    bool showing_ = false;
    bool held_ = false;
};

}  // namespace cribbage::ui
