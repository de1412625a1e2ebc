#include "play_reason.h"

#include <algorithm>

#include "cribbage/analysis/reason.h"
#include "cribbage/peg_score.h"

namespace cribbage::detail {
namespace {

constexpr int kFifteen = 15;
constexpr int kTenCard = 10;

bool rankUnseen(const CardSet& unseen, Rank rank) {
    return std::ranges::any_of(unseen.cards(), [rank](Card card) { return card.rank() == rank; });
}

std::optional<Reason> immediateReason(Card card, const PlayScore& score, int countAfter,
                                      const CardSet& unseen) {
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
            if (countAfter + card.value() <= kMaxCount && rankUnseen(unseen, card.rank())) {
                return Reason{ReasonId::PairRisksPairRoyal, {card, card.rank()}};
            }
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

Reason leadReason(Card card, std::span<const Card> held) {
    if (card.rank() == Rank::Five) {
        return {ReasonId::LeadFive, {card}};
    }
    const auto same =
        std::ranges::count_if(held, [card](Card h) { return h.rank() == card.rank(); });
    if (same >= 2) {
        return {ReasonId::LeadFromPair, {card, card.rank()}};
    }
    if (card.value() < kFifteen - kTenCard) {
        return {ReasonId::LeadUnderFive, {card}};
    }
    return {ReasonId::LeadGivesFifteen, {card, static_cast<Rank>(kFifteen - card.value())}};
}

// What the next player can make of the count `card` leaves: 15 or 31 with one card, or
// neither.
Reason countReason(Card card, int count) {
    if (count == kFifteen - kTenCard) {
        return {ReasonId::LeavesFive, {card}};
    }
    if (count == kMaxCount - kTenCard) {
        return {ReasonId::LeavesTwentyOne, {card}};
    }
    const int toFifteen = kFifteen - count;
    if (toFifteen >= 1 && toFifteen < kTenCard) {
        return {ReasonId::LeavesFifteenFor, {card, count, static_cast<Rank>(toFifteen)}};
    }
    const int toThirtyOne = kMaxCount - count;
    if (count > kFifteen && toThirtyOne < kTenCard) {
        return {ReasonId::LeavesThirtyOneFor, {card, count, static_cast<Rank>(toThirtyOne)}};
    }
    return {ReasonId::LeavesNoFifteenOrThirtyOne, {card, count}};
}

CardSet unseenBy(const PlayPosition& position) {
    CardSet seen = CardSet::of(position.held) | CardSet::of(position.laidAway) |
                   CardSet::of(position.myPlayed) | CardSet::of(position.opponentPlayed);
    seen.insert(position.starter);
    return CardSet::fullDeck().without(seen);
}

}  // namespace

Reason playIdea(std::span<const Card> series, Card card, std::span<const Card> held,
                const CardSet& unseen) {
    std::vector<Card> after(series.begin(), series.end());
    after.push_back(card);
    const int count = seriesCount(after);
    if (auto reason = immediateReason(card, scorePlay(after), count, unseen)) {
        return *reason;
    }
    if (series.empty()) {
        return leadReason(card, held);
    }
    return countReason(card, count);
}

Reason playReason(const PlayPosition& position, const PlayOption& option, int choices) {
    const Card card = option.card;
    if (choices == 1) {
        return {ReasonId::OnlyCard, {card}};
    }
    std::vector<Card> series;
    for (const PlayedCard& played : position.series) {
        series.push_back(played.card);
    }
    std::vector<Card> after = series;
    after.push_back(card);
    if (position.standing.myScore + scorePlay(after).total >= position.standing.target) {
        return {ReasonId::PegsOut, {card}};
    }
    return playIdea(series, card, position.held, unseenBy(position));
}

void explainEndGameRanking(std::vector<PlayOption>& options) {
    if (options.size() < 2 || options.front().reason.id == ReasonId::PegsOut) {
        return;
    }
    const auto net = [](const PlayOption& option) {
        return option.myPoints - option.opponentPoints;
    };
    const auto morePoints = std::ranges::max_element(
        options, [&](const PlayOption& a, const PlayOption& b) { return net(a) < net(b); });
    PlayOption& first = options.front();
    if (net(*morePoints) <= net(first)) {
        return;
    }
    if (first.winChance > morePoints->winChance) {
        first.reason = {ReasonId::WinsMoreOften,
                        {first.card, percent(first.winChance), morePoints->card,
                         percent(morePoints->winChance)}};
    } else if (first.loseChance < morePoints->loseChance) {
        first.reason = {ReasonId::LosesLessOften,
                        {first.card, percent(first.loseChance), morePoints->card,
                         percent(morePoints->loseChance)}};
    }
}

}  // namespace cribbage::detail
