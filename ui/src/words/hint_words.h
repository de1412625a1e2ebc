#pragma once

#include <QCoreApplication>
#include <QString>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"

namespace cribbage::ui {

// Where a hint's net points come from, in the person's locale.
class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)

public:
    // "hand 8.2 · crib +1.2 · pegging −0.3"
    static QString discardBreakdown(const DiscardOption& option);
    // "you 1.4 · opponent 0.6"
    static QString playBreakdown(const PlayOption& option);
    // Why a hint has no figures: the analysis has none for this table, so the hint is the
    // strongest computer player's choice.
    static QString choiceWithoutFigures(int players);
};

}  // namespace cribbage::ui
