#include "hints.h"

#include <algorithm>
#include <span>

#include "card_rows.h"
#include "computer_players.h"
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
    return {HintModel::Kind::Discard, bestRows(*options, [](const DiscardOption& option) {
                const std::vector<Card> laid(option.laidAway.begin(), option.laidAway.end());
                return HintRow{
                    .cards = {cardCode(option.laidAway[0]), cardCode(option.laidAway[1])},
                    .net = option.netValue,
                    .hand = option.handValue,
                    .crib = option.cribValue,
                    .peg = option.peggingValue,
                    .reason = ReasonWords::sentence(option.reason),
                    .cardsText = cardNames(laid),
                    .netText = localeSignedDecimal(option.netValue),
                    .breakdown = HintWords::discardBreakdown(option)};
            })};
}

Hints playHints(const SeatView& view) {
    const auto options = playOptionsFor(view);
    if (!options) {
        return {};
    }
    return {HintModel::Kind::Play, bestRows(*options, [](const PlayOption& option) {
                const double net = option.myPoints - option.opponentPoints;
                return HintRow{.cards = {cardCode(option.card)},
                               .net = net,
                               .mine = option.myPoints,
                               .theirs = option.opponentPoints,
                               .reason = ReasonWords::sentence(option.reason),
                               .cardsText = cardName(option.card),
                               .netText = localeSignedDecimal(net),
                               .breakdown = HintWords::playBreakdown(option)};
            })};
}

// Where the analysis has no figures (three or four players, until it has): the choice of the
// strongest computer player, and no numbers.
Hints expertChoice(const SeatView& view) {
    // The Expert's choice of a lay away or a play does not depend on the generator's draw.
    Rng rng(0);
    const Action action = computerDecider(QStringLiteral("expert"))(view, rng);
    std::vector<Card> cards;
    HintModel::Kind kind = HintModel::Kind::None;
    if (const auto* laid = std::get_if<LayAway>(&action)) {
        cards = laid->cards;
        kind = HintModel::Kind::Discard;
    } else if (const auto* played = std::get_if<Play>(&action)) {
        cards = {played->card};
        kind = HintModel::Kind::Play;
    }
    if (cards.empty()) {
        return {};
    }
    QStringList codes;
    for (Card card : cards) {
        codes.append(cardCode(card));
    }
    return {kind,
            {HintRow{.cards = codes,
                     .reason = HintWords::choiceWithoutFigures(view.rules.players),
                     .cardsText = cardNames(cards)}}};
}

}  // namespace

Hints hintsFor(const SeatView& view) {
    const bool awaited = std::ranges::find(view.awaiting, view.seat) != view.awaiting.end();
    if (!awaited) {
        return {};
    }
    Hints hints;
    switch (view.phase) {
        case Phase::LayAway:
            hints = discardHints(view);
            break;
        case Phase::Play:
            hints = playHints(view);
            break;
        default:
            return {};
    }
    return hints.rows.isEmpty() ? expertChoice(view) : hints;
}

}  // namespace cribbage::ui
