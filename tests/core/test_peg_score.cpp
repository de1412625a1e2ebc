// Points pegged in the play, card by card, against the worked examples of RULES.md.

#include <gtest/gtest.h>

#include "cribbage/peg_score.h"
#include "test_support.h"

namespace cribbage {
namespace {

using testing::describe;

struct PlaySeries {
    const char* name;
    const char* cards;                   // one series, in the order laid
    std::vector<int> points;             // what each card pegs as it is laid
    std::vector<std::string> lastItems;  // what the last card scores, item by item
};

void PrintTo(const PlaySeries& example, std::ostream* os) {
    *os << example.name;
}

class PlaySeriesTest : public ::testing::TestWithParam<PlaySeries> {};

TEST_P(PlaySeriesTest, PointsCardByCard) {
    const PlaySeries& example = GetParam();
    const std::vector<Card> series = testing::cards(example.cards);
    ASSERT_EQ(series.size(), example.points.size());
    for (std::size_t laid = 1; laid <= series.size(); ++laid) {
        const PlayScore score = scorePlay(std::span(series).first(laid));
        EXPECT_EQ(score.total, example.points[laid - 1]) << "card " << laid;
        int itemPoints = 0;
        for (const ScoreItem& item : score.items) {
            itemPoints += item.points;
        }
        EXPECT_EQ(itemPoints, score.total) << "card " << laid;
    }
    EXPECT_EQ(describe(scorePlay(series).items), example.lastItems);
}

const std::vector<PlaySeries> kPlaySeries{
    {"EightSevenSevenSix", "8C 7D 7H 6S", {0, 2, 2, 0}, {}},
    {"NineSixEightSeven", "9C 6D 8H 7S", {0, 2, 0, 4}, {"Run 4: 9C 6D 8H 7S"}},
    {"BoardGameArenaFirstSeries", "JH 5S 7C 6H 2S", {0, 2, 0, 3, 0}, {}},
    {"BoardGameArenaSecondSeries", "6D 4S 4H", {0, 0, 2}, {"Pair 2: 4S 4H"}},
    {"ThirtyOne", "KC QD 9H 2S", {0, 0, 0, 2}, {"ThirtyOne 2: KC QD 9H 2S"}},
    {"PairRoyal", "4C 4D 4H", {0, 2, 6}, {"PairRoyal 6: 4C 4D 4H"}},
    {"DoublePairRoyal", "3C 3D 3H 3S", {0, 2, 6, 12}, {"DoublePairRoyal 12: 3C 3D 3H 3S"}},
    {"PairRoyalMakingFifteen",
     "5C 5D 5H",
     {0, 2, 8},
     {"Fifteen 2: 5C 5D 5H", "PairRoyal 6: 5C 5D 5H"}},
    {"PairMakingThirtyOne",
     "5C 5D AH TC TD",
     {0, 2, 0, 0, 4},
     {"ThirtyOne 2: 5C 5D AH TC TD", "Pair 2: TC TD"}},
    {"RunMakingFifteen", "4C 5D 6H", {0, 0, 5}, {"Fifteen 2: 4C 5D 6H", "Run 3: 4C 5D 6H"}},
    {"RunBrokenByForeignCard", "3C 4D KH 5S", {0, 0, 0, 0}, {}},
    {"RunBrokenByPair", "5C 6D 6H 7S", {0, 0, 2, 0}, {}},
    {"RunInAnyOrder", "3C 5D 4H", {0, 0, 3}, {"Run 3: 3C 5D 4H"}},
    {"RunGrowsCardByCard", "3C 4D 5H 6S", {0, 0, 3, 4}, {"Run 4: 3C 4D 5H 6S"}},
    {"RunOfSeven", "AC 3D 2H 5S 4C 7D 6H", {0, 0, 3, 0, 7, 0, 7}, {"Run 7: AC 3D 2H 5S 4C 7D 6H"}},
    {"PairThenRun", "5C 5D 4H 6S", {0, 2, 0, 3}, {"Run 3: 5D 4H 6S"}},
    {"JackAndQueenAreNoPair", "JC QD", {0, 0}, {}},
    {"QueenKingAceIsNoRun", "QC KD AH", {0, 0, 0}, {}},
};
INSTANTIATE_TEST_SUITE_P(Rules, PlaySeriesTest, ::testing::ValuesIn(kPlaySeries),
                         testing::NameField());

TEST(SeriesCount, AddsCountValues) {
    EXPECT_EQ(seriesCount(testing::cards("JH 5S 7C 6H 2S")), 30);
    EXPECT_EQ(seriesCount(testing::cards("AC KD")), 11);
    EXPECT_EQ(seriesCount({}), 0);
}

TEST(ScorePlay, EmptySeriesScoresNothing) {
    const PlayScore score = scorePlay({});
    EXPECT_EQ(score.total, 0);
    EXPECT_TRUE(score.items.empty());
}

}  // namespace
}  // namespace cribbage
