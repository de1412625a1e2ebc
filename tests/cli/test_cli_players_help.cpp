// --help of discard, play, simulate and engine: the options, and examples that work.

#include <gtest/gtest.h>

#include "cli_help.h"

namespace cribbage::test {
namespace {

INSTANTIATE_TEST_SUITE_P(
    PlayersCommands, CliHelp,
    ::testing::Values(
        HelpCase{
            "discard",
            {"discard", "--help"},
            {"--dealer", "--pone", "--seat", "--players", "--scores", "--target",
             "--five-card-flush", "--json", "cribbage-cli discard --pone 5H 5S JD 4C 6D KS\n"},
            {{{"discard", "--pone", "5H", "5S", "JD", "4C", "6D", "KS"}, "", false},
             {{"discard", "--dealer", "5H", "5S", "JD", "4C", "6D", "KS", "--scores", "110,100",
               "--json"},
              "",
              false},
             {{"discard", "--pone", "2H", "3H", "8H", "KH", "6S", "9C", "--five-card-flush"},
              "",
              false},
             {{"discard", "--players", "3", "--seat", "left", "5H", "5S", "JD", "4C", "KS"},
              "",
              false},
             {{"discard", "--players", "4", "--dealer", "5H", "5S", "JD", "4C", "KS", "--json"},
              "",
              false}}},
        HelpCase{"play",
                 {"play", "--help"},
                 {"--hand", "--starter", "--history", "--crib", "--level", "--five-card-flush",
                  "--json", "m:CARD", "o:CARD"},
                 {{{"play", "--dealer", "--hand", "5S 4S 2S 6H", "--starter", "5H", "--history",
                    "o:JH m:5S o:7C"},
                   "",
                   false},
                  {{"play", "--pone", "--hand", "6D JH 4H 7C", "--starter", "5H", "--history", "",
                    "--json"},
                   "",
                   false},
                  {{"play", "--players", "3", "--dealer", "--hand", "5S 4S 2S 6H", "--starter",
                    "5H", "--history", "l:JH r:4C"},
                   "",
                   false},
                  {{"play", "--players", "4", "--seat", "across", "--hand", "5S 4S 2S 6H",
                    "--starter", "5H", "--history", "l:JH"},
                   "",
                   false}}},
        HelpCase{
            "simulate",
            {"simulate", "--help"},
            {"--games", "--seed", "--p1", "--p2", "--players", "--levels", "--target", "--threads",
             "--muggins", "--json", "greedy, beginner, easy, medium, hard, expert, and reference"},
            {{{"simulate", "--games", "100", "--seed", "7", "--p1", "expert", "--p2", "greedy"},
              "",
              false},
             {{"simulate", "--games", "200", "--p1", "easy", "--p2", "beginner", "--target", "61",
               "--json"},
              "",
              false},
             {{"simulate", "--games", "20", "--players", "3", "--levels", "expert,easy,easy"},
              "",
              false},
             {{"simulate", "--games", "20", "--players", "4", "--levels",
               "expert,easy,expert,easy"},
              "",
              false}}},
        HelpCase{"engine",
                 {"engine", "--help"},
                 {"docs/engine-protocol.md", "\"request\"", "\"events\""},
                 {{{"engine"}, "{\"do\": \"quit\"}\n", true},
                  {{"engine"}, "{\"do\": \"new_game\", \"target\": 100}\n", true}}}),
    [](const auto& param) { return std::string(param.param.name); });

}  // namespace
}  // namespace cribbage::test
