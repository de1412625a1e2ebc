#pragma once

#include <QCoreApplication>
#include <QString>

#include "cribbage/analysis/reason.h"

namespace cribbage::ui {

// The analysis's reasons as whole translatable sentences: each id's sentence, its cards named
// as on the table ("9♣ makes a pair for 2."), ranks in words and averages in the person's
// locale ("8,2" in Spanish).
class ReasonWords {
    Q_DECLARE_TR_FUNCTIONS(ReasonWords)

public:
    // At a table of three or four, the sentences that speak of the others name them as such a
    // table seats them.
    static QString sentence(const Reason& reason, int players = 2);

private:
    static QString templateFor(ReasonId id);
    static QString tableTemplateFor(ReasonId id);
    static QString filled(QString text, const Reason& reason);
};

}  // namespace cribbage::ui
