#pragma once

// A game record's deal blocks read into the actions they name, in order, and the packs that
// make the engine deal and cut the cards they name.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/result.h"
#include "cribbage/rules.h"
#include "shown_counts.h"

namespace cribbage::record {

struct BodyLine {
    std::string_view text;
    int line;
};

// What the record says of the moment an action is taken, for the replay to check: the
// engine would take a Cut in either cut, and a claim for a hand or the crib alike.
enum class StepCheck : std::uint8_t {
    None,
    CutForDeal,
    Starter,  // and the Cut's seat is the one the game awaits
    HandCount,
    CribCount,
};

// An action to apply, or (without muggins) a count the engine must have made.
struct RecordStep {
    int line = 0;
    std::optional<Action> action;
    StepCheck check = StepCheck::None;
    std::optional<int> gameNumber;  // a Deal: the game it deals in
    std::optional<ShownCount> shown;
};

struct RecordBody {
    std::vector<RecordStep> steps;
    std::vector<std::vector<Card>> stackedDecks;
};

// Refused with the line of the first that cannot be read or names cards that cannot be: a
// card twice in a deal, a hand of the wrong size, a hand missing.
Result<RecordBody> readBody(std::span<const BodyLine> lines, const RuleSettings& rules);

}  // namespace cribbage::record
