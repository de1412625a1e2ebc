#include "level_option.h"

#include <CLI/CLI.hpp>

#include "cribbage/computer_player.h"

namespace cribbage::cli {

CLI::Option* addLevelOption(CLI::App& command, const std::string& name, std::string& level,
                            const std::string& description) {
    const CLI::Validator knownLevel(
        [](std::string& value) -> std::string {
            const auto parsed = parseLevel(value);
            if (!parsed) {
                return parsed.error();
            }
            value = levelName(*parsed);
            return {};
        },
        "LEVEL");
    return command.add_option(name, level, description)->transform(knownLevel);
}

}  // namespace cribbage::cli
