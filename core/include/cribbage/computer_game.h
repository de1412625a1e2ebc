#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <vector>

#include "cribbage/computer_player.h"
#include "cribbage/event.h"
#include "cribbage/game.h"
#include "cribbage/result.h"
#include "cribbage/rng.h"

namespace cribbage {

inline constexpr int kScoreSources =
    static_cast<int>(std::initializer_list<int>{CRIBBAGE_SCORE_SOURCES(CRIBBAGE_COUNT_ONE)}.size());
inline constexpr int kMostSeats = 4;  // the largest table the rules allow

// What one seat did at one position relative to the dealer: the complete deals it played
// there and its points in them, by ScoreSource.
struct RolePoints {
    long long deals = 0;
    std::array<long long, kScoreSources> points{};

    RolePoints& operator+=(const RolePoints& other);
};

using SeatPositions = std::array<RolePoints, kMostSeats>;

// How a game played by computer players went.
struct ComputerGameRecord {
    int firstDealer = 0;  // the seat that dealt the first hand of the game
    int winnerSide = 0;
    int gamePoints = 0;       // what the win was worth (skunks)
    std::vector<int> scores;  // final, per side
    // Deals played to the end of the show (the deal in which the game was won is not one),
    // per seat and position relative to the dealer: positions[seat][p], p = 0 for the
    // dealer, 1 for the dealer's left (the pone with two players), and so on clockwise.
    std::vector<SeatPositions> positions;
};

// Plays `game` from where it stands until a game is won (the current one, or the next if the
// last is over), `players[seat]` deciding
// for each seat it awaits, all drawing on `rng`. An action the engine refuses is an Error
// that names it: a computer player must never make one.
Result<ComputerGameRecord> playComputerGame(Game& game,
                                            std::span<const ComputerPlayer* const> players,
                                            Rng& rng);

// The seed of the generator a computer player decides with at this point of `game` (the
// table's computers and its autoplay draw on it): the same game and history, the same
// decision, so that a game resumed from its save goes on as it would have.
std::uint64_t decisionSeed(const Game& game);

}  // namespace cribbage
