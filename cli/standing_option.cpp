#include "standing_option.h"

#include <CLI/CLI.hpp>

#include "value_checks.h"

namespace cribbage::cli {
namespace {

Result<int> parseScore(std::string_view text) {
    if (const auto value = wholeNumber<int>(text)) {
        return *value;
    }
    return Error{"bad score \"" + std::string(text) + "\": --scores takes ME,OPP, e.g. 95,102"};
}

}  // namespace

Result<Standing> StandingOptions::standing() const {
    Standing standing;
    standing.target = target;
    if (scores) {
        const auto comma = scores->find(',');
        if (comma == std::string::npos) {
            return Error{"bad --scores \"" + *scores + "\": write ME,OPP, e.g. 95,102"};
        }
        const auto mine = parseScore(std::string_view(*scores).substr(0, comma));
        const auto theirs = parseScore(std::string_view(*scores).substr(comma + 1));
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

Result<RuleSettings> StandingOptions::rules() const {
    return ruleText.rules({});
}

Result<int> StandingOptions::position(int players) const {
    if (players == 2) {
        if (!seat.empty()) {
            return Error{
                "--seat is a place at a table of 3 or 4 (--players): with two players "
                "say --dealer or --pone"};
        }
        return dealer ? 0 : 1;
    }
    if (pone) {
        return Error{"with " + std::to_string(players) + " players a seat that does not deal is " +
                     (players == 4 ? "--seat left, across or right" : "--seat left or right") +
                     ", not --pone"};
    }
    if (dealer) {
        return 0;
    }
    if (seat == "across" && players == 3) {
        return Error{"a table of three has no seat across: --seat left or right"};
    }
    return seat == "left" ? 1 : (seat == "across" ? 2 : players - 1);
}

void addStandingOptions(CLI::App& command, StandingOptions& options) {
    // Not an option group: CLI11 2.1 takes an empty argument for the name of a nameless
    // group and loops forever on it (`play '' --json`). The check runs after the command
    // line is parsed, so --help still works without a role.
    constexpr const char* kRole = "Whose crib it is (exactly one)";
    command.add_flag("--dealer", options.dealer, "I deal: the crib is mine")->group(kRole);
    command.add_flag("--pone", options.pone, "I am the pone: the crib is the opponent's")
        ->group(kRole);
    command
        .add_option("--seat", options.seat,
                    "With 3 or 4 players, where I sit if I do not deal: the dealer's left, "
                    "across (4) or right")
        ->check(oneOf({"left", "across", "right"}, "left, across or right"))
        ->group(kRole);
    command.callback([&options] {
        const int roles = int{options.dealer} + int{options.pone} + int{!options.seat.empty()};
        if (roles == 0) {
            throw CLI::ValidationError(
                "say whose crib it is: --dealer or --pone (with 3 or 4 "
                "players, --dealer or --seat)");
        }
        if (roles > 1) {
            throw CLI::ValidationError(
                "give only one of --dealer, --pone and --seat: a seat "
                "deals or sits in one place");
        }
    });
    // A function, not the string itself: `--scores ''` is given, and refused, not left out.
    command.add_option_function<std::string>(
        "--scores", [&options](const std::string& text) { options.scores = text; },
        "The scores now, mine first: ME,OPP");
    command.add_option("--target", options.target, "61 or 121 (default 121)")
        ->check(oneOf({"61", "121"}, "61 or 121"));
    // The analysis of discards and of the play is of the six-card game: no --variant.
    addRuleOptions(command, options.ruleText,
                   {"variant", "target", "muggins", "skunk", "first_dealer", "four_flush_crib"});
}

}  // namespace cribbage::cli
