#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/phase.h"
#include "cribbage/rng.h"
#include "cribbage/rules.h"

namespace cribbage {

struct PlayState {
    std::vector<Card> series;  // the cards of the current series, in the order laid
    int count = 0;
    int toAct = -1;            // the seat that must play or say go
    int lastPlayer = -1;       // who laid the last card of the series
    std::vector<bool> saidGo;  // per seat, in the current series

    bool operator==(const PlayState&) const = default;
};

struct ShowState {
    // The count being made: 0..players-1 are the hands clockwise from the dealer's left,
    // `players` is the crib.
    int step = 0;
    // Muggins: the points claimed for the current count, waiting for the player to the
    // counter's left to accept them or call muggins.
    std::optional<int> claimed;
    bool cribShown = false;

    bool operator==(const ShowState&) const = default;
};

// Everything that changes during a match. A value: copy it, compare it.
// Every card is in exactly one of pack, cutCards, hands, laidAway, cribDealt, starter and
// played. The vectors indexed by seat have `players` entries; those indexed by side
// sideCount(rules).
struct GameState {
    Phase phase = Phase::CutForDeal;
    // The dealer of the current hand. In Phase::Deal and Phase::GameOver: who deals next.
    int dealer = 0;
    int gameNumber = 1;

    std::vector<int> cutters;                   // Phase::CutForDeal: seats still to cut
    std::vector<std::optional<Card>> cutCards;  // per seat: the card cut for the deal

    std::vector<Card> pack;                   // face down, index 0 on top
    std::vector<std::vector<Card>> hands;     // per seat: held, not yet played
    std::vector<std::vector<Card>> laidAway;  // per seat: given to the crib
    std::vector<Card> cribDealt;              // three players: the card dealt to the crib
    std::optional<Card> starter;
    // Per seat: laid in the play, in order. In the show of five-card cribbage, then the cards
    // the one series left unplayed (turned up for the show).
    std::vector<std::vector<Card>> played;

    PlayState play;
    ShowState show;

    std::vector<int> scores;        // per side: the front peg
    std::vector<int> rearPegs;      // per side: the score before the last points
    std::vector<int> gamePoints;    // per side: games won in the match (skunks count double)
    std::optional<int> lastWinner;  // side that won the last finished game

    int shuffles = 0;  // shuffles so far in the match: picks the stacked deck, if any
    Rng rng{0};

    bool operator==(const GameState&) const = default;
};

// The crib: the card dealt to it, then the cards laid away, seat by seat.
std::vector<Card> cribCards(const GameState& state);

}  // namespace cribbage
