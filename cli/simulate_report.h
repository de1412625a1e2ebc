#pragma once

// What `simulate` prints: the table of a matchup, or one JSON object (docs/cli.md).

#include <cstdint>
#include <string>
#include <vector>

#include "cribbage/matchup.h"

namespace cribbage::cli {

struct SimulateReport {
    std::vector<std::string> levels;  // by player, as named on the command line
    std::uint64_t seed = 1;
    int target = 121;
    bool muggins = false;
    Variant variant = Variant::SixCard;
};

// Two players: the table and JSON object of docs/cli.md's two-player form.
void printTwoPlayerText(const SimulateReport& report, const MatchupResult& result);
void printTwoPlayerJson(const SimulateReport& report, const MatchupResult& result);
// Three or four players: per player (and per partnership), and points by position.
void printTableText(const SimulateReport& report, const MatchupResult& result);
void printTableJson(const SimulateReport& report, const MatchupResult& result);

}  // namespace cribbage::cli
