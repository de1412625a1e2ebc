#include "greedy_player.h"

#include "choice.h"
#include "hand_value.h"

namespace cribbage {

std::vector<Card> GreedyPlayer::layAway(const SeatView& view, Rng& rng) const {
    const auto choices = keepChoices(view);
    const CardSet seen = cardsSeen(view);
    return bestOf(
               std::span<const KeepChoice>(choices),
               [seen, flush = handFlushRule(view.rules)](const KeepChoice& c) {
                   return averageHandValue(c.keep, seen, flush);
               },
               rng)
        .discard;
}

Card GreedyPlayer::play(const SeatView& view, std::span<const Card> playable, Rng& rng) const {
    return cardPeggingMost(view.series, playable, rng);
}

}  // namespace cribbage
