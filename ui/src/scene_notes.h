#pragma once

#include <optional>

#include "pending_step.h"
#include "scene_state.h"

namespace cribbage::ui {

// A viewer for whom no hand is known: the screen is being passed between people.
inline constexpr int kNoViewer = -1;

// Notes with nothing said yet, for a table of `players`.
SceneNotes notesCleared(int players);

// `step` as `viewer` may know it: nothing when it is a card dealt to another seat, another
// seat's laid-away cards left out.
std::optional<PendingStep> seenBy(const PendingStep& step, int viewer);

// What `step` says, taken down in the scene's notes; the scene's cards have already moved.
void noteStep(SceneState& scene, const PendingStep& step);

}  // namespace cribbage::ui
