// The person's moves: each is taken only when the prompt offers it (act() shows a move the
// rules refuse as the refusal, in the person's words).
#include <algorithm>
#include <cmath>

#include "turn_driver.h"

namespace cribbage::ui {

void TurnDriver::toggleSelected(const QString& code) {
    if (prompt_ != Prompt::LayAway) {
        return;
    }
    const auto card = parseCard(code.toStdString());
    if (!card) {
        return;
    }
    cribChoice_.toggle(*card, cardsToLayAway());
    match_->keepCribChoice(cribChoice_.cards());
    setRefusal({});
    markHand();
    emit selectedCountChanged();
    updatePromptText();
}

void TurnDriver::layAway() {
    if (prompt_ == Prompt::LayAway) {
        act(LayAway{personSeat(), cribChoice_.cards()});
    }
}

void TurnDriver::play(const QString& code) {
    if (prompt_ != Prompt::Play && prompt_ != Prompt::Go) {
        return;
    }
    if (const auto card = parseCard(code.toStdString())) {
        act(Play{personSeat(), *card});
    }
}

void TurnDriver::go() {
    if (prompt_ == Prompt::Play || prompt_ == Prompt::Go) {
        act(Go{personSeat()});
    }
}

void TurnDriver::cut(double fraction) {
    if (prompt_ != Prompt::Cut) {
        return;
    }
    const int most = maxCutDepth(static_cast<int>(match_->game()->state().pack.size()));
    const double share = std::clamp(fraction, 0.0, 1.0);
    act(Cut{personSeat(),
            kMinCutPacket + static_cast<int>(std::lround(share * (most - kMinCutPacket)))});
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
            if (match_->game()->state().dealer == personSeat()) {
                act(Deal{personSeat()});
            } else {
                settle();
            }
            break;
        case Prompt::Deal:
            act(Deal{personSeat()});
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
        act(ClaimCount{personSeat(), points});
    }
}

void TurnDriver::acceptCount() {
    if (prompt_ == Prompt::JudgeCount) {
        act(AcceptCount{personSeat()});
    }
}

void TurnDriver::callMuggins() {
    if (prompt_ == Prompt::JudgeCount) {
        act(CallMuggins{personSeat()});
    }
}

}  // namespace cribbage::ui
