#pragma once

// A finer pegging term for the two-player discard, by the pairs of ranks kept.

#include <vector>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/hand_score.h"

namespace cribbage {

// The average pegging difference (mine less the opponent's) expected from the four kept
// cards: the sum, over the six pairs of cards they make, of a weight by the pair's two ranks
// and my role, fitted on simulated play (tools/make_pegging_pairs, docs/analysis.md). Unlike
// DiscardOption::peggingValue, which weighs each kept rank alone (and a pair), it tells
// which cards go together in the play: a fifteen, touching cards, a low card with a high one.
double pairPeggingValue(const Hand4& kept, bool dealer);

// Sets every option's peggingValue to pairPeggingValue, moving its netValue and rankValue
// by as much, and orders the options again by rankValue (their reasons stay as they were).
void usePairPegging(std::vector<DiscardOption>& options, bool dealer);

}  // namespace cribbage
