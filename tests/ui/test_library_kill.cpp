// The library under kill -9: a process keeping games in a loop is killed in the middle of its
// writes, again and again; every game it said was kept is there whole, and nothing is torn.
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <set>

#include "library/game_library.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestLibraryKill : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void everyGameKeptBeforeTheKillIsThereWhole();
};

void TestLibraryKill::everyGameKeptBeforeTheKillIsThereWhole() {
    QTemporaryDir folder;
    std::set<qint64> said;
    for (int round = 0; round < 5; ++round) {
        QProcess writer;
        writer.start(QStringLiteral(CRIBBAGE_LIBRARY_WRITER), {folder.path()});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        // Killed at a different moment of its writes each round.
        const std::size_t until = said.size() + 20 + static_cast<std::size_t>(round) * 7;
        while (said.size() < until) {
            QVERIFY2(writer.waitForReadyRead(20000), writer.readAllStandardError().constData());
            while (writer.canReadLine()) {
                const QByteArray line = writer.readLine().trimmed();
                QVERIFY(line.startsWith("kept "));
                said.insert(line.mid(5).toLongLong());
            }
        }
        writer.kill();  // SIGKILL
        QVERIFY(writer.waitForFinished());
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        // What it said after the last read was kept too.
        for (const QByteArray& line : writer.readAllStandardOutput().split('\n')) {
            if (line.startsWith("kept ")) {
                said.insert(line.mid(5).toLongLong());
            }
        }

        GameLibrary library(folder.path());
        QCOMPARE(library.open(), QString());  // not damaged: nothing set aside
        const auto rows = library.page({}, LibraryOrder::Oldest, 0, library.count({}));
        std::set<qint64> there;
        for (const LibraryRow& row : rows) {
            there.insert(row.id);
            QCOMPARE(row.game.seats.size(), std::size_t{2});
        }
        for (const qint64 id : said) {
            QVERIFY2(there.count(id), qPrintable(QStringLiteral("game %1 is lost").arg(id)));
        }
        // At most the game being committed when it was killed is there unsaid.
        QVERIFY(there.size() <= said.size() + 1);
        const auto last = library.record(*there.rbegin());
        QVERIFY(last);
        QVERIFY(readRecord(*last));
    }
    QVERIFY(QDir(folder.path()).entryList({QStringLiteral("damaged-*")}).isEmpty());
}

UI_TEST_GUILESS_MAIN(TestLibraryKill)
#include "test_library_kill.moc"
