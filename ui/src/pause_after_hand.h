#pragma once

#include <optional>

#include "cribbage/event.h"
#include "cribbage/game_state.h"
#include "scene_state.h"

namespace cribbage::ui {

// After the hands are counted, and after a game, the table waits for the person to go on,
// so that they can look at the count or the result.

// Whether the table waits once `event` has been shown, the phase on the table having been
// `before`; nullopt when the event leaves that as it was.
std::optional<bool> pauseAfter(const Event& event, Phase before);

// Whether a game resumed from its save waits: the counted hands still lie out, or the game
// is over.
bool pausedOnResume(const SceneState& table);

}  // namespace cribbage::ui
