#include "decision_review.h"

#include <algorithm>

#include "cribbage/analysis/decision_options.h"
#include "cribbage/shown_hand.h"

namespace cribbage::ui {
namespace {

constexpr double kExact = 1e-9;

// The option chosen among the decision's, beside the best.
std::optional<ReviewedDecision> judged(const SeatView& before, const std::vector<Card>& chosen,
                                       ReviewedDecision decision) {
    const auto analysis = analyzeDecision(before);
    if (!analysis) {
        return std::nullopt;
    }
    const DecisionOption* found = optionOf(*analysis, chosen);
    if (found == nullptr) {
        return std::nullopt;
    }
    const DecisionOption& best = analysis->options.front();
    decision.chosen = chosen;
    decision.lost = lossOf(*analysis, *found);
    // A choice as good as the best is explained by its own reason.
    const bool asGood = decision.lost < kExact;
    decision.better = asGood ? chosen : best.cards;
    decision.reason = asGood ? found->reason : best.reason;
    return decision;
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
    return kind != Kind::Count && lost < kNearTiePoints ? Verdict::NearTie : Verdict::Mistake;
}

std::optional<ReviewedDecision> reviewDecision(const SeatView& before, const Action& action,
                                               int deal) {
    const int players = before.rules.players;
    if (const auto* laid = std::get_if<LayAway>(&action)) {
        return judged(before, laid->cards,
                      {.kind = ReviewedDecision::Kind::LayAway, .deal = deal, .players = players});
    }
    if (const auto* played = std::get_if<Play>(&action)) {
        return judged(before, {played->card},
                      {.kind = ReviewedDecision::Kind::Play, .deal = deal, .players = players});
    }
    if (const auto* claim = std::get_if<ClaimCount>(&action)) {
        return reviewCount(before, *claim, deal);
    }
    return std::nullopt;
}

}  // namespace cribbage::ui
