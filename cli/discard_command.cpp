#include "discard_command.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "multi_discard_output.h"
#include "standing_option.h"
#include "text_format.h"

namespace cribbage::cli {
namespace {

constexpr const char* kDiscardFooter =
    R"(Six cards dealt to you in a two-player game. Prints the 15 ways to lay two of them
away, best first: the cards laid away, the average hand (the four kept cards over the
46 starters), the average crib (positive when it is yours, negative when it is the
opponent's), the average pegging difference, the net of the three, and the reason.
With --scores, near the end of the game the chance of reaching the target this hand
(reach) weighs in the ranking as well. With --five-card-flush a hand's four-card flush
counts nothing. docs/analysis.md explains the numbers.

With --players 3 or 4: five cards dealt to you, one to lay away; --dealer, or --seat
left, across (four) or right from the dealer. Prints the 5 ways, best first: the card,
the average hand over the 47 starters, the crib as it counts for you (your side's +,
an opponent's -), the net and the reason. No pegging column and no --scores.

Examples:
  cribbage-cli discard --pone 5H 5S JD 4C 6D KS
  cribbage-cli discard --dealer 5H 5S JD 4C 6D KS --scores 110,100 --json
  cribbage-cli discard --pone 2H 3H 8H KH 6S 9C --five-card-flush
  cribbage-cli discard --players 3 --seat left 5H 5S JD 4C KS
  cribbage-cli discard --players 4 --dealer 5H 5S JD 4C KS --json)";

struct DiscardOptions {
    StandingOptions standing;
    std::vector<std::string> cards;
    bool json = false;
};

double signedCrib(const DiscardOption& option, bool dealer) {
    return dealer ? option.cribValue : -option.cribValue;
}

void printJson(const std::vector<DiscardOption>& options, bool dealer) {
    auto json = nlohmann::ordered_json::array();
    for (const DiscardOption& option : options) {
        const std::vector<Card> laidAway(option.laidAway.begin(), option.laidAway.end());
        const std::vector<Card> kept(option.kept.begin(), option.kept.end());
        json.push_back({{"discard", toString(laidAway)},
                        {"keep", toString(kept)},
                        {"hand", option.handValue},
                        {"crib", signedCrib(option, dealer)},
                        {"peg", option.peggingValue},
                        {"net", option.netValue},
                        {"reach", option.reachChance},
                        {"rank_value", option.rankValue},
                        {"reason", renderReason(option.reason)}});
    }
    std::cout << json.dump() << '\n';
}

void printTable(const std::vector<DiscardOption>& options, bool dealer, bool withReach) {
    std::cout << "discard    hand    crib     peg     net" << (withReach ? "   reach" : "")
              << "  reason\n";
    for (const DiscardOption& option : options) {
        const std::vector<Card> laidAway(option.laidAway.begin(), option.laidAway.end());
        std::cout << formatted("%-7s %7.2f %+7.2f %+7.2f %7.2f", toString(laidAway).c_str(),
                               option.handValue, withoutNegativeZero(signedCrib(option, dealer)),
                               withoutNegativeZero(option.peggingValue), option.netValue)
                  << (withReach ? formatted(" %6.1f%%", 100 * option.reachChance) : "") << "  "
                  << renderReason(option.reason) << '\n';
    }
}

int runTwoPlayerDiscard(const DiscardOptions& options, const std::vector<Card>& cards,
                        FlushRule handFlush) {
    const auto standing = options.standing.standing();
    if (!standing) {
        return reportError(std::cerr, standing.error());
    }
    const bool dealer = options.standing.dealer;
    const auto analysis = analyzeDiscards(cards, dealer, *standing, handFlush);
    if (!analysis) {
        return reportError(std::cerr, analysis.error());
    }
    if (options.json) {
        printJson(*analysis, dealer);
    } else {
        printTable(*analysis, dealer, options.standing.scores.has_value());
    }
    return kExitOk;
}

int runTableDiscard(const DiscardOptions& options, const std::vector<Card>& cards,
                    const MultiSeat& seat, FlushRule handFlush) {
    if (options.standing.scores) {
        return reportError(std::cerr,
                           "--scores is for two players: the analysis of three and four does not "
                           "weigh the scores");
    }
    const auto analysis = analyzeMultiDiscards(cards, seat, handFlush);
    if (!analysis) {
        return reportError(std::cerr, analysis.error());
    }
    (options.json ? printMultiDiscardJson : printMultiDiscardText)(*analysis, seat);
    return kExitOk;
}

int runDiscard(const DiscardOptions& options) {
    std::string names;
    for (const auto& card : options.cards) {
        names += card + ' ';
    }
    const auto cards = parseCards(names);
    if (!cards) {
        return reportError(std::cerr, cards.error());
    }
    const auto rules = options.standing.rules();
    if (!rules) {
        return reportError(std::cerr, rules.error());
    }
    const auto position = options.standing.position(rules->players);
    if (!position) {
        return reportError(std::cerr, position.error());
    }
    if (rules->players == 2) {
        return runTwoPlayerDiscard(options, *cards, handFlushRule(*rules));
    }
    return runTableDiscard(options, *cards, MultiSeat{rules->players, *position},
                           handFlushRule(*rules));
}

}  // namespace

Command addDiscardCommand(CLI::App& app) {
    auto options = std::make_shared<DiscardOptions>();
    auto* command = app.add_subcommand(
        "discard", "Rank the ways to lay away two of six cards (one of five with 3 or 4 players)");
    addStandingOptions(*command, options->standing);
    command->add_option("cards", options->cards, "The six cards dealt (five with 3 or 4 players)")
        ->required();
    command->add_flag("--json", options->json, "A JSON array instead of the table");
    command->footer(kDiscardFooter);
    return {command, [options] { return runDiscard(*options); }};
}

}  // namespace cribbage::cli
