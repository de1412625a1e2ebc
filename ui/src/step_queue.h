#pragma once

#include <deque>
#include <functional>
#include <variant>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/event.h"

namespace cribbage::ui {

// Before a deal the cards on the table go back to the dealer's pack (Gather: the table
// animates it), then the table is cleared for the deal (Shuffle).
struct Gather {
    int dealer;
};
struct Shuffle {
    int dealer;
};
using Step = std::variant<Event, Gather, Shuffle>;

// The engine's events waiting to be shown, one step at a time. When the table animates a
// step, the next one waits until finish() says the animation is over.
class StepQueue {
public:
    // `paced` says, as each step is shown, whether the table animates it.
    explicit StepQueue(std::function<bool()> paced);

    // The events that followed `action`. A deal gathers the cards first (after announcing a
    // new game, when it starts one).
    void enqueue(const Action& action, std::vector<Event> events);
    // Forgets the waiting steps and the step being animated.
    void clear();
    // Shows the waiting steps with `show`, until one is being animated or none is left.
    // Returns true when every step has been shown; false while a step is being animated, or
    // when called from inside `show` (the outer call goes on showing).
    bool showSteps(const std::function<void(const Step&)>& show);
    // The step being animated has been shown. False when no step was being animated.
    bool finish();

private:
    std::function<bool()> paced_;
    std::deque<Step> steps_;
    bool animating_ = false;
    bool showing_ = false;
};

}  // namespace cribbage::ui
