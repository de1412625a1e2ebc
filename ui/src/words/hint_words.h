#pragma once

#include <QCoreApplication>
#include <QString>

#include "cribbage/analysis/decision_options.h"

namespace cribbage::ui {

// Where a hint's net points come from, in the person's locale.
class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)

public:
    // Laying away: "hand 8.2 · crib +1.2 · pegging −0.3", at a table of three or four "hand 6.1 ·
    // crib −0.9". The play: "you 1.4 · opponent 0.6"; at a table of three "you 1.4 · each
    // opponent 0.6", of four "you and your partner 1.4 · opponents 0.6" (the net is the first
    // less the second). Each figure is kept on one line with its word.
    static QString breakdown(const DecisionOption& option, const DecisionOptions& decision);
    // Two players near the end of a game, what the options are ranked by: laying away, "reaches
    // the target 55%"; the play, "wins 34% · loses 10%".
    static QString chances(const DecisionOption& option, DecisionOptions::Kind kind);

private:
    static QString figures(const DecisionOption& option, const DecisionOptions& decision);
};

}  // namespace cribbage::ui
