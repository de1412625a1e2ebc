#include "level_option.h"

#include <CLI/CLI.hpp>

#include "cribbage/computer_player.h"

namespace cribbage::cli {

CLI::Option* addLevelOption(CLI::App& command, const std::string& name, std::string& level,
                            const std::string& description) {
    std::vector<std::string> names;
    for (Level each : kAllLevels) {
        names.emplace_back(levelName(each));
    }
    return command.add_option(name, level, description)
        ->check(CLI::IsMember(names, CLI::ignore_case));
}

}  // namespace cribbage::cli
