#include "score_command.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "cribbage/hand_score.h"
#include "rule_options.h"

namespace cribbage::cli {
namespace {

constexpr const char* kScoreFooter =
    R"(Five cards: the four of the hand, then the starter (--variant five-card: the three
of a hand, then the starter; a crib is still four). Each scoring combination is
printed on a line of its own with its cards, counted up as players say it aloud,
then "total: N". --five-card-flush: only a flush of all five cards counts, in a hand
too (the Spanish rule sheet); it cannot go with --four-flush-crib. A bad card, a card named twice or a wrong number of cards prints
"error: <reason>" on standard error and exits 1.

With --batch, standard input holds one hand a line (four cards, then the starter) and
each line gets one output line: the total, or "error: <reason>". A blank line is
refused too ("error: the line is empty"). Exit code 1 if any line was refused, else 0.

Examples:
  $ cribbage-cli score 6D JH 4H 7C 5H
  fifteen two: 5H JH
  fifteen four: 4H 5H 6D
  a run of four is eight: 4H 5H 6D 7C
  his nobs is nine: JH
  total: 9
  $ cribbage-cli score --crib 2H 6H 8H TH 5S
  fifteen two: 5S TH
  fifteen four: 2H 5S 8H
  total: 4
  $ printf '6D JH 4H 7C 5H\n5S 4S 2S 6H 5H\n5S 5S 2S 6H 5H\n' | cribbage-cli score --batch
  9
  12
  error: duplicate card 5S)";

struct ScoreOptions {
    std::vector<std::string> cards;
    bool crib = false;
    RuleOptionValues ruleText;  // --variant, --four-flush-crib, --five-card-flush
    bool batch = false;
};

// How a hand is counted: its flush rule and its number of cards.
struct ShowRules {
    FlushRule flush = FlushRule::Hand;
    std::size_t handCards = 4;
};

// Refused when both flush rules are given.
Result<ShowRules> showRules(const ScoreOptions& options) {
    const auto rules = options.ruleText.rules({});
    if (!rules) {
        return Error{rules.error()};
    }
    if (options.crib) {
        return ShowRules{cribFlushRule(*rules), 4};
    }
    return ShowRules{handFlushRule(*rules), static_cast<std::size_t>(cardsKeptEach(*rules))};
}

struct Show {
    std::vector<Card> hand;
    Card starter;
};

Result<Show> showOf(const Result<std::vector<Card>>& cards, std::size_t handCards) {
    if (!cards) {
        return Error{cards.error()};
    }
    if (cards->size() != handCards + 1) {
        return Error{"expected " + std::to_string(handCards + 1) + " cards (" +
                     std::to_string(handCards) + " in the hand, then the starter), got " +
                     std::to_string(cards->size())};
    }
    return Show{{cards->begin(), cards->end() - 1}, cards->back()};
}

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& word : words) {
        text += word;
        text += ' ';
    }
    return text;
}

int printCount(const ScoreOptions& options) {
    const auto rules = showRules(options);
    if (!rules) {
        return reportError(std::cerr, rules.error());
    }
    const auto show = showOf(parseCards(joined(options.cards)), rules->handCards);
    if (!show) {
        return reportError(std::cerr, show.error());
    }
    const HandCount count = countHand(show->hand, show->starter, rules->flush);
    const auto phrases = sayCountPhrases(count);
    for (std::size_t i = 0; i < count.items.size(); ++i) {
        std::cout << phrases.at(i) << ": " << toString(count.items[i].cards) << '\n';
    }
    std::cout << "total: " << count.total << '\n';
    return kExitOk;
}

int printTotals(const ScoreOptions& options) {
    const auto rules = showRules(options);
    if (!rules) {
        return reportError(std::cerr, rules.error());
    }
    return runBatch(std::cin, std::cout,
                    [rules = *rules](std::string_view line) -> Result<std::string> {
                        const auto show = showOf(parseLineCards(line), rules.handCards);
                        if (!show) {
                            return Error{show.error()};
                        }
                        return std::to_string(scoreShow(show->hand, show->starter, rules.flush));
                    });
}

}  // namespace

Command addScoreCommand(CLI::App& app) {
    auto options = std::make_shared<ScoreOptions>();
    auto* score = app.add_subcommand("score", "Count a hand or a crib in the show");
    auto* cards = score->add_option("cards", options->cards,
                                    "The 4 cards of the hand (five-card: 3), then the starter");
    score->add_flag("--crib", options->crib, "Crib rules: a flush counts only with all five");
    addRuleOptions(*score, options->ruleText,
                   {"players", "target", "muggins", "skunk", "first_dealer"});
    score->add_flag("--batch", options->batch, "Read hands from standard input, one a line")
        ->excludes(cards);
    score->footer(kScoreFooter);
    return {score,
            [options] { return options->batch ? printTotals(*options) : printCount(*options); }};
}

}  // namespace cribbage::cli
