#include "play_reason.h"

#include <algorithm>

#include "cribbage/peg_score.h"

namespace cribbage::detail {
namespace {

std::optional<Reason> immediateReason(Card card, const PlayScore& score) {
    const ScoreItem* top = nullptr;
    for (const ScoreItem& item : score.items) {
        // Given the choice, a fifteen is said before a pair of the same worth.
        if (top == nullptr || item.points > top->points) {
            top = &item;
        }
    }
    if (top == nullptr) {
        return std::nullopt;
    }
    switch (top->kind) {
        case ScoreKind::Fifteen:
            return Reason{ReasonId::MakesFifteen, {card}};
        case ScoreKind::ThirtyOne:
            return Reason{ReasonId::MakesThirtyOne, {card}};
        case ScoreKind::Pair:
            return Reason{ReasonId::MakesPair, {card}};
        case ScoreKind::PairRoyal:
            return Reason{ReasonId::MakesPairRoyal, {card}};
        case ScoreKind::DoublePairRoyal:
            return Reason{ReasonId::MakesDoublePairRoyal, {card}};
        case ScoreKind::Run:
            return Reason{ReasonId::MakesRun, {card, top->points}};
        default:
            return std::nullopt;
    }
}

std::optional<Reason> leadReason(const PlayPosition& position, Card card) {
    if (card.rank() == Rank::Five) {
        return Reason{ReasonId::LeadFive, {card}};
    }
    const auto pairs = std::count_if(position.held.begin(), position.held.end(),
                                     [card](Card held) { return held.rank() == card.rank(); });
    if (pairs >= 2) {
        return Reason{ReasonId::LeadFromPair, {card, card.rank()}};
    }
    if (card.value() < 5) {
        return Reason{ReasonId::LeadUnderFive, {card}};
    }
    return std::nullopt;
}

}  // namespace

Reason playReason(const PlayPosition& position, const PlayOption& option, int choices) {
    const Card card = option.card;
    if (choices == 1) {
        return {ReasonId::OnlyCard, {card}};
    }
    std::vector<Card> series;
    for (const PlayedCard& played : position.series) {
        series.push_back(played.card);
    }
    series.push_back(card);
    const PlayScore score = scorePlay(series);
    if (position.standing.myScore + score.total >= position.standing.target) {
        return {ReasonId::PegsOut, {card}};
    }
    if (auto reason = immediateReason(card, score)) {
        return *reason;
    }
    if (position.series.empty()) {
        if (auto reason = leadReason(position, card)) {
            return *reason;
        }
    }
    const int count = seriesCount(series);
    if (count == 21) {
        return {ReasonId::LeavesTwentyOne, {card}};
    }
    if (count == 5) {
        return {ReasonId::LeavesFive, {card}};
    }
    return {ReasonId::ExpectedPegging, {card, option.myPoints, option.opponentPoints}};
}

}  // namespace cribbage::detail
