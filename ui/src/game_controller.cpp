#include "game_controller.h"

#include <QDir>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <algorithm>
#include <utility>

#include "computer_players.h"
#include "event_steps.h"
#include "hints.h"
#include "pause_after_hand.h"
#include "person_prompt.h"
#include "table_rows.h"
#include "table_step.h"

namespace cribbage::ui {
namespace {

// GameController::Phase is the engine's Phase, for QML.
static_assert(static_cast<int>(GameController::Phase::CutForDeal) ==
              static_cast<int>(cribbage::Phase::CutForDeal));
static_assert(static_cast<int>(GameController::Phase::Show) ==
              static_cast<int>(cribbage::Phase::Show));
static_assert(static_cast<int>(GameController::Phase::MatchOver) ==
              static_cast<int>(cribbage::Phase::MatchOver));

template <class T, class Signal>
void assignNotify(GameController* owner, T& member, T value, Signal changed) {
    if (member == value) {
        return;
    }
    member = std::move(value);
    emit(owner->*changed)();
}

// A seed given (for tests and screenshots) makes every deal the same at every run.
std::optional<std::uint64_t> givenSeed(const QString& seed) {
    bool ok = false;
    const std::uint64_t given = seed.toULongLong(&ok);
    return ok ? std::optional(given) : std::nullopt;
}

std::uint64_t randomSeed() {
    return QRandomGenerator::system()->generate64();
}

bool dealtAndNotOver(const GameState& state) {
    switch (state.phase) {
        case cribbage::Phase::LayAway:
        case cribbage::Phase::CutStarter:
        case cribbage::Phase::Play:
        case cribbage::Phase::Show:
            return true;
        case cribbage::Phase::Deal:
            // Between two hands of the game.
            return std::any_of(state.scores.begin(), state.scores.end(),
                               [](int score) { return score > 0; });
        default:
            return false;
    }
}

}  // namespace

GameController::GameController(QObject* parent)
    : QObject(parent),
      settings_(new GameSettings({}, GameSettings::Memory::Remembered, this)),
      hand_(new CardListModel(this)),
      opponentHand_(new CardListModel(this)),
      played_(new CardListModel(this)),
      opponentPlayed_(new CardListModel(this)),
      crib_(new CardListModel(this)),
      starter_(new CardListModel(this)),
      hints_(new HintModel(this)),
      steps_([this] { return waitsForAnimation(); }),
      computer_([this](std::optional<Action> action) { computerDecided(std::move(action)); }) {
    connect(settings_, &GameSettings::hintsChanged, this, &GameController::updateHints);
}

void GameController::componentComplete() {
    start();
}

void GameController::setDecider(Decider decider) {
    testDecider_ = std::move(decider);
}

void GameController::setStorageDirectory(const QString& directory) {
    if (storageDirectory_ == directory) {
        return;
    }
    storageDirectory_ = directory;
    replaceSettings();
    emit storageDirectoryChanged();
}

void GameController::setPersistent(bool persistent) {
    if (persistent_ == persistent) {
        return;
    }
    persistent_ = persistent;
    replaceSettings();
    emit persistentChanged();
}

void GameController::replaceSettings() {
    const QString file = storageDirectory_.isEmpty()
                             ? QString()
                             : QDir(storageDirectory_).filePath(QStringLiteral("settings.ini"));
    delete settings_;
    settings_ = new GameSettings(
        file, persistent_ ? GameSettings::Memory::Remembered : GameSettings::Memory::Forgotten,
        this);
    connect(settings_, &GameSettings::hintsChanged, this, &GameController::updateHints);
    emit settingsChanged();
    updateHints();
}

void GameController::setSeed(const QString& seed) {
    assignNotify(this, seed_, seed, &GameController::seedChanged);
}

void GameController::setAutoplay(int decisions) {
    assignNotify(this, autoplay_, std::max(decisions, 0), &GameController::autoplayChanged);
    if (started_) {
        settle();
    }
}

QStringList GameController::levels() const {
    return computerLevels();
}

int GameController::target() const {
    return game_ ? game_->rules().target : settings_->target();
}

int GameController::matchGames() const {
    return game_ ? game_->rules().matchGames : settings_->matchGames();
}

bool GameController::muggins() const {
    return game_ ? game_->rules().muggins : settings_->muggins();
}

// --- the match

void GameController::start() {
    if (started_) {
        return;
    }
    started_ = true;
    const QString directory =
        storageDirectory_.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            : storageDirectory_;
    saved_.emplace(directory);
    if (persistent_) {
        resumeSavedGame();
    }
    if (!game_) {
        newMatch();
    }
}

void GameController::resumeSavedGame() {
    QString notice;
    auto resumed = saved_->resume(notice);
    if (!resumed) {
        setNotice(notice);
        return;
    }
    beginGame(std::move(*resumed));
    holdAfterHand_ = pausedOnResume(table_);
    settle();
}

void GameController::newMatch() {
    GameSetup setup;
    setup.rules = settings_->rules();
    setup.seed = givenSeed(seed_).value_or(randomSeed());
    startFresh(Game::create(setup));
}

void GameController::newGame() {
    if (!game_) {
        return;
    }
    switch (game_->state().phase) {
        case cribbage::Phase::MatchOver:
            newMatch();
            return;
        case cribbage::Phase::GameOver:
            continueGame();
            return;
        default:
            break;
    }
    // With a seed given, the game is dealt afresh from the next one.
    const std::uint64_t seed = givenSeed(seed_) ? game_->setup().seed + 1 : randomSeed();
    startFresh(abandonGame(*game_, seed));
}

void GameController::startFresh(Result<Game> game) {
    if (!game) {
        setRefusal(tableWords(game.error()));
        return;
    }
    beginGame(std::move(game).value());
    save();
    settle();
}

void GameController::beginGame(Game game) {
    computer_.cancel();
    steps_.clear();
    holdAfterHand_ = false;
    cribChoice_.clear();
    game_.emplace(std::move(game));
    settings_->setRulesInPlay(game_->rules());
    table_ = tableFromView(game_->view(kPersonSeat), dealerOfHandOnTable(*game_));
    setBusy(false);
    setMessage({});
    setRefusal({});
    syncTable({});
    updateGameInProgress();
    emit matchChanged();
}

void GameController::updateGameInProgress() {
    assignNotify(this, gameInProgress_, dealtAndNotOver(game_->state()),
                 &GameController::gameInProgressChanged);
}

void GameController::save() {
    if (!persistent_ || !saved_) {
        return;
    }
    if (const QString error = saved_->save(*game_); !error.isEmpty()) {
        setNotice(error);
    }
}

// --- applying an action, the person's or the computer's

bool GameController::act(const Action& action) {
    auto events = game_->apply(action);
    if (!events) {
        setRefusal(tableWords(events.error()));
        return false;
    }
    if (actingSeat(action) == kPersonSeat) {
        cribChoice_.clear();
        emit selectedCountChanged();
        setRefusal({});
        if (autoplay_ > 0) {
            countDownAutoplay();
        }
    }
    save();
    updateGameInProgress();
    steps_.enqueue(action, std::move(events).value());
    showSteps();
    return true;
}

void GameController::countDownAutoplay() {
    assignNotify(this, autoplay_, autoplay_ - 1, &GameController::autoplayChanged);
}

// --- showing the engine's events

bool GameController::waitsForAnimation() const {
    // The computer playing the person's side does it at once, unless asked to animate.
    return settings_->animationSpeed() != GameSettings::Speed::Instant &&
           (autoplay_ == 0 || autoplayAnimated_);
}

void GameController::showSteps() {
    const bool allShown = steps_.showSteps([this](const Step& step) {
        setBusy(true);
        setPrompt(Prompt::None);
        present(step);
    });
    if (allShown) {
        setBusy(false);
        settle();
    }
}

void GameController::finishStep() {
    if (steps_.finish()) {
        showSteps();
    }
}

void GameController::present(const Step& step) {
    const cribbage::Phase before = table_.phase;
    const QVariantMap data = showStep(table_, step, game_->rules());
    if (const auto* event = std::get_if<Event>(&step)) {
        holdAfterHand_ = pauseAfter(*event, before).value_or(holdAfterHand_);
    }
    syncTable(stepOrigin(step));
    const QString text = data.value(QStringLiteral("text")).toString();
    if (!text.isEmpty()) {
        setMessage(text);
    }
    emit stepStarted(data);
}

// --- whose turn it is

void GameController::settle() {
    if (!game_ || busy_) {
        return;
    }
    updatePrompt();
    const bool personToAct = prompt_ != Prompt::Wait && prompt_ != Prompt::None;
    if (personToAct && autoplay_ > 0) {
        if (prompt_ == Prompt::MatchOver) {
            countDownAutoplay();
            newMatch();
            return;
        }
        if (prompt_ == Prompt::Continue || prompt_ == Prompt::NextGame) {
            holdAfterHand_ = false;
            updatePrompt();
        }
        if (awaits(*game_, kPersonSeat)) {
            thinkFor(kPersonSeat);
            return;
        }
    }
    if (!holdAfterHand_ && awaits(*game_, kComputerSeat)) {
        thinkFor(kComputerSeat);
    }
}

void GameController::updatePrompt() {
    assignNotify(this, claimedPoints_, game_->state().show.claimed.value_or(0),
                 &GameController::claimedPointsChanged);
    setPrompt(personPrompt(*game_, holdAfterHand_));
    syncHand({});
}

// --- the computer

Decider GameController::deciderForComputer() const {
    return testDecider_ ? testDecider_ : computerDecider(settings_->level());
}

void GameController::thinkFor(int seat) {
    if (thinking_) {
        return;
    }
    setThinking(true);
    computer_.decide(*game_, seat, deciderForComputer());
}

void GameController::computerDecided(std::optional<Action> action) {
    setThinking(false);
    if (!action) {
        settle();
        return;
    }
    if (!act(*action)) {
        // A computer player must never be refused; show why, and stop rather than loop.
        setNotice(QStringLiteral("The computer made a move the rules refuse: %1")
                      .arg(QString::fromStdString(describe(*action))));
        return;
    }
    if (!busy_) {
        settle();
    }
}

// --- the table's models and properties

void GameController::syncTable(const QString& origin) {
    syncHand(origin);
    opponentHand_->assign(rowsOf(table_.hands[kComputerSeat]), origin);
    played_->assign(rowsOf(table_.played[kPersonSeat]), origin);
    opponentPlayed_->assign(rowsOf(table_.played[kComputerSeat]), origin);
    crib_->assign(rowsOf(table_.crib), origin);
    starter_->assign(starterRows(table_.starter), origin);

    assignNotify(this, cutCards_, cutCardCodes(table_), &GameController::cutCardsChanged);
    assignNotify(this, scores_, QList<int>(table_.scores.begin(), table_.scores.end()),
                 &GameController::scoresChanged);
    assignNotify(this, rearPegs_, QList<int>(table_.rearPegs.begin(), table_.rearPegs.end()),
                 &GameController::rearPegsChanged);
    assignNotify(this, gamePoints_, QList<int>(table_.gamePoints.begin(), table_.gamePoints.end()),
                 &GameController::gamePointsChanged);
    assignNotify(this, phase_, static_cast<Phase>(table_.phase), &GameController::phaseChanged);
    assignNotify(this, dealer_, table_.dealer, &GameController::dealerChanged);
    assignNotify(this, gameNumber_, table_.gameNumber, &GameController::gameNumberChanged);
    assignNotify(this, count_, table_.count, &GameController::countChanged);
    assignNotify(this, packSize_, table_.packSize, &GameController::packSizeChanged);
    const bool cribShown = !table_.crib.empty() && table_.crib.front().faceUp;
    assignNotify(this, cribShown_, cribShown, &GameController::cribShownChanged);
}

void GameController::syncHand(const QString& origin) {
    hand_->assign(handRows(table_, cribChoice_.cards(), prompt_ == Prompt::Play), origin);
}

void GameController::setBusy(bool busy) {
    assignNotify(this, busy_, busy, &GameController::busyChanged);
}

void GameController::setThinking(bool thinking) {
    assignNotify(this, thinking_, thinking, &GameController::thinkingChanged);
}

void GameController::setPrompt(Prompt prompt) {
    assignNotify(this, prompt_, prompt, &GameController::promptChanged);
    updateHints();
}

void GameController::updateHints() {
    const bool deciding = prompt_ == Prompt::LayAway || prompt_ == Prompt::Play;
    if (!game_ || !settings_->hints() || !deciding) {
        hints_->clear();
        return;
    }
    Hints hints = hintsFor(game_->view(kPersonSeat));
    hints_->assign(hints.kind, std::move(hints.rows));
}

void GameController::setMessage(const QString& message) {
    assignNotify(this, message_, message, &GameController::messageChanged);
}

void GameController::setRefusal(const QString& refusal) {
    assignNotify(this, refusal_, refusal, &GameController::refusalChanged);
}

void GameController::setNotice(const QString& notice) {
    assignNotify(this, notice_, notice, &GameController::noticeChanged);
}

}  // namespace cribbage::ui
