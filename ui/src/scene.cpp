#include "scene.h"

#include "card_looks.h"
#include "peg_colours.h"
#include "step_maker.h"
#include "words/result_words.h"
#include "words/seat_words.h"
#include "words/step_words.h"

namespace cribbage::ui {
namespace {

// Where the cards that `pending` puts on the table come from.
int originOf(const PendingStep& pending) {
    const auto* event = std::get_if<Event>(&pending);
    if (!event) {
        return CardOrigin::Nowhere;
    }
    if (std::holds_alternative<CardDealt>(*event) ||
        std::holds_alternative<StarterTurned>(*event) ||
        std::holds_alternative<CutForDealShown>(*event) ||
        std::holds_alternative<CardDealtToCrib>(*event)) {
        return CardOrigin::Pack;
    }
    if (const auto* played = std::get_if<CardPlayed>(event)) {
        return played->seat;
    }
    if (const auto* laid = std::get_if<CardsLaidAway>(event)) {
        return laid->seat;
    }
    return CardOrigin::Nowhere;
}

QList<int> listOf(const PerSeat<int>& values) {
    return QList<int>(values.begin(), values.end());
}

}  // namespace

Scene::Scene(QObject* parent)
    : QObject(parent),
      seats_(new SeatListModel(this)),
      crib_(new CardListModel(this)),
      starter_(new CardListModel(this)),
      showSummary_(new ShowSummaryModel(this)),
      result_(new GameResult(this)),
      log_(new DealLog(this)) {}

void Scene::seat(const RuleSettings& rules, int screenSeat, const Lineup& lineup) {
    rules_ = rules;
    const Seating seating{rules, screenSeat, lineup};
    const SeatWords words(seating);
    QStringList labels;
    QStringList handNames;
    QStringList playedNames;
    for (int seat = 0; seat < seating.players(); ++seat) {
        labels.append(words.label(seat));
        handNames.append(words.handOf(seat));
        playedNames.append(words.playedBy(seat));
    }
    QStringList sideLabels;
    for (int side = 0; side < seating.sides(); ++side) {
        sideLabels.append(words.sideLabel(side));
    }
    const bool reseated = !(seats_->seating() == seating) || sideLabels != sideLabels_;
    seats_->seat(seating, labels, handNames, playedNames);
    sideLabels_ = sideLabels;
    if (reseated) {
        emit seatingChanged();
        // The games won are told by the sides' labels.
        emit gamePointsChanged();
    }
}

QList<int> Scene::sideColours() const {
    const std::vector<int> colours = cribbage::ui::sideColours(seating());
    return {colours.begin(), colours.end()};
}

void Scene::reset(const Game& game, int screenSeat, const Lineup& lineup, bool concealed) {
    const QList<int> scoresBefore = scores();
    const QList<int> rearBefore = rearPegs();
    const QList<int> gamePointsBefore = gamePoints();
    seat(game.rules(), screenSeat, lineup);
    state_ = sceneOf(game, screenSeat);
    if (concealed) {
        concealHeld(state_);
    }
    chosen_.clear();
    playing_ = false;
    clearNotes();
    sync(CardOrigin::Nowhere);
    notifyScores(scoresBefore, rearBefore, gamePointsBefore);
}

void Scene::notifyScores(const QList<int>& scoresBefore, const QList<int>& rearBefore,
                         const QList<int>& gamePointsBefore) {
    if (scores() != scoresBefore || rearPegs() != rearBefore) {
        emit scoresChanged();
    }
    if (gamePoints() != gamePointsBefore) {
        emit gamePointsChanged();
    }
}

Step Scene::present(const PendingStep& pending) {
    const QList<int> scoresBefore = scores();
    const QList<int> rearBefore = rearPegs();
    const QList<int> gamePointsBefore = gamePoints();
    applyStep(state_, pending);
    sync(originOf(pending));
    notifyScores(scoresBefore, rearBefore, gamePointsBefore);
    const StepWords words(SeatWords(seating()), rules_);
    return shownInExchange(pending, makeStep(pending, state_.viewer, words), state_.notes.exchange,
                           state_.viewer, words);
}

void Scene::markHand(const std::vector<Card>& chosen, bool playing) {
    chosen_ = chosen;
    playing_ = playing;
    seats_->hand(state_.viewer)->assign(handLooks(state_, chosen_, playing_), CardOrigin::Nowhere);
}

void Scene::sync(int origin) {
    for (int seat = 0; seat < seating().players(); ++seat) {
        seats_->hand(seat)->assign(seat == state_.viewer ? handLooks(state_, chosen_, playing_)
                                                         : looksOf(state_.hands[seat]),
                                   origin);
        seats_->played(seat)->assign(looksOf(state_.played[seat]), origin);
        const auto& cut = state_.cutCards[seat];
        seats_->setCutCard(seat, cut ? cardCode(*cut) : QString());
    }
    seats_->setDealer(state_.phase == Phase::CutForDeal ? -1 : state_.dealer);
    crib_->assign(looksOf(state_.crib), origin);
    starter_->assign(starterLooks(state_.starter), origin);
    syncNotes();
    emit changed();
}

SeatListModel::Place Scene::dealerPlace() const {
    return SeatListModel::placeOf(seating(), state_.dealer);
}

QString Scene::cribName() const {
    return SeatWords(seating()).cribOf(state_.dealer);
}

QString Scene::gamesWon() const {
    return ResultWords(SeatWords(seating()), rules_).games(state_.gamePoints.values());
}

bool Scene::cribShown() const {
    return !state_.crib.empty() && state_.crib.front().faceUp;
}

QList<int> Scene::scores() const {
    return listOf(state_.scores);
}

QList<int> Scene::rearPegs() const {
    return listOf(state_.rearPegs);
}

QList<int> Scene::gamePoints() const {
    return listOf(state_.gamePoints);
}

}  // namespace cribbage::ui
