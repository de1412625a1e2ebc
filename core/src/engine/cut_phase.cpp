#include <algorithm>
#include <string>

#include "applying.h"

namespace cribbage::detail {
namespace {

std::vector<int> allSeats(int players) {
    std::vector<int> seats(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat) {
        seats[static_cast<std::size_t>(seat)] = seat;
    }
    return seats;
}

Refusal checkDepth(const GameState& state, int seat, int depth) {
    const int packSize = static_cast<int>(state.pack.size());
    if (depth < kMinCutPacket || depth > maxCutDepth(packSize)) {
        return Error{"cut between " + std::to_string(kMinCutPacket) + " and " +
                         std::to_string(maxCutDepth(packSize)) + " cards of the " +
                         std::to_string(packSize) + ": at least " + std::to_string(kMinCutPacket) +
                         " must stay in each packet",
                     ErrorCode::CutDepthOutOfRange,
                     {seat},
                     {kMinCutPacket, maxCutDepth(packSize), packSize}};
    }
    return std::nullopt;
}

Card takeCutCard(GameState& state, int depth) {
    const auto at = state.pack.begin() + depth;
    const Card card = *at;
    state.pack.erase(at);
    return card;
}

void startCutForDeal(Applying& applying, std::vector<int> cutters) {
    auto& state = applying.state;
    std::fill(state.cutCards.begin(), state.cutCards.end(), std::nullopt);
    state.pack = nextPack(applying);
    state.cutters = std::move(cutters);
}

// Everybody has cut: the lowest card deals, or the players who tied for it cut again.
void settleCutForDeal(Applying& applying) {
    auto& state = applying.state;
    int lowest = kRanks + 1;
    for (const auto& card : state.cutCards) {
        if (card) {
            lowest = std::min(lowest, card->rankNumber());
        }
    }
    std::vector<int> tied;
    for (int seat = 0; seat < applying.players(); ++seat) {
        const auto& card = state.cutCards[static_cast<std::size_t>(seat)];
        if (card && card->rankNumber() == lowest) {
            tied.push_back(seat);
        }
    }
    if (tied.size() > 1) {
        applying.events.push_back(CutForDealTied{tied});
        startCutForDeal(applying, tied);
        return;
    }
    state.dealer = tied.front();
    applying.events.push_back(DealerChosen{state.dealer});
    changePhase(applying, Phase::Deal);
}

Refusal cutForDeal(Applying& applying, const Cut& cut) {
    auto& state = applying.state;
    if (cut.seat != state.cutters.front()) {
        return notYourTurn(cut.seat, state.cutters.front());
    }
    if (auto refusal = checkDepth(state, cut.seat, cut.depth)) {
        return refusal;
    }
    const Card card = takeCutCard(state, cut.depth);
    state.cutCards[static_cast<std::size_t>(cut.seat)] = card;
    state.cutters.erase(state.cutters.begin());
    applying.events.push_back(CutForDealShown{cut.seat, card});
    if (state.cutters.empty()) {
        settleCutForDeal(applying);
    }
    return std::nullopt;
}

Refusal cutStarter(Applying& applying, const Cut& cut) {
    auto& state = applying.state;
    const int cutter = starterCutter(state, applying.rules());
    if (cut.seat != cutter) {
        return notYourTurn(cut.seat, cutter);
    }
    if (auto refusal = checkDepth(state, cut.seat, cut.depth)) {
        return refusal;
    }
    const Card starter = takeCutCard(state, cut.depth);
    state.starter = starter;
    applying.events.push_back(StarterTurned{cut.seat, starter});
    if (starter.rank() == Rank::Jack && peg(applying, state.dealer, ScoreSource::Heels,
                                            {ScoreItem{ScoreKind::Heels, 2, {starter}}}, 2)) {
        return std::nullopt;
    }
    startPlay(applying);
    return std::nullopt;
}

}  // namespace

void startMatch(Applying& applying) {
    auto& state = applying.state;
    const auto seats = static_cast<std::size_t>(applying.players());
    const auto sides = static_cast<std::size_t>(sideCount(applying.rules()));
    state.cutCards.assign(seats, std::nullopt);
    state.hands.assign(seats, {});
    state.laidAway.assign(seats, {});
    state.played.assign(seats, {});
    state.play.saidGo.assign(seats, false);
    state.scores.assign(sides, 0);
    state.rearPegs.assign(sides, 0);
    const auto& standing = applying.setup.standing;
    state.gameNumber = standing.gameNumber;
    if (standing.gamePoints.empty()) {
        state.gamePoints.assign(sides, 0);
    } else {
        state.gamePoints = standing.gamePoints;
    }
    if (applying.rules().firstDealer == FirstDealer::Random) {
        state.dealer = static_cast<int>(state.rng.below(seats));
        const auto deck = fullDeck();
        state.pack.assign(deck.begin(), deck.end());
        state.phase = Phase::Deal;
        return;
    }
    state.phase = Phase::CutForDeal;
    startCutForDeal(applying, allSeats(applying.players()));
}

Refusal applyCut(Applying& applying, const Cut& cut) {
    switch (applying.state.phase) {
        case Phase::CutForDeal:
            return cutForDeal(applying, cut);
        case Phase::CutStarter:
            return cutStarter(applying, cut);
        default:
            return wrongPhase(applying.state, cut.seat, "cut");
    }
}

int starterCutter(const GameState& state, const RuleSettings& rules) {
    return (state.dealer + 1) % rules.players;
}

std::vector<Action> legalCuts(const GameState& state, const RuleSettings& rules, int seat) {
    const bool mayCut = (state.phase == Phase::CutForDeal && seat == state.cutters.front()) ||
                        (state.phase == Phase::CutStarter && seat == starterCutter(state, rules));
    std::vector<Action> cuts;
    if (mayCut) {
        for (int depth = kMinCutPacket; depth <= maxCutDepth(static_cast<int>(state.pack.size()));
             ++depth) {
            cuts.push_back(Cut{seat, depth});
        }
    }
    return cuts;
}

}  // namespace cribbage::detail
