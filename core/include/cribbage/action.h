#pragma once

#include <string>
#include <variant>
#include <vector>

#include "cribbage/card.h"

namespace cribbage {

// What a player does. Every action names the seat that does it; seats are 0..players-1,
// clockwise, so "the player to the left" of seat s is (s + 1) % players.

// Cut the pack, lifting `depth` cards: for the first deal (each player in turn) or for the
// starter (the player after the dealer). See maxCutDepth in rules.h.
struct Cut {
    int seat;
    int depth;
    bool operator==(const Cut&) const = default;
};

// The dealer gathers all the cards, shuffles and deals the next hand (starting a new game
// after a game is over).
struct Deal {
    int seat;
    bool operator==(const Deal&) const = default;
};

// Lay cards away to the crib: 2 with two players, 1 with three or four.
struct LayAway {
    int seat;
    std::vector<Card> cards;
    bool operator==(const LayAway&) const = default;
};

// Lay a card in the play.
struct Play {
    int seat;
    Card card;
    bool operator==(const Play&) const = default;
};

// Say "Go": the player holds cards but none can be laid without passing 31.
struct Go {
    int seat;
    bool operator==(const Go&) const = default;
};

// Muggins only: count one's own hand (or crib) by claiming its points. More than the hand is
// worth is refused; less is pegged as claimed and the opponent may call muggins.
struct ClaimCount {
    int seat;
    int points;
    bool operator==(const ClaimCount&) const = default;
};

// Muggins only: after a count, the player to the counter's left accepts it...
struct AcceptCount {
    int seat;
    bool operator==(const AcceptCount&) const = default;
};

// ...or calls muggins and pegs the points the counter missed.
struct CallMuggins {
    int seat;
    bool operator==(const CallMuggins&) const = default;
};

using Action = std::variant<Cut, Deal, LayAway, Play, Go, ClaimCount, AcceptCount, CallMuggins>;

int actingSeat(const Action& action);
// "seat 2": how messages name a player.
std::string seatName(int seat);
// "seat 1 plays 5H", for logs and messages.
std::string describe(const Action& action);

}  // namespace cribbage
