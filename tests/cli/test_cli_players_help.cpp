// --help of discard, play, simulate and engine: the options, and examples that work.

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "run_cli.h"

namespace cribbage::test {
namespace {

using ::testing::HasSubstr;

struct Example {
    std::vector<std::string> args;
    std::string input;
    bool outputShown;  // the help shows what it prints, line for line
};

struct CommandHelp {
    const char* name;
    std::vector<std::string> mentions;  // in the help text, word for word
    std::vector<Example> examples;      // each must run and exit 0
};

void PrintTo(const CommandHelp& help, std::ostream* os) {
    *os << help.name;
}

class PlayersCommandHelp : public ::testing::TestWithParam<CommandHelp> {};

TEST_P(PlayersCommandHelp, NamesTheOptionsAndTheExamplesWork) {
    const CommandHelp& help = GetParam();
    const auto shown = runCli({help.name, "--help"});
    EXPECT_EQ(shown.exitCode, 0);
    EXPECT_EQ(shown.err, "");
    for (const auto& mention : help.mentions) {
        EXPECT_THAT(shown.out, HasSubstr(mention));
    }
    for (const Example& example : help.examples) {
        const auto run = runCli(example.args, example.input);
        EXPECT_EQ(run.exitCode, 0) << example.args.at(0) << ": " << run.err;
        EXPECT_FALSE(run.out.empty());
        if (example.outputShown) {
            for (const auto& line : linesOf(run.out)) {
                EXPECT_THAT(shown.out, HasSubstr("\n  " + line + "\n"));
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(
    Commands, PlayersCommandHelp,
    ::testing::Values(
        CommandHelp{"discard",
                    {"--dealer", "--pone", "--scores", "--target", "--json",
                     "cribbage-cli discard --pone 5H 5S JD 4C 6D KS\n"},
                    {{{"discard", "--pone", "5H", "5S", "JD", "4C", "6D", "KS"}, "", false},
                     {{"discard", "--dealer", "5H", "5S", "JD", "4C", "6D", "KS", "--scores",
                       "110,100", "--json"},
                      "",
                      false}}},
        CommandHelp{
            "play",
            {"--hand", "--starter", "--history", "--crib", "--level", "--json", "m:CARD", "o:CARD"},
            {{{"play", "--dealer", "--hand", "5S 4S 2S 6H", "--starter", "5H", "--history",
               "o:JH m:5S o:7C"},
              "",
              false},
             {{"play", "--pone", "--hand", "6D JH 4H 7C", "--starter", "5H", "--history", "",
               "--json"},
              "",
              false}}},
        CommandHelp{
            "simulate",
            {"--games", "--seed", "--p1", "--p2", "--target", "--threads", "--muggins", "--json",
             "greedy, beginner, easy, medium, hard, expert"},
            {{{"simulate", "--games", "100", "--seed", "7", "--p1", "expert", "--p2", "greedy"},
              "",
              false},
             {{"simulate", "--games", "200", "--p1", "easy", "--p2", "beginner", "--target", "61",
               "--json"},
              "",
              false}}},
        CommandHelp{"engine",
                    {"docs/engine-protocol.md", "\"request\"", "\"events\""},
                    {{{"engine"}, "{\"do\": \"quit\"}\n", true},
                     {{"engine"}, "{\"do\": \"new_game\", \"target\": 100}\n", true}}}),
    [](const auto& param) { return std::string(param.param.name); });

}  // namespace
}  // namespace cribbage::test
