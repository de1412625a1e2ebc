#include "game_controller.h"

#include <QDir>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <utility>

#include "computer_players.h"
#include "cribbage/peg_score.h"
#include "cribbage/save_game.h"
#include "event_steps.h"

namespace cribbage::ui {
namespace {

// GameController::Phase is the engine's Phase, for QML.
static_assert(static_cast<int>(GameController::Phase::CutForDeal) ==
              static_cast<int>(cribbage::Phase::CutForDeal));
static_assert(static_cast<int>(GameController::Phase::Show) ==
              static_cast<int>(cribbage::Phase::Show));
static_assert(static_cast<int>(GameController::Phase::MatchOver) ==
              static_cast<int>(cribbage::Phase::MatchOver));

constexpr std::uint64_t kDecisionMix = 0x9E3779B97F4A7C15ULL;

template <class T, class Signal>
void assignNotify(GameController* owner, T& member, T value, Signal changed) {
    if (member == value) {
        return;
    }
    member = std::move(value);
    emit(owner->*changed)();
}

QString code(Card card) {
    return QString::fromStdString(toString(card));
}

QList<CardRow> rowsOf(const std::vector<TableCard>& cards) {
    QList<CardRow> rows;
    for (const TableCard& card : cards) {
        rows.append(
            CardRow{card.card ? code(*card.card) : QString(), card.faceUp, false, false, {}});
    }
    return rows;
}

bool handsLieOut(const TableState& table) {
    return std::any_of(table.played.begin(), table.played.end(),
                       [](const auto& cards) { return !cards.empty(); });
}

std::uint64_t newSeed(const QString& seed) {
    bool ok = false;
    const std::uint64_t given = seed.toULongLong(&ok);
    return ok ? given : QRandomGenerator::system()->generate64();
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
      starter_(new CardListModel(this)) {
    connect(&thinker_, &QFutureWatcher<Action>::finished, this, &GameController::computerDecided);
}

GameController::~GameController() {
    thinker_.waitForFinished();
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
    emit settingsChanged();
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

void GameController::start() {
    if (started_) {
        return;
    }
    started_ = true;
    const QString directory =
        storageDirectory_.isEmpty()
            ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            : storageDirectory_;
    store_.emplace(directory);
    if (persistent_) {
        resumeSavedGame();
    }
    if (!game_) {
        newMatch();
    }
}

void GameController::resumeSavedGame() {
    const auto text = store_->read();
    if (!text) {
        return;
    }
    auto loaded = loadGame(*text);
    if (!loaded) {
        const QString aside = store_->setAside();
        setNotice(QStringLiteral("Your saved game could not be read (%1), so a new match begins. "
                                 "The damaged file was kept as %2.")
                      .arg(QString::fromStdString(loaded.error()),
                           aside.isEmpty() ? QStringLiteral("nothing") : aside));
        return;
    }
    beginGame(std::move(loaded).value());
    holdAfterHand_ = (table_.phase == cribbage::Phase::Deal && handsLieOut(table_)) ||
                     table_.phase == cribbage::Phase::GameOver;
    settle();
}

void GameController::newMatch() {
    GameSetup setup;
    setup.rules = settings_->rules();
    setup.seed = newSeed(seed_);
    auto created = Game::create(setup);
    if (!created) {
        setRefusal(tableWords(created.error()));
        return;
    }
    beginGame(std::move(created).value());
    save();
    settle();
}

void GameController::beginGame(Game game) {
    cancelThinking();
    ++generation_;
    steps_.clear();
    waitingForStep_ = false;
    holdAfterHand_ = false;
    selection_.clear();
    game_.emplace(std::move(game));
    table_ = tableFromView(game_->view(kPersonSeat), dealerOfHandOnTable(*game_));
    setBusy(false);
    setMessage({});
    setRefusal({});
    syncTable({});
    emit matchChanged();
}

// --- the person's actions

void GameController::toggleSelected(const QString& cardCode) {
    if (prompt_ != Prompt::LayAway) {
        return;
    }
    const auto card = parseCard(cardCode.toStdString());
    if (!card) {
        return;
    }
    const auto chosen = std::find(selection_.begin(), selection_.end(), *card);
    if (chosen != selection_.end()) {
        selection_.erase(chosen);
    } else {
        const auto wanted = static_cast<std::size_t>(cardsLaidAwayEach(game_->rules()));
        if (selection_.size() == wanted) {
            selection_.erase(selection_.begin());
        }
        selection_.push_back(*card);
    }
    setRefusal({});
    syncHand({});
    emit selectedCountChanged();
}

void GameController::layAway() {
    if (prompt_ == Prompt::LayAway) {
        act(LayAway{kPersonSeat, selection_});
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

// --- applying actions and showing their events

bool GameController::act(const Action& action) {
    auto events = game_->apply(action);
    if (!events) {
        setRefusal(tableWords(events.error()));
        return false;
    }
    if (actingSeat(action) == kPersonSeat) {
        selection_.clear();
        emit selectedCountChanged();
        setRefusal({});
        if (autoplay_ > 0) {
            assignNotify(this, autoplay_, autoplay_ - 1, &GameController::autoplayChanged);
        }
    }
    save();
    enqueue(action, std::move(events).value());
    pump();
    return true;
}

void GameController::enqueue(const Action& action, std::vector<Event> events) {
    if (const auto* deal = std::get_if<Deal>(&action)) {
        // A new game announces itself before the cards are gathered.
        auto first = events.begin();
        if (first != events.end() && std::holds_alternative<GameStarted>(*first)) {
            steps_.emplace_back(std::move(*first));
            ++first;
        }
        steps_.emplace_back(Gather{deal->seat});
        for (; first != events.end(); ++first) {
            steps_.emplace_back(std::move(*first));
        }
        return;
    }
    for (auto& event : events) {
        steps_.emplace_back(std::move(event));
    }
}

bool GameController::waitsForAnimation() const {
    // The computer playing the person's side does it at once, unless asked to animate.
    return settings_->animationSpeed() != GameSettings::Speed::Instant &&
           (autoplay_ == 0 || autoplayAnimated_);
}

void GameController::pump() {
    if (pumping_) {
        return;
    }
    pumping_ = true;
    while (!waitingForStep_ && !steps_.empty()) {
        const Step step = std::move(steps_.front());
        steps_.pop_front();
        setBusy(true);
        setPrompt(Prompt::None);
        waitingForStep_ = waitsForAnimation();
        present(step);
    }
    pumping_ = false;
    if (!waitingForStep_ && steps_.empty()) {
        setBusy(false);
        settle();
    }
}

void GameController::finishStep() {
    if (!waitingForStep_) {
        return;
    }
    waitingForStep_ = false;
    pump();
}

void GameController::present(const Step& step) {
    QVariantMap data;
    if (const auto* gather = std::get_if<Gather>(&step)) {
        gatherForDeal(table_, gather->dealer);
        data = gatherStepData(gather->dealer);
    } else {
        const auto& event = std::get<Event>(step);
        const Phase before = phase();
        applyEvent(table_, event);
        data = stepData(event, game_->rules());
        if (const auto* changed = std::get_if<PhaseChanged>(&event)) {
            holdAfterHand_ = (changed->phase == cribbage::Phase::Deal && before == Phase::Show) ||
                             changed->phase == cribbage::Phase::GameOver;
        }
    }
    syncTable(originOf(step));
    const QString text = data.value(QStringLiteral("text")).toString();
    if (!text.isEmpty()) {
        setMessage(text);
    }
    emit stepStarted(data);
}

QString GameController::originOf(const Step& step) const {
    const auto* event = std::get_if<Event>(&step);
    if (!event) {
        return {};
    }
    const auto handOf = [](int seat) { return QStringLiteral("hand%1").arg(seat); };
    if (std::holds_alternative<CardDealt>(*event) ||
        std::holds_alternative<StarterTurned>(*event) ||
        std::holds_alternative<CutForDealShown>(*event)) {
        return QStringLiteral("deck");
    }
    if (const auto* played = std::get_if<CardPlayed>(event)) {
        return handOf(played->seat);
    }
    if (const auto* laid = std::get_if<CardsLaidAway>(event)) {
        return handOf(laid->seat);
    }
    return {};
}

// --- whose turn it is

bool GameController::personHolds(int seat) const {
    const auto awaiting = game_->awaiting();
    return std::find(awaiting.begin(), awaiting.end(), seat) != awaiting.end();
}

void GameController::settle() {
    if (!game_ || busy_) {
        return;
    }
    updatePrompt();
    const bool personToAct = prompt_ != Prompt::Wait && prompt_ != Prompt::None;
    if (personToAct && autoplay_ > 0) {
        if (prompt_ == Prompt::MatchOver) {
            assignNotify(this, autoplay_, autoplay_ - 1, &GameController::autoplayChanged);
            newMatch();
            return;
        }
        if (prompt_ == Prompt::Continue || prompt_ == Prompt::NextGame) {
            holdAfterHand_ = false;
            updatePrompt();
        }
        if (personHolds(kPersonSeat)) {
            thinkFor(kPersonSeat);
            return;
        }
    }
    if (!holdAfterHand_ && personHolds(kComputerSeat)) {
        thinkFor(kComputerSeat);
    }
}

void GameController::updatePrompt() {
    const auto& state = game_->state();
    Prompt next = Prompt::Wait;
    if (state.phase == cribbage::Phase::MatchOver) {
        next = Prompt::MatchOver;
    } else if (holdAfterHand_) {
        next = state.phase == cribbage::Phase::GameOver ? Prompt::NextGame : Prompt::Continue;
    } else if (personHolds(kPersonSeat)) {
        switch (state.phase) {
            case cribbage::Phase::CutForDeal:
            case cribbage::Phase::CutStarter:
                next = Prompt::Cut;
                break;
            case cribbage::Phase::Deal:
            case cribbage::Phase::GameOver:
                next = Prompt::Deal;
                break;
            case cribbage::Phase::LayAway:
                next = Prompt::LayAway;
                break;
            case cribbage::Phase::Play: {
                const auto& hand = state.hands[kPersonSeat];
                const bool canPlay = std::any_of(hand.begin(), hand.end(), [&](Card card) {
                    return state.play.count + card.value() <= kMaxCount;
                });
                next = canPlay ? Prompt::Play : Prompt::Go;
                break;
            }
            case cribbage::Phase::Show:
                next = state.show.claimed ? Prompt::JudgeCount : Prompt::ClaimCount;
                break;
            case cribbage::Phase::MatchOver:
                break;
        }
    }
    assignNotify(this, claimedPoints_, state.show.claimed.value_or(0),
                 &GameController::claimedPointsChanged);
    setPrompt(next);
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
    thinkingSeat_ = seat;
    thinkingGeneration_ = generation_;
    setThinking(true);
    // Each decision draws on its own generator, seeded by the game and the moment, so that a
    // game resumed from its save goes on as it would have.
    const std::uint64_t seed = game_->setup().seed ^ (kDecisionMix * (game_->history().size() + 1));
    thinker_.setFuture(
        QtConcurrent::run([decider = deciderForComputer(), view = game_->view(seat), seed]() {
            Rng rng(seed);
            return decider(view, rng);
        }));
}

void GameController::computerDecided() {
    const Action action = thinker_.result();
    const bool current = thinkingGeneration_ == generation_;
    setThinking(false);
    if (!current) {
        settle();
        return;
    }
    if (!act(action)) {
        // A computer player must never be refused; show why, and stop rather than loop.
        setNotice(QStringLiteral("The computer made a move the rules refuse: %1")
                      .arg(QString::fromStdString(describe(action))));
        return;
    }
    if (!busy_) {
        settle();
    }
}

void GameController::cancelThinking() {
    if (thinking_) {
        ++generation_;
    }
}

// --- saving

void GameController::save() {
    if (!persistent_ || !store_) {
        return;
    }
    if (const auto error = store_->write(saveGame(*game_))) {
        setNotice(QStringLiteral("The game could not be saved: %1").arg(*error));
    }
}

// --- the table's models and properties

void GameController::syncTable(const QString& origin) {
    syncHand(origin);
    opponentHand_->assign(rowsOf(table_.hands[kComputerSeat]), origin);
    played_->assign(rowsOf(table_.played[kPersonSeat]), origin);
    opponentPlayed_->assign(rowsOf(table_.played[kComputerSeat]), origin);
    crib_->assign(rowsOf(table_.crib), origin);
    QList<CardRow> starter;
    if (table_.starter) {
        starter.append(CardRow{code(*table_.starter), true, false, false, {}});
    }
    starter_->assign(starter, origin);

    QStringList cuts;
    for (const auto& card : table_.cutCards) {
        cuts.append(card ? code(*card) : QString());
    }
    assignNotify(this, cutCards_, cuts, &GameController::cutCardsChanged);
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
    std::vector<Card> cards;
    for (const TableCard& held : table_.hands[kPersonSeat]) {
        if (held.card) {
            cards.push_back(*held.card);
        }
    }
    std::sort(cards.begin(), cards.end());
    QList<CardRow> rows;
    for (Card card : cards) {
        const bool selected =
            std::find(selection_.begin(), selection_.end(), card) != selection_.end();
        const bool playable = prompt_ == Prompt::Play && table_.count + card.value() <= kMaxCount;
        rows.append(CardRow{code(card), true, selected, playable, {}});
    }
    hand_->assign(rows, origin);
}

void GameController::setBusy(bool busy) {
    assignNotify(this, busy_, busy, &GameController::busyChanged);
}

void GameController::setThinking(bool thinking) {
    assignNotify(this, thinking_, thinking, &GameController::thinkingChanged);
}

void GameController::setPrompt(Prompt prompt) {
    assignNotify(this, prompt_, prompt, &GameController::promptChanged);
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
