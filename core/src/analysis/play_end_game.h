#pragma once

#include <span>

#include "cribbage/analysis/play_position.h"
#include "cribbage/hand_score.h"
#include "play_search.h"

namespace cribbage::detail {

// Pegging points one player could still make in the rest of a play, for deciding whether
// the end of the game is near: more than any hand pegged in the simulated games behind the
// pegging model (docs/analysis.md).
inline constexpr int kPeggingBound = 31;

// The end-game setup of a play decision: active when either player might reach the target
// with the rest of the play and their show.
EndGameSetup playEndGame(const PlayPosition& position);

// The opponent's kept hand: the cards they laid and a holding of the rest.
Hand4 opponentKept(const PlayPosition& position, std::span<const Card> holding);

}  // namespace cribbage::detail
