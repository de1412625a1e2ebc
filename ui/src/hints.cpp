#include "hints.h"

#include <algorithm>
#include <span>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "event_steps.h"
#include "table_rows.h"

namespace cribbage::ui {
namespace {

Standing standingOf(const SeatView& view) {
    const auto score = [&view](int seat) {
        return view.scores[static_cast<std::size_t>(sideOf(view.rules, seat))];
    };
    return Standing{score(view.seat), score((view.seat + 1) % view.rules.players),
                    view.rules.target};
}

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
    const auto options = analyzeDiscards(view.hand, view.dealer == view.seat, standingOf(view));
    if (!options) {
        return {};
    }
    return {HintModel::Kind::Discard, bestRows(*options, [](const DiscardOption& option) {
                return HintRow{
                    .cards = {cardCode(option.laidAway[0]), cardCode(option.laidAway[1])},
                    .net = option.netValue,
                    .hand = option.handValue,
                    .crib = option.cribValue,
                    .peg = option.peggingValue,
                    .reason = reasonText(option.reason)};
            })};
}

Hints playHints(const SeatView& view) {
    auto position = playPositionFromView(view);
    if (!position) {
        return {};
    }
    position.value().standing = standingOf(view);
    const auto options = analyzePlay(*position);
    if (!options) {
        return {};
    }
    return {HintModel::Kind::Play, bestRows(*options, [](const PlayOption& option) {
                return HintRow{.cards = {cardCode(option.card)},
                               .net = option.myPoints - option.opponentPoints,
                               .mine = option.myPoints,
                               .theirs = option.opponentPoints,
                               .reason = reasonText(option.reason)};
            })};
}

}  // namespace

QString reasonText(const Reason& reason) {
    QString text = QString::fromUtf8(englishTemplate(reason.id));
    for (const ReasonArg& arg : reason.args) {
        if (const auto* card = std::get_if<Card>(&arg)) {
            text = text.arg(cardName(*card));
        } else if (const auto* cards = std::get_if<std::vector<Card>>(&arg)) {
            QStringList names;
            for (Card each : *cards) {
                names.append(cardName(each));
            }
            text = text.arg(names.join(QLatin1Char(' ')));
        } else {
            text = text.arg(QString::fromStdString(formatReasonArg(arg)));
        }
    }
    return text;
}

Hints hintsFor(const SeatView& view) {
    const bool awaited = std::ranges::find(view.awaiting, view.seat) != view.awaiting.end();
    if (view.rules.players != 2 || !awaited) {
        return {};
    }
    switch (view.phase) {
        case Phase::LayAway:
            return discardHints(view);
        case Phase::Play:
            return playHints(view);
        default:
            return {};
    }
}

}  // namespace cribbage::ui
