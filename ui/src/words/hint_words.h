#pragma once

#include <QCoreApplication>
#include <QString>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/analysis/table_play_analysis.h"

namespace cribbage::ui {

// Where a hint's net points come from, in the person's locale.
class HintWords {
    Q_DECLARE_TR_FUNCTIONS(HintWords)

public:
    // "hand 8.2 · crib +1.2 · pegging −0.3"
    static QString discardBreakdown(const DiscardOption& option);
    // "you 1.4 · opponent 0.6"
    static QString playBreakdown(const PlayOption& option);
    // At a table of three or four: "hand 6.1 · crib −0.9"
    static QString tableDiscardBreakdown(const TableDiscardOption& option);
    // At a table of three: "you 1.4 · each opponent 0.6"; of four: "you and your partner 1.4 ·
    // opponents 0.6". The net is the first less the second.
    static QString tablePlayBreakdown(const TablePlayOption& option, int players);
    // Near the end of a game, what the options are ranked by: "wins 34% · loses 10%".
    static QString playChances(const PlayOption& option);
    // "reaches the target 55%"
    static QString reachChance(const DiscardOption& option);
};

}  // namespace cribbage::ui
