#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "cribbage/hand_score.h"
#include "exact_output.h"
#include "run_cli.h"

namespace cribbage::test {
namespace {

ExactOutput totals(const char* name, std::vector<std::string> options, std::string input,
                   std::string out, int exitCode = 0) {
    options.insert(options.begin(), {"score", "--batch"});
    return {name, std::move(options), std::move(input), std::move(out), "", exitCode};
}

// A four-card flush, a five-card flush, a crib without flush.
const std::string kFlushHands = "2H 6H 8H TH 5S\n2H 6H 8H TH 5H\n10S 8D KC 8C 5H\n";

INSTANTIATE_TEST_SUITE_P(
    ScoreBatch, CliExactOutput,
    ::testing::Values(
        totals("OneAnswerPerLineWithErrorsInPlace", {},
               "6D JH 4H 7C 5H\n"
               "5S 4S 2S 6H 5H\n"
               "\n"
               "5S 5S 2S 6H 5H\n"
               "TS 8D KC 8C\n"
               "XX 8D KC 8C 5H\n"
               "TS 8D KC 8C 5H 2C\n"
               "5C 5D 5H JS 5S\n",
               "9\n"
               "12\n"
               "error: the line is empty\n"
               "error: duplicate card 5S\n"
               "error: expected 5 cards (4 in the hand, then the starter), got 4\n"
               "error: unknown card \"XX\": the rank must be one of A 2 3 4 5 6 7 8 9 T (or 10) "
               "J Q K\n"
               "error: expected 5 cards (4 in the hand, then the starter), got 6\n"
               "29\n",
               1),
        totals("AllGoodLastWithoutLineEnd", {},
               "6D JH 4H 7C 5H\n4C 4D 5H 5S 6C\n6C 7D 7H 8S 8D\n2C 4D 6H 8S TC", "9\n24\n24\n0\n"),
        totals("HandFlushRules", {}, kFlushHands, "8\n9\n6\n"),
        totals("CribFlushRules", {"--crib"}, kFlushHands, "4\n9\n6\n"),
        totals("CribHouseRuleFlushRules", {"--crib", "--four-flush-crib"}, kFlushHands,
               "8\n9\n6\n"),
        totals("FiveCardFlushOnlyFlushRules", {"--five-card-flush"}, kFlushHands, "4\n9\n6\n"),
        totals("EmptyInput", {}, "", "")),
    ExactOutputName());

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
          Rule{{"score", "--batch", "--crib", "--four-flush-crib"}, FlushRule::CribFourAllowed},
          Rule{{"score", "--batch", "--five-card-flush"}, FlushRule::Crib}}) {
        const auto lines = linesOf(runCli(args, input).out);
        ASSERT_EQ(lines.size(), shows.size());
        for (std::size_t i = 0; i < shows.size(); ++i) {
            const auto& c = shows[i];
            const HandCount count = countHand(std::span(c).first(4), c[4], flush);
            EXPECT_EQ(lines[i], std::to_string(count.total)) << toString(c) << " " << args.back();
        }
    }
}

}  // namespace
}  // namespace cribbage::test
