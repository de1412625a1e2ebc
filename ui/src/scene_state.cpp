#include "scene_state.h"

#include <algorithm>

#include "cribbage/rules.h"
#include "deal_replay.h"
#include "scene_notes.h"

namespace cribbage::ui {
namespace {

std::size_t at(int index) {
    return static_cast<std::size_t>(index);
}

SceneCard hidden() {
    return SceneCard{std::nullopt, false};
}

SceneCard faceUp(Card card) {
    return SceneCard{card, true};
}

bool handDealt(const SeatView& view) {
    const auto holds = [](int held) { return held > 0; };
    const auto laid = [](const std::vector<Card>& cards) { return !cards.empty(); };
    return std::any_of(view.cardsHeld.begin(), view.cardsHeld.end(), holds) ||
           std::any_of(view.played.begin(), view.played.end(), laid);
}

// Played cards lie face up while their series is on, and again once their owner's hand is
// laid out for the show; at the end of a game everything is turned up.
bool playedFaceUp(const SeatView& view, int seat, Card card) {
    if (std::find(view.series.begin(), view.series.end(), card) != view.series.end()) {
        return true;
    }
    switch (view.phase) {
        case Phase::Show: {
            const int players = view.rules.players;
            const int showOrder = (seat - view.dealer - 1 + players) % players;
            return showOrder <= view.showStep;
        }
        case Phase::Deal:
        case Phase::GameOver:
        case Phase::MatchOver:
            return true;
        default:
            return false;
    }
}

std::vector<SceneCard> heldCards(const SeatView& view, int seat) {
    if (seat == view.seat) {
        std::vector<SceneCard> cards;
        for (Card card : view.hand) {
            cards.push_back(faceUp(card));
        }
        return cards;
    }
    return std::vector<SceneCard>(at(view.cardsHeld[at(seat)]), hidden());
}

std::vector<SceneCard> cribFromView(const SeatView& view) {
    std::vector<SceneCard> crib;
    if (!view.crib.empty()) {
        for (Card card : view.crib) {
            crib.push_back(faceUp(card));
        }
        return crib;
    }
    if (handDealt(view)) {
        crib.assign(at(cribCardsDealt(view.rules)), hidden());
    }
    for (bool laidAway : view.hasLaidAway) {
        if (laidAway) {
            crib.insert(crib.end(), at(cardsLaidAwayEach(view.rules)), hidden());
        }
    }
    return crib;
}

void removeHeld(SceneState& scene, int seat, Card card) {
    auto& hand = scene.hands[seat];
    if (seat == scene.viewer) {
        std::erase(hand, faceUp(card));
    } else if (!hand.empty()) {
        hand.pop_back();
    }
}

void turnPlayed(std::vector<SceneCard>& cards, bool up) {
    for (auto& card : cards) {
        card.faceUp = up;
    }
}

struct EventShower {
    SceneState& scene;

    void operator()(const CutForDealShown& e) const {
        scene.cutCards[e.seat] = e.card;
        --scene.packSize;
    }
    void operator()(const CutForDealTied&) const {
        std::fill(scene.cutCards.begin(), scene.cutCards.end(), std::nullopt);
        scene.packSize = kDeckSize;
    }
    void operator()(const DealerChosen& e) const { scene.dealer = e.dealer; }
    void operator()(const GameStarted& e) const {
        scene.gameNumber = e.gameNumber;
        scene.dealer = e.dealer;
        std::fill(scene.scores.begin(), scene.scores.end(), 0);
        std::fill(scene.rearPegs.begin(), scene.rearPegs.end(), 0);
    }
    void operator()(const CardDealt& e) const {
        scene.hands[e.seat].push_back(e.seat == scene.viewer ? faceUp(e.card) : hidden());
        --scene.packSize;
    }
    void operator()(const CardDealtToCrib&) const {
        scene.crib.push_back(hidden());
        --scene.packSize;
    }
    void operator()(const PhaseChanged& e) const { scene.phase = e.phase; }
    void operator()(const CardsLaidAway& e) const {
        for (Card card : e.cards) {
            removeHeld(scene, e.seat, card);
            scene.crib.push_back(hidden());
        }
    }
    void operator()(const StarterTurned& e) const {
        scene.starter = e.starter;
        --scene.packSize;
    }
    void operator()(const CardPlayed& e) const {
        removeHeld(scene, e.seat, e.card);
        scene.played[e.seat].push_back(faceUp(e.card));
        scene.series.push_back(e.card);
        scene.count = e.count;
    }
    void operator()(const GoSaid&) const {}
    void operator()(const CountReset&) const {
        scene.series.clear();
        scene.count = 0;
        for (auto& cards : scene.played) {
            turnPlayed(cards, false);
        }
    }
    void operator()(const HandShown& e) const {
        if (e.crib) {
            scene.crib.clear();
            for (Card card : e.cards) {
                scene.crib.push_back(faceUp(card));
            }
        } else {
            turnPlayed(scene.played[e.seat], true);
        }
    }
    void operator()(const CountClaimed&) const {}
    void operator()(const CountAccepted&) const {}
    void operator()(const MugginsCalled&) const {}
    void operator()(const PointsScored& e) const {
        scene.scores[e.side] = e.newScore;
        scene.rearPegs[e.side] = e.oldScore;
    }
    void operator()(const GameWon& e) const {
        scene.gamePoints[e.side] += e.gamePoints;
        for (auto& cards : scene.played) {
            turnPlayed(cards, true);
        }
    }
    void operator()(const MatchWon& e) const { scene.gamePoints = PerSeat<int>(e.gamePoints); }
};

// The cards are gathered and `dealer` deals a new hand.
void gatherForDeal(SceneState& scene, int dealer) {
    scene.dealer = dealer;
    scene.packSize = kDeckSize;
    std::fill(scene.cutCards.begin(), scene.cutCards.end(), std::nullopt);
    for (auto& cards : scene.hands) {
        cards.clear();
    }
    for (auto& cards : scene.played) {
        cards.clear();
    }
    scene.crib.clear();
    scene.starter.reset();
    scene.series.clear();
    scene.count = 0;
}

}  // namespace

SceneState sceneFromView(const SeatView& view, int handDealer) {
    SceneState scene;
    scene.viewer = view.seat;
    scene.players = view.rules.players;
    scene.phase = view.phase;
    scene.dealer = handDealer;
    scene.gameNumber = view.gameNumber;
    scene.packSize = view.packSize;
    scene.cutCards = PerSeat(view.cutCards);
    std::vector<std::vector<SceneCard>> hands;
    std::vector<std::vector<SceneCard>> played;
    for (int seat = 0; seat < scene.players; ++seat) {
        hands.push_back(heldCards(view, seat));
        std::vector<SceneCard> laid;
        for (Card card : view.played[at(seat)]) {
            laid.push_back(SceneCard{card, playedFaceUp(view, seat, card)});
        }
        played.push_back(std::move(laid));
    }
    scene.hands = PerSeat(std::move(hands));
    scene.played = PerSeat(std::move(played));
    scene.crib = cribFromView(view);
    scene.starter = view.starter;
    scene.series = view.series;
    scene.count = view.count;
    scene.scores = PerSeat(view.scores);
    scene.rearPegs = PerSeat(view.rearPegs);
    scene.gamePoints = PerSeat(view.gamePoints);
    scene.notes = notesCleared(scene.players);
    return scene;
}

SceneState sceneOf(const Game& game, int viewer) {
    const int dealer = dealerOfHandOnTable(game);
    SceneState scene = sceneFromView(game.view(viewer), dealer);
    // The notes are taken down again from the deal's steps, over cards that move as they did.
    SceneState replay = scene;
    gatherForDeal(replay, dealer);
    for (const PendingStep& step : stepsOfDealOnTable(game)) {
        applyStep(replay, step);
    }
    scene.notes = std::move(replay.notes);
    return scene;
}

void concealHeld(SceneState& scene) {
    for (SceneCard& card : scene.hands[scene.viewer]) {
        card = hidden();
    }
    std::vector<LoggedStep> log;
    for (const LoggedStep& logged : scene.notes.log) {
        if (auto seen = seenBy(logged.step, kNoViewer)) {
            log.push_back({std::move(*seen), logged.claimed});
        }
    }
    scene.notes.log = std::move(log);
}

int dealerOfHandOnTable(const Game& game) {
    const auto& history = game.history();
    for (auto action = history.rbegin(); action != history.rend(); ++action) {
        if (const auto* deal = std::get_if<Deal>(&*action)) {
            return deal->seat;
        }
    }
    return game.state().dealer;
}

void applyStep(SceneState& scene, const PendingStep& step) {
    if (const auto* shuffle = std::get_if<Shuffle>(&step)) {
        gatherForDeal(scene, shuffle->dealer);
    } else if (const auto* event = std::get_if<Event>(&step)) {
        std::visit(EventShower{scene}, *event);
    }
    noteStep(scene, step);
}

}  // namespace cribbage::ui
