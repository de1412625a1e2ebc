// Matchups between levels: reproducible from the seed alone, whatever the threads, with the
// first deal alternating and the tallies adding up.

#include <gtest/gtest.h>

#include "cribbage/matchup.h"

namespace cribbage::testing {
namespace {

MatchupSettings settings(int games, std::uint64_t seed, int threads) {
    MatchupSettings s;
    s.levels = {Level::Easy, Level::Greedy};
    s.games = games;
    s.seed = seed;
    s.threads = threads;
    return s;
}

bool sameResult(const MatchupResult& a, const MatchupResult& b) {
    if (a.games != b.games || a.firstDealerWins != b.firstDealerWins) {
        return false;
    }
    if (a.players.size() != b.players.size()) {
        return false;
    }
    for (std::size_t p = 0; p < a.players.size(); ++p) {
        const auto& x = a.players[p];
        const auto& y = b.players[p];
        if (x.wins != y.wins || x.skunks != y.skunks || x.doubleSkunks != y.doubleSkunks) {
            return false;
        }
        for (std::size_t position = 0; position < x.positions.size(); ++position) {
            if (x.positions[position].deals != y.positions[position].deals ||
                x.positions[position].points != y.positions[position].points) {
                return false;
            }
        }
    }
    return true;
}

TEST(Matchup, SameSeedSameResultWhateverTheThreads) {
    const auto one = runMatchup(settings(40, 11, 1));
    const auto again = runMatchup(settings(40, 11, 1));
    const auto threaded = runMatchup(settings(40, 11, 3));
    ASSERT_TRUE(one.ok() && again.ok() && threaded.ok());
    EXPECT_TRUE(sameResult(*one, *again));
    EXPECT_TRUE(sameResult(*one, *threaded));
    const auto other = runMatchup(settings(40, 12, 1));
    ASSERT_TRUE(other.ok());
    EXPECT_FALSE(sameResult(*one, *other));
}

TEST(Matchup, TalliesAddUp) {
    const auto result = runMatchup(settings(30, 5, 2));
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result->games, 30);
    EXPECT_EQ(result->players[0].wins + result->players[1].wins, 30);
    for (const PlayerTotals& player : result->players) {
        EXPECT_LE(player.doubleSkunks, player.skunks);
        EXPECT_LE(player.skunks, player.wins);
    }
    // Every complete deal has one dealer and one pone.
    const auto deals = [&](std::size_t position) {
        return result->players[0].positions[position].deals +
               result->players[1].positions[position].deals;
    };
    EXPECT_EQ(deals(0), deals(1));
    EXPECT_GT(deals(0), 30 * 6);
    EXPECT_EQ(deals(2), 0);
}

TEST(Matchup, ThreePlayersTakeTurnsToDealAndEachDealHasEveryPosition) {
    MatchupSettings three = settings(30, 5, 2);
    three.levels = {Level::Medium, Level::Easy, Level::Greedy};
    const auto result = runMatchup(three);
    ASSERT_TRUE(result.ok()) << result.error();
    ASSERT_EQ(result->players.size(), 3U);
    int wins = 0;
    for (const PlayerTotals& player : result->players) {
        wins += player.wins;
        EXPECT_LE(player.skunks, player.wins);
    }
    EXPECT_EQ(wins, 30);
    const auto deals = [&](std::size_t position) {
        long long sum = 0;
        for (const PlayerTotals& player : result->players) {
            sum += player.positions[position].deals;
        }
        return sum;
    };
    EXPECT_EQ(deals(0), deals(1));
    EXPECT_EQ(deals(0), deals(2));
    EXPECT_EQ(deals(3), 0);
    EXPECT_GT(deals(0), 30 * 5);
    const auto again = runMatchup([&] {
        auto one = three;
        one.threads = 1;
        return one;
    }());
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(sameResult(*result, *again));
}

TEST(Matchup, FourPlayersWinAndLoseWithTheirPartners) {
    MatchupSettings four = settings(20, 8, 2);
    four.levels = {Level::Medium, Level::Easy, Level::Medium, Level::Easy};
    const auto result = runMatchup(four);
    ASSERT_TRUE(result.ok()) << result.error();
    ASSERT_EQ(result->players.size(), 4U);
    EXPECT_EQ(result->players[0].wins, result->players[2].wins);
    EXPECT_EQ(result->players[1].wins, result->players[3].wins);
    EXPECT_EQ(result->players[0].wins + result->players[1].wins, 20);
    for (const PlayerTotals& player : result->players) {
        // Each player deals in turn: a quarter of the deals, give or take the last ones.
        const long long all = player.positions[0].deals + player.positions[1].deals +
                              player.positions[2].deals + player.positions[3].deals;
        EXPECT_NEAR(static_cast<double>(player.positions[0].deals), static_cast<double>(all) / 4,
                    20.0);
    }
}

TEST(Matchup, RefusesImpossibleSettings) {
    EXPECT_FALSE(runMatchup(settings(0, 1, 1)).ok());
    EXPECT_FALSE(runMatchup(settings(10, 1, 0)).ok());
    // Past these, the outcomes did not fit in memory or the threads failed to start, and
    // the exception ended the program.
    EXPECT_FALSE(runMatchup(settings(kMostMatchupGames + 1, 1, 1)).ok());
    EXPECT_FALSE(runMatchup(settings(10, 1, kMostMatchupThreads + 1)).ok());
    for (const std::vector<Level>& levels :
         {std::vector<Level>{Level::Easy}, std::vector<Level>(5, Level::Easy)}) {
        auto wrongTable = settings(10, 1, 1);
        wrongTable.levels = levels;
        EXPECT_FALSE(runMatchup(wrongTable).ok()) << levels.size();
    }
    auto wrongTarget = settings(10, 1, 1);
    wrongTarget.target = 100;
    const auto refused = runMatchup(wrongTarget);
    ASSERT_FALSE(refused.ok());
    EXPECT_NE(refused.error().find("61 or 121"), std::string::npos);
}

// Reference values of the Wilson score interval at 95%.
TEST(WilsonInterval, MatchesReferenceValues) {
    const Interval half = wilsonInterval(50, 100);
    EXPECT_NEAR(half.low, 0.4038, 1e-4);
    EXPECT_NEAR(half.high, 0.5962, 1e-4);
    const Interval none = wilsonInterval(0, 10);
    EXPECT_NEAR(none.low, 0.0, 1e-12);
    EXPECT_NEAR(none.high, 0.2775, 1e-4);
    const Interval big = wilsonInterval(5800, 10000);
    EXPECT_NEAR(big.low, 0.5703, 1e-4);
    EXPECT_NEAR(big.high, 0.5896, 1e-4);
}

}  // namespace
}  // namespace cribbage::testing
