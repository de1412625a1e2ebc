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

QString HintWords::choiceWithoutFigures(int players) {
    return tr(
        "What the Expert would choose. The analysis has no figures for a table of %n "
        "players yet.",
        nullptr, players);
}

}  // namespace cribbage::ui
