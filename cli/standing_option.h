#pragma once

// The options the analysis commands share: the table and whose crib it is, the scores, and
// the rules the hands are counted by.

#include <optional>
#include <string>

#include "cribbage/analysis/standing.h"
#include "cribbage/hand_score.h"
#include "cribbage/result.h"
#include "rule_options.h"

namespace CLI {
class App;
}

namespace cribbage::cli {

struct StandingOptions {
    bool dealer = false;
    bool pone = false;
    std::string seat;  // left, across or right: a seat that does not deal, at 3 or 4
    std::optional<std::string> scores;  // "ME,OPP" when given (given empty, it is refused)
    int target = 121;
    RuleOptionValues ruleText;  // --players, --five-card-flush

    // The standing the options describe (scores 0,0 when none were given); refused when the
    // scores are malformed or have reached the target.
    Result<Standing> standing() const;
    // The rules given: the number of players and the flush rule (the others as usual).
    Result<RuleSettings> rules() const;
    // The seat's place from the dealer at a table of `players`: 0 the dealer, then clockwise
    // (with two, 1 the pone). Refused when the role does not fit the table: --pone with three
    // or four, --seat with two, --seat across with three.
    Result<int> position(int players) const;
};

// Adds --dealer, --pone and --seat left|across|right (exactly one required), --players,
// --scores ME,OPP, --target 61|121 and --five-card-flush.
void addStandingOptions(CLI::App& command, StandingOptions& options);

}  // namespace cribbage::cli
