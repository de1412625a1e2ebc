#pragma once

#include <cstdint>
#include <string_view>

#include "cribbage/enum_list.h"

namespace cribbage {

// The phases of a match, in order:
//   CutForDeal  players cut in turn (FirstDealer::Cut); the lowest card deals
//   Deal        waiting for the dealer to deal (the last hand's cards still lie out)
//   LayAway     every player lays cards away to the crib, in any order
//   CutStarter  the player after the dealer cuts for the starter
//   Play        pegging
//   Show        the hands are counted; it waits for the players only with muggins
//   GameOver    the match goes on: the next game's dealer (a loser) deals
//   MatchOver   nobody acts any more
#define CRIBBAGE_PHASES(X) \
    X(CutForDeal)          \
    X(Deal)                \
    X(LayAway)             \
    X(CutStarter)          \
    X(Play)                \
    X(Show)                \
    X(GameOver)            \
    X(MatchOver)
enum class Phase : std::uint8_t { CRIBBAGE_PHASES(CRIBBAGE_ENUMERATOR) };
std::string_view phaseName(Phase phase);

}  // namespace cribbage
