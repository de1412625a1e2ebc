#include "turn_driver.h"

#include <algorithm>

#include "cribbage/computer_game.h"
#include "cribbage/move.h"
#include "pause_after_hand.h"
#include "peg_colours.h"
#include "words/refusal_words.h"

namespace cribbage::ui {
namespace {

using Prompt = TurnDriver::Prompt;

Prompt promptFor(Move move) {
    switch (move) {
        case Move::None:
            return Prompt::Wait;
        case Move::Cut:
            return Prompt::Cut;
        case Move::Deal:
            return Prompt::Deal;
        case Move::LayAway:
            return Prompt::LayAway;
        case Move::Play:
            return Prompt::Play;
        case Move::Go:
            return Prompt::Go;
        case Move::ClaimCount:
            return Prompt::ClaimCount;
        case Move::JudgeCount:
            return Prompt::JudgeCount;
    }
    return Prompt::Wait;
}

}  // namespace

TurnDriver::TurnDriver(MatchSession* match, Scene* scene, GameSettings* settings, QObject* parent)
    : QObject(parent), match_(match), scene_(scene), settings_(settings), steps_([this] {
          return paced();
      }) {}

void TurnDriver::setPlayerFactory(PlayerFactory factory) {
    withdrawAll();
    factory_ = std::move(factory);
    seated_.clear();
}

void TurnDriver::setAnimated(bool animated) {
    if (animated_ != animated) {
        animated_ = animated;
        emit animatedChanged();
    }
}

bool TurnDriver::paced() const {
    return animated_ && settings_->appearance().animationSpeed != Animations::Speed::Instant;
}

int TurnDriver::cardsToLayAway() const {
    const Game* game = match_->game();
    return game ? cardsLaidAwayEach(game->rules()) : 2;
}

int TurnDriver::claimedPoints() const {
    const Game* game = match_->game();
    return game ? game->state().show.claimed.value_or(0) : 0;
}

void TurnDriver::setMatch(MatchSession* match) {
    if (match_ != match) {
        match_ = match;
        restart(true);
    }
}

void TurnDriver::restart(bool passFirst) {
    withdrawAll();
    steps_.clear();
    CribChoice& cribChoice = screen_.cribChoice();
    cribChoice.clear();
    const Game& game = *match_->game();
    // A game resumed while the person was choosing cards for the crib: chosen as they were.
    const auto& held = game.state().hands[static_cast<std::size_t>(screenSeat())];
    if (game.moveFor(screenSeat()) == Move::LayAway) {
        for (Card card : match_->cribChoice()) {
            if (std::find(held.begin(), held.end(), card) != held.end()) {
                cribChoice.toggle(card, cardsToLayAway());
            }
        }
    }
    emit selectedCountChanged();
    mugginsDeclined_ = false;
    const bool covered = passFirst && match_->tableOfPeople() && !held.empty();
    // While the screen was passed the screen seat is still the last person's: the pass goes
    // on to the one it was passed to, not back to them, who would see their hand again.
    const int asked = seatAskedAtScreen();
    setPassingTo(covered ? (asked >= 0 ? asked : screenSeat()) : -1);
    layTable(covered);
    holdAfterHand_ = pausedOnResume(scene_->state());
    setBusy(false);
    setRefusal({});
    settle();
}

// --- applying an action, the person's or the computer's

bool TurnDriver::act(const Action& action) {
    auto events = match_->apply(action);
    if (!events) {
        setRefusal(RefusalWords(SeatWords(scene_->seating())).sentence(events.failure()));
        return false;
    }
    mugginsDeclined_ = false;
    if (playerAt(actingSeat(action)).answersAtScreen()) {
        if (!screen_.cribChoice().cards().empty()) {
            screen_.cribChoice().clear();
            match_->keepCribChoice({});
        }
        emit selectedCountChanged();
        setRefusal({});
    }
    steps_.enqueue(action, std::move(events).value());
    showSteps();
    return true;
}

// --- showing the engine's events

void TurnDriver::showSteps() {
    const bool allShown = steps_.showSteps([this](const PendingStep& pending) {
        setBusy(true);
        setPrompt(Prompt::None);
        present(pending);
    });
    if (allShown) {
        setBusy(false);
        settle();
    }
}

void TurnDriver::releaseSteps() {
    if (steps_.held()) {
        steps_.release();
        showSteps();
    }
}

void TurnDriver::finishStep() {
    if (steps_.finish()) {
        showSteps();
    }
}

void TurnDriver::present(const PendingStep& pending) {
    const Phase before = scene_->phase();
    const Step step = scene_->present(pending);
    if (const auto* event = std::get_if<Event>(&pending)) {
        holdAfterHand_ = pauseAfter(*event, before).value_or(holdAfterHand_);
    }
    emit stepStarted(step);
}

// --- whose turn it is

void TurnDriver::settle() {
    if (!match_->game() || busy_) {
        return;
    }
    askAtScreen();
    updatePrompt();
    // The prompt's watchers may have moved at once (the scripted runs' autoplayer does), and
    // the steps that followed may still be showing. While the screen is passed, nothing new
    // may be dealt or shown to it.
    if (holdAfterHand_ || busy_ || passing() || mugginsChance()) {
        return;
    }
    for (int seat : match_->game()->awaiting()) {
        if (!playerAt(seat).answersAtScreen()) {
            askAway(seat);
            return;
        }
    }
}

void TurnDriver::askAtScreen() {
    const Game& game = *match_->game();
    screen_.withdraw();
    const int seat = seatAskedAtScreen();
    if (seat < 0 || passing()) {
        return;
    }
    if (seat != screenSeat()) {
        layTable(true);
        setPassingTo(seat);
        return;
    }
    playerAt(seat).ask(game.view(seat), decisionSeed(game),
                       [this](const Action& action) { answeredAtScreen(action); });
}

int TurnDriver::seatAskedAtScreen() const {
    int first = -1;
    for (int seat : match_->game()->awaiting()) {
        if (isPerson(fillAt(seat))) {
            if (seat == screenSeat()) {
                return seat;
            }
            first = first < 0 ? seat : first;
        }
    }
    return first;
}

void TurnDriver::ready() {
    if (!passing()) {
        return;
    }
    match_->setScreenSeat(passingTo_);
    setPassingTo(-1);
    screen_.cribChoice().clear();
    emit selectedCountChanged();
    layTable(false);
    settle();
}

void TurnDriver::layTable(bool concealed) {
    scene_->reset(*match_->game(), screenSeat(), match_->lineup(), concealed);
}

void TurnDriver::answeredAtScreen(const Action& action) {
    if (!act(action)) {
        askAtScreen();
    }
}

void TurnDriver::updatePrompt() {
    const Game& game = *match_->game();
    if (passing()) {
        setPrompt(Prompt::Pass);
    } else if (game.state().phase == Phase::MatchOver) {
        setPrompt(Prompt::MatchOver);
    } else if (holdAfterHand_) {
        setPrompt(game.state().phase == Phase::GameOver ? Prompt::NextGame : Prompt::Continue);
    } else {
        const SeatView* question = screen_.question();
        setPrompt(question          ? promptFor(moveFor(*question))
                  : mugginsChance() ? Prompt::MugginsChance
                                    : Prompt::Wait);
    }
    markHand();
}

bool TurnDriver::personToMove() const {
    switch (prompt_) {
        case Prompt::Cut:
        case Prompt::Deal:
        case Prompt::LayAway:
        case Prompt::Play:
        case Prompt::Go:
        case Prompt::ClaimCount:
        case Prompt::JudgeCount:
        case Prompt::MugginsChance:
            return true;
        default:
            return false;
    }
}

void TurnDriver::markHand() {
    scene_->markHand(screen_.cribChoice().cards(), prompt_ == Prompt::Play);
}

// --- the seats away from the screen

SeatFill TurnDriver::fillAt(int seat) const {
    return match_->lineup()[seat];
}

SeatPlayer& TurnDriver::playerAt(int seat) {
    const int players = match_->game()->rules().players;
    if (static_cast<int>(seated_.size()) != players) {
        withdrawAll();
        seated_.clear();
        seated_.resize(static_cast<std::size_t>(players));
    }
    const SeatFill fill = fillAt(seat);
    Seated& seated = seated_[static_cast<std::size_t>(seat)];
    // A seat deciding keeps its player until it answers.
    if (!seated.player || (!(seated.fill == fill) && seat != askedAway_)) {
        seated.player = factory_(fill, screen_);
        seated.fill = fill;
    }
    return *seated.player;
}

void TurnDriver::askAway(int seat) {
    if (thinking()) {
        return;
    }
    setAskedAway(seat);
    const Game& game = *match_->game();
    playerAt(seat).ask(game.view(seat), decisionSeed(game),
                       [this](const Action& action) { answeredAway(action); });
}

void TurnDriver::answeredAway(const Action& action) {
    setAskedAway(-1);
    if (!act(action)) {
        // A computer player must never be refused: show why, and stop rather than loop.
        return;
    }
    if (!busy_) {
        settle();
    }
}

void TurnDriver::withdrawAll() {
    for (const Seated& seated : seated_) {
        if (seated.player) {
            seated.player->withdraw();
        }
    }
    setAskedAway(-1);
}

// --- properties

void TurnDriver::setBusy(bool busy) {
    if (busy_ != busy) {
        busy_ = busy;
        emit busyChanged();
    }
}

void TurnDriver::setAskedAway(int seat) {
    const bool wasThinking = thinking();
    askedAway_ = seat;
    if (thinking() != wasThinking) {
        emit thinkingChanged();
        updatePromptText();
    }
}

void TurnDriver::setPrompt(Prompt prompt) {
    if (prompt_ != prompt) {
        prompt_ = prompt;
        emit promptChanged();
    }
    updatePromptText();
}

bool TurnDriver::personDealsNext() const {
    const Game* game = match_->game();
    return game && game->state().dealer == screenSeat();
}

void TurnDriver::setPassingTo(int seat) {
    if (passingTo_ != seat) {
        passingTo_ = seat;
        emit passingChanged();
    }
}

QString TurnDriver::passingTo() const {
    return passing() ? SeatWords(scene_->seating()).subject(passingTo_) : QString();
}

int TurnDriver::passingColour() const {
    if (!passing()) {
        return -1;
    }
    const Seating& seating = scene_->seating();
    return sideColours(seating)[static_cast<std::size_t>(seating.sideOf(passingTo_))];
}

void TurnDriver::setRefusal(const QString& refusal) {
    if (refusal_ != refusal) {
        refusal_ = refusal;
        emit refusalChanged();
    }
}

}  // namespace cribbage::ui
