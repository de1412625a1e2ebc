#include "person_prompt.h"

#include <algorithm>

#include "cribbage/peg_score.h"
#include "event_steps.h"

namespace cribbage::ui {
namespace {

using Prompt = GameController::Prompt;

Prompt personsMove(const GameState& state) {
    switch (state.phase) {
        case Phase::CutForDeal:
        case Phase::CutStarter:
            return Prompt::Cut;
        case Phase::Deal:
        case Phase::GameOver:
            return Prompt::Deal;
        case Phase::LayAway:
            return Prompt::LayAway;
        case Phase::Play: {
            const auto& hand = state.hands[kPersonSeat];
            const bool canPlay = std::any_of(hand.begin(), hand.end(), [&](Card card) {
                return state.play.count + card.value() <= kMaxCount;
            });
            return canPlay ? Prompt::Play : Prompt::Go;
        }
        case Phase::Show:
            return state.show.claimed ? Prompt::JudgeCount : Prompt::ClaimCount;
        case Phase::MatchOver:
            break;
    }
    return Prompt::Wait;
}

}  // namespace

bool awaits(const Game& game, int seat) {
    const auto awaiting = game.awaiting();
    return std::find(awaiting.begin(), awaiting.end(), seat) != awaiting.end();
}

GameController::Prompt personPrompt(const Game& game, bool paused) {
    const auto& state = game.state();
    if (state.phase == Phase::MatchOver) {
        return Prompt::MatchOver;
    }
    if (paused) {
        return state.phase == Phase::GameOver ? Prompt::NextGame : Prompt::Continue;
    }
    return awaits(game, kPersonSeat) ? personsMove(state) : Prompt::Wait;
}

}  // namespace cribbage::ui
