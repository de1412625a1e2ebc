// The show count (itemised, fast, and brute force) against every worked example of RULES.md.

#include <gtest/gtest.h>

#include "brute_force_scorer.h"
#include "cribbage/hand_score.h"
#include "test_support.h"

namespace cribbage {
namespace {

using testing::describe;

struct ShowExample {
    const char* name;
    const char* hand;
    const char* starter;
    FlushRule rule;
    int total;
    std::vector<std::string> items;
};

void PrintTo(const ShowExample& example, std::ostream* os) {
    *os << example.name;
}

class ShowExampleTest : public ::testing::TestWithParam<ShowExample> {};

TEST_P(ShowExampleTest, ItemsAndTotal) {
    const ShowExample& example = GetParam();
    const HandCount count =
        countHand(testing::hand4(example.hand), testing::card(example.starter), example.rule);
    EXPECT_EQ(describe(count.items), example.items);
    EXPECT_EQ(count.total, example.total);
}

TEST_P(ShowExampleTest, FastTotal) {
    const ShowExample& example = GetParam();
    EXPECT_EQ(scoreHand(testing::hand4(example.hand), testing::card(example.starter), example.rule),
              example.total);
}

// The brute-force scorer that checks the others on every show gets the examples right too.
TEST_P(ShowExampleTest, BruteForceTotal) {
    const ShowExample& example = GetParam();
    const auto brute = testing::bruteForceScore(testing::hand4(example.hand),
                                                testing::card(example.starter), example.rule);
    EXPECT_EQ(brute.total(), example.total);
}

const std::vector<ShowExample> kRulesExamples{
    {"BobStarterFiveOfHearts",
     "6D JH 4H 7C",
     "5H",
     FlushRule::Hand,
     9,
     {"Fifteen 2: 5H JH", "Fifteen 2: 4H 5H 6D", "Run 4: 4H 5H 6D 7C", "Nobs 1: JH"}},
    {"AliceStarterFiveOfHearts",
     "5S 4S 2S 6H",
     "5H",
     FlushRule::Hand,
     12,
     {"Fifteen 2: 4S 5H 6H", "Fifteen 2: 4S 5S 6H", "Pair 2: 5H 5S", "Run 3: 4S 5H 6H",
      "Run 3: 4S 5S 6H"}},
    {"CribStarterFiveOfHearts",
     "10S 8D KC 8C",
     "5H",
     FlushRule::Crib,
     6,
     {"Fifteen 2: 5H TS", "Fifteen 2: 5H KC", "Pair 2: 8C 8D"}},
    {"EightSevenSevenSixWithTwo",
     "8C 7D 7H 6S",
     "2C",
     FlushRule::Hand,
     16,
     {"Fifteen 2: 7D 8C", "Fifteen 2: 7H 8C", "Fifteen 2: 2C 6S 7D", "Fifteen 2: 2C 6S 7H",
      "Pair 2: 7D 7H", "Run 3: 6S 7D 8C", "Run 3: 6S 7H 8C"}},
    {"TwentyNine",
     "5C 5D 5H JS",
     "5S",
     FlushRule::Hand,
     29,
     {"Fifteen 2: 5C JS", "Fifteen 2: 5D JS", "Fifteen 2: 5H JS", "Fifteen 2: 5S JS",
      "Fifteen 2: 5C 5D 5H", "Fifteen 2: 5C 5D 5S", "Fifteen 2: 5C 5H 5S", "Fifteen 2: 5D 5H 5S",
      "DoublePairRoyal 12: 5C 5D 5H 5S", "Nobs 1: JS"}},
    {"FourFourFiveFiveWithSix",
     "4C 4D 5H 5S",
     "6C",
     FlushRule::Hand,
     24,
     {"Fifteen 2: 4C 5H 6C", "Fifteen 2: 4C 5S 6C", "Fifteen 2: 4D 5H 6C", "Fifteen 2: 4D 5S 6C",
      "Pair 2: 4C 4D", "Pair 2: 5H 5S", "Run 3: 4C 5H 6C", "Run 3: 4C 5S 6C", "Run 3: 4D 5H 6C",
      "Run 3: 4D 5S 6C"}},
    {"SixSevenSevenEightWithEight",
     "6C 7D 7H 8S",
     "8C",
     FlushRule::Hand,
     24,
     {"Fifteen 2: 7D 8C", "Fifteen 2: 7D 8S", "Fifteen 2: 7H 8C", "Fifteen 2: 7H 8S",
      "Pair 2: 7D 7H", "Pair 2: 8C 8S", "Run 3: 6C 7D 8C", "Run 3: 6C 7D 8S", "Run 3: 6C 7H 8C",
      "Run 3: 6C 7H 8S"}},
};
INSTANTIATE_TEST_SUITE_P(Rules, ShowExampleTest, ::testing::ValuesIn(kRulesExamples),
                         testing::NameField());

const std::vector<ShowExample> kFlushExamples{
    {"HandFourCards", "2H 4H 6H 8H", "KS", FlushRule::Hand, 4, {"Flush 4: 2H 4H 6H 8H"}},
    {"HandFiveCards", "2H 4H 6H 8H", "KH", FlushRule::Hand, 5, {"Flush 5: 2H 4H 6H 8H KH"}},
    {"HandStarterPlusThreeIsNoFlush", "2H 4H 6H 8S", "KH", FlushRule::Hand, 0, {}},
    {"CribFourCardsIsNoFlush", "2H 4H 6H 8H", "KS", FlushRule::Crib, 0, {}},
    {"CribFiveCards", "2H 4H 6H 8H", "KH", FlushRule::Crib, 5, {"Flush 5: 2H 4H 6H 8H KH"}},
    {"CribStarterPlusThreeIsNoFlush", "2H 4H 6H 8S", "KH", FlushRule::Crib, 0, {}},
    {"HouseRuleCribFourCards",
     "2H 4H 6H 8H",
     "KS",
     FlushRule::CribFourAllowed,
     4,
     {"Flush 4: 2H 4H 6H 8H"}},
    {"HouseRuleCribFiveCards",
     "2H 4H 6H 8H",
     "KH",
     FlushRule::CribFourAllowed,
     5,
     {"Flush 5: 2H 4H 6H 8H KH"}},
    {"HouseRuleStarterPlusThreeIsNoFlush", "2H 4H 6H 8S", "KH", FlushRule::CribFourAllowed, 0, {}},
};
INSTANTIATE_TEST_SUITE_P(Flush, ShowExampleTest, ::testing::ValuesIn(kFlushExamples),
                         testing::NameField());

const std::vector<ShowExample> kNobsExamples{
    {"JackOfStarterSuitInHand", "2C 4D 8S JH", "KH", FlushRule::Hand, 1, {"Nobs 1: JH"}},
    {"JackOfStarterSuitInCrib", "2C 4D 8S JH", "KH", FlushRule::Crib, 1, {"Nobs 1: JH"}},
    {"JackAsStarterIsNoNobs", "2C 4D 8S KH", "JH", FlushRule::Hand, 0, {}},
    {"JackOfAnotherSuitIsNoNobs", "2C 4D 8S JS", "KH", FlushRule::Hand, 0, {}},
};
INSTANTIATE_TEST_SUITE_P(Nobs, ShowExampleTest, ::testing::ValuesIn(kNobsExamples),
                         testing::NameField());

const std::vector<ShowExample> kRunExamples{
    {"DoubleRunIsEight",
     "9C 9D TH JS",
     "2C",
     FlushRule::Hand,
     8,
     {"Pair 2: 9C 9D", "Run 3: 9C TH JS", "Run 3: 9D TH JS"}},
    {"DoubleRunOfFourIsTen",
     "9C 9D TH JS",
     "QC",
     FlushRule::Hand,
     10,
     {"Pair 2: 9C 9D", "Run 4: 9C TH JS QC", "Run 4: 9D TH JS QC"}},
    {"TripleRunIsFifteen",
     "9C 9D 9H TS",
     "JC",
     FlushRule::Hand,
     15,
     {"PairRoyal 6: 9C 9D 9H", "Run 3: 9C TS JC", "Run 3: 9D TS JC", "Run 3: 9H TS JC"}},
    {"DoubleDoubleRunIsSixteen",
     "9C 9D TH TS",
     "JC",
     FlushRule::Hand,
     16,
     {"Pair 2: 9C 9D", "Pair 2: TH TS", "Run 3: 9C TH JC", "Run 3: 9C TS JC", "Run 3: 9D TH JC",
      "Run 3: 9D TS JC"}},
    {"RunOfFiveIsAlsoFifteen",
     "AC 2D 3H 4S",
     "5C",
     FlushRule::Hand,
     7,
     {"Fifteen 2: AC 2D 3H 4S 5C", "Run 5: AC 2D 3H 4S 5C"}},
    {"QueenKingAceTwoIsNoRun", "QC KD AH 2S", "7C", FlushRule::Hand, 0, {}},
    {"NothingAtAll", "2C 4D 6H 8S", "KC", FlushRule::Hand, 0, {}},
};
INSTANTIATE_TEST_SUITE_P(Runs, ShowExampleTest, ::testing::ValuesIn(kRunExamples),
                         testing::NameField());

}  // namespace
}  // namespace cribbage
