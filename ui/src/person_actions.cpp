// The person's actions: each is taken only when the prompt offers it (act() shows a move the
// rules refuse, with the engine's reason, as the refusal).
#include <algorithm>

#include "event_steps.h"
#include "game_controller.h"

namespace cribbage::ui {

void GameController::toggleSelected(const QString& cardCode) {
    if (prompt_ != Prompt::LayAway) {
        return;
    }
    const auto card = parseCard(cardCode.toStdString());
    if (!card) {
        return;
    }
    cribChoice_.toggle(*card, cardsLaidAwayEach(game_->rules()));
    setRefusal({});
    syncHand({});
    emit selectedCountChanged();
}

void GameController::layAway() {
    if (prompt_ == Prompt::LayAway) {
        act(LayAway{kPersonSeat, cribChoice_.cards()});
    }
}

void GameController::play(const QString& cardCode) {
    if (prompt_ != Prompt::Play && prompt_ != Prompt::Go) {
        return;
    }
    const auto card = parseCard(cardCode.toStdString());
    if (card) {
        act(Play{kPersonSeat, *card});
    }
}

void GameController::go() {
    if (prompt_ == Prompt::Play || prompt_ == Prompt::Go) {
        act(Go{kPersonSeat});
    }
}

void GameController::cut(double fraction) {
    if (prompt_ != Prompt::Cut) {
        return;
    }
    const int most = maxCutDepth(static_cast<int>(game_->state().pack.size()));
    const double share = std::clamp(fraction, 0.0, 1.0);
    act(Cut{kPersonSeat, kMinCutPacket + static_cast<int>(share * (most - kMinCutPacket) + 0.5)});
}

void GameController::continueGame() {
    switch (prompt_) {
        case Prompt::Continue:
        case Prompt::NextGame:
            holdAfterHand_ = false;
            if (game_->state().dealer == kPersonSeat) {
                act(Deal{kPersonSeat});
            } else {
                settle();
            }
            break;
        case Prompt::Deal:
            act(Deal{kPersonSeat});
            break;
        case Prompt::MatchOver:
            newMatch();
            break;
        default:
            break;
    }
}

void GameController::claimCount(int points) {
    if (prompt_ == Prompt::ClaimCount) {
        act(ClaimCount{kPersonSeat, points});
    }
}

void GameController::acceptCount() {
    if (prompt_ == Prompt::JudgeCount) {
        act(AcceptCount{kPersonSeat});
    }
}

void GameController::callMuggins() {
    if (prompt_ == Prompt::JudgeCount) {
        act(CallMuggins{kPersonSeat});
    }
}

}  // namespace cribbage::ui
