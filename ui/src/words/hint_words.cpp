#include "words/hint_words.h"

#include <QStringList>
#include <cmath>

#include "words/numbers.h"

namespace cribbage::ui {
namespace {

QString percent(std::optional<double> chance) {
    return localeNumber(static_cast<int>(std::lround(chance.value_or(0) * 100)));
}

// Each figure with its word ("opponent 0.0"), so that a narrow line breaks only between the
// figures: the last space of each part between the dots is one that does not break.
QString figuresTogether(const QString& figures) {
    const QString dot = QStringLiteral(" · ");
    QStringList parts = figures.split(dot);
    for (QString& part : parts) {
        if (const auto space = part.lastIndexOf(QLatin1Char(' ')); space >= 0) {
            part[space] = QChar::Nbsp;
        }
    }
    return parts.join(dot);
}

}  // namespace

QString HintWords::breakdown(const DecisionOption& option, const DecisionOptions& decision) {
    return figuresTogether(figures(option, decision));
}

QString HintWords::figures(const DecisionOption& option, const DecisionOptions& decision) {
    const QString hand = localeDecimal(option.hand.value_or(0));
    // The crib counts for the seat's side and against the others: its sign as it is added.
    const QString crib = localeSignedDecimal(option.crib.value_or(0));
    const QString mine = localeDecimal(option.mine.value_or(0));
    if (decision.kind == DecisionOptions::Kind::LayAway) {
        return decision.players == 2
                   ? tr("hand %1 · crib %2 · pegging %3")
                         .arg(hand, crib, localeSignedDecimal(option.pegging.value_or(0)))
                   : tr("hand %1 · crib %2").arg(hand, crib);
    }
    switch (decision.players) {
        case 2:
            return tr("you %1 · opponent %2").arg(mine, localeDecimal(option.theirs.value_or(0)));
        case 3:
            return tr("you %1 · each opponent %2")
                .arg(mine, localeDecimal(option.mine.value_or(0) - option.net));
        default:
            return tr("you and your partner %1 · opponents %2")
                .arg(mine, localeDecimal(option.mine.value_or(0) - option.net));
    }
}

QString HintWords::chances(const DecisionOption& option, DecisionOptions::Kind kind) {
    return figuresTogether(
        kind == DecisionOptions::Kind::LayAway
            ? tr("reaches the target %1%", "the chance a keep reaches the target this hand")
                  .arg(percent(option.reachChance))
            : tr("wins %1% · loses %2%", "the chances a card wins or loses the game this hand")
                  .arg(percent(option.winChance), percent(option.loseChance)));
}

}  // namespace cribbage::ui
