#include "discard_reason.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace cribbage::detail {
namespace {

// A crib average at or above this is worth pointing out to the dealer (a crib is worth
// about 4.5 on average), at or below the other one is a balk worth pointing out to the pone.
constexpr double kRichCrib = 5.5;
constexpr double kPoorCrib = 4.0;
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
    if (a.rank() == Rank::Five || b.rank() == Rank::Five) {
        return Reason{ReasonId::GivesFive,
                      {kept, option.handValue, a.rank() == Rank::Five ? a : b}};
    }
    if (a.rank() == b.rank()) {
        return Reason{ReasonId::GivesPair, {kept, option.handValue, a.rank()}};
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
        return {ReasonId::BestChanceToCountOut,
                {cards(option.kept), static_cast<int>(std::lround(option.reachChance * 100))}};
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

}  // namespace cribbage::detail
