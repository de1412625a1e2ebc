#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantList>
#include <vector>

#include "statistics_record.h"

namespace cribbage::ui {

// The statistics in the person's words: each figure a row {label, value}, numbers in the
// person's locale.
class StatisticsWords {
    Q_DECLARE_TR_FUNCTIONS(StatisticsWords)

public:
    // "Expert, 2 players", "Maria: Expert, 3 players", "Tom: against people, 2 players": which
    // figures these are.
    static QString tableName(const TableFigures& table);
    // The computer's games against each player of `tables` (figures of one level and size):
    // "Maria: 3 won, 2 lost", the person playing it alone as "You".
    static QVariantList rivalRows(const std::vector<const TableFigures*>& tables);
    // The games and matches, the skunks, the average points and the best hand.
    static QVariantList tableRows(const TableFigures& table);
    // The counting practice: the hands counted, how many rightly, the time a hand took.
    static QVariantList practiceRows(const PracticeFigures& practice);

private:
    // "3 won, 2 lost"
    static QString wonAndLost(int won, int lost);
};

}  // namespace cribbage::ui
