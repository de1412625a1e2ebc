#pragma once

#include <span>

#include "cribbage/card.h"

namespace cribbage::detail {

// The points four cards make together before any starter, suits aside: fifteens, pairs and
// runs. What a player can see in the six dealt cards when choosing the four to keep.
int pointsTogether(std::span<const Card, 4> kept);

// How much likelier a player is to have kept `kept` than four cards that make nothing
// together: players keep cards that score, so e^(sharpness x points). 1 when sharpness is 0.
double keptHandLikelihood(std::span<const Card, 4> kept, double sharpness);

// How much likelier a two-player opponent is to have kept the ranks of `kept` than four random
// cards of the pack, by how often the Reference keeps them far from the end of a game in
// that role, the dealer's or the pone's (tools/make_kept_hands, docs/analysis.md).
double keptRanksRatio(std::span<const Card, 4> kept, bool keeperDeals);

// The chance that a pone who kept the ranks of `kept` leads a card of rank `led`, by how often
// the Reference leads each of them (tools/make_kept_hands); 0 for a rank not among them.
double poneLeadChance(std::span<const Card, 4> kept, Rank led);

// The chance that a dealer who kept the ranks of `kept` answers a lead of rank `led` with a
// card of rank `answered`, by how often the Reference answers so (tools/make_kept_hands); 0
// for a rank not among them.
double dealerReplyChance(std::span<const Card, 4> kept, Rank led, Rank answered);

}  // namespace cribbage::detail
