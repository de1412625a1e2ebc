#include "cribbage/move.h"

#include <algorithm>

#include "cribbage/play_rules.h"

namespace cribbage {

Move moveFor(const SeatView& view) {
    if (std::find(view.awaiting.begin(), view.awaiting.end(), view.seat) == view.awaiting.end()) {
        return Move::None;
    }
    switch (view.phase) {
        case Phase::CutForDeal:
        case Phase::CutStarter:
            return Move::Cut;
        case Phase::Deal:
        case Phase::GameOver:
            return Move::Deal;
        case Phase::LayAway:
            return Move::LayAway;
        case Phase::Play:
            return playableCards(view.hand, view.count).empty() ? Move::Go : Move::Play;
        case Phase::Show:
            return view.claimed ? Move::JudgeCount : Move::ClaimCount;
        case Phase::MatchOver:
            break;
    }
    return Move::None;
}

}  // namespace cribbage
