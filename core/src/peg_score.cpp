// Points pegged by the last card laid in a series.

#include <algorithm>

#include "cribbage/peg_score.h"
#include "scoring_rules.h"

namespace cribbage {
namespace {

// True when the cards are all of different ranks and those ranks are consecutive.
bool isRun(std::span<const Card> cards) {
    unsigned ranks = 0;
    int low = kRanks;
    int high = 0;
    for (Card card : cards) {
        const unsigned bit = 1U << card.rankNumber();
        if (ranks & bit) {
            return false;
        }
        ranks |= bit;
        low = std::min(low, card.rankNumber());
        high = std::max(high, card.rankNumber());
    }
    return high - low + 1 == static_cast<int>(cards.size());
}

std::vector<Card> lastCards(std::span<const Card> series, std::size_t n) {
    const auto tail = series.last(n);
    return {tail.begin(), tail.end()};
}

}  // namespace

int seriesCount(std::span<const Card> series) {
    int count = 0;
    for (Card card : series) {
        count += card.value();
    }
    return count;
}

PlayScore scorePlay(std::span<const Card> series) {
    PlayScore score;
    if (series.empty()) {
        return score;
    }
    const std::vector<Card> all(series.begin(), series.end());
    const int count = seriesCount(series);
    if (count == 15) {
        score.items.push_back({ScoreKind::Fifteen, 2, all});
    }
    if (count == kMaxCount) {
        score.items.push_back({ScoreKind::ThirtyOne, 2, all});
    }

    const Rank lastRank = series.back().rank();
    std::size_t sameRank = 1;
    while (sameRank < series.size() && series[series.size() - 1 - sameRank].rank() == lastRank) {
        ++sameRank;
    }
    if (sameRank >= 2) {
        const int n = static_cast<int>(sameRank);
        score.items.push_back(
            {detail::pairKind(n), detail::pairPoints(n), lastCards(series, sameRank)});
    }

    for (std::size_t n = series.size(); n >= 3; --n) {
        if (isRun(series.last(n))) {
            score.items.push_back({ScoreKind::Run, static_cast<int>(n), lastCards(series, n)});
            break;
        }
    }

    for (const ScoreItem& item : score.items) {
        score.total += item.points;
    }
    return score;
}

}  // namespace cribbage
