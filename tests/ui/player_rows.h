#pragma once

// The rows of a data-driven test played at several sizes of table: a column "players" and a
// row for each size asked ("three players").

#include <QTest>
#include <initializer_list>

namespace cribbage::ui::test {

inline void addPlayerRows(std::initializer_list<int> tables) {
    QTest::addColumn<int>("players");
    for (const int players : tables) {
        QTest::newRow(players == 2   ? "two players"
                      : players == 3 ? "three players"
                                     : "four players")
            << players;
    }
}

}  // namespace cribbage::ui::test
