#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "cribbage/analysis/standing.h"
#include "cribbage/card.h"
#include "cribbage/hand_score.h"
#include "cribbage/result.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The two players of a two-player play, seen from the one who must decide.
enum class Player : std::uint8_t { Me, Opponent };

struct PlayedCard {
    Player by = Player::Me;
    Card card;
    bool operator==(const PlayedCard&) const = default;
};

// The play so far as a player tells it: every series in order, the last one the current
// series (empty when the next series is still to be led). A Go is not written: a player who
// lays two cards in a row did so because the other said Go (or held no cards).
using PlayHistory = std::vector<std::vector<PlayedCard>>;

// "o:JH m:5S o:7C m:6H m:2S | o:6D": m: my card, o: the opponent's, | ends a series.
// Refuses a malformed entry with a message naming it.
Result<PlayHistory> parsePlayHistory(std::string_view text);

// A two-player play situation as a player describes it (the stateless CLI command).
struct PlaySituation {
    bool dealer = false;
    // My four kept cards, or only those I still hold: cards of it found in the history as
    // mine count as played.
    std::vector<Card> hand;
    std::vector<Card> laidAway;  // my two crib cards, or none if not told
    Card starter;
    PlayHistory history;
    Standing standing;
    FlushRule handFlush = FlushRule::Hand;  // handFlushRule of the rules in force
};

// A position in the play where it is my turn, checked: everything the analysis knows.
struct PlayPosition {
    bool dealer = false;
    std::vector<Card> held;      // my cards not yet played
    std::vector<Card> laidAway;  // my crib cards (0 or 2)
    Card starter;
    std::vector<PlayedCard> series;  // the current series, in order
    std::vector<Card> myPlayed;      // every card I laid, in order
    std::vector<Card> opponentPlayed;
    // The opponent said Go at some count while still holding cards: every card they still
    // hold is worth more than this (0 when nothing is known).
    int opponentHeldAbove = 0;
    Standing standing;
    // How the hands count a flush in the show (handFlushRule of the rules in force): the end
    // of the game weighs the shows to come.
    FlushRule handFlush = FlushRule::Hand;

    int count() const;
    int opponentHeld() const { return 4 - static_cast<int>(opponentPlayed.size()); }
    bool operator==(const PlayPosition&) const = default;
};

// Checks the situation against the rules and builds the position. Refused with a clear
// Error: a card named twice anywhere, a hand or a crib of the wrong size, a player with more
// than four cards in the play, a count over 31, a series that ended while a player could
// still play, a card laid out of turn, a Go by me while I held a card that fitted, a
// position where it is not my turn, an impossible standing.
Result<PlayPosition> makePlayPosition(const PlaySituation& situation);

// The position of `view`'s seat in a two-player play when it is that seat's turn. Series
// before the current one are not in a view, so only the Go's of the current series tell
// anything about the opponent's cards.
Result<PlayPosition> playPositionFromView(const SeatView& view);

}  // namespace cribbage
