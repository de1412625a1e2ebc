#include "simulate_command.h"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cribbage/excerpt.h"
#include "cribbage/matchup.h"
#include "level_option.h"
#include "rule_options.h"
#include "simulate_report.h"
#include "value_checks.h"

namespace cribbage::cli {
namespace {

constexpr const char* kSimulateFooter =
    R"(Plays whole games between computer levels, skunks on, the players taking turns to
deal first (with two, player 1 deals first in games 0, 2, 4, ...). Two players are named
by --p1 and --p2, or by --levels; three or four by --levels, one level a player clockwise
round the table (four: p1 and p3 partners against p2 and p4). Game i is dealt from a seed
made of --seed and i alone: the same seed gives the same result, whatever --threads says.

Prints the wins of each player (with four, each partnership) with a 95% confidence
interval (Wilson), the skunks (wins worth 2 games or more) and double skunks (4 games),
the wins of the first dealer, and the average points per complete deal of each player by
position: as dealer and as pone, or with three and four players as the dealer, the
dealer's left, across (four) and right. In the play (pegging, go and last card), the hand,
the crib, his heels and, with --muggins, points taken by muggins. The deal in which a game
is won is not complete and not counted.

The levels: greedy, beginner, easy, medium, hard, expert, and reference (the Expert frozen
as it was, to measure a stronger Expert against).

Examples:
  cribbage-cli simulate --games 100 --seed 7 --p1 expert --p2 greedy
  cribbage-cli simulate --games 200 --p1 easy --p2 beginner --target 61 --json
  cribbage-cli simulate --games 200 --p1 expert --p2 easy --variant five-card
  cribbage-cli simulate --games 20 --players 3 --levels expert,easy,easy
  cribbage-cli simulate --games 20 --players 4 --levels expert,easy,expert,easy)";

struct SimulateOptions {
    int games = 0;
    std::uint64_t seed = 1;
    std::string p1;
    std::string p2;
    std::vector<std::string> levels;
    RuleOptionValues ruleText;  // --players (default: as many as the levels), --target, --muggins
    RuleSettings rules;         // read from ruleText once the levels are known
    int threads = 1;
    bool json = false;
};

// The levels by player: --p1 and --p2, or --levels. A wrong combination is a usage error.
void checkTable(SimulateOptions& options) {
    const bool named = !options.p1.empty() || !options.p2.empty();
    if (named && !options.levels.empty()) {
        throw CLI::ValidationError("--levels",
                                   "name the levels by --p1 and --p2 or by --levels, "
                                   "not both");
    }
    if (named) {
        if (options.p1.empty() || options.p2.empty()) {
            throw CLI::RequiredError(options.p1.empty() ? "--p1" : "--p2");
        }
        options.levels = {options.p1, options.p2};
    }
    if (options.levels.empty()) {
        throw CLI::RequiredError("--p1 and --p2, or --levels,");
    }
    const int given = static_cast<int>(options.levels.size());
    if (given < 2 || given > kMostSeats) {
        throw CLI::ValidationError("--levels",
                                   "2, 3 or 4 levels, one a player, not " + std::to_string(given));
    }
    RuleSettings base;
    base.players = given;
    const auto rules = options.ruleText.rules(base);
    if (!rules) {
        throw CLI::ValidationError(rules.error());
    }
    if (rules->players != given) {
        throw CLI::ValidationError("--levels", std::to_string(rules->players) + " players need " +
                                                   std::to_string(rules->players) +
                                                   " levels, not " + std::to_string(given));
    }
    options.rules = *rules;
}

int simulate(const SimulateOptions& options) {
    MatchupSettings settings;
    settings.levels.clear();
    for (const std::string& level : options.levels) {
        settings.levels.push_back(*parseLevel(level));
    }
    settings.games = options.games;
    settings.seed = options.seed;
    settings.target = options.rules.target;
    settings.muggins = options.rules.muggins;
    settings.variant = options.rules.variant;
    settings.threads = options.threads;
    const auto result = runMatchup(settings);
    if (!result) {
        return reportError(std::cerr, result.error());
    }
    const SimulateReport report{.levels = options.levels,
                                .seed = options.seed,
                                .target = options.rules.target,
                                .muggins = options.rules.muggins,
                                .variant = options.rules.variant};
    if (settings.levels.size() == 2) {
        (options.json ? printTwoPlayerJson : printTwoPlayerText)(report, *result);
    } else {
        (options.json ? printTableJson : printTableText)(report, *result);
    }
    return kExitOk;
}

}  // namespace

Command addSimulateCommand(CLI::App& app) {
    auto options = std::make_shared<SimulateOptions>();
    auto* command = app.add_subcommand("simulate", "Play many games between computer levels");
    command->add_option("--games", options->games, "How many games")
        ->required()
        ->check(wholeNumberFrom(1, kMostMatchupGames));
    command->add_option("--seed", options->seed, "The seed of the games (default 1)")
        ->check(seedNumber());
    addLevelOption(*command, "--p1", options->p1, "Player 1's level (two players)");
    addLevelOption(*command, "--p2", options->p2, "Player 2's level (two players)");
    addLevelListOption(*command, "--levels", options->levels,
                       "The levels clockwise from player 1, comma-separated: expert,easy,easy");
    // The matchup plays with skunks on, the first deal in turn and the usual flushes.
    addRuleOptions(*command, options->ruleText,
                   {"skunk", "first_dealer", "four_flush_crib", "five_card_flush"});
    command->get_option("--players")->description("2, 3 or 4 (default: as many as the levels)");
    command->add_option("--threads", options->threads, "Games played at once (default 1)")
        ->check(wholeNumberFrom(1, kMostMatchupThreads));
    command->add_flag("--json", options->json, "One JSON object instead of the table");
    command->footer(kSimulateFooter);
    command->parse_complete_callback([options] { checkTable(*options); });
    return {command, [options] { return simulate(*options); }};
}

}  // namespace cribbage::cli
