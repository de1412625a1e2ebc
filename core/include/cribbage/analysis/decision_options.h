#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cribbage/analysis/reason.h"
#include "cribbage/card.h"
#include "cribbage/result.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// One option of a decision, whatever the size of the table: the cards laid away or the card
// played, what it is ranked by, and where its value comes from.
struct DecisionOption {
    std::vector<Card> cards;  // laid away (two, or one at three or four players), or played
    // What the options are ranked by; an option loses best.rank - rank against the best.
    double rank = 0;
    // The points the hints show for it: laying away, the hand and the crib (and the pegging,
    // with two players) as they count for the seat; the play, its side's less the others'
    // (weighed by the sides against it at three or four).
    double net = 0;
    // Laying away: the kept hand's average show; the crib as it is added for the seat (plus
    // for its own side's crib, minus for another's); with two players, the pegging's.
    std::optional<double> hand{}, crib{}, pegging{};
    // The play: what the seat's side and the other sides (together) peg from this card.
    std::optional<double> mine{}, theirs{};
    // Two players near the end of the game: the chance a keep reaches the target this hand,
    // and the chances a card wins or loses the game this hand (0 when the end is not near).
    std::optional<double> reachChance{}, winChance{}, loseChance{};
    Reason reason{};
};

// Under this many expected points from the best, a choice is as good as the best (a near
// tie): the analysis's averages are not that precise.
inline constexpr double kNearTiePoints = 0.1;

struct DecisionOptions {
    enum class Kind : std::uint8_t { LayAway, Play };
    Kind kind = Kind::LayAway;
    int players = 2;
    std::vector<DecisionOption> options;  // best first
};

// The options of the decision view.seat is awaited for (laying away or playing), best first,
// from what that seat sees, at two, three or four players: the hints show them, the review
// judges a choice by them. Refused in another phase or when the seat is not awaited.
Result<DecisionOptions> analyzeDecision(const SeatView& view);

// The option of `decision` that lays away or plays `cards` (in any order); null for none.
const DecisionOption* optionOf(const DecisionOptions& decision, std::vector<Card> cards);
// The points choosing `option` is expected to lose against the best option (0 for the best).
double lossOf(const DecisionOptions& decision, const DecisionOption& option);

}  // namespace cribbage
