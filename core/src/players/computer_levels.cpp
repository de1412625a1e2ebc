#include "beginner_player.h"
#include "cribbage/computer_player.h"
#include "easy_player.h"
#include "greedy_player.h"

namespace cribbage {

std::unique_ptr<ComputerPlayer> makeComputerPlayer(Level level) {
    switch (level) {
        case Level::Greedy:
            return std::make_unique<GreedyPlayer>();
        case Level::Beginner:
            return std::make_unique<BeginnerPlayer>();
        case Level::Easy:
            return std::make_unique<EasyPlayer>();
    }
    return std::make_unique<GreedyPlayer>();
}

}  // namespace cribbage
