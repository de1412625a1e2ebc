// Every file call of a save made to fail in turn, as SQLite's tests inject I/O errors: with
// EIO, EACCES and ENOSPC at each call, and a write that stops halfway, SaveStore::write either
// reports a failure and leaves the file as it was, or reports success with the new text whole;
// never an empty or half file. A sync that fails is a failed write. A read that fails at any call
// is Unreadable, never a part of the text taken as the file.

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <string>

#include "fault_injection.h"
#include "save_store.h"
#include "ui_test_main.h"
#include "write_fault_rows.h"

using namespace cribbage;
using namespace cribbage::ui;
namespace faults = cribbage::test::faults;

namespace {

// The file's bytes, or "(none)".
std::string saveFaultsContents(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return "(none)";
    }
    return file.readAll().toStdString();
}

// What the folder holds beside the save itself.
QStringList saveFaultsStrays(const QString& directory, const QString& fileName) {
    QStringList names = QDir(directory).entryList(QDir::Files | QDir::Hidden | QDir::System);
    names.removeAll(fileName);
    return names;
}

const std::string kSaveFaultsOld = std::string(3000, 'o') + "\n";
const std::string kSaveFaultsNew = std::string(5000, 'n') + "\n";

}  // namespace

class TestSaveFaults : public QObject {
    Q_OBJECT

private slots:
    void aFailedCallOfAWriteLeavesTheOldFileOrTheNewWhole_data();
    void aFailedCallOfAWriteLeavesTheOldFileOrTheNewWhole();
    void aFailedCallOfAReadIsNeverTakenAsTheText_data();
    void aFailedCallOfAReadIsNeverTakenAsTheText();
};

void TestSaveFaults::aFailedCallOfAWriteLeavesTheOldFileOrTheNewWhole_data() {
    faults::addWriteFaultRows();
}

void TestSaveFaults::aFailedCallOfAWriteLeavesTheOldFileOrTheNewWhole() {
    QFETCH(int, error);
    QFETCH(bool, shortWrite);
    int failedWrites = 0;
    bool syncFailed = false;
    for (int step = 1;; ++step) {
        QTemporaryDir dir;
        const SaveStore store(dir.path());
        QVERIFY(!store.write(kSaveFaultsOld));

        faults::arm({.failAt = step, .error = error, .shortWrite = shortWrite});
        const auto failure = store.write(kSaveFaultsNew);
        const faults::Made made = faults::disarm();
        if (!made.injected) {
            QVERIFY2(step > 3, "a save makes more than three file calls");
            QVERIFY(!failure);
            QCOMPARE(saveFaultsContents(store.path()), kSaveFaultsNew);
            break;
        }
        const std::string after = saveFaultsContents(store.path());
        const QString where = QStringLiteral("call %1 (%2)").arg(step).arg(made.failed);
        // The first sync is the game's own, which must fail the write; Qt's commit syncs again,
        // after the bytes are on the disk, and ignores the result.
        if (QString::fromLatin1(made.failed) == QStringLiteral("fdatasync") && !syncFailed) {
            syncFailed = true;
            QVERIFY2(failure,
                     qPrintable(where + QStringLiteral(": a failed sync was taken as a save")));
        }
        if (failure) {
            ++failedWrites;
            QVERIFY2(after == kSaveFaultsOld,
                     qPrintable(where + QStringLiteral(": the old file changed")));
        } else {
            QVERIFY2(after == kSaveFaultsNew,
                     qPrintable(where + QStringLiteral(": not the new text")));
        }
        QVERIFY2(saveFaultsStrays(dir.path(), QStringLiteral("current-game.json")).isEmpty() ||
                     QString::fromLatin1(made.failed) == QStringLiteral("unlink"),
                 qPrintable(
                     where + QStringLiteral(": left ") +
                     saveFaultsStrays(dir.path(), QStringLiteral("current-game.json")).join(' ')));
    }
    QVERIFY2(failedWrites > 0, "no injected fault made a write fail");
    QVERIFY2(syncFailed, "no sync was made to fail");
}

void TestSaveFaults::aFailedCallOfAReadIsNeverTakenAsTheText_data() {
    QTest::addColumn<int>("error");
    QTest::addRow("EIO") << EIO;
    QTest::addRow("EACCES") << EACCES;
}

void TestSaveFaults::aFailedCallOfAReadIsNeverTakenAsTheText() {
    QFETCH(int, error);
    QTemporaryDir dir;
    const SaveStore store(dir.path());
    QVERIFY(!store.write(kSaveFaultsOld));
    int unreadable = 0;
    for (int step = 1;; ++step) {
        faults::arm({.failAt = step, .error = error});
        const SaveStore::Found found = store.read();
        const faults::Made made = faults::disarm();
        if (!made.injected) {
            QCOMPARE(found.what, SaveStore::Found::What::Text);
            QCOMPARE(found.text, kSaveFaultsOld);
            break;
        }
        if (found.what == SaveStore::Found::What::Unreadable) {
            ++unreadable;
        } else {
            QVERIFY2(found.what == SaveStore::Found::What::Text && found.text == kSaveFaultsOld,
                     qPrintable(QStringLiteral("call %1 (%2)").arg(step).arg(made.failed)));
        }
        QCOMPARE(saveFaultsContents(store.path()), kSaveFaultsOld);
    }
    QVERIFY2(unreadable > 0, "no injected fault made a read fail");
}

UI_TEST_GUILESS_MAIN(TestSaveFaults)
#include "test_save_faults.moc"
