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
    for (std::size_t p = 0; p < 2; ++p) {
        const auto& x = a.players[p];
        const auto& y = b.players[p];
        if (x.wins != y.wins || x.skunks != y.skunks || x.doubleSkunks != y.doubleSkunks) {
            return false;
        }
        for (std::size_t role = 0; role < 2; ++role) {
            if (x.roles[role].deals != y.roles[role].deals ||
                x.roles[role].points != y.roles[role].points) {
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
    const auto deals = [&](DealRole role) {
        const auto r = static_cast<std::size_t>(role);
        return result->players[0].roles[r].deals + result->players[1].roles[r].deals;
    };
    EXPECT_EQ(deals(DealRole::Dealer), deals(DealRole::NotDealer));
    EXPECT_GT(deals(DealRole::Dealer), 30 * 6);
}

TEST(Matchup, RefusesImpossibleSettings) {
    EXPECT_FALSE(runMatchup(settings(0, 1, 1)).ok());
    EXPECT_FALSE(runMatchup(settings(10, 1, 0)).ok());
    // Past these, the outcomes did not fit in memory or the threads failed to start, and
    // the exception ended the program.
    EXPECT_FALSE(runMatchup(settings(kMostMatchupGames + 1, 1, 1)).ok());
    EXPECT_FALSE(runMatchup(settings(10, 1, kMostMatchupThreads + 1)).ok());
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
