#include "hand_value.h"

#include <bit>
#include <cstdint>

#include "../analysis/kept_hand_prior.h"

namespace cribbage {

double averageHandValue(const Hand4& keep, CardSet seen, FlushRule handFlush) {
    const CardSet starters = CardSet::fullDeck().without(seen | CardSet::of(keep));
    int total = 0;
    for (std::uint64_t rest = starters.bits(); rest != 0; rest &= rest - 1) {
        total += scoreHand(keep, Card::fromIndex(std::countr_zero(rest)), handFlush);
    }
    return static_cast<double>(total) / static_cast<double>(starters.size());
}

int visiblePoints(const Hand4& keep, FlushRule handFlush) {
    const bool flush = handFlush == FlushRule::Hand && keep[1].suit() == keep[0].suit() &&
                       keep[2].suit() == keep[0].suit() && keep[3].suit() == keep[0].suit();
    return detail::pointsTogether(keep) + (flush ? 4 : 0);
}

}  // namespace cribbage
