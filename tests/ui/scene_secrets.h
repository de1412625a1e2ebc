#pragma once

#include <vector>

#include "cribbage/card.h"
#include "cribbage/game.h"
#include "scene_state.h"

namespace cribbage::ui::test {

// The cards `scene` names anywhere (its cards and its notes) that `viewer` may not see in
// `game`: another seat's hand, another seat's cards laid away to a crib not yet shown, the
// pack. With kNoViewer (the screen being passed) every hand is hidden.
std::vector<Card> secretsIn(const SceneState& scene, const Game& game, int viewer);

}  // namespace cribbage::ui::test
