#pragma once

#include <functional>
#include <optional>
#include <string>
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

// The reader of a --levels option (tool_options.h): fills `levels`, and clears `readable` at a
// name it does not know.
inline std::function<void(const char*)> levelsReader(std::vector<Level>& levels, bool& readable) {
    return [&levels, &readable](const char* value) {
        auto parsed = parseLevels(value);
        readable = readable && parsed.has_value();
        levels = parsed.value_or(std::vector<Level>{});
    };
}

// "expert,easy": the levels named as --levels takes them.
inline std::string levelNames(const std::vector<Level>& levels) {
    std::string names;
    for (Level level : levels) {
        names += (names.empty() ? "" : ",") + std::string(levelName(level));
    }
    return names;
}

}  // namespace cribbage::tools
