// cribbage-cli simulate: games between levels, reproducible from the seed (docs/cli.md).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "run_cli.h"

namespace cribbage::test {
namespace {

using Json = nlohmann::json;

std::vector<std::string> simulate(const std::string& games, const std::string& seed,
                                  const std::string& threads) {
    return {"simulate", "--games", games,      "--seed", seed,        "--p1",  "easy",
            "--p2",     "greedy",  "--target", "61",     "--threads", threads, "--json"};
}

TEST(CliSimulate, JsonTalliesAddUp) {
    const auto run = runCli(simulate("30", "4", "1"));
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json result = Json::parse(run.out);
    EXPECT_EQ(result.at("games"), 30);
    EXPECT_EQ(result.at("p1"), "easy");
    EXPECT_EQ(result.at("p2"), "greedy");
    EXPECT_EQ(result.at("p1_wins").get<int>() + result.at("p2_wins").get<int>(), 30);
    const Json& ci = result.at("p1_win_ci95");
    EXPECT_LE(ci.at(0).get<double>(), result.at("p1_win_rate").get<double>());
    EXPECT_GE(ci.at(1).get<double>(), result.at("p1_win_rate").get<double>());
    const Json& all = result.at("per_deal").at("all");
    EXPECT_EQ(all.at("dealer").at("deals"), all.at("pone").at("deals"));
    EXPECT_GT(all.at("dealer").at("hand").get<double>(), 5.0);
    EXPECT_EQ(all.at("pone").at("crib"), 0.0);
}

TEST(CliSimulate, SameSeedSameResultWhateverTheThreads) {
    const auto once = runCli(simulate("24", "9", "1"));
    const auto threaded = runCli(simulate("24", "9", "2"));
    const auto otherSeed = runCli(simulate("24", "10", "1"));
    ASSERT_EQ(once.exitCode, 0);
    EXPECT_EQ(once.out, threaded.out);
    EXPECT_NE(once.out, otherSeed.out);
}

TEST(CliSimulate, TextShowsWinsAndPointsPerDeal) {
    const auto run = runCli({"simulate", "--games", "10", "--p1", "beginner", "--p2", "EASY",
                             "--target", "61", "--muggins"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const auto lines = linesOf(run.out);
    ASSERT_EQ(lines.size(), 12U) << run.out;
    EXPECT_EQ(lines[0],
              "beginner vs easy: 10 games to 61 (seed 1, first deal alternating, skunks on, "
              "muggins)");
    EXPECT_TRUE(lines[1].starts_with("  p1 beginner: ")) << lines[1];
    EXPECT_TRUE(lines[2].starts_with("  p2 easy: ")) << lines[2];
    EXPECT_NE(lines[1].find("(95% CI "), std::string::npos);
    EXPECT_TRUE(lines[3].starts_with("  first dealer: "));
    EXPECT_EQ(lines[4], "points per complete deal:");
    EXPECT_NE(lines[5].find("muggins"), std::string::npos);
    EXPECT_TRUE(lines[11].starts_with("  all pone "));
}

TEST(CliSimulate, LevelsNamedByListAreTheSameGamesAsP1AndP2) {
    const auto named = runCli(simulate("12", "3", "1"));
    const auto listed = runCli({"simulate", "--games", "12", "--seed", "3", "--levels",
                                "easy,greedy", "--target", "61", "--json"});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_EQ(named.out, listed.out);
}

TEST(CliSimulate, ThreePlayersEachWinAndScoreByPosition) {
    const auto run = runCli({"simulate", "--games", "30", "--seed", "2", "--players", "3",
                             "--levels", "medium,easy,EASY", "--threads", "2", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json result = Json::parse(run.out);
    EXPECT_EQ(result.at("players"), 3);
    EXPECT_EQ(result.at("levels"), Json::parse(R"(["medium","easy","easy"])"));
    int wins = 0;
    for (const Json& player : result.at("results")) {
        wins += player.at("wins").get<int>();
        const Json& ci = player.at("win_ci95");
        EXPECT_LE(ci.at(0).get<double>(), player.at("win_rate").get<double>());
        EXPECT_GE(ci.at(1).get<double>(), player.at("win_rate").get<double>());
    }
    EXPECT_EQ(wins, 30);
    EXPECT_EQ(result.at("sides").size(), 3U);
    const Json& all = result.at("per_deal").at("all");
    EXPECT_EQ(all.at("dealer").at("deals"), all.at("left").at("deals"));
    EXPECT_EQ(all.at("dealer").at("deals"), all.at("right").at("deals"));
    EXPECT_FALSE(all.contains("across"));
    EXPECT_EQ(all.at("right").at("crib"), 0.0);
    EXPECT_GT(all.at("dealer").at("crib").get<double>(), 2.0);
    const auto text = runCli({"simulate", "--games", "30", "--seed", "2", "--levels",
                              "medium,easy,easy", "--threads", "2"});
    const auto lines = linesOf(text.out);
    ASSERT_EQ(lines.size(), 19U) << text.out;
    EXPECT_EQ(lines[0],
              "medium vs easy vs easy: 30 games to 121 (seed 2, three players, first deal in "
              "turn, skunks on)");
    EXPECT_TRUE(lines[3].starts_with("  p3 easy: ")) << lines[3];
    EXPECT_TRUE(lines[18].starts_with("  all right ")) << lines[18];
}

TEST(CliSimulate, FourPlayersWinAsPartnerships) {
    const auto run = runCli({"simulate", "--games", "20", "--seed", "5", "--players", "4",
                             "--levels", "medium,easy,medium,easy", "--json"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    const Json result = Json::parse(run.out);
    const Json& sides = result.at("sides");
    ASSERT_EQ(sides.size(), 2U);
    EXPECT_EQ(sides.at(0).at("players"), Json::parse(R"(["p1","p3"])"));
    EXPECT_EQ(sides.at(0).at("wins").get<int>() + sides.at(1).at("wins").get<int>(), 20);
    EXPECT_EQ(result.at("results").at(0).at("wins"), sides.at(0).at("wins"));
    EXPECT_EQ(result.at("results").at(2).at("wins"), sides.at(0).at("wins"));
    EXPECT_TRUE(result.at("per_deal").at("p4").contains("across"));
    const auto text =
        runCli({"simulate", "--games", "20", "--seed", "5", "--levels", "medium,easy,medium,easy"});
    const auto lines = linesOf(text.out);
    ASSERT_GE(lines.size(), 3U) << text.out;
    EXPECT_TRUE(lines[1].starts_with("  p1 medium + p3 medium: ")) << lines[1];
    EXPECT_TRUE(lines[2].starts_with("  p2 easy + p4 easy: ")) << lines[2];
}

TEST(CliSimulate, WrongRulesNameTheOptionAndWhatItTakes) {
    const auto players =
        runCli({"simulate", "--games", "5", "--players", "5", "--p1", "easy", "--p2", "easy"});
    EXPECT_EQ(players.exitCode, 2);
    EXPECT_TRUE(players.err.starts_with("error: --players must be 2, 3 or 4, not \"5\"\n"))
        << players.err;
    const auto target =
        runCli({"simulate", "--games", "5", "--target", "100", "--levels", "easy,easy,easy"});
    EXPECT_EQ(target.exitCode, 2);
    EXPECT_TRUE(target.err.starts_with("error: --target must be 61 or 121, not \"100\"\n"))
        << target.err;
    const auto fewer =
        runCli({"simulate", "--games", "5", "--players", "4", "--levels", "easy,easy,easy"});
    EXPECT_EQ(fewer.exitCode, 2);
    EXPECT_TRUE(fewer.err.starts_with("error: --levels: 4 players need 4 levels, not 3\n"))
        << fewer.err;
}

TEST(CliSimulate, FiveCardCribbageIsNamedAndTo61) {
    const auto run = runCli(
        {"simulate", "--games", "20", "--p1", "expert", "--p2", "easy", "--variant", "five-card"});
    ASSERT_EQ(run.exitCode, 0) << run.err;
    EXPECT_TRUE(run.out.starts_with("expert vs easy: 20 games of five-card cribbage to 61 (seed 1"))
        << run.out;
    const auto json = runCli({"simulate", "--games", "20", "--p1", "expert", "--p2", "easy",
                              "--variant", "five-card", "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    EXPECT_NE(json.out.find("\"variant\":\"five-card\""), std::string::npos) << json.out;
    const auto refused = runCli(
        {"simulate", "--games", "5", "--levels", "easy,easy,easy", "--variant", "five-card"});
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_TRUE(
        refused.err.starts_with("error: five-card cribbage is played by 2 players, not 3\n"))
        << refused.err;
}

TEST(CliSimulate, WrongCommandLinesAreUsageErrors) {
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"simulate", "--games", "10", "--p1", "easy"},
          std::vector<std::string>{"simulate", "--games", "0", "--p1", "easy", "--p2", "easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "grandmaster", "--p2",
                                   "easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "easy", "--p2", "easy",
                                   "--target", "100"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "easy", "--p2", "easy",
                                   "--threads", "0"},
          // Past these, the games' outcomes did not fit in memory and the threads failed to
          // start: both aborted on an uncaught exception.
          std::vector<std::string>{"simulate", "--games", "2147483647", "--p1", "easy", "--p2",
                                   "easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "easy", "--p2", "easy",
                                   "--threads", "100000"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "easy", "--p2", "easy",
                                   "--seed", "-1"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "easy", "--p2", "easy",
                                   "--seed", "18446744073709551616"},
          std::vector<std::string>{"simulate", "--games", "5"},
          std::vector<std::string>{"simulate", "--games", "5", "--levels", "easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--levels",
                                   "easy,easy,easy,easy,easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--players", "3", "--levels",
                                   "easy,easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--players", "5", "--levels",
                                   "easy,easy,easy,easy,easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--levels", "easy,wizard,easy"},
          std::vector<std::string>{"simulate", "--games", "5", "--p1", "easy", "--levels",
                                   "easy,easy,easy"}}) {
        const auto run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << args[2] << " " << args.back();
        EXPECT_EQ(run.out, "");
        EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    }
}

}  // namespace
}  // namespace cribbage::test
