// Every file call of a change of the settings made to fail in turn (tests/ui/fault_injection.h):
// with EIO, EACCES and ENOSPC at each call, and a write that stops halfway, the settings file is
// afterwards the one before, byte for byte, and the player is told; or the new one, whole. Never
// an empty or a half file. A read of the file that fails at any call, at the launch, never has
// a part of the file taken for the whole and written over it.

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>

#include "fault_injection.h"
#include "game_settings.h"
#include "settings_change.h"
#include "test_files.h"
#include "ui_test_main.h"
#include "write_fault_rows.h"

using namespace cribbage;
using namespace cribbage::ui;
namespace faults = cribbage::test::faults;

namespace {

// The settings file of `folder` with a few choices made, and its bytes.
QByteArray settingsFaultsWritten(const QString& file, bool fourColour) {
    GameSettings settings(file);
    changeSetting(settings, &RuleSettings::muggins, true);
    changeSetting(settings, &CoachingValue::hints, true);
    changeSetting(settings, &AppearanceValue::fourColour, fourColour);
    return cribbage::ui::test::contents(file);
}

}  // namespace

class TestSettingsFaults : public QObject {
    Q_OBJECT

private slots:
    void aFailedCallOfAChangeKeepsTheFileBeforeAndSaysSo_data();
    void aFailedCallOfAChangeKeepsTheFileBeforeAndSaysSo();
    void aFailedCallOfAReadIsNeverWrittenOverTheFile();
};

void TestSettingsFaults::aFailedCallOfAChangeKeepsTheFileBeforeAndSaysSo_data() {
    faults::addWriteFaultRows();
}

void TestSettingsFaults::aFailedCallOfAChangeKeepsTheFileBeforeAndSaysSo() {
    QFETCH(int, error);
    QFETCH(bool, shortWrite);
    QTemporaryDir reference;
    const QString referenceFile = reference.filePath(QStringLiteral("cribbage.conf"));
    const QByteArray before = settingsFaultsWritten(referenceFile, false);
    const QByteArray after = settingsFaultsWritten(referenceFile, true);
    QVERIFY(!before.isEmpty() && before != after);

    int kept = 0;
    for (int step = 1;; ++step) {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("cribbage.conf"));
        QCOMPARE(settingsFaultsWritten(file, false), before);
        QString notice;
        faults::Made made;
        {
            GameSettings settings(file);
            faults::arm({.failAt = step, .error = error, .shortWrite = shortWrite});
            changeSetting(settings, &AppearanceValue::fourColour, true);
            made = faults::disarm();
            notice = settings.notice();
        }
        if (!made.injected) {
            QCOMPARE(cribbage::ui::test::contents(file), after);
            QCOMPARE(notice, QString());
            break;
        }
        const QByteArray now = cribbage::ui::test::contents(file);
        const QString where = QStringLiteral("call %1 (%2)").arg(step).arg(made.failed);
        if (now == before) {
            ++kept;
            QVERIFY2(!notice.isEmpty(), qPrintable(where + QStringLiteral(": nothing said")));
        } else {
            QVERIFY2(now == after, qPrintable(where + QStringLiteral(": the file is now\n") +
                                              QString::fromUtf8(now)));
        }
    }
    QVERIFY2(kept > 0, "no injected fault made a change fail");
}

void TestSettingsFaults::aFailedCallOfAReadIsNeverWrittenOverTheFile() {
    QTemporaryDir reference;
    const QString referenceFile = reference.filePath(QStringLiteral("cribbage.conf"));
    const QByteArray before = settingsFaultsWritten(referenceFile, false);
    const QByteArray after = settingsFaultsWritten(referenceFile, true);

    int unread = 0;
    for (int step = 1;; ++step) {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("cribbage.conf"));
        // Written by hand: QSettings would read a file it wrote itself from its cache.
        cribbage::ui::test::writeFile(file, before);
        faults::arm({.failAt = step, .error = EIO});
        GameSettings settings(file);
        const faults::Made made = faults::disarm();
        changeSetting(settings, &AppearanceValue::fourColour, true);
        if (!made.injected) {
            QCOMPARE(cribbage::ui::test::contents(file), after);
            break;
        }
        const QString where = QStringLiteral("call %1 (%2)").arg(step).arg(made.failed);
        const QByteArray now = cribbage::ui::test::contents(file);
        // A file that could not be opened is moved aside as it was (GameSettings::checkedFile).
        const QStringList aside =
            QDir(dir.path()).entryList({QStringLiteral("cribbage-damaged-*")});
        if (now == before || !aside.isEmpty()) {
            ++unread;
            QVERIFY2(!settings.notice().isEmpty(), qPrintable(where + QStringLiteral(": unsaid")));
            QVERIFY2(now == before ||
                         cribbage::ui::test::contents(dir.filePath(aside.constFirst())) == before,
                     qPrintable(where + QStringLiteral(": not kept aside whole")));
        } else {
            QVERIFY2(
                settings.rules().muggins && settings.coaching().hints && now == after,
                qPrintable(where + QStringLiteral(": the file is now\n") + QString::fromUtf8(now)));
        }
    }
    QVERIFY2(unread > 0, "no injected fault made a read fail");
}

UI_TEST_GUILESS_MAIN(TestSettingsFaults)
#include "test_settings_faults.moc"
