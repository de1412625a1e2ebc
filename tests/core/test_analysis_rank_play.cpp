// The play search scores ranks with its own fast function: it must agree with scorePlay.

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "cribbage/peg_score.h"
#include "cribbage/rng.h"
#include "rank_play.h"

namespace cribbage::testing {
namespace {

int scorePlayOnRanks(const detail::RankSeries& series) {
    std::vector<Card> cards;
    cards.reserve(static_cast<std::size_t>(series.length));
    for (int i = 0; i < series.length; ++i) {
        // Suits do not matter in the play; cycle them so no card is named twice.
        cards.emplace_back(static_cast<Rank>(series.ranks[i]), static_cast<Suit>(i % kSuits));
    }
    return scorePlay(cards).total;
}

// Every series of up to five ranks within 31 (no rank more than four times).
void everySeries(detail::RankSeries& series, std::vector<int>& used, int& checked) {
    if (series.length > 0) {
        ASSERT_EQ(detail::rankPlayPoints(series), scorePlayOnRanks(series));
        ++checked;
    }
    if (series.length == 5) {
        return;
    }
    for (int rank = 1; rank <= 13; ++rank) {
        if (used[rank] == 4 || series.count + detail::rankValue(rank) > 31) {
            continue;
        }
        ++used[rank];
        series.ranks[series.length++] = static_cast<std::uint8_t>(rank);
        series.count += detail::rankValue(rank);
        everySeries(series, used, checked);
        series.count -= detail::rankValue(rank);
        --series.length;
        --used[rank];
    }
}

TEST(RankPlayPoints, AgreesWithScorePlayOnEverySeriesOfUpToFive) {
    detail::RankSeries series;
    std::vector<int> used(14, 0);
    int checked = 0;
    everySeries(series, used, checked);
    EXPECT_GT(checked, 100000);
}

// Half the series of low ranks only, so that some grow as long as a series can (13 cards, at
// a table of four).
TEST(RankPlayPoints, AgreesWithScorePlayOnLongRandomSeries) {
    Rng rng(2024);
    int longest = 0;
    for (int trial = 0; trial < 100000; ++trial) {
        detail::RankSeries series;
        std::vector<int> used(14, 0);
        const std::uint64_t ranks = trial % 2 == 0 ? 13 : 4;
        while (series.length < static_cast<int>(series.ranks.size())) {
            const int rank = static_cast<int>(rng.below(ranks)) + 1;
            if (used[rank] == 4 || series.count + detail::rankValue(rank) > 31) {
                break;
            }
            ++used[rank];
            series.ranks[series.length++] = static_cast<std::uint8_t>(rank);
            series.count += detail::rankValue(rank);
            ASSERT_EQ(detail::rankPlayPoints(series), scorePlayOnRanks(series));
        }
        longest = std::max(longest, series.length);
    }
    EXPECT_GE(longest, 12);
}

TEST(RankPlayPoints, TheRulesExamples) {
    // 9, 6, 8, 7: 0, 2 (fifteen), 0, 4 (run 6-7-8-9).
    detail::RankSeries series;
    const int expected[] = {0, 2, 0, 4};
    const int ranks[] = {9, 6, 8, 7};
    for (int i = 0; i < 4; ++i) {
        series.ranks[series.length++] = static_cast<std::uint8_t>(ranks[i]);
        series.count += ranks[i];
        EXPECT_EQ(detail::rankPlayPoints(series), expected[i]) << i;
    }
}

}  // namespace
}  // namespace cribbage::testing
