#include <gtest/gtest.h>

#include "run_cli.h"

namespace cribbage::test {
namespace {

struct PegCase {
    std::string series;
    std::string points;
};

class PegBatchSeries : public ::testing::TestWithParam<PegCase> {};

// The RULES.md examples of "The play" first, then the other ways a card scores.
TEST_P(PegBatchSeries, PrintsThePointsOfEachCard) {
    const auto run = runCli({"peg", "--batch"}, GetParam().series + "\n");
    EXPECT_EQ(run.out, GetParam().points + "\n");
    EXPECT_EQ(run.err, "");
    EXPECT_EQ(run.exitCode, 0);
}

INSTANTIATE_TEST_SUITE_P(
    Series, PegBatchSeries,
    ::testing::Values(PegCase{"8H 7D 7S 6C", "0 2 2 0"},       // fifteen, pair, run broken
                      PegCase{"9S 6D 8C 7H", "0 2 0 4"},       // fifteen, run 6-7-8-9
                      PegCase{"JH 5S 7C 6H 2S", "0 2 0 3 0"},  // Board Game Arena, 1st series
                      PegCase{"6D 4S 4H", "0 0 2"},            // Board Game Arena, 2nd series
                      PegCase{"5C 5D 5H 5S", "0 2 8 12"},      // pair, royal + 15, double royal
                      PegCase{"KS QS JS AH", "0 0 3 2"},       // run of 3, then 31 with no run
                      PegCase{"3C 4D 2H 5S AC", "0 0 3 4 7"},  // runs in any order, 15 + run
                      PegCase{"td 5\u2665 10S", "0 2 0"}));    // other card names

TEST(PegBatch, OneOutputLinePerInputLineWithErrorsInPlace) {
    const std::string input =
        "8H 7D 7S 6C\n"
        "KH QH JH 5C\n"
        "\n"
        "9S 6D 8C 7H\n"
        "5H 5H\n"
        "5H XX\n"
        "JH 5S 7C 6H 2S\n";
    const auto run = runCli({"peg", "--batch"}, input);
    EXPECT_EQ(run.out,
              "0 2 2 0\n"
              "error: card 4 (5C) would bring the count to 35, past 31\n"
              "error: the line is empty\n"
              "0 2 0 4\n"
              "error: duplicate card 5H\n"
              "error: unknown card \"XX\": the rank must be one of A 2 3 4 5 6 7 8 9 T (or 10) "
              "J Q K\n"
              "0 2 0 3 0\n");
    EXPECT_EQ(run.err, "");
    EXPECT_EQ(run.exitCode, 1);
}

TEST(PegBatch, CountOfExactly31IsAllowed) {
    const auto run = runCli({"peg", "--batch"}, "KH QH JH AC\nKH QH JH 2C\n");
    EXPECT_EQ(run.out, "0 0 3 2\nerror: card 4 (2C) would bring the count to 32, past 31\n");
    EXPECT_EQ(run.exitCode, 1);
}

TEST(PegBatch, LastLineWithoutLineEndIsAnswered) {
    const auto run = runCli({"peg", "--batch"}, "8H 7D");
    EXPECT_EQ(run.out, "0 2\n");
    EXPECT_EQ(run.exitCode, 0);
}

TEST(PegBatch, EmptyInputPrintsNothingAndSucceeds) {
    const auto run = runCli({"peg", "--batch"}, "");
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.exitCode, 0);
}

TEST(PegBatch, WindowsLineEndsAreAccepted) {
    const auto run = runCli({"peg", "--batch"}, "8H 7D 7S 6C\r\n9S 6D 8C 7H\r\n");
    EXPECT_EQ(run.out, "0 2 2 0\n0 2 0 4\n");
    EXPECT_EQ(run.exitCode, 0);
}

TEST(PegCommand, WithoutBatchIsAUsageError) {
    const auto run = runCli({"peg"});
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    EXPECT_EQ(run.exitCode, 2);
}

}  // namespace
}  // namespace cribbage::test
