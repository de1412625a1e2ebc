#include "rules_of_thumb.h"

#include <cstdlib>

#include "choice.h"
#include "hand_value.h"

namespace cribbage {

double cribRuleOfThumb(const std::vector<Card>& discard) {
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

std::vector<Card> layAwayByRulesOfThumb(const SeatView& view, Rng& rng) {
    const auto choices = keepChoices(view);
    const CardSet seen = cardsSeen(view);
    const int sign = cribSign(view);
    return bestOf(
               std::span<const KeepChoice>(choices),
               [seen, sign, flush = handFlushRule(view.rules)](const KeepChoice& c) {
                   return averageHandValue(c.keep, seen, flush) + sign * cribRuleOfThumb(c.discard);
               },
               rng)
        .discard;
}

}  // namespace cribbage
