#include "cribbage/game_state.h"

namespace cribbage {

std::string_view phaseName(Phase phase) {
    switch (phase) {
        case Phase::CutForDeal:
            return "cut for deal";
        case Phase::Deal:
            return "deal";
        case Phase::LayAway:
            return "lay away";
        case Phase::CutStarter:
            return "cut for starter";
        case Phase::Play:
            return "play";
        case Phase::Show:
            return "show";
        case Phase::GameOver:
            return "game over";
        case Phase::MatchOver:
            return "match over";
    }
    return "unknown";
}

std::vector<Card> cribCards(const GameState& state) {
    std::vector<Card> crib = state.cribDealt;
    for (const auto& cards : state.laidAway) {
        crib.insert(crib.end(), cards.begin(), cards.end());
    }
    return crib;
}

}  // namespace cribbage
