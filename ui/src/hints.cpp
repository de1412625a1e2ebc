#include "hints.h"

#include <algorithm>
#include <span>

#include "card_index.h"
#include "seat_analysis.h"
#include "words/card_words.h"
#include "words/hint_words.h"
#include "words/numbers.h"
#include "words/reason_words.h"

namespace cribbage::ui {
namespace {

template <class Option, class ToRow>
QList<HintRow> bestRows(const std::vector<Option>& options, ToRow toRow) {
    QList<HintRow> rows;
    const auto shown = std::min(options.size(), static_cast<std::size_t>(kHintsShown));
    for (const Option& option : std::span(options).first(shown)) {
        rows.append(toRow(option));
    }
    return rows;
}

Hints discardHints(const SeatView& view) {
    const auto options = discardOptionsFor(view);
    if (!options) {
        return {};
    }
    const bool byChance = std::ranges::any_of(
        *options, [](const DiscardOption& option) { return option.reachChance > 0; });
    return {HintModel::Kind::Discard, bestRows(*options, [byChance](const DiscardOption& option) {
                const std::vector<Card> laid(option.laidAway.begin(), option.laidAway.end());
                return HintRow{
                    .cards = {cardIndex(option.laidAway[0]), cardIndex(option.laidAway[1])},
                    .net = option.netValue,
                    .hand = option.handValue,
                    .crib = option.cribValue,
                    .peg = option.peggingValue,
                    .reason = ReasonWords::sentence(option.reason),
                    .cardsText = cardNames(laid),
                    .netText = localeSignedDecimal(option.netValue),
                    .breakdown = HintWords::discardBreakdown(option),
                    .chanceText = byChance ? HintWords::reachChance(option) : QString()};
            })};
}

Hints tableDiscardHints(const SeatView& view) {
    const auto options = tableDiscardOptionsFor(view);
    if (!options) {
        return {};
    }
    const int players = view.rules.players;
    return {HintModel::Kind::Discard,
            bestRows(*options, [players](const TableDiscardOption& option) {
                return HintRow{.cards = {cardIndex(option.laidAway)},
                               .net = option.netValue,
                               .hand = option.handValue,
                               .crib = option.cribValue,
                               .reason = ReasonWords::sentence(option.reason, players),
                               .cardsText = cardName(option.laidAway),
                               .netText = localeSignedDecimal(option.netValue),
                               .breakdown = HintWords::tableDiscardBreakdown(option)};
            })};
}

Hints playHints(const SeatView& view) {
    const auto options = playOptionsFor(view);
    if (!options) {
        return {};
    }
    const bool byChance = std::ranges::any_of(*options, [](const PlayOption& option) {
        return option.winChance > 0 || option.loseChance > 0;
    });
    return {HintModel::Kind::Play, bestRows(*options, [byChance](const PlayOption& option) {
                const double net = option.myPoints - option.opponentPoints;
                return HintRow{.cards = {cardIndex(option.card)},
                               .net = net,
                               .mine = option.myPoints,
                               .theirs = option.opponentPoints,
                               .reason = ReasonWords::sentence(option.reason),
                               .cardsText = cardName(option.card),
                               .netText = localeSignedDecimal(net),
                               .breakdown = HintWords::playBreakdown(option),
                               .chanceText = byChance ? HintWords::playChances(option) : QString()};
            })};
}

Hints tablePlayHints(const SeatView& view) {
    const auto options = tablePlayOptionsFor(view);
    if (!options) {
        return {};
    }
    const int players = view.rules.players;
    return {HintModel::Kind::Play, bestRows(*options, [players](const TablePlayOption& option) {
                return HintRow{.cards = {cardIndex(option.card)},
                               .net = option.rankValue,
                               .mine = option.sidePoints,
                               .theirs = option.opponentPoints,
                               .reason = ReasonWords::sentence(option.reason, players),
                               .cardsText = cardName(option.card),
                               .netText = localeSignedDecimal(option.rankValue),
                               .breakdown = HintWords::tablePlayBreakdown(option, players)};
            })};
}

}  // namespace

Hints hintsFor(const SeatView& view) {
    const bool awaited = std::ranges::find(view.awaiting, view.seat) != view.awaiting.end();
    if (!awaited) {
        return {};
    }
    const bool table = view.rules.players > 2;
    switch (view.phase) {
        case Phase::LayAway:
            return table ? tableDiscardHints(view) : discardHints(view);
        case Phase::Play:
            return table ? tablePlayHints(view) : playHints(view);
        default:
            return {};
    }
}

}  // namespace cribbage::ui
