#pragma once

#include "statistics_record.h"

namespace cribbage::ui::test {

// Figures of every kind, against the Expert at two players, and some counting practice.
inline StatisticsRecord someFigures() {
    StatisticsRecord record;
    TableFigures& expert = record.table(Level::Expert, 2);
    expert.gamesWon = 3;
    expert.gamesLost = 1;
    expert.handsCounted = 12;
    expert.handPoints = 90;
    expert.gamesWithUndo = 1;
    expert.bestHand = 24;
    expert.bestHandCards = QStringLiteral("3H 3S 3C 3D 9H");
    expert.recentDeals = {8, 12, 3};
    expert.dealsReviewed = 2;
    expert.hundredthsLost = 135;
    record.practice = {.hands = 5, .right = 4, .milliseconds = 41000};
    return record;
}

}  // namespace cribbage::ui::test
