#pragma once

#include <QTest>
#include <cerrno>

namespace cribbage::test::faults {

// The faults a write meets, as a QtTest data table: columns `error` and `shortWrite`, a row
// for each of EIO, EACCES, ENOSPC and a write stopped halfway.
inline void addWriteFaultRows() {
    QTest::addColumn<int>("error");
    QTest::addColumn<bool>("shortWrite");
    QTest::addRow("EIO") << EIO << false;
    QTest::addRow("EACCES") << EACCES << false;
    QTest::addRow("ENOSPC") << ENOSPC << false;
    QTest::addRow("a write stopped halfway") << ENOSPC << true;
}

}  // namespace cribbage::test::faults
