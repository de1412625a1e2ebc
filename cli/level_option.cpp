#include "level_option.h"

#include <CLI/CLI.hpp>

#include "cribbage/computer_player.h"

namespace cribbage::cli {

namespace {

CLI::Validator knownLevel() {
    return CLI::Validator(
        [](std::string& value) -> std::string {
            const auto parsed = parseLevel(value);
            if (!parsed) {
                return parsed.error();
            }
            value = levelName(*parsed);
            return {};
        },
        "LEVEL");
}

}  // namespace

CLI::Option* addLevelOption(CLI::App& command, const std::string& name, std::string& level,
                            const std::string& description) {
    return command.add_option(name, level, description)->transform(knownLevel());
}

CLI::Option* addLevelListOption(CLI::App& command, const std::string& name,
                                std::vector<std::string>& levels, const std::string& description) {
    return command.add_option(name, levels, description)->delimiter(',')->transform(knownLevel());
}

}  // namespace cribbage::cli
