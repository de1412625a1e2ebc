#include "pause_after_hand.h"

#include <algorithm>

namespace cribbage::ui {

std::optional<bool> pauseAfter(const Event& event, Phase before) {
    const auto* changed = std::get_if<PhaseChanged>(&event);
    if (!changed) {
        return std::nullopt;
    }
    return (changed->phase == Phase::Deal && before == Phase::Show) ||
           changed->phase == Phase::GameOver;
}

bool pausedOnResume(const SceneState& table) {
    const bool handsLieOut = std::any_of(table.played.begin(), table.played.end(),
                                         [](const auto& cards) { return !cards.empty(); });
    return (table.phase == Phase::Deal && handsLieOut) || table.phase == Phase::GameOver;
}

}  // namespace cribbage::ui
