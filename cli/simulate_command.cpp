#include "simulate_command.h"

#include <CLI/CLI.hpp>
#include <charconv>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cribbage/matchup.h"
#include "level_option.h"
#include "text_format.h"

namespace cribbage::cli {
namespace {

constexpr const char* kFooter =
    R"(Plays whole two-player games between two computer levels, skunks on, the seats
taking turns to deal first (player 1 deals first in games 0, 2, 4, ...). Game i is dealt
from a seed made of --seed and i alone: the same seed gives the same result, whatever
--threads says.

Prints the wins of each player with a 95% confidence interval (Wilson), the skunks
(wins worth 2 games or more) and double skunks (4 games), the wins of the first dealer,
and the average points per complete deal of each player as dealer and as pone: in the
play (pegging, go and last card), the hand, the crib, his heels and, with --muggins,
points taken by muggins. The deal in which a game is won is not complete and not counted.

The levels: greedy, beginner, easy, medium, hard, expert.

Examples:
  cribbage-cli simulate --games 100 --seed 7 --p1 expert --p2 greedy
  cribbage-cli simulate --games 200 --p1 easy --p2 beginner --target 61 --json)";

struct SimulateOptions {
    int games = 0;
    std::uint64_t seed = 1;
    std::string p1;
    std::string p2;
    int target = 121;
    int threads = 1;
    bool muggins = false;
    bool json = false;
};

constexpr std::size_t source(ScoreSource s) {
    return static_cast<std::size_t>(s);
}

double perDeal(long long points, long long deals) {
    return deals == 0 ? 0.0 : static_cast<double>(points) / static_cast<double>(deals);
}

long long totalPoints(const RolePoints& role) {
    long long total = 0;
    for (long long points : role.points) {
        total += points;
    }
    return total;
}

RolePoints bothPlayers(const MatchupResult& result, DealRole role) {
    RolePoints sum = result.players[0].roles[static_cast<std::size_t>(role)];
    sum += result.players[1].roles[static_cast<std::size_t>(role)];
    return sum;
}

nlohmann::ordered_json roleJson(const RolePoints& role) {
    const auto avg = [&role](ScoreSource s) { return perDeal(role.points[source(s)], role.deals); };
    return {{"deals", role.deals},
            {"play", avg(ScoreSource::Play)},
            {"hand", avg(ScoreSource::Hand)},
            {"crib", avg(ScoreSource::Crib)},
            {"heels", avg(ScoreSource::Heels)},
            {"muggins", avg(ScoreSource::Muggins)},
            {"total", perDeal(totalPoints(role), role.deals)}};
}

nlohmann::ordered_json rolesJson(const RolePoints& dealer, const RolePoints& pone) {
    return {{"dealer", roleJson(dealer)}, {"pone", roleJson(pone)}};
}

nlohmann::ordered_json interval(int wins, int games) {
    const Interval ci = wilsonInterval(wins, games);
    return {ci.low, ci.high};
}

void printJson(const SimulateOptions& options, const MatchupResult& result) {
    const auto& p1 = result.players[0];
    const auto& p2 = result.players[1];
    const nlohmann::ordered_json json = {
        {"games", result.games},
        {"seed", options.seed},
        {"target", options.target},
        {"muggins", options.muggins},
        {"p1", options.p1},
        {"p2", options.p2},
        {"p1_wins", p1.wins},
        {"p2_wins", p2.wins},
        {"p1_win_rate", perDeal(p1.wins, result.games)},
        {"p1_win_ci95", interval(p1.wins, result.games)},
        {"p2_win_rate", perDeal(p2.wins, result.games)},
        {"p2_win_ci95", interval(p2.wins, result.games)},
        {"p1_skunks", p1.skunks},
        {"p2_skunks", p2.skunks},
        {"p1_double_skunks", p1.doubleSkunks},
        {"p2_double_skunks", p2.doubleSkunks},
        {"first_dealer_wins", result.firstDealerWins},
        {"first_dealer_win_ci95", interval(result.firstDealerWins, result.games)},
        {"per_deal",
         {{"p1", rolesJson(p1.roles[0], p1.roles[1])},
          {"p2", rolesJson(p2.roles[0], p2.roles[1])},
          {"all", rolesJson(bothPlayers(result, DealRole::Dealer),
                            bothPlayers(result, DealRole::NotDealer))}}}};
    std::cout << json.dump() << '\n';
}

std::string percent(int part, int whole) {
    const Interval ci = wilsonInterval(part, whole);
    return formatted("%d wins, %.2f%% (95%% CI %.2f%% to %.2f%%)", part,
                     100.0 * perDeal(part, whole), 100.0 * ci.low, 100.0 * ci.high);
}

void printRole(const std::string& label, const RolePoints& role, bool dealer, bool muggins) {
    const auto avg = [&role](ScoreSource s) {
        return formatted("%8.2f", perDeal(role.points[source(s)], role.deals));
    };
    const std::string blank = formatted("%8s", "-");
    std::cout << formatted("  %-20s%8lld", label.c_str(), role.deals) << avg(ScoreSource::Play)
              << avg(ScoreSource::Hand) << (dealer ? avg(ScoreSource::Crib) : blank)
              << (dealer ? avg(ScoreSource::Heels) : blank)
              << (muggins ? avg(ScoreSource::Muggins) : "")
              << formatted("%8.2f", perDeal(totalPoints(role), role.deals)) << '\n';
}

void printText(const SimulateOptions& options, const MatchupResult& result) {
    const auto& p1 = result.players[0];
    const auto& p2 = result.players[1];
    std::cout << options.p1 << " vs " << options.p2 << ": " << result.games << " games to "
              << options.target << " (seed " << options.seed
              << ", first deal alternating, skunks on" << (options.muggins ? ", muggins" : "")
              << ")\n";
    const std::string name1 = "p1 " + options.p1;
    const std::string name2 = "p2 " + options.p2;
    for (const auto& [name, totals] : {std::pair{name1, p1}, std::pair{name2, p2}}) {
        std::cout << "  " << name << ": " << percent(totals.wins, result.games) << ", "
                  << totals.skunks << " skunks, " << totals.doubleSkunks << " double skunks\n";
    }
    std::cout << "  first dealer: " << percent(result.firstDealerWins, result.games) << '\n';
    std::cout << "points per complete deal:\n"
              << formatted("  %-20s%8s%8s%8s%8s%8s", "", "deals", "play", "hand", "crib", "heels")
              << (options.muggins ? formatted("%8s", "muggins") : "") << formatted("%8s", "total")
              << '\n';
    const auto dealer = static_cast<std::size_t>(DealRole::Dealer);
    const auto pone = static_cast<std::size_t>(DealRole::NotDealer);
    printRole(name1 + " dealer", p1.roles[dealer], true, options.muggins);
    printRole(name1 + " pone", p1.roles[pone], false, options.muggins);
    printRole(name2 + " dealer", p2.roles[dealer], true, options.muggins);
    printRole(name2 + " pone", p2.roles[pone], false, options.muggins);
    printRole("all dealer", bothPlayers(result, DealRole::Dealer), true, options.muggins);
    printRole("all pone", bothPlayers(result, DealRole::NotDealer), false, options.muggins);
}

// CLI11 alone would take -1 as 18446744073709551615 and clamp larger numbers to it.
std::string seedDigits(const std::string& text) {
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        return "the seed must be a whole number from 0 to 18446744073709551615, not " + text;
    }
    return {};
}

int simulate(const SimulateOptions& options) {
    MatchupSettings settings;
    settings.levels = {*parseLevel(options.p1), *parseLevel(options.p2)};
    settings.games = options.games;
    settings.seed = options.seed;
    settings.target = options.target;
    settings.muggins = options.muggins;
    settings.threads = options.threads;
    const auto result = runMatchup(settings);
    if (!result) {
        return reportError(std::cerr, result.error());
    }
    if (options.json) {
        printJson(options, *result);
    } else {
        printText(options, *result);
    }
    return kExitOk;
}

}  // namespace

Command addSimulateCommand(CLI::App& app) {
    auto options = std::make_shared<SimulateOptions>();
    auto* command = app.add_subcommand("simulate", "Play many games between two computer levels");
    command->add_option("--games", options->games, "How many games")
        ->required()
        ->check(CLI::Range(1, kMostMatchupGames));
    command->add_option("--seed", options->seed, "The seed of the games (default 1)")
        ->check(seedDigits, "0 to 18446744073709551615");
    addLevelOption(*command, "--p1", options->p1, "Player 1's level")->required();
    addLevelOption(*command, "--p2", options->p2, "Player 2's level")->required();
    command->add_option("--target", options->target, "61 or 121 (default 121)")
        ->check(CLI::IsMember({61, 121}));
    command->add_option("--threads", options->threads, "Games played at once (default 1)")
        ->check(CLI::Range(1, kMostMatchupThreads));
    command->add_flag("--muggins", options->muggins, "Players count their own hands");
    command->add_flag("--json", options->json, "One JSON object instead of the table");
    command->footer(kFooter);
    return {command, [options] { return simulate(*options); }};
}

}  // namespace cribbage::cli
