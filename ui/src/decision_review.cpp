#include "decision_review.h"

#include <algorithm>

#include "cribbage/shown_hand.h"
#include "seat_analysis.h"

namespace cribbage::ui {
namespace {

constexpr double kExact = 1e-9;

bool sameCards(std::vector<Card> a, std::vector<Card> b) {
    std::ranges::sort(a);
    std::ranges::sort(b);
    return a == b;
}

// The option the person chose among `options` (best first, ranked by valueOf), beside the
// best.
template <class Option, class CardsOf, class ValueOf>
std::optional<ReviewedDecision> judged(const std::vector<Option>& options,
                                       const std::vector<Card>& chosen, CardsOf cardsOf,
                                       ValueOf valueOf, ReviewedDecision decision) {
    const auto found = std::ranges::find_if(
        options, [&](const Option& option) { return sameCards(cardsOf(option), chosen); });
    if (options.empty() || found == options.end()) {
        return std::nullopt;
    }
    const Option& best = options.front();
    decision.chosen = chosen;
    decision.lost = std::max(0.0, valueOf(best) - valueOf(*found));
    // A choice as good as the best is explained by its own reason.
    const bool asGood = decision.lost < kExact;
    decision.better = asGood ? chosen : cardsOf(best);
    decision.reason = asGood ? found->reason : best.reason;
    return decision;
}

std::optional<ReviewedDecision> reviewLayAway(const SeatView& before, const LayAway& laid,
                                              int deal) {
    const ReviewedDecision decision{
        .kind = ReviewedDecision::Kind::LayAway, .deal = deal, .players = before.rules.players};
    if (before.rules.players > 2) {
        const auto options = tableDiscardOptionsFor(before);
        if (!options) {
            return std::nullopt;
        }
        return judged(
            *options, laid.cards,
            [](const TableDiscardOption& option) { return std::vector{option.laidAway}; },
            [](const TableDiscardOption& option) { return option.netValue; }, decision);
    }
    const auto options = discardOptionsFor(before);
    if (!options) {
        return std::nullopt;
    }
    return judged(
        *options, laid.cards,
        [](const DiscardOption& option) {
            return std::vector<Card>(option.laidAway.begin(), option.laidAway.end());
        },
        [](const DiscardOption& option) { return option.rankValue; }, decision);
}

std::optional<ReviewedDecision> reviewPlay(const SeatView& before, const Play& played, int deal) {
    const ReviewedDecision decision{
        .kind = ReviewedDecision::Kind::Play, .deal = deal, .players = before.rules.players};
    const auto rankValue = [](const auto& option) { return option.rankValue; };
    const auto cardOf = [](const auto& option) { return std::vector{option.card}; };
    if (before.rules.players > 2) {
        const auto options = tablePlayOptionsFor(before);
        if (!options) {
            return std::nullopt;
        }
        return judged(*options, {played.card}, cardOf, rankValue, decision);
    }
    const auto options = playOptionsFor(before);
    if (!options) {
        return std::nullopt;
    }
    return judged(*options, {played.card}, cardOf, rankValue, decision);
}

ReviewedDecision reviewCount(const SeatView& before, const ClaimCount& claim, int deal) {
    HandCount count = countShownHand(before);
    return ReviewedDecision{.kind = ReviewedDecision::Kind::Count,
                            .deal = deal,
                            .claimed = claim.points,
                            .worth = count.total,
                            .lost = static_cast<double>(std::max(0, count.total - claim.points)),
                            .count = std::move(count.items)};
}

}  // namespace

ReviewedDecision::Verdict ReviewedDecision::verdict() const {
    if (lost < kExact) {
        return Verdict::Best;
    }
    return kind != Kind::Count && lost < kNearTie ? Verdict::NearTie : Verdict::Mistake;
}

std::optional<ReviewedDecision> reviewDecision(const SeatView& before, const Action& action,
                                               int deal) {
    if (const auto* laid = std::get_if<LayAway>(&action)) {
        return reviewLayAway(before, *laid, deal);
    }
    if (const auto* played = std::get_if<Play>(&action)) {
        return reviewPlay(before, *played, deal);
    }
    if (const auto* claim = std::get_if<ClaimCount>(&action)) {
        return reviewCount(before, *claim, deal);
    }
    return std::nullopt;
}

}  // namespace cribbage::ui
