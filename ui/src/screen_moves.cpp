// The moves of the person at the screen: each is taken only when the prompt offers it, as the
// answer to the question open to them (a move the rules refuse is shown as the refusal, in
// the person's words, and asked again).
#include <algorithm>
#include <cmath>

#include "card_index.h"
#include "turn_driver.h"

namespace cribbage::ui {

void TurnDriver::toggleSelected(int card) {
    if (prompt_ != Prompt::LayAway) {
        return;
    }
    const auto chosen = cardAtIndex(card);
    if (!chosen) {
        return;
    }
    screen_.cribChoice().toggle(*chosen, cardsToLayAway());
    match_->keepCribChoice(screen_.cribChoice().cards());
    setRefusal({});
    markHand();
    emit selectedCountChanged();
    updatePromptText();
}

void TurnDriver::layAway() {
    if (prompt_ == Prompt::LayAway) {
        screen_.answer(LayAway{screenSeat(), screen_.cribChoice().cards()});
    }
}

void TurnDriver::play(int card) {
    if (prompt_ != Prompt::Play && prompt_ != Prompt::Go) {
        return;
    }
    if (const auto played = cardAtIndex(card)) {
        screen_.answer(Play{screenSeat(), *played});
    }
}

void TurnDriver::go() {
    if (prompt_ == Prompt::Play || prompt_ == Prompt::Go) {
        screen_.answer(Go{screenSeat()});
    }
}

void TurnDriver::cut(double fraction) {
    if (prompt_ != Prompt::Cut) {
        return;
    }
    const int most = maxCutDepth(static_cast<int>(match_->game()->state().pack.size()));
    const double share = std::clamp(fraction, 0.0, 1.0);
    screen_.answer(Cut{screenSeat(), kMinCutPacket + static_cast<int>(std::lround(
                                                         share * (most - kMinCutPacket)))});
}

void TurnDriver::continueGame() {
    switch (prompt_) {
        case Prompt::Continue:
        case Prompt::NextGame:
            holdAfterHand_ = false;
            // A one-deal match (the guided game) is over after its deal.
            if (match_->terms().oneDeal) {
                match_->finish();
                break;
            }
            if (match_->game()->state().dealer == screenSeat()) {
                screen_.answer(Deal{screenSeat()});
            } else {
                settle();
            }
            break;
        case Prompt::Deal:
            screen_.answer(Deal{screenSeat()});
            break;
        case Prompt::MatchOver:
            match_->newMatch();
            break;
        default:
            break;
    }
}

void TurnDriver::claimCount(int points) {
    if (prompt_ == Prompt::ClaimCount) {
        screen_.answer(ClaimCount{screenSeat(), points});
    }
}

void TurnDriver::acceptCount() {
    if (prompt_ == Prompt::JudgeCount) {
        screen_.answer(AcceptCount{screenSeat()});
    }
}

void TurnDriver::callMuggins() {
    if (prompt_ == Prompt::JudgeCount) {
        screen_.answer(CallMuggins{screenSeat()});
    }
}

}  // namespace cribbage::ui
