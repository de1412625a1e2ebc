#pragma once

// The options the analysis commands share: whose crib it is, the scores, and the rules the
// hands are counted by.

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
    std::string scores;  // "ME,OPP", empty when not given
    int target = 121;
    RuleOptionValues ruleText;  // --five-card-flush

    // The standing the options describe (scores 0,0 when none were given); refused when the
    // scores are malformed or have reached the target.
    Result<Standing> standing() const;
    // How a hand counts a flush by the rules given (handFlushRule).
    Result<FlushRule> handFlush() const;
};

// Adds --dealer and --pone (exactly one required), --scores ME,OPP, --target 61|121 and
// --five-card-flush.
void addStandingOptions(CLI::App& command, StandingOptions& options);

}  // namespace cribbage::cli
