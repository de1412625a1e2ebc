#include "match_session.h"

#include <QRandomGenerator>
#include <algorithm>

#include "words/refusal_words.h"

namespace cribbage::ui {
namespace {

bool dealtAndNotOver(const GameState& state) {
    switch (state.phase) {
        case Phase::LayAway:
        case Phase::CutStarter:
        case Phase::Play:
        case Phase::Show:
            return true;
        case Phase::Deal:
            // Between two hands of the game.
            return std::any_of(state.scores.begin(), state.scores.end(),
                               [](int score) { return score > 0; });
        default:
            return false;
    }
}

bool dealtAny(const Game& game) {
    return std::any_of(game.history().begin(), game.history().end(),
                       [](const Action& action) { return std::holds_alternative<Deal>(action); });
}

bool gameGoesOn(const GameState& state) {
    return state.phase != Phase::GameOver && state.phase != Phase::MatchOver;
}

// A decision of the person that undo() takes back. A cut, a deal or a Go leaves nothing to
// choose; a judgement of a count is taken back by nobody (see takesUndoAway).
bool isUndoable(const Action& action) {
    return std::holds_alternative<LayAway>(action) || std::holds_alternative<Play>(action) ||
           std::holds_alternative<ClaimCount>(action);
}

// After a computer's count is judged its breakdown is shown: going back before it would let
// the person judge again knowing it.
bool takesUndoAway(const Action& action) {
    return std::holds_alternative<AcceptCount>(action) ||
           std::holds_alternative<CallMuggins>(action);
}

}  // namespace

MatchSession::MatchSession(GameSettings* settings, MatchTerms terms, QObject* parent)
    : QObject(parent), settings_(settings), terms_(terms) {
    if (!terms_.computerAtDefaultLevel) {
        connect(settings_, &GameSettings::levelChanged, this, &MatchSession::followLevels);
    }
}

Lineup MatchSession::onePersonLineup(int players) const {
    Lineup lineup(players, ComputerLevel{});
    lineup[0] = PersonHere{};
    for (int seat = 1; seat < players && !terms_.computerAtDefaultLevel; ++seat) {
        lineup[seat] = ComputerLevel{settings_->levelAt(seat)};
    }
    return lineup;
}

// A level chosen during the match plays from the computer's next decision.
void MatchSession::followLevels() {
    bool changed = false;
    for (int seat = 0; seat < lineup_.size(); ++seat) {
        if (auto* computer = std::get_if<ComputerLevel>(&lineup_[seat]);
            computer && computer->level != settings_->levelAt(seat)) {
            computer->level = settings_->levelAt(seat);
            changed = true;
        }
    }
    if (changed && game_) {
        save();
    }
}

void MatchSession::setScreenSeat(int seat) {
    if (seat != screenSeat_ && seat >= 0 && seat < lineup_.size() && isPerson(lineup_[seat])) {
        screenSeat_ = seat;
        save();
        updateCanUndo();
        emit screenSeatChanged();
    }
}

bool MatchSession::renamePerson(const QString& from, const QString& to) {
    bool renamed = false;
    for (SeatFill& fill : lineup_) {
        if (auto* person = std::get_if<PersonHere>(&fill); person && person->name == from) {
            person->name = to;
            renamed = true;
        }
    }
    if (renamed && game_) {
        save();
    }
    return renamed;
}

void MatchSession::open(const QString& directory, bool persistent,
                        std::optional<std::uint64_t> seed) {
    saved_.emplace(directory);
    persistent_ = persistent;
    seed_ = seed;
}

bool MatchSession::resume() {
    if (!persistent_ || !saved_ || !terms_.saved) {
        return false;
    }
    QString notice;
    auto resumed = saved_->resume(notice);
    // Said whether the match resumed or not: a file beside it may have been set aside.
    setNotice(notice);
    if (!resumed) {
        return false;
    }
    game_.emplace(std::move(*resumed));
    if (const auto& table = saved_->resumedTable()) {
        lineup_ = table->lineup;
        screenSeat_ = table->screenSeat;
        followLevels();
    } else {
        lineup_ = onePersonLineup(game_->rules().players);
        screenSeat_ = 0;
    }
    undoPoint_.reset();
    cribChoice_ = saved_->resumedCribChoice();
    updateGameInProgress();
    updateCanUndo();
    emit begun();
    return true;
}

std::uint64_t MatchSession::nextSeed() {
    // With a seed given, every game dealt afresh takes the next one.
    if (seed_) {
        return game_ ? game_->setup().seed + 1 : *seed_;
    }
    return QRandomGenerator::system()->generate64();
}

void MatchSession::newMatch() {
    GameSetup setup;
    setup.rules = settings_->rules();
    setup.seed = seed_.value_or(QRandomGenerator::system()->generate64());
    begin(Game::create(setup), terms_.computerAtDefaultLevel ? onePersonLineup(setup.rules.players)
                                                             : settings_->lineup());
}

void MatchSession::newMatch(const GameSetup& setup) {
    begin(Game::create(setup), onePersonLineup(setup.rules.players));
}

void MatchSession::finish() {
    if (terms_.oneDeal) {
        emit finished();
    }
}

void MatchSession::newGame() {
    if (!game_) {
        return;
    }
    if (game_->state().phase == Phase::MatchOver) {
        newMatch();
        return;
    }
    begin(abandonGame(*game_, nextSeed()), lineup_);
}

void MatchSession::begin(Result<Game> game, Lineup lineup) {
    if (!game) {
        setNotice(RefusalWords(SeatWords(Seating{settings_->rules(), screenSeat_, lineup_}))
                      .sentence(game.failure()));
        return;
    }
    if (game_ && gameGoesOn(game_->state()) && dealtAny(*game_)) {
        emit ended();
    }
    game_.emplace(std::move(game).value());
    lineup_ = std::move(lineup);
    screenSeat_ = 0;
    gameReplaced();
    emit begun();
}

Result<std::vector<Event>> MatchSession::apply(const Action& action) {
    const int seat = actingSeat(action);
    const bool persons = seat >= 0 && seat < lineup_.size() && isPerson(lineup_[seat]);
    std::optional<Game> undoPoint =
        persons && isUndoable(action) && terms_.undoable ? game_ : std::nullopt;
    SeatView before = game_->view(screenSeat_);
    auto events = game_->apply(action);
    if (events) {
        if (undoPoint) {
            undoPoint_ = std::move(undoPoint);
            undoSeat_ = seat;
            emit undoPointKept();
        }
        // A person's decision after another's leaves the other nothing to take back.
        if ((persons && (takesUndoAway(action) || seat != undoSeat_)) ||
            !gameGoesOn(game_->state())) {
            undoPoint_.reset();
        }
        save();
        updateGameInProgress();
        updateCanUndo();
        emit applied(Applied{action, *events, std::move(before)});
        if (game_->state().phase == Phase::MatchOver) {
            emit ended();
        }
    }
    return events;
}

bool MatchSession::beforeFirstDeal() const {
    return game_ && game_->setup().standing == MatchStanding{} && !dealtAny(*game_);
}

bool MatchSession::canUndo() const {
    return undoPoint_ && undoSeat_ == screenSeat_ && !game_->state().show.claimed.has_value();
}

bool MatchSession::undo() {
    if (!canUndo()) {
        return false;
    }
    game_ = std::move(undoPoint_);
    gameReplaced();
    emit undone();
    return true;
}

void MatchSession::keepCribChoice(const std::vector<Card>& cards) {
    cribChoice_ = cards;
    if (persistent_ && saved_ && game_ && terms_.saved) {
        saySaved(saved_->saveCribChoice(*game_, cards));
    }
}

void MatchSession::save() {
    if (persistent_ && saved_ && game_ && terms_.saved) {
        saySaved(saved_->save(*game_, SavedTable{game_->setup().seed, lineup_, screenSeat_}));
    }
}

// A failed save is said until a save succeeds; the notice of a file set aside is kept.
void MatchSession::saySaved(const QString& error) {
    if (!error.isEmpty()) {
        setNotice(error);
    } else if (!lastSaveFailure_.isEmpty() && notice_ == lastSaveFailure_) {
        setNotice({});
    }
    lastSaveFailure_ = error;
}

int MatchSession::target() const {
    return game_ ? game_->rules().target : settings_->rules().target;
}

int MatchSession::matchGames() const {
    return game_ ? game_->rules().matchGames : settings_->rules().matchGames;
}

bool MatchSession::muggins() const {
    return game_ ? game_->rules().muggins : settings_->rules().muggins;
}

void MatchSession::gameReplaced() {
    undoPoint_.reset();
    keepCribChoice({});
    save();
    updateGameInProgress();
    updateCanUndo();
}

void MatchSession::updateCanUndo() {
    if (canUndo_ != canUndo()) {
        canUndo_ = canUndo();
        emit canUndoChanged();
    }
}

void MatchSession::updateGameInProgress() {
    const bool inProgress = game_ && dealtAndNotOver(game_->state());
    if (gameInProgress_ != inProgress) {
        gameInProgress_ = inProgress;
        emit gameInProgressChanged();
    }
}

void MatchSession::setNotice(const QString& notice) {
    if (notice_ != notice) {
        notice_ = notice;
        emit noticeChanged();
    }
}

}  // namespace cribbage::ui
