// cribbage-cli play: the cards one may lay, ranked by the analysis (docs/cli.md).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <tuple>

#include "run_cli.h"

namespace cribbage::test {
namespace {

using Json = nlohmann::json;

// RULES.md's worked example: Alice deals and holds 5S 4S 2S 6H; Bob led JH, Alice laid 5S,
// Bob 7C: the count is 22.
const std::vector<std::string> kAliceToPlay{"play",      "--dealer", "--hand",    "5S 4S 2S 6H",
                                            "--starter", "5H",       "--history", "o:JH m:5S o:7C"};

TEST(CliPlay, JsonRanksEveryCardThatFits) {
    const auto run = runCli(with(kAliceToPlay, {"--json"}));
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json options = Json::parse(run.out);
    std::set<std::string> cards;
    double previous = options.at(0).at("rank_value");
    for (const Json& option : options) {
        cards.insert(option.at("card").get<std::string>());
        EXPECT_NEAR(option.at("net").get<double>(),
                    option.at("mine").get<double>() - option.at("theirs").get<double>(), 1e-9);
        EXPECT_LE(option.at("rank_value").get<double>(), previous);
        previous = option.at("rank_value");
        EXPECT_FALSE(option.contains("level_choice"));
    }
    EXPECT_EQ(cards, (std::set<std::string>{"6H", "4S", "2S"}));  // all fit under 31
    // 6H makes the run 5-6-7 at once: 3 points, so at least 3 expected for Alice.
    EXPECT_EQ(options.at(0).at("card"), "6H");
    EXPECT_GE(options.at(0).at("mine").get<double>(), 3.0);
}

TEST(CliPlay, TableAndTheLevelsChoice) {
    const auto json = Json::parse(runCli(with(kAliceToPlay, {"--json", "--level", "medium"})).out);
    int chosen = 0;
    std::string choice;
    for (const Json& option : json) {
        if (option.at("level_choice").get<bool>()) {
            ++chosen;
            choice = option.at("card");
        }
    }
    EXPECT_EQ(chosen, 1);
    const auto run = runCli(with(kAliceToPlay, {"--level", "Medium"}));
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto lines = linesOf(run.out);
    ASSERT_EQ(lines.size(), 5U);  // the header, three cards, the level's choice
    EXPECT_EQ(lines[0], "card     net    mine  theirs  reason");
    EXPECT_TRUE(lines[1].starts_with("6H   ")) << lines[1];
    EXPECT_EQ(lines[4], "medium plays " + choice);
}

// The pone needs 8 and leads: 2H 3H 8H KH with the starter KS show 8 with their flush of
// four, so every card wins; with --five-card-flush the show is 4 and the play must bring 4.
TEST(CliPlay, FiveCardFlushCountsTheShowByThatRule) {
    const std::vector<std::string> lead{"play",      "--pone", "--hand",    "2H 3H 8H KH",
                                        "--starter", "KS",     "--history", "",
                                        "--scores",  "113,80", "--json"};
    const auto usual = runCli(lead);
    const auto fiveOnly = runCli(with(lead, {"--five-card-flush"}));
    ASSERT_EQ(usual.exitCode, 0) << usual.err;
    ASSERT_EQ(fiveOnly.exitCode, 0) << fiveOnly.err;
    for (const Json& option : Json::parse(usual.out)) {
        EXPECT_EQ(option.at("win").get<double>(), 1.0) << option;
        EXPECT_EQ(option.at("lose").get<double>(), 0.0) << option;
    }
    for (const Json& option : Json::parse(fiveOnly.out)) {
        EXPECT_LT(option.at("win").get<double>(), 1.0) << option;
    }
}

// Holding only ten-cards at a count of 29, there is nothing to lay.
TEST(CliPlay, SaysGoWhenNoCardFits) {
    const std::vector<std::string> args{"play",      "--dealer", "--hand",    "KS QS JS TS",
                                        "--starter", "2C",       "--history", "o:9H m:KS o:QD"};
    const auto text = runCli(args);
    EXPECT_EQ(text.out, "go\n");
    EXPECT_EQ(text.exitCode, 0);
    const auto json = runCli(with(args, {"--json"}));
    EXPECT_EQ(json.out, "[]\n");
    EXPECT_EQ(json.exitCode, 0);
}

TEST(CliPlay, RefusesImpossiblePositionsWithExitCodeOne) {
    const std::vector<std::pair<std::string, std::string>> positions{
        // history, what the error says
        {"o:JH m:5S o:7C m:6H m:2S", "the series is over"},
        {"o:JH m:5S o:KC o:QC", "you had to play"},
        {"m:5S", "it was the opponent's lead"},
        {"o:5H", "5H is named twice"},
        {"o:JH m:5S x:7C", "bad play entry \"x:7C\""},
        {"o:JH m:5S o:7C m:6H o:KD", "31"},
    };
    for (const auto& [history, says] : positions) {
        const auto run = runCli(
            {"play", "--dealer", "--hand", "5S 4S 2S 6H", "--starter", "5H", "--history", history});
        EXPECT_EQ(run.exitCode, 1) << history;
        EXPECT_EQ(run.out, "");
        EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
        EXPECT_NE(run.err.find(says), std::string::npos) << history << ": " << run.err;
    }
}

// Three and four players: each card that fits, with the points of my side and of the others
// to the end of the series; net is mine less theirs (with three, half of the two opponents').
TEST(CliPlay, ThreeAndFourPlayersRankTheCardsThatFit) {
    for (const auto& [players, role, history, share] :
         {std::tuple<std::string, std::vector<std::string>, std::string, double>{
              "3", {"--dealer"}, "l:JH r:4C", 0.5},
          {"4", {"--seat", "across"}, "l:JH", 1.0},
          {"4", {"--seat", "right"}, "l:JH a:QC r:5S d:6D | l:2D a:3C", 1.0}}) {
        const auto run = runCli(
            with(with({"play", "--players", players}, role),
                 {"--hand", "5S 4S 2S 6H", "--starter", "5H", "--history", history, "--json"}));
        ASSERT_EQ(run.exitCode, 0) << run.err;
        const Json options = Json::parse(run.out);
        ASSERT_FALSE(options.empty()) << history;
        double previous = options.at(0).at("net");
        for (const Json& option : options) {
            EXPECT_NEAR(option.at("net").get<double>(),
                        option.at("mine").get<double>() - share * option.at("theirs").get<double>(),
                        1e-9);
            EXPECT_LE(option.at("net").get<double>(), previous);
            previous = option.at("net");
        }
    }
    const auto text = runCli({"play", "--players", "3", "--dealer", "--hand", "5S 4S 2S 6H",
                              "--starter", "5H", "--history", "l:JH r:4C"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_EQ(linesOf(text.out).at(0), "card     net    mine  theirs  reason");
    // At 28 none of my tens fits: I must say go.
    const auto go = runCli({"play", "--players", "3", "--seat", "left", "--hand", "KS QS JS TS",
                            "--starter", "5H", "--history", "l:KS r:9D d:9C"});
    ASSERT_EQ(go.exitCode, 0) << go.err;
    EXPECT_EQ(go.out, "go\n");
}

TEST(CliPlay, RefusesATablePositionThatCannotBe) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> refusals{
        // It is the dealer's left's lead, who holds cards.
        {{"--players", "3", "--dealer", "--history", ""}, "it was the turn of the dealer's left"},
        // The dealer's right (me) had to play on 10 before the dealer laid.
        {{"--players", "3", "--seat", "right", "--history", "l:JH d:4C"}, "you had to play"},
        {{"--players", "3", "--dealer", "--history", "l:JH a:4C"}, "bad play entry \"a:4C\""},
        {{"--players", "4", "--seat", "right", "--history", "l:5S"}, "5S is named twice"},
        {{"--players", "4", "--dealer", "--history", "l:KH a:KD r:KC d:2S l:QH"}, "past 31"},
        {{"--players", "3", "--dealer", "--history", "l:JH", "--scores", "10,20"},
         "--scores is for two players"},
        {{"--players", "3", "--dealer", "--history", "l:JH", "--level", "expert"},
         "--level is for two players"},
    };
    for (const auto& [args, says] : refusals) {
        const auto run =
            runCli(with(with({"play", "--hand", "5S 4S 2S 6H", "--starter", "5H"}, args), {}));
        EXPECT_EQ(run.exitCode, 1) << args.back();
        EXPECT_EQ(run.out, "");
        EXPECT_NE(run.err.find(says), std::string::npos) << args.back() << ": " << run.err;
    }
    const auto seatAtTwo = runCli(
        {"play", "--seat", "left", "--hand", "5S 4S 2S 6H", "--starter", "5H", "--history", ""});
    EXPECT_EQ(seatAtTwo.exitCode, 1);
    EXPECT_EQ(seatAtTwo.err,
              "error: --seat is a place at a table of 3 or 4 (--players): with two "
              "players say --dealer or --pone\n");
}

// The wordings docs/cli.md quotes: a Go the history belies, a turn when no one can lay.
TEST(CliPlay, RefusesAGoThatCouldNotBeAndATurnWhenNoOneCanPlay) {
    for (const auto& [role, history, says] :
         {std::tuple<std::string, std::string, std::string>{
              "left", "l:KS r:KD d:5C | l:QS r:2C",
              "error: series 1: when it ended, it was the turn of the dealer's right, who held "
              "2C (laid later), which fits a count of 25\n"},
          {"", "l:9C r:9D d:KS",
           "error: nobody can play at the count of 28: the series is over; write | before the "
           "next card\n"}}) {
        const std::vector<std::string> seat = role.empty()
                                                  ? std::vector<std::string>{"--dealer"}
                                                  : std::vector<std::string>{"--seat", role};
        const auto run =
            runCli(with(with({"play", "--players", "3"}, seat),
                        {"--hand", "KS QS JS TS", "--starter", "5H", "--history", history}));
        EXPECT_EQ(run.exitCode, 1) << history;
        EXPECT_EQ(run.out, "");
        EXPECT_EQ(run.err, says);
    }
}

// Values --players and --seat do not take are mistakes on the command line.
TEST(CliPlay, AnUnknownTableOrSeatIsAUsageError) {
    for (const std::vector<std::string>& table :
         {std::vector<std::string>{"--players", "5", "--dealer"},
          std::vector<std::string>{"--players", "3", "--seat", "up"}}) {
        const auto run = runCli(with(
            with({"play"}, table), {"--hand", "5S 4S 2S 6H", "--starter", "5H", "--history", ""}));
        EXPECT_EQ(run.exitCode, 2) << table.back();
        EXPECT_EQ(run.out, "");
        EXPECT_TRUE(run.err.starts_with("error: --")) << run.err;
    }
}

// CLI11 2.1 spun forever on an empty argument where its option groups look for a name.
TEST(CliPlay, AnEmptyArgumentIsAUsageError) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"play", "", "--json"},
          std::vector<std::string>{"play", "--dealer", "", "--json"},
          std::vector<std::string>{"play", "--pone", "--hand", "5S 4S 2S 6H", "--starter", "5H",
                                   "--history", "", ""}}) {
        const auto run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << args[1];
        EXPECT_EQ(run.out, "");
        EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    }
}

TEST(CliPlay, NeitherOrBothRolesAreUsageErrors) {
    const std::vector<std::string> position{"--hand", "5S 4S 2S 6H", "--starter",
                                            "5H",     "--history",   ""};
    for (const std::vector<std::string>& roles :
         {std::vector<std::string>{}, std::vector<std::string>{"--dealer", "--pone"}}) {
        std::vector<std::string> args{"play"};
        args.insert(args.end(), roles.begin(), roles.end());
        args.insert(args.end(), position.begin(), position.end());
        const auto run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << roles.size();
        EXPECT_EQ(run.err, roles.empty()
                               ? "error: say whose crib it is: --dealer or --pone (with 3 or 4 "
                                 "players, --dealer or --seat)\n"
                                 "Run with --help for more information.\n"
                               : "error: give only one of --dealer, --pone and --seat: a seat "
                                 "deals or sits in one place\n"
                                 "Run with --help for more information.\n");
    }
}

}  // namespace
}  // namespace cribbage::test
