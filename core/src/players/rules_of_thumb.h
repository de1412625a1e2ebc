#pragma once

// Laying away by the rules of thumb of the strategy notes: the best average hand, the crib
// salted when it is one's own and balked when it is the opponent's.

#include <span>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/card_set.h"
#include "cribbage/hand_score.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// What the rules of thumb say cards laid away are worth to the crib: a five, a pair, a
// fifteen and touching cards help whoever owns it.
double cribRuleOfThumb(std::span<const Card> discard);

// What the rules of thumb make of keeping `keep` and laying away `discard`: its average hand
// over the starters not in `seen`, plus (cribSign +1) or minus (-1) cribRuleOfThumb.
double ruleOfThumbWorth(std::span<const Card> keep, std::span<const Card> discard, CardSet seen,
                        int cribSign, FlushRule handFlush);

// The discard with the best average hand plus (own crib) or minus (an opponent's) the rule
// of thumb for the cards laid away; ties broken by chance.
std::vector<Card> layAwayByRulesOfThumb(const SeatView& view, Rng& rng);

}  // namespace cribbage
