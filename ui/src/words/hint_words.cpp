#include "words/hint_words.h"

#include "words/numbers.h"

namespace cribbage::ui {

QString HintWords::discardBreakdown(const DiscardOption& option) {
    // The crib counts for the dealer and against the pone: show it with the sign it is added with.
    const double cribAdded = option.netValue - option.handValue - option.peggingValue;
    return tr("hand %1 · crib %2 · pegging %3")
        .arg(localeDecimal(option.handValue), localeSignedDecimal(cribAdded),
             localeSignedDecimal(option.peggingValue));
}

QString HintWords::playBreakdown(const PlayOption& option) {
    return tr("you %1 · opponent %2")
        .arg(localeDecimal(option.myPoints), localeDecimal(option.opponentPoints));
}

QString HintWords::tableDiscardBreakdown(const TableDiscardOption& option) {
    // The crib counts for the seat's side and against the others: its sign as it is added.
    return tr("hand %1 · crib %2")
        .arg(localeDecimal(option.handValue),
             localeSignedDecimal(option.netValue - option.handValue));
}

QString HintWords::tablePlayBreakdown(const TablePlayOption& option, int players) {
    const double against = option.sidePoints - option.rankValue;
    return players == 4 ? tr("you and your partner %1 · opponents %2")
                              .arg(localeDecimal(option.sidePoints), localeDecimal(against))
                        : tr("you %1 · each opponent %2")
                              .arg(localeDecimal(option.sidePoints), localeDecimal(against));
}

}  // namespace cribbage::ui
