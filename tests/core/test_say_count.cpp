// The show count in words.

#include <gtest/gtest.h>

#include "cribbage/hand_score.h"
#include "test_support.h"

namespace cribbage {
namespace {

struct SaidCount {
    const char* name;
    const char* hand;
    const char* starter;
    FlushRule rule;
    const char* said;
};

void PrintTo(const SaidCount& example, std::ostream* os) {
    *os << example.name;
}

class SayCountTest : public ::testing::TestWithParam<SaidCount> {};

TEST_P(SayCountTest, Words) {
    const SaidCount& example = GetParam();
    const HandCount count =
        countHand(testing::hand4(example.hand), testing::card(example.starter), example.rule);
    EXPECT_EQ(sayCount(count), example.said);
}

TEST(SayCountPhrases, OnePhrasePerItemWithTheRunningTotal) {
    const HandCount count =
        countHand(testing::hand4("5S 4S 2S 6H"), testing::card("5H"), FlushRule::Hand);
    const std::vector<std::string> expected{"fifteen two", "fifteen four", "a pair is six",
                                            "a run of three is nine", "a run of three is twelve"};
    EXPECT_EQ(sayCountPhrases(count), expected);
}

TEST(SayCountPhrases, NoneForAHandWithNothing) {
    const HandCount count =
        countHand(testing::hand4("2C 4D 6H 8S"), testing::card("KC"), FlushRule::Hand);
    EXPECT_TRUE(sayCountPhrases(count).empty());
}

const std::vector<SaidCount> kSaidCounts{
    {"Bob", "6D JH 4H 7C", "5H", FlushRule::Hand,
     "fifteen two, fifteen four, a run of four is eight, and his nobs is nine"},
    {"Alice", "5S 4S 2S 6H", "5H", FlushRule::Hand,
     "fifteen two, fifteen four, a pair is six, a run of three is nine, and a run of three is "
     "twelve"},
    {"Crib", "TS 8D KC 8C", "5H", FlushRule::Crib, "fifteen two, fifteen four, and a pair is six"},
    {"DoubleRunWithNobs", "4S 5S 5H JD", "6D", FlushRule::Hand,
     "fifteen two, fifteen four, fifteen six, fifteen eight, a pair is ten, a run of three is "
     "thirteen, a run of three is sixteen, and his nobs is seventeen"},
    {"TwentyNine", "5C 5D 5H JS", "5S", FlushRule::Hand,
     "fifteen two, fifteen four, fifteen six, fifteen eight, fifteen ten, fifteen twelve, "
     "fifteen fourteen, fifteen sixteen, a double pair royal is twenty-eight, and his nobs is "
     "twenty-nine"},
    {"PairRoyalAndTripleRun", "9C 9D 9H TS", "JC", FlushRule::Hand,
     "a pair royal is six, a run of three is nine, a run of three is twelve, and a run of three "
     "is fifteen"},
    {"TwoItems", "7C 8D AH 4S", "KC", FlushRule::Hand, "fifteen two and fifteen four"},
    {"FlushOfFour", "2H 4H 6H 8H", "KS", FlushRule::Hand, "a flush of four is four"},
    {"FlushOfFive", "2H 4H 6H 8H", "KH", FlushRule::Crib, "a flush of five is five"},
    {"RunOfFive", "AC 2D 3H 4S", "5C", FlushRule::Hand, "fifteen two and a run of five is seven"},
    {"NobsAlone", "2C 4D 8S JH", "KH", FlushRule::Hand, "his nobs is one"},
    {"ZeroHandIsNineteen", "2C 4D 6H 8S", "KC", FlushRule::Hand, "nineteen"},
};
INSTANTIATE_TEST_SUITE_P(Hands, SayCountTest, ::testing::ValuesIn(kSaidCounts),
                         testing::NameField());

TEST(SayCount, ItemOutsideTheShowSaysItsPoints) {
    const HandCount count{{{ScoreKind::Fifteen, 2, testing::cards("5H TS")},
                           {ScoreKind::Heels, 2, testing::cards("JC")}},
                          4};
    EXPECT_EQ(sayCount(count), "fifteen two and two more is four");
}

}  // namespace
}  // namespace cribbage
