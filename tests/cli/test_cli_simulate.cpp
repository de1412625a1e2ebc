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
                                   "--seed", "18446744073709551616"}}) {
        const auto run = runCli(args);
        EXPECT_EQ(run.exitCode, 2) << args[2] << " " << args.back();
        EXPECT_EQ(run.out, "");
        EXPECT_TRUE(run.err.starts_with("error: ")) << run.err;
    }
}

}  // namespace
}  // namespace cribbage::test
