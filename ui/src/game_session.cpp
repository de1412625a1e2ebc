#include "game_session.h"

#include <QDir>
#include <QStandardPaths>

#include "hints.h"

namespace cribbage::ui {
namespace {

// A seed given (for tests and screenshots) makes every deal the same at every run.
std::optional<std::uint64_t> givenSeed(const QString& seed) {
    bool ok = false;
    const std::uint64_t given = seed.toULongLong(&ok);
    return ok ? std::optional(given) : std::nullopt;
}

}  // namespace

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      settings_(new GameSettings(this)),
      match_(new MatchSession(settings_, this)),
      scene_(new Scene(this)),
      turn_(new TurnDriver(match_, scene_, settings_, this)),
      hints_(new HintModel(this)),
      statistics_(new Statistics(this)),
      practice_(new CountingPractice(statistics_, this)),
      review_(new ReviewModel(this)),
      guide_(new GuidedGame(match_, turn_, this)) {
    // The guided game counts for nothing: the statistics and the review hear only the
    // person's own games, and going to the guide and back is no new game for them.
    // The statistics know whose they are before the turn driver lays the table.
    connect(match_, &MatchSession::begun, this, [this] {
        if (match_->swappingGuide()) {
            return;
        }
        const int seat = match_->personSeat();
        const RuleSettings& rules = match_->game()->rules();
        statistics_->beginGame(rules.players, seat, sideOf(rules, seat));
    });
    match_->setEventsListener([this](const std::vector<Event>& events) {
        if (match_->guided()) {
            return;
        }
        statistics_->record(events, settings_->level(), match_->game()->rules().players);
    });
    match_->setMoveListener(
        [this](const SeatView& before, const Action& action, const std::vector<Event>& events) {
            if (match_->guided()) {
                return;
            }
            review_->record(before, action, events);
        });
    connect(match_, &MatchSession::begun, review_, [this] {
        if (!match_->swappingGuide()) {
            review_->clear();
        }
    });
    const auto warnAbove = [this] { review_->setWarnAbove(settings_->warnAboveTenths() / 10.0); };
    warnAbove();
    connect(settings_, &GameSettings::warnAboveTenthsChanged, this, warnAbove);
    connect(review_, &ReviewModel::dealReviewed, this, [this](double lost) {
        statistics_->recordReview(lost, settings_->level(), match_->game()->rules().players);
    });
    connect(match_, &MatchSession::begun, turn_, &TurnDriver::restart);
    connect(match_, &MatchSession::undoPointKept, statistics_, &Statistics::keepUndoPoint);
    connect(match_, &MatchSession::undoPointKept, review_, &ReviewModel::keepUndoPoint);
    connect(match_, &MatchSession::undone, this, [this] {
        review_->undo();
        statistics_->undo(settings_->level(), match_->game()->rules().players);
        turn_->restart();
    });
    connect(settings_, &GameSettings::hintsChanged, this, &GameSession::updateHints);
    connect(turn_, &TurnDriver::promptChanged, this, &GameSession::updateHints);
    // The settings tell when the rules chosen wait for the next match.
    connect(match_, &MatchSession::begun, this, [this] {
        if (!match_->swappingGuide()) {
            settings_->setRulesInPlay(match_->game()->rules());
        }
    });
    openSettings();
}

void GameSession::componentComplete() {
    start();
}

void GameSession::setStorageDirectory(const QString& directory) {
    if (storageDirectory_ != directory) {
        storageDirectory_ = directory;
        openSettings();
        emit storageDirectoryChanged();
    }
}

void GameSession::setPersistent(bool persistent) {
    if (persistent_ != persistent) {
        persistent_ = persistent;
        openSettings();
        emit persistentChanged();
    }
}

void GameSession::setSeed(const QString& seed) {
    if (seed_ != seed) {
        seed_ = seed;
        emit seedChanged();
    }
}

void GameSession::start() {
    if (started_) {
        return;
    }
    started_ = true;
    const QString directory =
        storageDirectory_.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            : storageDirectory_;
    statistics_->open(directory, persistent_);
    if (const auto seed = givenSeed(seed_)) {
        practice_->setSeed(*seed);
        practice_->deal();
    }
    match_->open(directory, persistent_, givenSeed(seed_));
    if (!match_->resume()) {
        match_->newMatch();
    }
}

void GameSession::openSettings() {
    const QString file = storageDirectory_.isEmpty()
                             ? QString()
                             : QDir(storageDirectory_).filePath(QStringLiteral("settings.ini"));
    settings_->open(
        file, persistent_ ? GameSettings::Memory::Remembered : GameSettings::Memory::Forgotten);
}

void GameSession::newMatch() {
    guide_->leave();
    match_->newMatch();
}

void GameSession::newGame() {
    guide_->leave();
    const Game* game = match_->game();
    if (game && game->state().phase == Phase::GameOver) {
        turn_->continueGame();
        return;
    }
    match_->newGame();
}

void GameSession::undo() {
    match_->undo();
}

void GameSession::updateHints() {
    const auto prompt = turn_->prompt();
    const bool deciding =
        prompt == TurnDriver::Prompt::LayAway || prompt == TurnDriver::Prompt::Play;
    const Game* game = match_->game();
    if (!game || !settings_->hints() || !deciding) {
        hints_->clear();
        return;
    }
    Hints hints = hintsFor(game->view(match_->personSeat()));
    hints_->assign(hints.kind, std::move(hints.rows));
}

}  // namespace cribbage::ui
