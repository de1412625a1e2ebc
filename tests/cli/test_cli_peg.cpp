#include "exact_output.h"

namespace cribbage::test {
namespace {

const std::vector<std::string> kPegBatch{"peg", "--batch"};

ExactOutput pegAll(const char* name, std::string input, std::string out, int exitCode = 0) {
    return {name, kPegBatch, std::move(input), std::move(out), "", exitCode};
}

// RULES.md, "The play": the points each card scores, go and last card not included.
INSTANTIATE_TEST_SUITE_P(
    PegRulesMd, CliExactOutput,
    ::testing::Values(pegAll("EightSevenSevenSix", "8H 7D 7S 6C\n", "0 2 2 0\n"),
                      pegAll("NineSixEightSeven", "9S 6D 8C 7H\n", "0 2 0 4\n"),
                      pegAll("BoardGameArenaFirstSeries", "JH 5S 7C 6H 2S\n", "0 2 0 3 0\n"),
                      pegAll("BoardGameArenaSecondSeries", "6D 4S 4H\n", "0 0 2\n")),
    ExactOutputName());

INSTANTIATE_TEST_SUITE_P(
    PegBatch, CliExactOutput,
    ::testing::Values(
        pegAll("PairRoyalWithFifteenThenDoublePairRoyal", "5C 5D 5H 5S\n", "0 2 8 12\n"),
        pegAll("RunThenThirtyOne", "KS QS JS AH\n", "0 0 3 2\n"),
        pegAll("RunsInAnyOrderAndFifteenWithRun", "3C 4D 2H 5S AC\n", "0 0 3 4 7\n"),
        pegAll("OtherCardNames", "td 5\u2665 10S\n", "0 2 0\n"),
        pegAll("CountOfThirtyOneAllowedThirtyTwoNot", "KH QH JH AC\nKH QH JH 2C\n",
               "0 0 3 2\nerror: card 4 (2C) would bring the count to 32, past 31\n", 1),
        pegAll("OneAnswerPerLineWithErrorsInPlace",
               "8H 7D 7S 6C\n"
               "KH QH JH 5C\n"
               "\n"
               "9S 6D 8C 7H\n"
               "5H 5H\n"
               "5H XX\n"
               "JH 5S 7C 6H 2S\n",
               "0 2 2 0\n"
               "error: card 4 (5C) would bring the count to 35, past 31\n"
               "error: the line is empty\n"
               "0 2 0 4\n"
               "error: duplicate card 5H\n"
               "error: unknown card \"XX\": the rank must be one of A 2 3 4 5 6 7 8 9 T (or 10) "
               "J Q K\n"
               "0 2 0 3 0\n",
               1),
        pegAll("LastLineWithoutLineEnd", "8H 7D", "0 2\n"),
        pegAll("WindowsLineEnds", "8H 7D 7S 6C\r\n9S 6D 8C 7H\r\n", "0 2 2 0\n0 2 0 4\n"),
        pegAll("EmptyInput", "", "")),
    ExactOutputName());

}  // namespace
}  // namespace cribbage::test
