#pragma once

// The rest of a series at a table of three or four, searched over what the others may lay
// instead of over drawn hands: each other seat holds its cards drawn at random from the
// cards the searching seat has not seen, and lays the card that pegs the most at once
// (shying a little from a count of 5 or 21, on which a ten-card scores); the searching seat
// lays, at each of its turns, the card worth most to its side given what was laid before it.

#include <optional>
#include <span>

#include "cribbage/analysis/table_play_analysis.h"
#include "cribbage/card.h"

namespace cribbage {

struct SeriesExpectationLimits {
    // A line less likely than this is not followed past the card that reaches it. Measured
    // at four against Easy (docs/ai-strength.md): 0.03, 0.01, 0.003 and 0.001 won 57.6%,
    // 58.5%, 59.0% and 59.1% of 40,000 games, the last for three times the work of 0.003.
    double leastChance = 0.003;
};

// What laying `card` is worth to the seat's side: its side's expected points from here to
// the end of the series (the go and the last card included) less the other sides' (with
// three players each opponent's counting half, as in analyzeTablePlay).
double seriesExpectation(const TablePlayPosition& position, Card card,
                         const SeriesExpectationLimits& limits);

// The card of `playable` worth most by seriesExpectation; none when `playable` is empty.
std::optional<Card> bestBySeriesExpectation(const TablePlayPosition& position,
                                            std::span<const Card> playable,
                                            const SeriesExpectationLimits& limits);

}  // namespace cribbage
