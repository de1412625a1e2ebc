#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "run_cli.h"

namespace cribbage::test {
namespace {

using ::testing::HasSubstr;

// A command shown as an example in a help text.
struct Example {
    std::vector<std::string> args;
    std::string input;
};

struct HelpCase {
    const char* name;
    std::vector<std::string> args;
    std::vector<std::string> mentions;  // what the help text must say, word for word
    std::vector<Example> examples;      // what it shows them print, line for line
};

void PrintTo(const HelpCase& help, std::ostream* os) {
    *os << help.name;
}

class CliHelp : public ::testing::TestWithParam<HelpCase> {};

// --help prints on standard output and exits 0; an example's output lines stand, indented,
// in the help text exactly as the command prints them.
TEST_P(CliHelp, PrintsOptionsAndTrueExamples) {
    const auto help = runCli(GetParam().args);
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_EQ(help.err, "");
    for (const auto& mention : GetParam().mentions) {
        EXPECT_THAT(help.out, HasSubstr(mention));
    }
    for (const auto& example : GetParam().examples) {
        const auto shown = runCli(example.args, example.input);
        ASSERT_FALSE(shown.out.empty());
        for (const auto& line : linesOf(shown.out)) {
            EXPECT_THAT(help.out, HasSubstr("\n  " + line + "\n"));
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
        HelpCase{"Score",
                 {"score", "--help"},
                 {"--crib", "--four-flush-crib", "--batch",
                  "Examples:", "$ cribbage-cli score 6D JH 4H 7C 5H\n",
                  "$ cribbage-cli score --crib 2H 6H 8H TH 5S\n",
                  "6D JH 4H 7C 5H\\n5S 4S 2S 6H 5H\\n5S 5S 2S 6H 5H\\n"},
                 {{{"score", "6D", "JH", "4H", "7C", "5H"}, ""},
                  {{"score", "--crib", "2H", "6H", "8H", "TH", "5S"}, ""},
                  {{"score", "--batch"}, "6D JH 4H 7C 5H\n5S 4S 2S 6H 5H\n5S 5S 2S 6H 5H\n"}}},
        HelpCase{"Peg",
                 {"peg", "--help"},
                 {"--batch", "Examples:", "echo \"8H 7D 7S 6C\" | cribbage-cli peg --batch\n",
                  "9S 6D 8C 7H\\nJH 5S 7C 6H 2S\\nKH QH JH 5C\\n"},
                 {{{"peg", "--batch"}, "8H 7D 7S 6C\n"},
                  {{"peg", "--batch"}, "9S 6D 8C 7H\nJH 5S 7C 6H 2S\nKH QH JH 5C\n"}}}),
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
        UsageError{"PegWithoutBatch", {"peg"}}),
    [](const auto& param) { return std::string(param.param.name); });

}  // namespace
}  // namespace cribbage::test
