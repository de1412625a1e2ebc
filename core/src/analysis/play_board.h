#pragma once

#include "cribbage/analysis/play_position.h"
#include "cribbage/analysis/win_chance.h"
#include "play_search.h"

namespace cribbage::detail {

// Playing to the board: the chance that I win the game when the rest of the play brings
// `tally`, the opponent's hand showing `theirShow`: a player who pegged out has won; else the
// pone's hand counts first, then the dealer's hand and the crib (its usual spread around
// endGame.cribShow), then the game goes on from the scores reached (WinChanceTable).
// `table` is winChanceTable(position.standing.target).
double winChanceAfterPlay(const WinChanceTable& table, const PlayPosition& position,
                          const EndGameSetup& endGame, const PegTally& tally, int theirShow);

}  // namespace cribbage::detail
