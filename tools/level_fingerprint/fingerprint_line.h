#pragma once

#include <cinttypes>
#include <cstdio>
#include <string>

#include "cribbage/game.h"
#include "cribbage/save_game.h"

namespace cribbage::tools {

// Game `index` of the levels `levels` ("expert,easy") as it ended, in one line: the winning
// side (by the core's seat numbering), the final scores, and the fingerprint of its save file,
// which holds every action.
inline std::string fingerprintLine(int index, const std::string& levels, const Game& game) {
    std::string scores;
    for (int score : game.state().scores) {
        scores += (scores.empty() ? "" : "-") + std::to_string(score);
    }
    char hash[17];
    std::snprintf(hash, sizeof hash, "%016" PRIx64, saveFingerprint(game));
    return std::to_string(index) + " " + levels + " winner " +
           std::to_string(game.state().lastWinner.value_or(-1)) + " scores " + scores + " " + hash;
}

}  // namespace cribbage::tools
