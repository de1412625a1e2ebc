#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "cribbage/computer_player.h"

namespace cribbage::tools {

// Levels named as `cribbage-cli simulate --levels` names them: "expert,easy,easy".
inline std::optional<std::vector<Level>> parseLevels(std::string_view text) {
    std::vector<Level> levels;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const auto level = parseLevel(text.substr(0, comma));
        if (!level) {
            return std::nullopt;
        }
        levels.push_back(*level);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
    }
    return levels;
}

}  // namespace cribbage::tools
