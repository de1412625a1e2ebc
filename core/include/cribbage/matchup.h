#pragma once

#include <cstdint>
#include <vector>

#include "cribbage/computer_game.h"
#include "cribbage/computer_player.h"

namespace cribbage {

// The most games and threads a matchup takes: past them, counts overflow and threads fail.
inline constexpr int kMostMatchupGames = 100'000'000;
inline constexpr int kMostMatchupThreads = 256;

// Computer levels playing many games against each other: two, three, or four players (two
// partnerships: players 1 and 3 against 2 and 4).
struct MatchupSettings {
    // Player 1, player 2, ... clockwise round the table; their number is the number of players.
    std::vector<Level> levels{Level::Greedy, Level::Greedy};
    int games = 0;
    std::uint64_t seed = 0;
    int target = 121;
    bool muggins = false;
    Variant variant = Variant::SixCard;  // five-card: two levels, to 61
    int threads = 1;
};

struct PlayerTotals {
    int wins = 0;          // games won by the player's side (with four, as many as the partner's)
    int skunks = 0;        // wins worth 2 games or more (a skunk, or a lurch at 61)
    int doubleSkunks = 0;  // wins worth 4 games
    // Over the complete deals, by position relative to the dealer (ComputerGameRecord).
    SeatPositions positions{};
};

struct MatchupResult {
    int games = 0;
    std::vector<PlayerTotals> players;  // as settings.levels
    int firstDealerWins = 0;            // games won by the side of the first dealer
};

// Plays settings.games games between the levels, skunks on, the players taking turns to deal
// first: with n players, player k + 1 deals first in games k, k + n, k + 2n, ... Game i is
// dealt from a seed made of settings.seed and i alone, so the result does not depend on the
// number of threads. Refuses 0, 1 or more than 4 levels, a count of games or threads outside
// 1 to kMostMatchupGames or kMostMatchupThreads, or rules checkSettings refuses. When the
// system starts fewer threads than asked, those it started play every game.
Result<MatchupResult> runMatchup(const MatchupSettings& settings);

// Game `index` of a matchup, played to its end exactly as runMatchup plays it: for checking
// that a change plays the same games (tools/level_fingerprint).
Result<Game> playMatchupGame(const MatchupSettings& settings, int index);

// A 95% confidence interval for a proportion (Wilson score interval).
struct Interval {
    double low = 0;
    double high = 0;
};
Interval wilsonInterval(int successes, int trials);

}  // namespace cribbage
