#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "cribbage/hand_score.h"
#include "run_cli.h"

namespace cribbage::test {
namespace {

TEST(ScoreBatch, GoodAndBadLinesGetOneAnswerEachAndExitOne) {
    const std::string input =
        "6D JH 4H 7C 5H\n"
        "5S 4S 2S 6H 5H\n"
        "\n"
        "5S 5S 2S 6H 5H\n"
        "TS 8D KC 8C\n"
        "XX 8D KC 8C 5H\n"
        "TS 8D KC 8C 5H 2C\n"
        "5C 5D 5H JS 5S\n";
    const auto run = runCli({"score", "--batch"}, input);
    EXPECT_EQ(run.out,
              "9\n"
              "12\n"
              "error: the line is empty\n"
              "error: duplicate card 5S\n"
              "error: expected 5 cards (4 in the hand, then the starter), got 4\n"
              "error: unknown card \"XX\": the rank must be one of A 2 3 4 5 6 7 8 9 T (or 10) "
              "J Q K\n"
              "error: expected 5 cards (4 in the hand, then the starter), got 6\n"
              "29\n");
    EXPECT_EQ(run.err, "");
    EXPECT_EQ(run.exitCode, 1);
}

TEST(ScoreBatch, AllGoodLinesExitZero) {
    const auto run = runCli({"score", "--batch"},
                            "6D JH 4H 7C 5H\n4C 4D 5H 5S 6C\n6C 7D 7H 8S 8D\n2C 4D 6H 8S TC");
    EXPECT_EQ(run.out, "9\n24\n24\n0\n");
    EXPECT_EQ(run.err, "");
    EXPECT_EQ(run.exitCode, 0);
}

TEST(ScoreBatch, CribRulesApplyToEveryLine) {
    const std::string input = "2H 6H 8H TH 5S\n2H 6H 8H TH 5H\n10S 8D KC 8C 5H\n";
    EXPECT_EQ(runCli({"score", "--batch"}, input).out, "8\n9\n6\n");
    EXPECT_EQ(runCli({"score", "--batch", "--crib"}, input).out, "4\n9\n6\n");
    EXPECT_EQ(runCli({"score", "--batch", "--crib", "--four-flush-crib"}, input).out, "8\n9\n6\n");
}

TEST(ScoreBatch, EmptyInputPrintsNothingAndExitsZero) {
    const auto run = runCli({"score", "--batch"}, "");
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.exitCode, 0);
}

TEST(ScoreBatch, CardsOnTheCommandLineAreAUsageError) {
    const auto run = runCli({"score", "--batch", "6D", "JH", "4H", "7C", "5H"});
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    EXPECT_EQ(run.exitCode, 2);
}

// The fast batch path and the itemised count agree, hand for hand, under every flush rule.
TEST(ScoreBatch, TotalsMatchTheItemisedCountForManyHands) {
    std::mt19937 random(20261121);
    auto deck = fullDeck();
    std::vector<std::vector<Card>> shows;
    std::string input;
    for (int i = 0; i < 300; ++i) {
        std::shuffle(deck.begin(), deck.end(), random);
        shows.emplace_back(deck.begin(), deck.begin() + 5);
        input += toString(shows.back()) + "\n";
    }
    struct Rule {
        std::vector<std::string> args;
        FlushRule flush;
    };
    for (const auto& [args, flush] :
         {Rule{{"score", "--batch"}, FlushRule::Hand},
          Rule{{"score", "--batch", "--crib"}, FlushRule::Crib},
          Rule{{"score", "--batch", "--crib", "--four-flush-crib"}, FlushRule::CribFourAllowed}}) {
        const auto lines = linesOf(runCli(args, input).out);
        ASSERT_EQ(lines.size(), shows.size());
        for (std::size_t i = 0; i < shows.size(); ++i) {
            const auto& c = shows[i];
            const HandCount count = countHand({c[0], c[1], c[2], c[3]}, c[4], flush);
            EXPECT_EQ(lines[i], std::to_string(count.total)) << toString(c) << " " << args.back();
        }
    }
}

}  // namespace
}  // namespace cribbage::test
