#pragma once

#include <cstdint>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/enum_list.h"

namespace cribbage {

// Every way points are won, in the show, in the play, or at the cut:
//   Fifteen          show: a set of cards totalling 15; play: the count reaches 15
//   ThirtyOne        play: the count reaches 31
//   Pair             two of a rank (2)
//   PairRoyal        three of a rank (6)
//   DoublePairRoyal  four of a rank (12)
//   Run              3 or more consecutive ranks, 1 a card
//   Flush            show: 4 or 5 cards of one suit
//   Nobs             show: the jack of the starter's suit (1)
//   Go               play: the last card of a series that did not reach 31 (1)
//   LastCard         play: the last card of the whole play, count below 31 (1)
//   Heels            cut: the starter is a jack, 2 for the dealer
//   ThreeForLast     five-card cribbage: 3 for the pone of a game's first deal; no cards
#define CRIBBAGE_SCORE_KINDS(X) \
    X(Fifteen)                  \
    X(ThirtyOne)                \
    X(Pair)                     \
    X(PairRoyal)                \
    X(DoublePairRoyal)          \
    X(Run)                      \
    X(Flush)                    \
    X(Nobs)                     \
    X(Go)                       \
    X(LastCard)                 \
    X(Heels)                    \
    X(ThreeForLast)
enum class ScoreKind : std::uint8_t { CRIBBAGE_SCORE_KINDS(CRIBBAGE_ENUMERATOR) };

// One scoring combination: what it is, what it is worth, and the cards that make it.
struct ScoreItem {
    ScoreKind kind;
    int points;
    std::vector<Card> cards;

    bool operator==(const ScoreItem&) const = default;
};

}  // namespace cribbage
