#pragma once

#include "pending_step.h"
#include "scene_state.h"
#include "step.h"
#include "words/step_words.h"

namespace cribbage::ui {

// `pending` as QML gets it to animate, with its sentence. `viewer` is the person's seat: the
// cards dealt to the other seats stay unnamed.
Step makeStep(const PendingStep& pending, int viewer, const StepWords& words);

// `step` as the muggins exchange shows it, by the scene's exchange once the step is applied: a
// claim's points are pegged without their combinations, which the judging (accepted, or muggins
// called) then picks out.
Step shownInExchange(const PendingStep& pending, Step step, const ClaimExchange& exchange,
                     int viewer, const StepWords& words);

}  // namespace cribbage::ui
