#pragma once

// Laying away by the rules of thumb of the strategy notes: the best average hand, the crib
// salted when it is one's own and balked when it is the opponent's.

#include <vector>

#include "cribbage/card.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// What the rules of thumb say cards laid away are worth to the crib: a five, a pair, a
// fifteen and touching cards help whoever owns it.
double cribRuleOfThumb(const std::vector<Card>& discard);

// The discard with the best average hand plus (own crib) or minus (an opponent's) the rule
// of thumb for the cards laid away; ties broken by chance.
std::vector<Card> layAwayByRulesOfThumb(const SeatView& view, Rng& rng);

}  // namespace cribbage
