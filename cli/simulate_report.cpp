#include "simulate_report.h"

#include <iostream>
#include <nlohmann/json.hpp>

#include "cribbage/rule_names.h"
#include "text_format.h"

namespace cribbage::cli {
namespace {

constexpr std::size_t kDealer = 0;
constexpr std::size_t kPone = 1;  // the dealer's left; with two players, the pone

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

RolePoints allPlayers(const MatchupResult& result, std::size_t position) {
    RolePoints sum;
    for (const PlayerTotals& player : result.players) {
        sum += player.positions[position];
    }
    return sum;
}

// Where each position sits relative to the dealer, clockwise from the dealer's left.
std::vector<std::string> positionNames(std::size_t players) {
    if (players == 2) {
        return {"dealer", "pone"};
    }
    if (players == 3) {
        return {"dealer", "left", "right"};
    }
    return {"dealer", "left", "across", "right"};
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

nlohmann::ordered_json positionsJson(const SeatPositions& positions, std::size_t players) {
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    const auto names = positionNames(players);
    for (std::size_t position = 0; position < names.size(); ++position) {
        json[names[position]] = roleJson(positions[position]);
    }
    return json;
}

SeatPositions allPositions(const MatchupResult& result) {
    SeatPositions all{};
    for (std::size_t position = 0; position < all.size(); ++position) {
        all[position] = allPlayers(result, position);
    }
    return all;
}

nlohmann::ordered_json interval(int wins, int games) {
    const Interval ci = wilsonInterval(wins, games);
    return {ci.low, ci.high};
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

void printPointsHeader(bool muggins) {
    std::cout << formatted("  %-20s%8s%8s%8s%8s%8s", "", "deals", "play", "hand", "crib", "heels")
              << (muggins ? formatted("%8s", "muggins") : "") << formatted("%8s", "total") << '\n';
}

std::string playerName(const SimulateReport& report, std::size_t player) {
    return "p" + std::to_string(player + 1) + " " + report.levels[player];
}

std::string joined(const std::vector<std::string>& parts, const std::string& glue) {
    std::string text;
    for (const std::string& part : parts) {
        text += (text.empty() ? "" : glue) + part;
    }
    return text;
}

std::string settingsLine(const SimulateReport& report, const MatchupResult& result,
                         const std::string& firstDeal) {
    const std::string game = report.variant == Variant::SixCard ? "" : " of five-card cribbage";
    return joined(report.levels, " vs ") + ": " + std::to_string(result.games) + " games" + game +
           " to " + std::to_string(report.target) + " (seed " + std::to_string(report.seed) + ", " +
           firstDeal + ", skunks on" + (report.muggins ? ", muggins" : "") + ")";
}

}  // namespace

void printTwoPlayerJson(const SimulateReport& report, const MatchupResult& result) {
    const auto& p1 = result.players[0];
    const auto& p2 = result.players[1];
    const nlohmann::ordered_json json = {
        {"games", result.games},
        {"seed", report.seed},
        {"target", report.target},
        {"muggins", report.muggins},
        {"variant", ruleName(kVariantNames, report.variant)},
        {"p1", report.levels[0]},
        {"p2", report.levels[1]},
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
         {{"p1", positionsJson(p1.positions, 2)},
          {"p2", positionsJson(p2.positions, 2)},
          {"all", positionsJson(allPositions(result), 2)}}}};
    std::cout << json.dump() << '\n';
}

void printTwoPlayerText(const SimulateReport& report, const MatchupResult& result) {
    std::cout << settingsLine(report, result, "first deal alternating") << '\n';
    for (std::size_t player = 0; player < 2; ++player) {
        const PlayerTotals& totals = result.players[player];
        std::cout << "  " << playerName(report, player) << ": "
                  << percent(totals.wins, result.games) << ", " << totals.skunks << " skunks, "
                  << totals.doubleSkunks << " double skunks\n";
    }
    std::cout << "  first dealer: " << percent(result.firstDealerWins, result.games) << '\n';
    std::cout << "points per complete deal:\n";
    printPointsHeader(report.muggins);
    for (std::size_t player = 0; player < 2; ++player) {
        const auto& positions = result.players[player].positions;
        printRole(playerName(report, player) + " dealer", positions[kDealer], true, report.muggins);
        printRole(playerName(report, player) + " pone", positions[kPone], false, report.muggins);
    }
    printRole("all dealer", allPlayers(result, kDealer), true, report.muggins);
    printRole("all pone", allPlayers(result, kPone), false, report.muggins);
}

namespace {

bool partnerships(const MatchupResult& result) {
    return result.players.size() == 4;
}

// Who wins together: each player alone, or with four the partnerships p1 + p3 and p2 + p4.
std::vector<std::vector<std::size_t>> sidesOf(const MatchupResult& result) {
    if (partnerships(result)) {
        return {{0, 2}, {1, 3}};
    }
    std::vector<std::vector<std::size_t>> sides;
    for (std::size_t player = 0; player < result.players.size(); ++player) {
        sides.push_back({player});
    }
    return sides;
}

std::string sideName(const SimulateReport& report, const std::vector<std::size_t>& side) {
    std::vector<std::string> names;
    names.reserve(side.size());
    for (std::size_t player : side) {
        names.push_back(playerName(report, player));
    }
    return joined(names, " + ");
}

std::string tableWords(const MatchupResult& result) {
    return partnerships(result) ? "four players, p1 and p3 partners against p2 and p4"
                                : "three players";
}

}  // namespace

void printTableText(const SimulateReport& report, const MatchupResult& result) {
    std::cout << settingsLine(report, result, tableWords(result) + ", first deal in turn") << '\n';
    for (const auto& side : sidesOf(result)) {
        const PlayerTotals& totals = result.players[side.front()];
        std::cout << "  " << sideName(report, side) << ": " << percent(totals.wins, result.games)
                  << ", " << totals.skunks << " skunks, " << totals.doubleSkunks
                  << " double skunks\n";
    }
    std::cout << "  first dealer" << (partnerships(result) ? "'s side: " : ": ")
              << percent(result.firstDealerWins, result.games) << '\n';
    std::cout << "points per complete deal, by the seat's position from the dealer:\n";
    printPointsHeader(report.muggins);
    const auto names = positionNames(result.players.size());
    for (std::size_t player = 0; player < result.players.size(); ++player) {
        for (std::size_t position = 0; position < names.size(); ++position) {
            printRole(playerName(report, player) + " " + names[position],
                      result.players[player].positions[position], position == kDealer,
                      report.muggins);
        }
    }
    for (std::size_t position = 0; position < names.size(); ++position) {
        printRole("all " + names[position], allPlayers(result, position), position == kDealer,
                  report.muggins);
    }
}

void printTableJson(const SimulateReport& report, const MatchupResult& result) {
    const std::size_t players = result.players.size();
    const auto tally = [&result](const PlayerTotals& totals) {
        return nlohmann::ordered_json{{"wins", totals.wins},
                                      {"win_rate", perDeal(totals.wins, result.games)},
                                      {"win_ci95", interval(totals.wins, result.games)},
                                      {"skunks", totals.skunks},
                                      {"double_skunks", totals.doubleSkunks}};
    };
    nlohmann::ordered_json perPlayer = nlohmann::ordered_json::array();
    nlohmann::ordered_json perDealJson = nlohmann::ordered_json::object();
    for (std::size_t player = 0; player < players; ++player) {
        const std::string name = "p" + std::to_string(player + 1);
        nlohmann::ordered_json entry = {{"player", name}, {"level", report.levels[player]}};
        entry.update(tally(result.players[player]));
        perPlayer.push_back(entry);
        perDealJson[name] = positionsJson(result.players[player].positions, players);
    }
    perDealJson["all"] = positionsJson(allPositions(result), players);
    nlohmann::ordered_json sides = nlohmann::ordered_json::array();
    for (const auto& side : sidesOf(result)) {
        nlohmann::ordered_json names = nlohmann::ordered_json::array();
        for (std::size_t player : side) {
            names.push_back("p" + std::to_string(player + 1));
        }
        nlohmann::ordered_json entry = {{"players", names}};
        entry.update(tally(result.players[side.front()]));
        sides.push_back(entry);
    }
    const nlohmann::ordered_json json = {
        {"games", result.games},
        {"seed", report.seed},
        {"target", report.target},
        {"muggins", report.muggins},
        {"variant", ruleName(kVariantNames, report.variant)},
        {"players", players},
        {"levels", report.levels},
        {"results", perPlayer},
        {"sides", sides},
        {"first_dealer_wins", result.firstDealerWins},
        {"first_dealer_win_ci95", interval(result.firstDealerWins, result.games)},
        {"per_deal", perDealJson}};
    std::cout << json.dump() << '\n';
}

}  // namespace cribbage::cli
