#include "peg_command.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <span>

#include "cribbage/peg_score.h"
#include "cribbage/play_rules.h"

namespace cribbage::cli {
namespace {

constexpr const char* kPegFooter =
    R"(Each input line is one series of cards in the order they were played, and gets
one output line: the points each card scored for 15, 31, pairs and runs, separated by
single spaces (go and last card are not included). A line that cannot be played
(a count past 31, an unknown or duplicate card, no card at all) gets "error: <reason>"
instead, and the batch goes on. Exit code 1 if any line was refused, else 0.

Examples:
  $ echo "8H 7D 7S 6C" | cribbage-cli peg --batch
  0 2 2 0
  $ printf '9S 6D 8C 7H\nJH 5S 7C 6H 2S\nKH QH JH 5C\n' | cribbage-cli peg --batch
  0 2 0 4
  0 2 0 3 0
  error: card 4 (5C) would bring the count to 35, past 31)";

// The points of every card of the series, or why it cannot be played.
Result<std::string> pegSeries(std::string_view line) {
    auto cards = parseLineCards(line);
    if (!cards) {
        return Error{cards.error()};
    }
    const std::span<const Card> series(*cards);
    std::string points;
    for (std::size_t played = 1; played <= series.size(); ++played) {
        const auto prefix = series.first(played);
        const Card card = prefix.back();
        if (!fitsCount(card, seriesCount(series.first(played - 1)))) {
            return Error{"card " + std::to_string(played) + " (" + toString(card) +
                         ") would bring the count to " + std::to_string(seriesCount(prefix)) +
                         ", past 31"};
        }
        if (!points.empty()) {
            points += ' ';
        }
        points += std::to_string(scorePlay(prefix).total);
    }
    return points;
}

}  // namespace

Command addPegCommand(CLI::App& app) {
    auto* peg = app.add_subcommand("peg", "Score the play: the points each card of a series pegs");
    peg->add_flag("--batch")
        ->description("Read series from standard input, one a line")
        ->required();
    peg->footer(kPegFooter);
    return {peg, [] { return runBatch(std::cin, std::cout, pegSeries); }};
}

}  // namespace cribbage::cli
