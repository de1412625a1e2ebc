#pragma once

// The options the analysis commands share: whose crib it is, and the scores.

#include <string>

#include "cribbage/analysis/standing.h"
#include "cribbage/result.h"

namespace CLI {
class App;
}

namespace cribbage::cli {

struct StandingOptions {
    bool dealer = false;
    bool pone = false;
    std::string scores;  // "ME,OPP", empty when not given
    int target = 121;

    // The standing the options describe (scores 0,0 when none were given); refused when the
    // scores are malformed or have reached the target.
    Result<Standing> standing() const;
};

// Adds --dealer and --pone (exactly one required), --scores ME,OPP and --target 61|121.
void addStandingOptions(CLI::App& command, StandingOptions& options);

}  // namespace cribbage::cli
