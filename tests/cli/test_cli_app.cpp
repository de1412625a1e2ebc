#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>

#include "../sanitized_build.h"
#include "cli_help.h"
#include "run_cli.h"

namespace cribbage::test {
namespace {

using ::testing::HasSubstr;

// An example's command line as this build runs it. A sanitized build checks memory and threads,
// not the figures, and runs ten to twenty times slower: there a simulation plays two games where
// the help says more (twenty games of an Expert at three took 16 s in the release build, past the
// two minutes runCli allows under AddressSanitizer).
std::vector<std::string> asThisBuildRuns(std::vector<std::string> args) {
    if (cribbage::testing::kSanitizedBuild) {
        const auto games = std::find(args.begin(), args.end(), "--games");
        if (games != args.end() && std::next(games) != args.end()) {
            *std::next(games) = "2";
        }
    }
    return args;
}

// --help prints on standard output and exits 0; every example runs as the help says (in a sanitized
// build with fewer games), and where the help shows an example's output its lines stand there,
// indented, exactly as the command prints them.
TEST_P(CliHelp, PrintsOptionsAndTrueExamples) {
    const auto help = runCli(GetParam().args);
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_EQ(help.err, "");
    for (const auto& mention : GetParam().mentions) {
        EXPECT_THAT(help.out, HasSubstr(mention));
    }
    for (const auto& example : GetParam().examples) {
        const auto shown = runCli(asThisBuildRuns(example.args), example.input);
        EXPECT_EQ(shown.exitCode, example.exitCode) << example.args.at(0) << ": " << shown.err;
        ASSERT_FALSE(shown.out.empty());
        if (example.outputShown) {
            for (const auto& line : linesOf(shown.out)) {
                EXPECT_THAT(help.out, HasSubstr("\n  " + line + "\n"));
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    EveryCommand, CliHelp,
    ::testing::Values(
        HelpCase{"App",
                 {"--help"},
                 {"  score ", "  peg ", "Examples:", "cribbage-cli score 6D JH 4H 7C 5H\n",
                  "Exit codes:"},
                 {}},
        HelpCase{
            "Score",
            {"score", "--help"},
            {"--crib", "--four-flush-crib", "--batch",
             "Examples:", "$ cribbage-cli score 6D JH 4H 7C 5H\n",
             "$ cribbage-cli score --crib 2H 6H 8H TH 5S\n",
             "6D JH 4H 7C 5H\\n5S 4S 2S 6H 5H\\n5S 5S 2S 6H 5H\\n"},
            {{{"score", "6D", "JH", "4H", "7C", "5H"}, ""},
             {{"score", "--crib", "2H", "6H", "8H", "TH", "5S"}, ""},
             {{"score", "--batch"}, "6D JH 4H 7C 5H\n5S 4S 2S 6H 5H\n5S 5S 2S 6H 5H\n", true, 1}}},
        HelpCase{"Peg",
                 {"peg", "--help"},
                 {"--batch", "Examples:", "echo \"8H 7D 7S 6C\" | cribbage-cli peg --batch\n",
                  "9S 6D 8C 7H\\nJH 5S 7C 6H 2S\\nKH QH JH 5C\\n"},
                 {{{"peg", "--batch"}, "8H 7D 7S 6C\n"},
                  {{"peg", "--batch"}, "9S 6D 8C 7H\nJH 5S 7C 6H 2S\nKH QH JH 5C\n", true, 1}}}),
    [](const auto& param) { return std::string(param.param.name); });

struct UsageError {
    const char* name;
    std::vector<std::string> args;
};

void PrintTo(const UsageError& usage, std::ostream* os) {
    *os << usage.name;
}

class CliUsage : public ::testing::TestWithParam<UsageError> {};

// A wrong command line: "error: <reason>" on standard error, nothing on standard output, 2.
TEST_P(CliUsage, IsRefusedWithExitCodeTwo) {
    const auto run = runCli(GetParam().args);
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    EXPECT_THAT(run.err, HasSubstr("--help"));
    EXPECT_EQ(run.exitCode, 2);
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, CliUsage,
    ::testing::Values(
        UsageError{"NoSubcommand", {}}, UsageError{"UnknownSubcommand", {"shuffle"}},
        UsageError{"UnknownOption", {"score", "--muggins", "6D", "JH", "4H", "7C", "5H"}},
        UsageError{"CardsWithBatch", {"score", "--batch", "6D", "JH", "4H", "7C", "5H"}},
        UsageError{"PegWithoutBatch", {"peg"}},
        // A rule's value it cannot take, or two rules that cannot both apply.
        UsageError{"BadTarget", {"simulate", "--target", "100"}},
        UsageError{"BothFlushRules",
                   {"score", "--crib", "--four-flush-crib", "--five-card-flush", "6D", "JH", "4H",
                    "7C", "5H"}}),
    [](const auto& param) { return std::string(param.param.name); });

}  // namespace
}  // namespace cribbage::test
