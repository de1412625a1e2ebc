#include "level_option.h"

#include <CLI/CLI.hpp>
#include <string_view>

#include "cribbage/computer_player.h"
#include "cribbage/excerpt.h"

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
    // Split here, not by CLI11, which would drop an empty entry: "easy,,easy" is refused.
    const auto take = [&levels, name](const std::string& text) {
        levels.clear();
        std::string_view rest = text;
        for (bool more = true; more;) {
            const auto comma = rest.find(',');
            const auto entry = rest.substr(0, comma);
            if (entry.empty()) {
                throw CLI::ValidationError(name, "an empty level in " + quotedExcerpt(text) +
                                                     ": one comma between levels, as in "
                                                     "expert,easy,easy");
            }
            const auto level = parseLevel(entry);
            if (!level) {
                throw CLI::ValidationError(name, level.error());
            }
            levels.emplace_back(levelName(*level));
            more = comma != std::string_view::npos;
            rest.remove_prefix(more ? comma + 1 : rest.size());
        }
    };
    return command.add_option_function<std::string>(name, take, description);
}

}  // namespace cribbage::cli
