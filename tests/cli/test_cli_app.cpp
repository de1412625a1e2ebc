#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "run_cli.h"

namespace cribbage::test {
namespace {

using ::testing::HasSubstr;

// Every line a command prints stands, indented, in the help text that shows it as an example.
void expectHelpShowsOutput(const std::string& help, const CliRun& example) {
    ASSERT_FALSE(example.out.empty());
    for (const auto& line : linesOf(example.out)) {
        EXPECT_THAT(help, HasSubstr("\n  " + line + "\n"));
    }
}

TEST(CliHelp, AppHelpListsSubcommandsWithExamples) {
    const auto run = runCli({"--help"});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_EQ(run.err, "");
    EXPECT_THAT(run.out, HasSubstr("  score "));
    EXPECT_THAT(run.out, HasSubstr("  peg "));
    EXPECT_THAT(run.out, HasSubstr("Examples:"));
    EXPECT_THAT(run.out, HasSubstr("cribbage-cli score 6D JH 4H 7C 5H"));
    EXPECT_THAT(run.out, HasSubstr("Exit codes:"));
}

TEST(CliHelp, ScoreHelpShowsOptionsAndTrueExamples) {
    const auto run = runCli({"score", "--help"});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_EQ(run.err, "");
    EXPECT_THAT(run.out, HasSubstr("--crib"));
    EXPECT_THAT(run.out, HasSubstr("--four-flush-crib"));
    EXPECT_THAT(run.out, HasSubstr("--batch"));
    EXPECT_THAT(run.out, HasSubstr("Examples:"));
    EXPECT_THAT(run.out, HasSubstr("$ cribbage-cli score 6D JH 4H 7C 5H\n"));
    expectHelpShowsOutput(run.out, runCli({"score", "6D", "JH", "4H", "7C", "5H"}));
    EXPECT_THAT(run.out, HasSubstr("$ cribbage-cli score --crib 2H 6H 8H TH 5S\n"));
    expectHelpShowsOutput(run.out, runCli({"score", "--crib", "2H", "6H", "8H", "TH", "5S"}));
    EXPECT_THAT(run.out, HasSubstr("6D JH 4H 7C 5H\\n5S 4S 2S 6H 5H\\n5S 5S 2S 6H 5H\\n"));
    expectHelpShowsOutput(
        run.out, runCli({"score", "--batch"}, "6D JH 4H 7C 5H\n5S 4S 2S 6H 5H\n5S 5S 2S 6H 5H\n"));
}

TEST(CliHelp, PegHelpShowsOptionsAndTrueExamples) {
    const auto run = runCli({"peg", "--help"});
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_EQ(run.err, "");
    EXPECT_THAT(run.out, HasSubstr("--batch"));
    EXPECT_THAT(run.out, HasSubstr("Examples:"));
    EXPECT_THAT(run.out, HasSubstr("echo \"8H 7D 7S 6C\" | cribbage-cli peg --batch\n"));
    expectHelpShowsOutput(run.out, runCli({"peg", "--batch"}, "8H 7D 7S 6C\n"));
    EXPECT_THAT(run.out, HasSubstr("9S 6D 8C 7H\\nJH 5S 7C 6H 2S\\nKH QH JH 5C\\n"));
    expectHelpShowsOutput(run.out,
                          runCli({"peg", "--batch"}, "9S 6D 8C 7H\nJH 5S 7C 6H 2S\nKH QH JH 5C\n"));
}

TEST(CliUsage, NoSubcommandIsAUsageError) {
    const auto run = runCli({});
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    EXPECT_EQ(run.exitCode, 2);
}

TEST(CliUsage, UnknownSubcommandIsAUsageError) {
    const auto run = runCli({"shuffle"});
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    EXPECT_EQ(run.exitCode, 2);
}

TEST(CliUsage, UnknownOptionIsAUsageError) {
    const auto run = runCli({"score", "--muggins", "6D", "JH", "4H", "7C", "5H"});
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    EXPECT_EQ(run.exitCode, 2);
}

}  // namespace
}  // namespace cribbage::test
