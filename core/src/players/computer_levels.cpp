#include "beginner_player.h"
#include "cribbage/computer_player.h"
#include "easy_player.h"
#include "expert_player.h"
#include "greedy_player.h"
#include "hard_player.h"
#include "medium_player.h"

namespace cribbage {

std::unique_ptr<ComputerPlayer> makeComputerPlayer(Level level) {
    switch (level) {
        case Level::Greedy:
            return std::make_unique<GreedyPlayer>();
        case Level::Beginner:
            return std::make_unique<BeginnerPlayer>();
        case Level::Easy:
            return std::make_unique<EasyPlayer>();
        case Level::Medium:
            return std::make_unique<MediumPlayer>();
        case Level::Hard:
            return std::make_unique<HardPlayer>();
        case Level::Expert:
            return std::make_unique<ExpertPlayer>(kExpert);
        case Level::Reference:
            return std::make_unique<ExpertPlayer>(kFrozenExpert);
    }
    return std::make_unique<GreedyPlayer>();
}

}  // namespace cribbage
