#pragma once

#include <array>
#include <span>
#include <vector>

#include "cribbage/analysis/reason.h"
#include "cribbage/analysis/standing.h"
#include "cribbage/card.h"
#include "cribbage/hand_score.h"
#include "cribbage/result.h"

namespace cribbage {

// One way to lay two of six cards away (two players), with what it is expected to bring.
struct DiscardOption {
    Hand4 kept;                    // in index order
    std::array<Card, 2> laidAway;  // in index order
    // The exact average show of the kept cards over the 46 starters, by the hand flush rule
    // in force.
    double handValue = 0;
    // The average crib with these two cards, the opponent's real discard and the starter
    // (crib tables, docs/analysis.md). Positive: added for the dealer, taken off for the pone.
    double cribValue = 0;
    // The average pegging difference (mine minus the opponent's) for the kept ranks, from the
    // pegging model fitted on simulated play (docs/analysis.md).
    double peggingValue = 0;
    // handValue + cribValue (dealer) or - cribValue (pone) + peggingValue.
    double netValue = 0;
    // The chance of reaching the target in this hand (play and show), when the end of the
    // game is near enough for it to matter; 0 otherwise.
    double reachChance = 0;
    // What the options are ranked by: netValue, plus the weight of reachChance near the end.
    double rankValue = 0;
    // The chance to win the game, set by rankByWinChance; 0 otherwise.
    double gameWinChance = 0;
    Reason reason;
};

// Every one of the 15 ways to lay two of the six dealt cards away, best first (by
// rankValue), the hands counted by `handFlush` (handFlushRule of the rules in force).
// Refuses anything but six distinct cards, and an impossible standing.
Result<std::vector<DiscardOption>> analyzeDiscards(std::span<const Card> dealt, bool dealer,
                                                   const Standing& standing = {},
                                                   FlushRule handFlush = FlushRule::Hand);

// Playing to the board: sets every option's gameWinChance, the chance to win the game over
// the outcomes of this deal (the kept hand's show with each starter, the crib and the pegging
// as usual but for what the kept cards and the crib cards change) and the chances of the
// position it leaves (WinChanceTable), and orders the options by it, best first. Two
// players; `standing` as for analyzeDiscards.
void rankByWinChance(std::vector<DiscardOption>& options, bool dealer, const Standing& standing,
                     FlushRule handFlush = FlushRule::Hand);

}  // namespace cribbage
