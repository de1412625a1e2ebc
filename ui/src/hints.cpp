#include "hints.h"

#include <algorithm>
#include <span>

#include "card_index.h"
#include "cribbage/analysis/decision_options.h"
#include "words/card_words.h"
#include "words/hint_words.h"
#include "words/numbers.h"
#include "words/reason_words.h"

namespace cribbage::ui {
namespace {

// Near the end of a game with two players, where the chances rank the options.
bool rankedByChance(const DecisionOptions& decision) {
    return std::ranges::any_of(decision.options, [](const DecisionOption& option) {
        return option.reachChance.value_or(0) > 0 || option.winChance.value_or(0) > 0 ||
               option.loseChance.value_or(0) > 0;
    });
}

HintRow rowOf(const DecisionOption& option, const DecisionOptions& decision, bool byChance) {
    QList<int> cards;
    for (const Card card : option.cards) {
        cards.append(cardIndex(card));
    }
    return HintRow{.cards = cards,
                   .net = option.net,
                   .hand = option.hand.value_or(0),
                   .crib = option.crib.value_or(0),
                   .peg = option.pegging.value_or(0),
                   .mine = option.mine.value_or(0),
                   .theirs = option.theirs.value_or(0),
                   .reason = ReasonWords::sentence(option.reason, decision.players),
                   .cardsText = cardNames(option.cards),
                   .netText = localeSignedDecimal(option.net),
                   .breakdown = HintWords::breakdown(option, decision),
                   .chanceText = byChance ? HintWords::chances(option, decision.kind) : QString()};
}

}  // namespace

Hints hintsFor(const SeatView& view) {
    const auto decision = analyzeDecision(view);
    if (!decision) {
        return {};
    }
    const bool byChance = rankedByChance(*decision);
    Hints hints{.kind = decision->kind == DecisionOptions::Kind::LayAway ? HintModel::Kind::Discard
                                                                         : HintModel::Kind::Play,
                .rows = {}};
    const auto shown = std::min(decision->options.size(), static_cast<std::size_t>(kHintsShown));
    for (const DecisionOption& option : std::span(decision->options).first(shown)) {
        hints.rows.append(rowOf(option, *decision, byChance));
    }
    return hints;
}

}  // namespace cribbage::ui
