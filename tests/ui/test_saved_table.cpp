// The table kept beside a saved match (table.json): written and read back, and anything that
// is not this game's whole table read as no table.
#include <QTest>

#include "saved_table.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestSavedTable : public QObject {
    Q_OBJECT

private slots:
    void aDamagedTableIsNoTable();
};

void TestSavedTable::aDamagedTableIsNoTable() {
    const SavedTable table{
        7, Lineup({PersonHere{QStringLiteral("Maria")}, ComputerLevel{Level::Expert}}), 0};
    const QString text = tableText(table);
    QCOMPARE(readTable(text, 7, 2), table);
    QCOMPARE(readTable(tableText(table), 8, 2), std::nullopt);  // another game's
    QCOMPARE(readTable(text, 7, 3), std::nullopt);
    QCOMPARE(
        readTable(QString(text).replace(QStringLiteral("expert"), QStringLiteral("god")), 7, 2),
        std::nullopt);
    QCOMPARE(readTable(QString(text).replace(QStringLiteral("\"screen_seat\":0"),
                                             QStringLiteral("\"screen_seat\":1")),
                       7, 2),
             std::nullopt);  // the computer's seat
    QCOMPARE(readTable(text.left(text.size() / 2), 7, 2), std::nullopt);
    QCOMPARE(readTable(QStringLiteral("\x01\xff"), 7, 2), std::nullopt);

    // A person's peg colour is kept, and must be one of the palette.
    const SavedTable coloured{
        7, Lineup({PersonHere{QStringLiteral("Maria"), 4}, PersonHere{QStringLiteral("Tom")}}), 1};
    const QString colouredText = tableText(coloured);
    QCOMPARE(readTable(colouredText, 7, 2), coloured);
    for (const char* colour : {"9", "-1", "1.5", "\"red\""}) {
        QCOMPARE(readTable(QString(colouredText)
                               .replace(QStringLiteral("\"colour\":4"),
                                        QStringLiteral("\"colour\":") + QLatin1String(colour)),
                           7, 2),
                 std::nullopt);
    }
}

UI_TEST_GUILESS_MAIN(TestSavedTable)
#include "test_saved_table.moc"
