#include "autoplayer.h"

#include <algorithm>

#include "cribbage/computer_game.h"

namespace cribbage::app {
namespace {

using Prompt = ui::TurnDriver::Prompt;

// The cut's depth as the fraction of the pack the turn driver's cut() takes.
double cutFraction(const Game& game, int depth) {
    const int most = maxCutDepth(static_cast<int>(game.state().pack.size()));
    return most == kMinCutPacket ? 0.0
                                 : static_cast<double>(depth - kMinCutPacket) /
                                       static_cast<double>(most - kMinCutPacket);
}

}  // namespace

Autoplayer::Autoplayer(ui::GameSession* session, ui::Decider decider, QObject* parent)
    : QObject(parent), session_(session), decider_(std::move(decider)) {
    ui::TurnDriver* turn = session_->turn();
    // At once, as the prompt is set: the person moves before anyone else starts thinking,
    // as a person who knows their move would.
    connect(turn, &ui::TurnDriver::promptChanged, this, &Autoplayer::move);
    // In the guided game the table waits for the person to have read each lesson.
    connect(session_->guide(), &ui::GuidedGame::waitsChanged, this, &Autoplayer::move);
}

void Autoplayer::play(int decisions, AtMatchEnd atMatchEnd) {
    atMatchEnd_ = atMatchEnd;
    const int remaining = std::max(decisions, 0);
    if (remaining_ != remaining) {
        remaining_ = remaining;
        emit remainingChanged();
    }
    move();
}

void Autoplayer::countOne() {
    --remaining_;
    emit remainingChanged();
}

void Autoplayer::move() {
    // A move may bring the next prompt at once, from inside the move: it is answered when the
    // move is over.
    if (moving_) {
        again_ = true;
        return;
    }
    moving_ = true;
    do {
        again_ = false;
        moveOnce();
    } while (again_);
    moving_ = false;
}

void Autoplayer::moveOnce() {
    ui::TurnDriver* turn = session_->turn();
    const Game* game = session_->match()->game();
    if (remaining_ == 0 || !game) {
        return;
    }
    if (session_->guide()->waitsForNext()) {
        session_->guide()->next();
        return;
    }
    if (turn->busy()) {
        return;
    }
    const int person = session_->match()->screenSeat();
    switch (turn->prompt()) {
        case Prompt::MatchOver:
            if (atMatchEnd_ == AtMatchEnd::Stop) {
                remaining_ = 0;
                emit remainingChanged();
                break;
            }
            countOne();
            session_->newMatch();
            break;
        case Prompt::Pass:
            turn->ready();
            break;
        case Prompt::MugginsChance:
            countOne();
            turn->noMuggins();
            break;
        case Prompt::Continue:
        case Prompt::NextGame:
            if (game->state().dealer == person) {
                countOne();
            }
            turn->continueGame();
            break;
        default:
            if (turn->personToMove()) {
                Rng rng(decisionSeed(*game));
                const Action action = decider_(game->view(person), rng);
                countOne();
                make(action);
            }
            break;
    }
}

void Autoplayer::make(const Action& action) {
    ui::TurnDriver* turn = session_->turn();
    std::visit(
        [&](const auto& move) {
            using Move = std::decay_t<decltype(move)>;
            if constexpr (std::is_same_v<Move, Cut>) {
                turn->cut(cutFraction(*session_->match()->game(), move.depth));
            } else if constexpr (std::is_same_v<Move, Deal>) {
                turn->continueGame();
            } else if constexpr (std::is_same_v<Move, LayAway>) {
                for (Card card : move.cards) {
                    turn->toggleSelected(card.index());
                }
                turn->layAway();
            } else if constexpr (std::is_same_v<Move, Play>) {
                turn->play(move.card.index());
            } else if constexpr (std::is_same_v<Move, Go>) {
                turn->go();
            } else if constexpr (std::is_same_v<Move, ClaimCount>) {
                turn->claimCount(move.points);
            } else if constexpr (std::is_same_v<Move, AcceptCount>) {
                turn->acceptCount();
            } else if constexpr (std::is_same_v<Move, CallMuggins>) {
                turn->callMuggins();
            }
        },
        action);
}

}  // namespace cribbage::app
