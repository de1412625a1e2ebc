#include "hand_value.h"

#include "../scoring_rules.h"

namespace cribbage {

double averageHandValue(const Hand4& keep, CardSet seen) {
    const CardSet starters = CardSet::fullDeck().without(seen | CardSet::of(keep));
    int total = 0;
    for (Card starter : starters.cards()) {
        total += scoreHand(keep, starter, FlushRule::Hand);
    }
    return static_cast<double>(total) / static_cast<double>(starters.size());
}

int visiblePoints(const Hand4& keep) {
    constexpr unsigned kSubsets = 1U << 4;
    int points = 0;
    for (unsigned mask = 1; mask < kSubsets; ++mask) {
        int sum = 0;
        for (unsigned i = 0; i < keep.size(); ++i) {
            sum += ((mask >> i) & 1U) ? keep[i].value() : 0;
        }
        points += sum == 15 ? 2 : 0;
    }
    detail::RankCounts counts{};
    for (Card card : keep) {
        ++counts[static_cast<std::size_t>(card.rankNumber() - 1)];
    }
    for (int same : counts) {
        points += detail::pairPoints(same);
    }
    const detail::RankStretch run = detail::longestRun(counts);
    int ways = 1;
    for (int rank = run.first; rank < run.first + run.length; ++rank) {
        ways *= counts[static_cast<std::size_t>(rank)];
    }
    points += run.length * (run.length > 0 ? ways : 0);
    const bool flush = keep[1].suit() == keep[0].suit() && keep[2].suit() == keep[0].suit() &&
                       keep[3].suit() == keep[0].suit();
    return points + (flush ? 4 : 0);
}

}  // namespace cribbage
