#include <algorithm>
#include <string>

#include "applying.h"
#include "cribbage/card_set.h"

namespace cribbage::detail {
namespace {

void gatherCards(GameState& state) {
    std::fill(state.cutCards.begin(), state.cutCards.end(), std::nullopt);
    for (auto& cards : state.hands) {
        cards.clear();
    }
    for (auto& cards : state.laidAway) {
        cards.clear();
    }
    for (auto& cards : state.played) {
        cards.clear();
    }
    state.cribDealt.clear();
    state.starter.reset();
    state.pack.clear();
    state.play = PlayState{{}, 0, -1, -1, std::vector<bool>(state.hands.size(), false)};
    state.show = ShowState{};
}

void startNextGame(Applying& applying) {
    auto& state = applying.state;
    ++state.gameNumber;
    std::fill(state.scores.begin(), state.scores.end(), 0);
    std::fill(state.rearPegs.begin(), state.rearPegs.end(), 0);
    applying.events.push_back(GameStarted{state.gameNumber, state.dealer});
}

Card dealTopCard(GameState& state) {
    const Card card = state.pack.front();
    state.pack.erase(state.pack.begin());
    return card;
}

// One card at a time, starting with the player after the dealer; with three players one
// card then goes straight to the crib.
void dealHands(Applying& applying) {
    auto& state = applying.state;
    for (int round = 0; round < cardsDealtEach(applying.rules()); ++round) {
        int seat = state.dealer;
        for (int i = 0; i < applying.players(); ++i) {
            seat = applying.leftOf(seat);
            const Card card = dealTopCard(state);
            state.hands[static_cast<std::size_t>(seat)].push_back(card);
            applying.events.push_back(CardDealt{seat, card});
        }
    }
    for (int i = 0; i < cribCardsDealt(applying.rules()); ++i) {
        const Card card = dealTopCard(state);
        state.cribDealt.push_back(card);
        applying.events.push_back(CardDealtToCrib{card});
    }
}

Refusal checkLayAway(const GameState& state, const RuleSettings& rules, const LayAway& action) {
    const auto& hand = state.hands[static_cast<std::size_t>(action.seat)];
    if (!state.laidAway[static_cast<std::size_t>(action.seat)].empty()) {
        return Error{seatName(action.seat) + " has already laid away to the crib",
                     ErrorCode::AlreadyLaidAway,
                     {action.seat}};
    }
    const int wanted = cardsLaidAwayEach(rules);
    if (static_cast<int>(action.cards.size()) != wanted) {
        const int given = static_cast<int>(action.cards.size());
        return Error{"lay away " + std::to_string(wanted) + (wanted == 1 ? " card" : " cards") +
                         ", not " + std::to_string(given),
                     ErrorCode::WrongLayAwayCount,
                     {action.seat},
                     {wanted, given}};
    }
    CardSet chosen;
    for (Card card : action.cards) {
        if (std::find(hand.begin(), hand.end(), card) == hand.end()) {
            return Error{
                "you do not hold " + toString(card), ErrorCode::CardNotHeld, {action.seat}, {card}};
        }
        if (chosen.contains(card)) {
            return Error{"you cannot lay away " + toString(card) + " twice",
                         ErrorCode::CardLaidAwayTwice,
                         {action.seat},
                         {card}};
        }
        chosen.insert(card);
    }
    return std::nullopt;
}

// Five-card cribbage: the pone of the game's first deal pegs three for last. Every deal of
// the five-card game scores (at least the go), so only the first finds every score at 0.
void pegThreeForLast(Applying& applying) {
    const int points = pointsForLast(applying.rules());
    const auto& scores = applying.state.scores;
    if (points == 0 || std::ranges::any_of(scores, [](int score) { return score != 0; })) {
        return;
    }
    peg(applying, applying.leftOf(applying.state.dealer), ScoreSource::ThreeForLast,
        {ScoreItem{ScoreKind::ThreeForLast, points, {}}}, points);
}

}  // namespace

Refusal applyDeal(Applying& applying, const Deal& deal) {
    auto& state = applying.state;
    if (state.phase != Phase::Deal && state.phase != Phase::GameOver) {
        return wrongPhase(state, deal.seat, "deal");
    }
    if (deal.seat != state.dealer) {
        return notYourTurn(deal.seat, state.dealer);
    }
    if (state.phase == Phase::GameOver) {
        startNextGame(applying);
    }
    gatherCards(state);
    state.pack = nextPack(applying);
    dealHands(applying);
    pegThreeForLast(applying);
    changePhase(applying, Phase::LayAway);
    return std::nullopt;
}

Refusal applyLayAway(Applying& applying, const LayAway& layAway) {
    auto& state = applying.state;
    if (state.phase != Phase::LayAway) {
        return wrongPhase(state, layAway.seat, "lay away to the crib");
    }
    if (auto refusal = checkLayAway(state, applying.rules(), layAway)) {
        return refusal;
    }
    auto& hand = state.hands[static_cast<std::size_t>(layAway.seat)];
    for (Card card : layAway.cards) {
        hand.erase(std::find(hand.begin(), hand.end(), card));
    }
    state.laidAway[static_cast<std::size_t>(layAway.seat)] = layAway.cards;
    applying.events.push_back(CardsLaidAway{layAway.seat, layAway.cards});
    const bool everyoneDone = std::none_of(state.laidAway.begin(), state.laidAway.end(),
                                           [](const auto& cards) { return cards.empty(); });
    if (everyoneDone) {
        changePhase(applying, Phase::CutStarter);
    }
    return std::nullopt;
}

std::vector<Action> legalLayAways(const GameState& state, const RuleSettings& rules, int seat) {
    std::vector<Action> actions;
    if (state.phase != Phase::LayAway || !state.laidAway[static_cast<std::size_t>(seat)].empty()) {
        return actions;
    }
    const auto& hand = state.hands[static_cast<std::size_t>(seat)];
    const std::size_t n = hand.size();
    if (cardsLaidAwayEach(rules) == 1) {
        for (Card card : hand) {
            actions.push_back(LayAway{seat, {card}});
        }
        return actions;
    }
    for (std::size_t i = 0; i < n; ++i) {
        for (std::size_t j = i + 1; j < n; ++j) {
            actions.push_back(LayAway{seat, {hand[i], hand[j]}});
        }
    }
    return actions;
}

}  // namespace cribbage::detail
