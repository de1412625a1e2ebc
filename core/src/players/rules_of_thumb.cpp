#include "rules_of_thumb.h"

#include <cstdlib>

#include "choice.h"
#include "hand_value.h"

namespace cribbage {

double cribRuleOfThumb(std::span<const Card> discard) {
    double worth = 0;
    for (Card card : discard) {
        worth += card.rank() == Rank::Five ? 1.5 : 0;
    }
    if (discard.size() == 2) {
        const Card a = discard[0];
        const Card b = discard[1];
        const int apart = std::abs(a.rankNumber() - b.rankNumber());
        worth += a.rank() == b.rank() ? 2 : 0;
        worth += a.value() + b.value() == 15 ? 2 : 0;
        worth += apart == 1 ? 1 : (apart == 2 ? 0.5 : 0);
    }
    return worth;
}

double ruleOfThumbWorth(std::span<const Card> keep, std::span<const Card> discard, CardSet seen,
                        int cribSign, FlushRule handFlush) {
    return averageHandValue(keep, seen, handFlush) + cribSign * cribRuleOfThumb(discard);
}

std::vector<Card> layAwayByRulesOfThumb(const SeatView& view, Rng& rng) {
    const auto choices = keepChoices(view);
    const CardSet seen = cardsSeen(view);
    const int sign = cribSign(view);
    return bestOf(
               std::span<const KeepChoice>(choices),
               [seen, sign, flush = handFlushRule(view.rules)](const KeepChoice& c) {
                   return ruleOfThumbWorth(c.keep, c.discard, seen, sign, flush);
               },
               rng)
        .discard;
}

}  // namespace cribbage
