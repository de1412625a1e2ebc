#include "easy_player.h"

#include <cstdlib>

#include "careless_count.h"
#include "choice.h"
#include "hand_value.h"

namespace cribbage {
namespace {

constexpr SlipChances kSlips{.longFifteen = 0.08, .flush = 0.05, .nobs = 0.1};

// What the rules of thumb say cards laid away are worth to the crib: a five, a pair, a
// fifteen and touching cards help whoever owns it.
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

// A count at which a single ten-card scores for the next player (15 or 31).
bool invitesTenCard(int count) {
    return count == 5 || count == 21;
}

}  // namespace

std::vector<Card> EasyPlayer::layAway(const SeatView& view, Rng& rng) const {
    const auto choices = keepChoices(view);
    const CardSet seen = cardsSeen(view);
    const int sign = cribSign(view);
    return bestOf(
               std::span<const KeepChoice>(choices),
               [seen, sign](const KeepChoice& c) {
                   return averageHandValue(c.keep, seen) + sign * cribRuleOfThumb(c.discard);
               },
               rng)
        .discard;
}

Card EasyPlayer::play(const SeatView& view, std::span<const Card> playable, Rng& rng) const {
    const bool leading = view.series.empty();
    return bestOf(
        playable,
        [&view, leading](Card card) {
            const int after = view.count + card.value();
            double worth = pegPoints(view.series, card);
            worth -= invitesTenCard(after) ? 1 : 0;
            worth += leading && card.value() < 5 ? 0.3 : 0;  // no card makes 15 on it
            return worth;
        },
        rng);
}

int EasyPlayer::seePoints(const HandCount& count, Rng& rng) const {
    return countWithSlips(count, kSlips, rng);
}

}  // namespace cribbage
