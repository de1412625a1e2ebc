#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantList>

#include "statistics_record.h"

namespace cribbage::ui {

// The statistics in the person's words: each figure a row {label, value}, numbers in the
// person's locale.
class StatisticsWords {
    Q_DECLARE_TR_FUNCTIONS(StatisticsWords)

public:
    // "Expert, 2 players": which figures these are.
    static QString tableName(const TableFigures& table);
    // The games and matches, the skunks, the average points and the best hand.
    static QVariantList tableRows(const TableFigures& table);
    // The counting practice: the hands counted, how many rightly, the time a hand took.
    static QVariantList practiceRows(const PracticeFigures& practice);
};

}  // namespace cribbage::ui
