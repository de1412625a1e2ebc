#include "beginner_player.h"

#include "careless_count.h"
#include "choice.h"
#include "hand_value.h"

namespace cribbage {
namespace {

// How often the novice lays a card without looking for points.
constexpr double kCarelessPlay = 0.35;

constexpr SlipChances kBeginnerSlips{
    .twoCardFifteen = 0.05, .longFifteen = 0.3, .run = 0.1, .flush = 0.2, .nobs = 0.4};

}  // namespace

std::vector<Card> BeginnerPlayer::layAway(const SeatView& view, Rng& rng) const {
    const auto choices = keepChoices(view);
    return bestOf(
               std::span<const KeepChoice>(choices),
               [flush = handFlushRule(view.rules)](const KeepChoice& c) {
                   return static_cast<double>(visiblePoints(c.keep, flush));
               },
               rng)
        .discard;
}

Card BeginnerPlayer::play(const SeatView& view, std::span<const Card> playable, Rng& rng) const {
    if (happens(kCarelessPlay, rng)) {
        return playable[rng.below(playable.size())];
    }
    return cardPeggingMost(view.series, playable, rng);
}

int BeginnerPlayer::seePoints(const HandCount& count, Rng& rng) const {
    return countWithSlips(count, kBeginnerSlips, rng);
}

}  // namespace cribbage
