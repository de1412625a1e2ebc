#pragma once

#include <array>
#include <cstdint>

#include "cribbage/computer_game.h"
#include "cribbage/computer_player.h"

namespace cribbage {

// The most games and threads a matchup takes: past them, counts overflow and threads fail.
inline constexpr int kMostMatchupGames = 100'000'000;
inline constexpr int kMostMatchupThreads = 256;

// Two levels playing many two-player games against each other.
struct MatchupSettings {
    std::array<Level, 2> levels{Level::Greedy, Level::Greedy};  // player 1, player 2
    int games = 0;
    std::uint64_t seed = 0;
    int target = 121;
    bool muggins = false;
    int threads = 1;
};

struct PlayerTotals {
    int wins = 0;
    int skunks = 0;                     // wins worth 2 games or more (a skunk, or a lurch at 61)
    int doubleSkunks = 0;               // wins worth 4 games
    std::array<RolePoints, 2> roles{};  // by DealRole, over the complete deals
};

struct MatchupResult {
    int games = 0;
    std::array<PlayerTotals, 2> players{};
    int firstDealerWins = 0;
};

// Plays settings.games games between the two levels, skunks on, the seats alternating the
// first deal: player 1 deals first in the even-numbered games (0, 2, ...). Game i is dealt
// from a seed made of settings.seed and i alone, so the result does not depend on the
// number of threads. Refuses a count of games or threads outside 1 to kMostMatchupGames or
// kMostMatchupThreads, or a target other than 61 or 121. When the system starts fewer
// threads than asked, those it started play every game.
Result<MatchupResult> runMatchup(const MatchupSettings& settings);

// A 95% confidence interval for a proportion (Wilson score interval).
struct Interval {
    double low = 0;
    double high = 0;
};
Interval wilsonInterval(int successes, int trials);

}  // namespace cribbage
