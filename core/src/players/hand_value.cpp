#include "hand_value.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "../analysis/kept_hand_prior.h"

namespace cribbage {

namespace {

// Three cards on their own: the fifteens, the pairs and the run of the three.
int pointsOfThree(std::span<const Card> keep) {
    const int a = keep[0].value();
    const int b = keep[1].value();
    const int c = keep[2].value();
    int points = 2 * ((a + b == 15) + (a + c == 15) + (b + c == 15) + (a + b + c == 15));
    std::array<int, 3> ranks{keep[0].rankNumber(), keep[1].rankNumber(), keep[2].rankNumber()};
    std::ranges::sort(ranks);
    points += 2 * ((ranks[0] == ranks[1]) + (ranks[0] == ranks[2]) + (ranks[1] == ranks[2]));
    const bool run = ranks[1] == ranks[0] + 1 && ranks[2] == ranks[1] + 1;
    return points + (run ? 3 : 0);
}

}  // namespace

double averageHandValue(std::span<const Card> keep, CardSet seen, FlushRule handFlush) {
    const CardSet starters = CardSet::fullDeck().without(seen | CardSet::of(keep));
    int total = 0;
    for (std::uint64_t rest = starters.bits(); rest != 0; rest &= rest - 1) {
        total += scoreShow(keep, Card::fromIndex(std::countr_zero(rest)), handFlush);
    }
    return static_cast<double>(total) / static_cast<double>(starters.size());
}

int visiblePoints(std::span<const Card> keep, FlushRule handFlush) {
    const bool flush = handFlush == FlushRule::Hand &&
                       std::ranges::all_of(keep, [suit = keep[0].suit()](Card card) {
                           return card.suit() == suit;
                       });
    const int together =
        keep.size() == 4 ? detail::pointsTogether(keep.first<4>()) : pointsOfThree(keep);
    return together + (flush ? static_cast<int>(keep.size()) : 0);
}

}  // namespace cribbage
