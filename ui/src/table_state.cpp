#include "table_state.h"

#include <algorithm>

#include "cribbage/rules.h"

namespace cribbage::ui {
namespace {

std::size_t at(int index) {
    return static_cast<std::size_t>(index);
}

TableCard hidden() {
    return TableCard{std::nullopt, false};
}

TableCard faceUp(Card card) {
    return TableCard{card, true};
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

std::vector<TableCard> heldCards(const SeatView& view, int seat) {
    if (seat == view.seat) {
        std::vector<TableCard> cards;
        for (Card card : view.hand) {
            cards.push_back(faceUp(card));
        }
        return cards;
    }
    return std::vector<TableCard>(at(view.cardsHeld[at(seat)]), hidden());
}

std::vector<TableCard> cribFromView(const SeatView& view) {
    std::vector<TableCard> crib;
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

void removeHeld(TableState& table, int seat, Card card) {
    auto& hand = table.hands[at(seat)];
    if (seat == table.viewer) {
        std::erase(hand, faceUp(card));
    } else if (!hand.empty()) {
        hand.pop_back();
    }
}

void turnPlayed(std::vector<TableCard>& cards, bool up) {
    for (auto& card : cards) {
        card.faceUp = up;
    }
}

struct EventShower {
    TableState& table;

    void operator()(const CutForDealShown& e) const {
        table.cutCards[at(e.seat)] = e.card;
        --table.packSize;
    }
    void operator()(const CutForDealTied&) const {
        std::fill(table.cutCards.begin(), table.cutCards.end(), std::nullopt);
        table.packSize = kDeckSize;
    }
    void operator()(const DealerChosen& e) const { table.dealer = e.dealer; }
    void operator()(const GameStarted& e) const {
        table.gameNumber = e.gameNumber;
        table.dealer = e.dealer;
        std::fill(table.scores.begin(), table.scores.end(), 0);
        std::fill(table.rearPegs.begin(), table.rearPegs.end(), 0);
    }
    void operator()(const CardDealt& e) const {
        table.hands[at(e.seat)].push_back(e.seat == table.viewer ? faceUp(e.card) : hidden());
        --table.packSize;
    }
    void operator()(const CardDealtToCrib&) const {
        table.crib.push_back(hidden());
        --table.packSize;
    }
    void operator()(const PhaseChanged& e) const { table.phase = e.phase; }
    void operator()(const CardsLaidAway& e) const {
        for (Card card : e.cards) {
            removeHeld(table, e.seat, card);
            table.crib.push_back(hidden());
        }
    }
    void operator()(const StarterTurned& e) const {
        table.starter = e.starter;
        --table.packSize;
    }
    void operator()(const CardPlayed& e) const {
        removeHeld(table, e.seat, e.card);
        table.played[at(e.seat)].push_back(faceUp(e.card));
        table.series.push_back(e.card);
        table.count = e.count;
    }
    void operator()(const GoSaid&) const {}
    void operator()(const CountReset&) const {
        table.series.clear();
        table.count = 0;
        for (auto& cards : table.played) {
            turnPlayed(cards, false);
        }
    }
    void operator()(const HandShown& e) const {
        if (e.crib) {
            table.crib.clear();
            for (Card card : e.cards) {
                table.crib.push_back(faceUp(card));
            }
        } else {
            turnPlayed(table.played[at(e.seat)], true);
        }
    }
    void operator()(const CountClaimed&) const {}
    void operator()(const CountAccepted&) const {}
    void operator()(const MugginsCalled&) const {}
    void operator()(const PointsScored& e) const {
        table.scores[at(e.side)] = e.newScore;
        table.rearPegs[at(e.side)] = e.oldScore;
    }
    void operator()(const GameWon& e) const {
        table.gamePoints[at(e.side)] += e.gamePoints;
        for (auto& cards : table.played) {
            turnPlayed(cards, true);
        }
    }
    void operator()(const MatchWon& e) const { table.gamePoints = e.gamePoints; }
};

}  // namespace

TableState tableFromView(const SeatView& view, int handDealer) {
    TableState table;
    table.viewer = view.seat;
    table.players = view.rules.players;
    table.phase = view.phase;
    table.dealer = handDealer;
    table.gameNumber = view.gameNumber;
    table.packSize = view.packSize;
    table.cutCards = view.cutCards;
    for (int seat = 0; seat < table.players; ++seat) {
        table.hands.push_back(heldCards(view, seat));
        std::vector<TableCard> played;
        for (Card card : view.played[at(seat)]) {
            played.push_back(TableCard{card, playedFaceUp(view, seat, card)});
        }
        table.played.push_back(std::move(played));
    }
    table.crib = cribFromView(view);
    table.starter = view.starter;
    table.series = view.series;
    table.count = view.count;
    table.scores = view.scores;
    table.rearPegs = view.rearPegs;
    table.gamePoints = view.gamePoints;
    return table;
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

void gatherForDeal(TableState& table, int dealer) {
    table.dealer = dealer;
    table.packSize = kDeckSize;
    std::fill(table.cutCards.begin(), table.cutCards.end(), std::nullopt);
    for (auto& cards : table.hands) {
        cards.clear();
    }
    for (auto& cards : table.played) {
        cards.clear();
    }
    table.crib.clear();
    table.starter.reset();
    table.series.clear();
    table.count = 0;
}

void applyEvent(TableState& table, const Event& event) {
    std::visit(EventShower{table}, event);
}

}  // namespace cribbage::ui
