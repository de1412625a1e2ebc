#include "standing_option.h"

#include <CLI/CLI.hpp>
#include <charconv>

namespace cribbage::cli {
namespace {

Result<int> parseScore(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty()) {
        return Error{"bad score \"" + std::string(text) + "\": --scores takes ME,OPP, e.g. 95,102"};
    }
    return value;
}

}  // namespace

Result<Standing> StandingOptions::standing() const {
    Standing standing;
    standing.target = target;
    if (!scores.empty()) {
        const auto comma = scores.find(',');
        if (comma == std::string::npos) {
            return Error{"bad --scores \"" + scores + "\": write ME,OPP, e.g. 95,102"};
        }
        const auto mine = parseScore(std::string_view(scores).substr(0, comma));
        const auto theirs = parseScore(std::string_view(scores).substr(comma + 1));
        if (!mine || !theirs) {
            return Error{mine ? theirs.error() : mine.error()};
        }
        standing.myScore = *mine;
        standing.opponentScore = *theirs;
    }
    if (auto error = checkStanding(standing)) {
        return *error;
    }
    return standing;
}

Result<FlushRule> StandingOptions::handFlush() const {
    const auto rules = ruleText.rules({});
    if (!rules) {
        return Error{rules.error()};
    }
    return handFlushRule(*rules);
}

void addStandingOptions(CLI::App& command, StandingOptions& options) {
    // Not an option group: CLI11 2.1 takes an empty argument for the name of a nameless
    // group and loops forever on it (`play '' --json`). The check runs after the command
    // line is parsed, so --help still works without a role.
    constexpr const char* kRole = "Whose crib it is (exactly one)";
    command.add_flag("--dealer", options.dealer, "I deal: the crib is mine")->group(kRole);
    command.add_flag("--pone", options.pone, "I am the pone: the crib is the opponent's")
        ->group(kRole);
    command.callback([&options] {
        if (options.dealer == options.pone) {
            throw CLI::RequiredError("Exactly 1 option from [--dealer,--pone]");
        }
    });
    command.add_option("--scores", options.scores, "The scores now, mine first: ME,OPP");
    command.add_option("--target", options.target, "61 or 121 (default 121)")
        ->check(CLI::IsMember({61, 121}));
    addRuleOptions(command, options.ruleText,
                   {"players", "target", "muggins", "skunk", "first_dealer", "four_flush_crib"});
}

}  // namespace cribbage::cli
