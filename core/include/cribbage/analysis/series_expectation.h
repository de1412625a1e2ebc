#pragma once

// The play at a table of three or four by the series expectation: the rest of the series
// searched over what the others may lay instead of over drawn hands. Each other seat holds its
// cards drawn at random from the cards the searching seat has not seen, and lays the card that
// pegs the most at once (shying a little from a count of 5 or 21, on which a ten-card
// scores); the searching seat lays, at each of its turns, the card worth most to its side
// given what was laid before it. The Expert plays by it; the hints and the review judge by it.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/card.h"

namespace cribbage {

struct SeriesExpectationLimits {
    // A line less likely than this is not followed past the card that reaches it. Measured
    // at four against Easy (docs/ai-strength.md): 0.03, 0.01, 0.003 and 0.001 won 57.6%,
    // 58.5%, 59.0% and 59.1% of 40,000 games, the last for three times the work of 0.003.
    double leastChance = 0.003;
    // Whether a line goes on past the end of the series into the next ones while cards are
    // held, each led as the rules say (the first seat after the last card's that holds
    // cards), instead of ending with the go or the last card.
    bool laterSeries = false;
};

// The Expert's limits at a table of three or four (at three it follows the lines further
// still: ExpertSettings::leastChanceAtThree): lines followed down to a third of the default's
// chance, and to the end of the play. Against two Easy players they won 43.6% of
// 40,000 games on each of two seeds where the default limits won 42.7% and 42.9%; at four
// they bring an Expert side about 0.02 point a deal more against Easy (docs/ai-strength.md),
// for about four times the work at three and six at four.
inline constexpr SeriesExpectationLimits kWholePlayLimits{.leastChance = 0.001,
                                                          .laterSeries = true};

// Every card of the hand that fits the count, best first; empty when none fits (a Go). Each
// option's points are expected to the end of the series (the go and the last card counted;
// with `laterSeries`, to the end of the play) over the others' replies as likely as the
// unseen cards make them, and ranked as in analyzeMultiPlay: my side's points less the other
// sides', each opponent's half with three.
std::vector<MultiPlayOption> expectMultiPlay(const MultiPlayPosition& position,
                                             const SeriesExpectationLimits& limits = {});

// The card of `playable` that expectMultiPlay ranks first, without working out the reasons;
// none when `playable` is empty.
std::optional<Card> bestBySeriesExpectation(const MultiPlayPosition& position,
                                            std::span<const Card> playable,
                                            const SeriesExpectationLimits& limits = {});

// The others' cards in one deal drawn for them: per seat, how many cards of each rank it holds
// (by rank - 1); my own seat's are not used.
using DrawnHands = std::array<std::array<std::uint8_t, kRanks>, 4>;

// How much another seat likes laying a card of `value` that pegs `points` at once, leaves the
// count at `countAfter` and leads the series when `leading`.
using CardLiking = double (*)(int points, int countAfter, bool leading, int value);

// The card of `playable` worth most to my side by the same search as bestBySeriesExpectation,
// but with the others holding the cards of one of `deals`, each as likely, and each laying the
// card it likes best by `liking` (among cards liked alike, each as likely). None when
// `playable` or `deals` is empty.
std::optional<Card> bestOverDrawnDeals(const MultiPlayPosition& position,
                                       std::span<const Card> playable,
                                       std::span<const DrawnHands> deals, CardLiking liking,
                                       const SeriesExpectationLimits& limits);

}  // namespace cribbage
