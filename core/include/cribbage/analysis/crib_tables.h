#pragma once

#include "cribbage/card.h"

namespace cribbage {

// Whose crib two laid-away cards go to.
enum class CribOwner : bool {
    Mine,      // I deal: my two cards, the pone's real discard, the starter
    Opponent,  // I am the pone: my two cards, the dealer's real discard, the starter
};

// The average crib (FlushRule::Crib, nobs included) when two cards of these ranks are laid
// away, suited or not, against the other player's real discard. From the generated tables
// (tools/make_crib_tables, docs/analysis.md). A pair is never suited.
double expectedCrib(CribOwner owner, Rank first, Rank second, bool suited);
double expectedCrib(CribOwner owner, Card first, Card second);

}  // namespace cribbage
