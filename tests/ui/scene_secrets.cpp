#include "scene_secrets.h"

#include <algorithm>

#include "cribbage/card_set.h"
#include "scene_notes.h"

namespace cribbage::ui::test {
namespace {

void addAll(std::vector<Card>& to, const auto& cards) {
    to.insert(to.end(), cards.begin(), cards.end());
}

void addItems(std::vector<Card>& to, const std::vector<ScoreItem>& items) {
    for (const ScoreItem& item : items) {
        addAll(to, item.cards);
    }
}

// The cards an event names that may be secret: a card cut for the deal is face up to everyone
// (after a tie the view no longer holds it), so it is not among them.
struct EventCards {
    std::vector<Card>& cards;

    void operator()(const CardDealt& e) const { cards.push_back(e.card); }
    void operator()(const CardsLaidAway& e) const { addAll(cards, e.cards); }
    void operator()(const StarterTurned& e) const { cards.push_back(e.starter); }
    void operator()(const CardPlayed& e) const { cards.push_back(e.card); }
    void operator()(const HandShown& e) const {
        addAll(cards, e.cards);
        cards.push_back(e.starter);
    }
    void operator()(const PointsScored& e) const { addItems(cards, e.items); }
    void operator()(const auto&) const {}
};

std::vector<Card> named(const SceneState& scene) {
    std::vector<Card> cards;
    const auto addFaces = [&](const std::vector<SceneCard>& faces) {
        for (const SceneCard& face : faces) {
            if (face.card) {
                cards.push_back(*face.card);
            }
        }
    };
    for (const auto& hand : scene.hands) {
        addFaces(hand);
    }
    for (const auto& played : scene.played) {
        addFaces(played);
    }
    addFaces(scene.crib);
    for (const Said& said : scene.notes.said) {
        addItems(cards, said.items);
    }
    const EventCards eventCards{cards};
    for (const ShownCount& shown : scene.notes.shown) {
        if (const auto* points = std::get_if<PointsScored>(&shown)) {
            eventCards(*points);
        } else {
            eventCards(std::get<JudgedClaim>(shown).hand);
        }
    }
    if (scene.notes.caption) {
        std::visit(eventCards, *scene.notes.caption);
    }
    const ClaimExchange& exchange = scene.notes.exchange;
    if (exchange.hand) {
        eventCards(*exchange.hand);
    }
    if (exchange.pegged) {
        eventCards(*exchange.pegged);
    }
    for (const LoggedStep& logged : scene.notes.log) {
        if (const auto* event = std::get_if<Event>(&logged.step)) {
            std::visit(eventCards, *event);
        }
        if (logged.claimed) {
            eventCards(*logged.claimed);
        }
    }
    return cards;
}

// What every seat sees face up, and the viewer's own cards.
CardSet known(const Game& game, int viewer) {
    const SeatView view = game.view(viewer == kNoViewer ? 0 : viewer);
    std::vector<Card> cards = view.crib;
    if (viewer != kNoViewer) {
        addAll(cards, view.hand);
        addAll(cards, view.laidAway);
    }
    if (view.starter) {
        cards.push_back(*view.starter);
    }
    for (const auto& cut : view.cutCards) {
        if (cut) {
            cards.push_back(*cut);
        }
    }
    for (const auto& played : view.played) {
        addAll(cards, played);
    }
    return CardSet::of(cards);
}

}  // namespace

std::vector<Card> secretsIn(const SceneState& scene, const Game& game, int viewer) {
    const CardSet seen = known(game, viewer);
    std::vector<Card> secrets;
    for (Card card : named(scene)) {
        if (!seen.contains(card)) {
            secrets.push_back(card);
        }
    }
    return secrets;
}

}  // namespace cribbage::ui::test
