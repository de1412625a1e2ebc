#include "guided_game.h"

#include "words/guide_words.h"

namespace cribbage::ui {
namespace {

using Lesson = GuidedGame::Lesson;
using Prompt = TurnDriver::Prompt;

GameSetup guideSetup() {
    GameSetup setup;
    setup.rules = RuleSettings{};
    setup.seed = GuidedGame::kSeed;
    return setup;
}

bool isJack(const std::optional<Card>& card) {
    return card && card->rank() == Rank::Jack;
}

}  // namespace

GuidedGame::GuidedGame(MatchSession* match, TurnDriver* turn, QObject* parent)
    : QObject(parent), match_(match), turn_(turn) {
    connect(turn_, &TurnDriver::promptChanged, this, &GuidedGame::promptChanged);
    connect(turn_, &TurnDriver::stepStarted, this, &GuidedGame::stepStarted);
    connect(match_, &MatchSession::finished, this, &GuidedGame::leave);
}

void GuidedGame::begin() {
    waitsForNext_ = false;
    dealer_ = -1;
    setHappened({});
    setLesson(Lesson::None);
    match_->newMatch(guideSetup());
    if (!active_) {
        active_ = true;
        emit activeChanged();
    }
    promptChanged();
}

void GuidedGame::next() {
    if (!waitsForNext_) {
        return;
    }
    waitsForNext_ = false;
    emit waitsChanged();
    turn_->releaseSteps();
}

// Left by the person, or by Continue once the guide's deal is over (MatchSession::finished).
void GuidedGame::leave() {
    if (!active_) {
        return;
    }
    active_ = false;
    waitsForNext_ = false;
    setHappened({});
    setLesson(Lesson::None);
    emit waitsChanged();
    emit activeChanged();
}

// The deal is explained once: after it the guide's game goes on without lessons.
bool GuidedGame::explaining() const {
    return active() && lesson_ != Lesson::Finished;
}

bool GuidedGame::personDeals() const {
    return dealer_ == match_->screenSeat();
}

QString GuidedGame::title() const {
    return GuideWords::title(lesson_);
}

QString GuidedGame::text() const {
    return GuideWords::text(lesson_, personDeals(), waitsForMove());
}

GuidedGame::Target GuidedGame::target() const {
    switch (lesson_) {
        case Lesson::CutForDeal:
        case Lesson::Deal:
        case Lesson::Starter:
            return Target::Pack;
        case Lesson::LayAway:
            return Target::PersonHand;
        case Lesson::Play:
            return Target::Count;
        case Lesson::ShowPone:
            return personDeals() ? Target::OpponentShown : Target::PersonShown;
        case Lesson::ShowDealer:
            return personDeals() ? Target::PersonShown : Target::OpponentShown;
        case Lesson::Crib:
            return Target::Crib;
        case Lesson::None:
        case Lesson::Finished:
            break;
    }
    return Target::Nothing;
}

// The lessons that wait for the person's move begin with the prompt.
void GuidedGame::promptChanged() {
    if (!explaining()) {
        return;
    }
    const Game* game = match_->game();
    switch (turn_->prompt()) {
        case Prompt::Cut:
            setLesson(game->state().phase == Phase::CutForDeal ? Lesson::CutForDeal
                                                               : Lesson::Starter);
            break;
        case Prompt::Deal:
            setLesson(Lesson::Deal);
            break;
        case Prompt::LayAway:
            setLesson(Lesson::LayAway);
            break;
        case Prompt::Play:
        case Prompt::Go:
            setLesson(Lesson::Play);
            break;
        case Prompt::Continue:
        case Prompt::NextGame:
        case Prompt::MatchOver:
            if (lesson_ == Lesson::Crib) {
                setHappened({});
                setLesson(Lesson::Finished);
            }
            break;
        default:
            break;
    }
    // The lesson's words follow whether the person is to move.
    emit lessonChanged();
    emit waitsChanged();
}

// The lessons the table shows without the person's move begin with a step, and so do the
// explanations of what happened; each waits to be read.
void GuidedGame::stepStarted(const Step& step) {
    if (!explaining()) {
        return;
    }
    switch (step.kind) {
        case StepKind::DealerChosen:
            dealer_ = step.seat;
            setLesson(Lesson::Deal);
            holdForReading();
            break;
        case StepKind::StarterTurned:
            setLesson(Lesson::Starter);
            setHappened(step.text + QLatin1Char(' ') + GuideWords::starter(isJack(step.card)));
            // A jack: the table waits once his heels are pegged.
            if (!isJack(step.card)) {
                holdForReading();
            }
            break;
        case StepKind::CardPlayed:
            setLesson(Lesson::Play);
            setHappened({});
            break;
        case StepKind::GoSaid:
            setHappened(step.text + QLatin1Char(' ') + GuideWords::go());
            holdForReading();
            break;
        case StepKind::HandShown:
            setHappened({});
            if (step.crib) {
                setLesson(Lesson::Crib);
            } else {
                setLesson(step.seat == dealer_ ? Lesson::ShowDealer : Lesson::ShowPone);
            }
            holdForReading();
            break;
        case StepKind::PointsScored:
            if (step.source == ScoreSource::Play) {
                setHappened(step.text + QLatin1Char(' ') + GuideWords::playPoints(step.kinds));
            } else if (step.source == ScoreSource::Heels) {
                // The starter's words, that said what his heels are, give way to the points.
                setHappened(step.text + QLatin1Char(' ') + GuideWords::starter(true));
            } else {
                setHappened(step.text);
            }
            holdForReading();
            break;
        default:
            break;
    }
}

void GuidedGame::holdForReading() {
    turn_->holdSteps();
    if (!waitsForNext_) {
        waitsForNext_ = true;
        emit waitsChanged();
    }
}

void GuidedGame::setLesson(Lesson lesson) {
    if (lesson_ != lesson) {
        lesson_ = lesson;
        emit lessonChanged();
    }
}

void GuidedGame::setHappened(const QString& happened) {
    if (happened_ != happened) {
        happened_ = happened;
        emit happenedChanged();
    }
}

}  // namespace cribbage::ui
