#include "cribbage/analysis/decision_options.h"

#include <algorithm>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/play_position.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/analysis/standing.h"
#include "cribbage/rules.h"

namespace cribbage {
namespace {

using Kind = DecisionOptions::Kind;

template <class Option, class ToDecision>
DecisionOptions optionsOf(Kind kind, int players, const std::vector<Option>& options,
                          ToDecision toDecision) {
    DecisionOptions decision{.kind = kind, .players = players, .options = {}};
    decision.options.reserve(options.size());
    std::ranges::transform(options, std::back_inserter(decision.options), toDecision);
    return decision;
}

Result<DecisionOptions> layAwayOfTwo(const SeatView& view) {
    const auto options = analyzeDiscards(view.hand, view.dealer == view.seat, standingFor(view),
                                         handFlushRule(view.rules));
    if (!options) {
        return options.failure();
    }
    return optionsOf(Kind::LayAway, 2, *options, [](const DiscardOption& option) {
        return DecisionOption{.cards = {option.laidAway.begin(), option.laidAway.end()},
                              .rank = option.rankValue,
                              .net = option.netValue,
                              .hand = option.handValue,
                              .crib = option.netValue - option.handValue - option.peggingValue,
                              .pegging = option.peggingValue,
                              .reachChance = option.reachChance,
                              .reason = option.reason};
    });
}

Result<DecisionOptions> layAwayAtATable(const SeatView& view) {
    const int players = view.rules.players;
    const MultiSeat seat{players, (view.seat - view.dealer + players) % players};
    const auto options = analyzeMultiDiscards(view.hand, seat, handFlushRule(view.rules));
    if (!options) {
        return options.failure();
    }
    return optionsOf(Kind::LayAway, players, *options, [](const MultiDiscardOption& option) {
        return DecisionOption{.cards = {option.laidAway},
                              .rank = option.netValue,
                              .net = option.netValue,
                              .hand = option.handValue,
                              .crib = option.netValue - option.handValue,
                              .reason = option.reason};
    });
}

Result<DecisionOptions> playOfTwo(const SeatView& view) {
    auto position = playPositionFromView(view);
    if (!position) {
        return position.failure();
    }
    position.value().standing = standingFor(view);
    const auto options = analyzePlay(*position);
    if (!options) {
        return options.failure();
    }
    return optionsOf(Kind::Play, 2, *options, [](const PlayOption& option) {
        return DecisionOption{.cards = {option.card},
                              .rank = option.rankValue,
                              .net = option.myPoints - option.opponentPoints,
                              .mine = option.myPoints,
                              .theirs = option.opponentPoints,
                              .winChance = option.winChance,
                              .loseChance = option.loseChance,
                              .reason = option.reason};
    });
}

Result<DecisionOptions> playAtATable(const SeatView& view) {
    const auto position = multiPlayPositionFromView(view);
    if (!position) {
        return Error{"the seat is not to play now"};
    }
    return optionsOf(Kind::Play, view.rules.players, expectMultiPlay(*position),
                     [](const MultiPlayOption& option) {
                         return DecisionOption{.cards = {option.card},
                                               .rank = option.rankValue,
                                               .net = option.rankValue,
                                               .mine = option.sidePoints,
                                               .theirs = option.opponentPoints,
                                               .reason = option.reason};
                     });
}

}  // namespace

Result<DecisionOptions> analyzeDecision(const SeatView& view) {
    if (std::ranges::find(view.awaiting, view.seat) == view.awaiting.end()) {
        return Error{"the seat has no decision to make now"};
    }
    const bool twoPlayers = view.rules.players == 2;
    switch (view.phase) {
        case Phase::LayAway:
            return twoPlayers ? layAwayOfTwo(view) : layAwayAtATable(view);
        case Phase::Play:
            return twoPlayers ? playOfTwo(view) : playAtATable(view);
        default:
            return Error{"the seat has no cards to lay away or play now"};
    }
}

const DecisionOption* optionOf(const DecisionOptions& decision, std::vector<Card> cards) {
    std::ranges::sort(cards);
    const auto found = std::ranges::find_if(decision.options, [&](const DecisionOption& option) {
        std::vector<Card> sorted = option.cards;
        std::ranges::sort(sorted);
        return sorted == cards;
    });
    return found == decision.options.end() ? nullptr : &*found;
}

double lossOf(const DecisionOptions& decision, const DecisionOption& option) {
    return decision.options.empty() ? 0.0
                                    : std::max(0.0, decision.options.front().rank - option.rank);
}

}  // namespace cribbage
