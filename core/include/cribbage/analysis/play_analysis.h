#pragma once

#include <vector>

#include "cribbage/analysis/play_position.h"
#include "cribbage/analysis/reason.h"
#include "cribbage/card.h"
#include "cribbage/result.h"

namespace cribbage {

// One card I may lay now, with the points it is expected to bring through the rest of the
// play (15s, 31s, pairs, runs, go and last card; this card's own points included).
struct PlayOption {
    Card card;
    double myPoints = 0;
    double opponentPoints = 0;
    // The chance that this hand ends the game in my favour (pegging out, or counting out in
    // the show before the opponent), when the end of the game is near enough to matter;
    // 0 otherwise.
    double winChance = 0;
    // The chance that it ends the game in the opponent's favour, likewise.
    double loseChance = 0;
    // What the options are ranked by: myPoints - opponentPoints, plus the weight of the
    // game's end (docs/analysis.md).
    double rankValue = 0;
    Reason reason;
};

// How much work one decision may take. The Expert default keeps a decision within a few
// milliseconds (docs/performance.md); a smaller limit is quicker and rougher.
struct PlayAnalysisLimits {
    // The opponent's holdings searched: all of them when there are no more (or when this is
    // 0 or less), else a sample drawn in proportion to their weights.
    int holdings = 128;
    // How strongly the opponent's holdings are weighted toward four kept cards that score
    // together (e^(sharpness x points), docs/analysis.md); 0 weighs them by suits alone.
    double keptHandSharpness = 0;
    // Weigh the opponent's holdings instead by how often a player in their role keeps the
    // four ranks they would make (docs/analysis.md), keptHandSharpness aside.
    bool keptRanks = false;
    // Playing to the board: rank the cards by the chance to win the game at the end of each
    // line (the shows counted and the game going on from there, WinChanceTable) instead of
    // by points (docs/ai-strength.md). rankValue is then 100 times that chance.
    bool toTheBoard = false;
};

// Every card I may lay, best first. Averaged over the opponent's possible holdings given
// every card I have seen (my six, the starter, all cards played) and their Go's, each
// weighted by its number of suit combinations; on each holding both players continue with
// a perfect-information search. Empty when I hold no card that fits: I must say Go.
Result<std::vector<PlayOption>> analyzePlay(const PlayPosition& position,
                                            const PlayAnalysisLimits& limits = {});

}  // namespace cribbage
