#include "easy_player.h"

#include "careless_count.h"
#include "choice.h"
#include "rules_of_thumb.h"

namespace cribbage {
namespace {

constexpr SlipChances kEasySlips{.longFifteen = 0.08, .flush = 0.05, .nobs = 0.1};

// A count at which a single ten-card scores for the next player (15 or 31).
bool invitesTenCard(int count) {
    return count == 5 || count == 21;
}

}  // namespace

double easyLiking(int points, int countAfter, bool leading, int value) {
    double liking = points;
    liking -= invitesTenCard(countAfter) ? 1 : 0;
    liking += leading && value < 5 ? 0.3 : 0;  // no card makes 15 on it
    return liking;
}

std::vector<Card> EasyPlayer::layAway(const SeatView& view, Rng& rng) const {
    return layAwayByRulesOfThumb(view, rng);
}

Card EasyPlayer::play(const SeatView& view, std::span<const Card> playable, Rng& rng) const {
    const bool leading = view.series.empty();
    return bestOf(
        playable,
        [&view, leading](Card card) {
            return easyLiking(pegPoints(view.series, card), view.count + card.value(), leading,
                              card.value());
        },
        rng);
}

int EasyPlayer::seePoints(const HandCount& count, Rng& rng) const {
    return countWithSlips(count, kEasySlips, rng);
}

}  // namespace cribbage
