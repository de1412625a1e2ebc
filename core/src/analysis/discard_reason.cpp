#include "discard_reason.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "cribbage/analysis/reason.h"

namespace cribbage::detail {
namespace {

// Over every pair of ranks my crib averages about 4.2 and the opponent's about 5.2
// (docs/analysis.md): a crib of the dealer's own at or above the first is worth pointing out,
// a gift of the pone at or below the second is a balk worth pointing out.
constexpr double kRichCrib = 5.5;
constexpr double kPoorCrib = 4.5;
// Below this chance, counting out is not worth talking about.
constexpr double kCountOutWorthSaying = 0.01;

std::vector<Card> cards(const auto& range) {
    return {range.begin(), range.end()};
}

Reason keepsHand(const DiscardOption& option, const StarterScores& scores) {
    const int sure = *std::min_element(scores.points.begin(), scores.points.end());
    if (sure > 0) {
        return {ReasonId::KeepsSurePoints, {cards(option.kept), sure, option.handValue}};
    }
    return {ReasonId::KeepsHand, {cards(option.kept), option.handValue}};
}

// What is wrong with giving these two cards to the dealer's crib, if anything.
std::optional<Reason> poneGift(const DiscardOption& option) {
    const Card a = option.laidAway[0];
    const Card b = option.laidAway[1];
    const ReasonArg kept = cards(option.kept);
    if (a.rank() == b.rank()) {
        return Reason{ReasonId::GivesPair, {kept, option.handValue, a.rank()}};
    }
    if (a.rank() == Rank::Five || b.rank() == Rank::Five) {
        return Reason{ReasonId::GivesFive,
                      {kept, option.handValue, a.rank() == Rank::Five ? a : b}};
    }
    if (a.value() + b.value() == 15) {
        return Reason{ReasonId::GivesFifteen, {kept, option.handValue, cards(option.laidAway)}};
    }
    if (std::abs(a.rankNumber() - b.rankNumber()) == 1) {
        return Reason{ReasonId::GivesTouchingCards,
                      {kept, option.handValue, cards(option.laidAway)}};
    }
    return std::nullopt;
}

}  // namespace

Reason discardReason(const DiscardOption& option, bool dealer, const StarterScores& scores) {
    if (option.reachChance >= kCountOutWorthSaying) {
        return {ReasonId::BestChanceToCountOut, {cards(option.kept), percent(option.reachChance)}};
    }
    if (dealer) {
        if (option.cribValue >= kRichCrib) {
            return {
                ReasonId::SaltsOwnCrib,
                {cards(option.kept), option.handValue, cards(option.laidAway), option.cribValue}};
        }
        return keepsHand(option, scores);
    }
    if (auto gift = poneGift(option)) {
        return *gift;
    }
    if (option.cribValue <= kPoorCrib) {
        return {ReasonId::BalksCrib,
                {cards(option.kept), option.handValue, cards(option.laidAway), option.cribValue}};
    }
    return keepsHand(option, scores);
}

void explainEndGameRanking(std::vector<DiscardOption>& options) {
    if (options.size() < 2) {
        return;
    }
    const auto morePoints = std::ranges::max_element(
        options, [](const auto& a, const auto& b) { return a.netValue < b.netValue; });
    DiscardOption& first = options.front();
    if (morePoints->netValue <= first.netValue || first.reachChance <= morePoints->reachChance) {
        return;
    }
    first.reason = {ReasonId::ReachesMoreOften,
                    {cards(first.kept), percent(first.reachChance), cards(morePoints->kept),
                     percent(morePoints->reachChance)}};
}

}  // namespace cribbage::detail
