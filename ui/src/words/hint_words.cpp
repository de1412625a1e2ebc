#include "words/hint_words.h"

#include <cmath>

#include "words/numbers.h"

namespace cribbage::ui {
namespace {

QString percent(double chance) {
    return localeNumber(static_cast<int>(std::lround(chance * 100)));
}

}  // namespace

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

QString HintWords::playChances(const PlayOption& option) {
    return tr("wins %1% · loses %2%", "the chances a card wins or loses the game this hand")
        .arg(percent(option.winChance), percent(option.loseChance));
}

QString HintWords::reachChance(const DiscardOption& option) {
    return tr("reaches the target %1%", "the chance a keep reaches the target this hand")
        .arg(percent(option.reachChance));
}

}  // namespace cribbage::ui
