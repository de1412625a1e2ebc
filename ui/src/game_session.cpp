#include "game_session.h"

#include <QDir>
#include <QStandardPaths>
#include <cmath>

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
      own_(new MatchSession(settings_, MatchTerms{}, this)),
      scene_(new Scene(this)),
      turn_(new TurnDriver(own_, scene_, settings_, this)),
      hints_(new HintModel(this)),
      statistics_(new Statistics(this)),
      practice_(new CountingPractice(statistics_, this)),
      reviews_{new ReviewModel(0, this), new ReviewModel(1, this), new ReviewModel(2, this),
               new ReviewModel(3, this)},
      noOnesReview_(new ReviewModel(-1, this)),
      guide_(new GuidedGame(new MatchSession(settings_,
                                             MatchTerms{.saved = false,
                                                        .undoable = false,
                                                        .oneDeal = true,
                                                        .computerAtDefaultLevel = true},
                                             this),
                            turn_, this)),
      library_(new Library(this)) {
    // The statistics and the review hear only the person's own match: the guided game,
    // a match of its own, counts for nothing. The statistics know whose they are before the
    // turn driver lays the table.
    connect(own_, &MatchSession::begun, this, [this] { statistics_->beginGame(own_->seating()); });
    connect(own_, &MatchSession::applied, statistics_, [this](const Applied& applied) {
        statistics_->record(applied.events, own_->seating());
    });
    connectReviews();
    connect(own_, &MatchSession::ended, this, &GameSession::keepInLibrary);
    connect(own_, &MatchSession::begun, this, [this] { reviewed_ = {}; });
    // The table follows the match at it.
    for (MatchSession* each : {own_, guide_->match()}) {
        connect(each, &MatchSession::begun, turn_, [this, each] {
            if (each == match()) {
                turn_->restart(true);
            }
        });
    }
    connect(guide_, &GuidedGame::activeChanged, this, [this] {
        turn_->setMatch(match());
        emit matchChanged();
    });
    connect(own_, &MatchSession::undoPointKept, statistics_, &Statistics::keepUndoPoint);
    connect(own_, &MatchSession::undone, this, [this] {
        for (ReviewModel* review : reviews_) {
            review->undo();
        }
        statistics_->undo(own_->screenSeat(), own_->seating());
        turn_->restart(false);
        // The prompt may be the same as before the undo (Play, Play): the hints are not.
        updateHints();
    });
    connect(settings_, &GameSettings::coachingChanged, this, &GameSession::updateHints);
    // Each person's own choice of hints: the one shown follows the screen.
    connect(settings_, &GameSettings::coachingChanged, this, &GameSession::screenPersonChanged);
    for (MatchSession* each : {own_, guide_->match()}) {
        connect(each, &MatchSession::screenSeatChanged, this, &GameSession::screenPersonChanged);
        connect(each, &MatchSession::begun, this, &GameSession::screenPersonChanged);
    }
    connect(this, &GameSession::matchChanged, this, &GameSession::screenPersonChanged);
    connect(turn_, &TurnDriver::passingChanged, this, &GameSession::screenPersonChanged);
    for (MatchSession* each : {own_, guide_->match()}) {
        connect(each, &MatchSession::canUndoChanged, this, &GameSession::canUndoChanged);
    }
    connect(this, &GameSession::matchChanged, this, &GameSession::canUndoChanged);
    connect(turn_, &TurnDriver::passingChanged, this, &GameSession::canUndoChanged);
    connect(turn_, &TurnDriver::promptChanged, this, &GameSession::updateHints);
    // The settings tell when the rules chosen wait for the next match.
    connect(own_, &MatchSession::begun, this,
            [this] { settings_->setRulesInPlay(own_->game()->rules()); });
    // Once the change is whole (a dialog may choose several rules, then begin a match itself),
    // and once back from the guided game.
    connect(settings_, &GameSettings::rulesPendingChanged, this,
            &GameSession::applyRulesBeforeTheFirstDeal, Qt::QueuedConnection);
    connect(guide_, &GuidedGame::activeChanged, this, &GameSession::applyRulesBeforeTheFirstDeal,
            Qt::QueuedConnection);
    openSettings();
}

// Each person's review keeps their own decisions, and the points they lost for their own
// statistics.
void GameSession::connectReviews() {
    for (std::size_t index = 0; index < reviews_.size(); ++index) {
        ReviewModel* review = reviews_[index];
        const int seat = static_cast<int>(index);
        connect(own_, &MatchSession::applied, review, [review](const Applied& applied) {
            review->record(applied.before, applied.action, applied.events);
        });
        connect(own_, &MatchSession::begun, review, &ReviewModel::clear);
        connect(own_, &MatchSession::undoPointKept, review, &ReviewModel::keepUndoPoint);
        const auto warnAbove = [this, review, seat] {
            review->setWarnAbove(
                settings_->coachOf(seat, personNameAt(own_->lineup(), seat)).warnAboveTenths /
                10.0);
        };
        warnAbove();
        connect(settings_, &GameSettings::coachingChanged, review, warnAbove);
        connect(own_, &MatchSession::begun, review, warnAbove);
        connect(review, &ReviewModel::dealReviewed, this, [this, seat, index](double lost) {
            reviewed_.deals.at(index) += 1;
            // In hundredths, as the statistics keep each deal, so that they can be rebuilt.
            reviewed_.pointsLost.at(index) += static_cast<double>(std::llround(lost * 100)) / 100;
            statistics_->recordReview(lost, seat, own_->seating());
        });
    }
}

void GameSession::keepInLibrary() {
    library_->keep(
        libraryGameOf(*own_->game(), own_->lineup(), reviewed_, QDateTime::currentDateTimeUtc()));
}

CoachChoice GameSession::coachAt(int seat) const {
    return settings_->coachOf(seat, personNameAt(match()->lineup(), seat));
}

void GameSession::setHintsShown(bool shown) {
    const int seat = match()->screenSeat();
    settings_->setHintsOf(seat, personNameAt(match()->lineup(), seat), shown);
}

void GameSession::setWarnAboveTenths(int tenths) {
    const int seat = match()->screenSeat();
    settings_->setWarnAboveTenthsOf(seat, personNameAt(match()->lineup(), seat), tenths);
}

ReviewModel* GameSession::review() const {
    return turn_->passing() ? noOnesReview_ : reviewAt(own_->screenSeat());
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
    library_->open(directory, persistent_);
    if (const auto seed = givenSeed(seed_)) {
        practice_->setSeed(*seed);
        practice_->deal();
    }
    own_->open(directory, persistent_, givenSeed(seed_));
    if (!own_->resume()) {
        own_->newMatch();
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
    own_->newMatch();
}

void GameSession::newGame() {
    guide_->leave();
    const Game* game = own_->game();
    if (game && game->state().phase == Phase::GameOver) {
        turn_->continueGame();
        return;
    }
    own_->newGame();
}

void GameSession::undo() {
    if (canUndo()) {
        match()->undo();
    }
}

QString GameSession::renamePerson(const QString& from, const QString& to) {
    const QString name = cleanName(to);
    if (name.isEmpty()) {
        return tr("A name needs at least one letter.");
    }
    QStringList taken = statistics_->record().people() + settings_->seatNames();
    for (int seat = 0; own_->game() && seat < own_->lineup().size(); ++seat) {
        taken << own_->seating().personName(seat);
    }
    if (name != from && taken.contains(name)) {
        return tr("There is already a player called %1: choose another name.").arg(name);
    }
    statistics_->renamePerson(from, name);
    settings_->renamePerson(from, name);
    if (own_->renamePerson(from, name) && match() == own_) {
        turn_->restart(false);
    }
    return {};
}

void GameSession::removePerson(const QString& name) {
    statistics_->removePerson(name);
    settings_->forgetPerson(name);
}

void GameSession::applyRulesBeforeTheFirstDeal() {
    if (settings_->rulesPending() && match() == own_ && own_->beforeFirstDeal()) {
        own_->newMatch();
    }
}

void GameSession::updateHints() {
    const auto prompt = turn_->prompt();
    const bool deciding =
        prompt == TurnDriver::Prompt::LayAway || prompt == TurnDriver::Prompt::Play;
    const Game* game = match()->game();
    if (!game || !hintsShown() || !deciding) {
        hints_->clear();
        return;
    }
    Hints hints = hintsFor(game->view(match()->screenSeat()));
    hints_->assign(hints.kind, std::move(hints.rows));
}

}  // namespace cribbage::ui
