#pragma once

#include <cstdint>
#include <optional>
#include <span>

#include "cribbage/enum_list.h"
#include "cribbage/hand_score.h"
#include "cribbage/result.h"

namespace cribbage {

enum class FirstDealer : std::uint8_t {
    Cut,     // each player cuts; the lowest card deals (ace low); tied players cut again
    Random,  // the seeded generator picks the first dealer
};

// How many games a win is worth.
//   Off                  every win is 1 game
//   Lurch                2 games when the loser has not passed half: 30 or less of 61, 60 or
//                        less of 121
//   SkunkAndDoubleSkunk  121: loser at 90 or less is skunked (2 games), at 60 or less double
//                        skunked (4 games). 61 has no skunk line of its own: the lurch line
//                        applies (30 or less: 2 games) and there is no double skunk.
#define CRIBBAGE_SKUNK_RULES(X) \
    X(Off)                      \
    X(Lurch)                    \
    X(SkunkAndDoubleSkunk)
enum class SkunkRule : std::uint8_t { CRIBBAGE_SKUNK_RULES(CRIBBAGE_ENUMERATOR) };

// The game played (docs/rules.md, "Five-card cribbage"):
//   SixCard   the modern game: six dealt to two players (five to three or four), four kept
//   FiveCard  the original two-player game to 61: five dealt, two laid away, three kept; the
//             pone of the game's first deal pegs 3 ("three for last"); the play is one
//             series; a flush in hand is three cards
#define CRIBBAGE_VARIANTS(X) \
    X(SixCard)               \
    X(FiveCard)
enum class Variant : std::uint8_t { CRIBBAGE_VARIANTS(CRIBBAGE_ENUMERATOR) };

struct RuleSettings {
    int players = 2;   // 2, 3, or 4 (two partnerships: seats 0 and 2 against 1 and 3)
    int target = 121;  // 61 or 121; five-card cribbage 61 only
    SkunkRule skunk = SkunkRule::SkunkAndDoubleSkunk;
    bool muggins = false;  // players count their own hands and may miss points
    FirstDealer firstDealer = FirstDealer::Cut;
    bool cribFourCardFlush = false;  // house rule: FlushRule::CribFourAllowed for the crib
    // The Spanish sheet's rule: a flush counts only when all five cards (the four and the
    // starter) are of one suit, in the hands as in the crib. Not with cribFourCardFlush.
    bool fiveCardFlushOnly = false;
    int matchGames = 1;                  // game points a side needs to win the match, 1 to 99
    Variant variant = Variant::SixCard;  // five-card: two players only

    bool operator==(const RuleSettings&) const = default;
};

// Says what is wrong with the settings, if anything.
std::optional<Error> checkSettings(const RuleSettings& rules);

// Sides keep the scores: one a player, except four players who play as two partnerships.
int sideCount(const RuleSettings& rules);
int sideOf(const RuleSettings& rules, int seat);
int cardsDealtEach(const RuleSettings& rules);     // 6 with two players, else 5; five-card 5
int cardsLaidAwayEach(const RuleSettings& rules);  // 2 with two players, else 1
int cribCardsDealt(const RuleSettings& rules);     // 1 with three players, else 0
int cardsKeptEach(const RuleSettings& rules);      // 4; five-card 3
// The target a variant is played to unless told otherwise: 121; five-card 61.
int usualTarget(Variant variant);
// Five-card cribbage: the pone of a game's first deal pegs this many at the deal ("three for
// last"); 0 in the six-card game.
int pointsForLast(const RuleSettings& rules);
// Five-card cribbage: the play ends with its first series (at 31 or when nobody can play);
// the cards still held are not played.
bool playIsOneSeries(const RuleSettings& rules);
// Which flushes count in a hand (FlushRule::Hand, or Crib with fiveCardFlushOnly) and in the
// crib (Crib, or CribFourAllowed with cribFourCardFlush).
FlushRule handFlushRule(const RuleSettings& rules);
FlushRule cribFlushRule(const RuleSettings& rules);

// Cut depth: the cards lifted off the top of a pack of `packSize`; at least 4 must stay in
// each packet. The card cut is the top card of the lower packet, pack[depth].
inline constexpr int kMinCutPacket = 4;
int maxCutDepth(int packSize);

// What a win is called. Single: 1 game. Lurch: 2 games, the losers below half the target
// (SkunkRule::Lurch, or a game to 61 with SkunkAndDoubleSkunk). Skunk: 2 games, the losers
// at 90 or less of 121; DoubleSkunk: 4 games, at 60 or less (SkunkAndDoubleSkunk).
enum class WinKind : std::uint8_t { Single, Lurch, Skunk, DoubleSkunk };

struct GameWin {
    int gamePoints = 1;
    WinKind kind = WinKind::Single;

    bool operator==(const GameWin&) const = default;
};

// What the win of `winnerSide` is worth and what it is called, given the final score of
// every side. With three players the best loser decides: the win counts double only if every
// loser is below the line.
GameWin gameWin(const RuleSettings& rules, int winnerSide, std::span<const int> scores);
// gameWin(...).gamePoints: the games won.
int gameValue(const RuleSettings& rules, int winnerSide, std::span<const int> scores);

}  // namespace cribbage
