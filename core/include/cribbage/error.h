#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "cribbage/card_type.h"
#include "cribbage/phase.h"

namespace cribbage {

// Which refusal an Error is, so that a UI can say it in its own words: one code per refusal
// of Game::apply, Game::create (with checkSettings and checkStackedCards), abandonGame and
// checkStanding; Invalid for everything else (parsers, options, files). The comment on each
// code names the Error's seats and then its arguments, in order.
enum class ErrorCode : std::uint8_t {
    Invalid,  // anything else: only the message says what is wrong

    // Game::apply. Seats name the acting seat first.
    NoSuchSeat,          // seats: the seat; args: the number of players
    WrongPhase,          // seats: the seat; args: the phase the match is in
    NotYourTurn,         // seats: the seat, the seat that is to act
    AlreadyLaidAway,     // seats: the seat
    WrongLayAwayCount,   // seats: the seat; args: the cards to lay away, the cards given
    CardNotHeld,         // seats: the seat; args: the card (laid away or played)
    CardLaidAwayTwice,   // seats: the seat; args: the card
    CutDepthOutOfRange,  // seats: the seat; args: the least depth, the most, the pack size
    CountPastThirtyOne,  // seats: the seat; args: the card, the count it would make
    MustPlayNotGo,       // seats: the seat; args: a card it can play
    NegativeClaim,       // seats: the seat; args: the points claimed
    ClaimAboveCount,     // seats: the seat; args: the points claimed
    NothingMissed,       // seats: the seat calling muggins, the counter; args: the points counted
    OwnSideCount,        // seats: the seat calling muggins, the counter on its side

    // Game::create: the settings (checkSettings)
    PlayersOutOfRange,     // args: the number of players
    TargetNotAllowed,      // args: the target
    MatchGamesOutOfRange,  // args: the game points that win the match
    UnknownSkunkRule,      // no arguments
    UnknownFirstDealer,    // no arguments
    FlushRulesConflict,    // no arguments: cribFourCardFlush together with fiveCardFlushOnly
    UnknownVariant,        // no arguments
    VariantPlayers,        // args: the number of players (five-card cribbage is for two)
    VariantTarget,         // args: the target (five-card cribbage is to 61)
    // Game::create: the match standing
    StandingSideCount,             // args: the sides the game points are for, the sides
    StandingGamePointsOutOfRange,  // args: a side's game points, the game points of the match
    StandingGameNumber,            // args: the game number, the game points won
    // Game::create: the stacked decks (checkStackedCards)
    StackedDeckTooLong,  // args: the number of cards
    StackedCardUnknown,  // no arguments
    StackedCardTwice,    // args: the card

    // abandonGame
    GameAlreadyWon,  // args: the game number
    MatchOver,       // no arguments

    // checkStanding (the analysis's Standing)
    TargetBelowOne,  // args: the target
    NegativeScore,   // no arguments
    ScoreAtTarget,   // args: the target, the higher score
};

// An argument of a refusal: a card, a whole number, or a phase of the match.
using ErrorArg = std::variant<Card, int, Phase>;

// Why something was refused. `message` says it in English, naming seats as "seat 1" and the
// player refused as "you"; a UI that names players itself uses the code, seats and args.
// Error{"text"} is an Invalid refusal with only its message.
struct Error {
    std::string message;
    ErrorCode code = ErrorCode::Invalid;
    std::vector<int> seats = {};
    std::vector<ErrorArg> args = {};

    bool operator==(const Error&) const = default;
};

}  // namespace cribbage
