#pragma once

#include "pending_step.h"
#include "step.h"
#include "words/step_words.h"

namespace cribbage::ui {

// `pending` as QML gets it to animate, with its sentence. `viewer` is the person's seat: the
// cards dealt to the other seats stay unnamed.
Step makeStep(const PendingStep& pending, int viewer, const StepWords& words);

}  // namespace cribbage::ui
