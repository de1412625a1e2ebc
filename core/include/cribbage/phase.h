#pragma once

#include <cstdint>
#include <string_view>

namespace cribbage {

enum class Phase : std::uint8_t {
    CutForDeal,  // players cut in turn (FirstDealer::Cut); the lowest card deals
    Deal,        // waiting for the dealer to deal (the last hand's cards still lie out)
    LayAway,     // every player lays cards away to the crib, in any order
    CutStarter,  // the player after the dealer cuts for the starter
    Play,        // pegging
    Show,        // the hands are counted; it waits for the players only with muggins
    GameOver,    // the match goes on: the next game's dealer (a loser) deals
    MatchOver,   // nobody acts any more
};
std::string_view phaseName(Phase phase);

}  // namespace cribbage
