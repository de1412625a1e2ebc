// A settings file that cannot be read or written: set aside as it was with a notice, the game
// going on with its own settings, nothing the player chose lost.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "game_settings.h"
#include "settings_change.h"
#include "settings_file_check.h"
#include "ui_test_main.h"
#include "unopenable.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestSettingsDamage : public QObject {
    Q_OBJECT

private slots:
    void init() { file_ = dir_.filePath(QStringLiteral("settings-%1.ini").arg(++n_)); }
    void aFileQtWouldDecodeIsSetAsideUnread();
    void aBinaryFileIsSetAsideByteForByte();
    void whatCannotBeOpenedIsMovedAsideAsItWas_data();
    void whatCannotBeOpenedIsMovedAsideAsItWas();
    void aFolderThatIsAFileKeepsNothingAndSaysSo();
    void aFailedWriteIsSaidAndWrittenAtTheNextChange();
    void theNativeFileIsTheOneQSettingsReads();

private:
    // The files the settings of file_ were moved aside to.
    QStringList setAside() const {
        return QDir(dir_.path())
            .entryList({QFileInfo(file_).completeBaseName() + QStringLiteral("-damaged-*")},
                       QDir::AllEntries | QDir::System | QDir::Hidden);
    }

    QTemporaryDir dir_;
    QString file_;
    int n_ = 0;
};

// A value Qt would decode itself (@Variant, @ByteArray: a crafted one has it allocate
// gigabytes) is never read: the file is set aside whole, the defaults apply, the person is told.
void TestSettingsDamage::aFileQtWouldDecodeIsSetAsideUnread() {
    for (const QByteArray& value : {QByteArray("@Variant(\\0\\0\\0\\x\t\t\t2\\0\\0\\0\\x3)"),
                                    QByteArray(" \"@ByteArray(x)\"")}) {
        init();
        {
            QFile file(file_);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("[rules]\ntarget=61\n[table]\nanimationSpeed=" + value + "\n");
        }
        GameSettings settings(file_);
        QCOMPARE(settings.rules().target, 121);
        QCOMPARE(settings.appearance().animationSpeed, Animations::Speed::Normal);
        QVERIFY(settings.notice().contains(QStringLiteral("could not be read")));
        // Afresh: only that the settings were a player's (the guide is not offered again).
        {
            QFile fresh(file_);
            QVERIFY(fresh.open(QIODevice::ReadOnly));
            const QByteArray text = fresh.readAll();
            QVERIFY2(!text.contains("target") && text.contains("offered=true"), text.constData());
        }
        const QStringList aside =
            QDir(dir_.path()).entryList({QFileInfo(file_).completeBaseName() + "-damaged-*"});
        QCOMPARE(aside.size(), 1);
        QVERIFY(settings.notice().contains(aside.first()));
        // The settings go on being kept in the file, afresh.
        changeSetting(settings, &RuleSettings::target, 61);
        QCOMPARE(GameSettings(file_).rules().target, 61);
    }
    init();
    QCOMPARE(GameSettings(file_).notice(), QString());
}

// A file the game never writes (a NUL byte, text that is not UTF-8) is not read as defaults
// and written over: it is kept, as it was, beside the new one, and the player is told.
void TestSettingsDamage::aBinaryFileIsSetAsideByteForByte() {
    for (const QByteArray& bytes : {QByteArray("[rules]\ntarget=61\n\0\x01\x02", 20),
                                    QByteArray("[rules]\ntarget=61\nmuggins=\xff\xfe\n")}) {
        init();
        {
            QFile file(file_);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        QCOMPARE(GameSettings::storedLanguage(file_), QString());
        const GameSettings settings(file_);
        QCOMPARE(settings.rules().target, 121);
        const QStringList aside = setAside();
        QCOMPARE(aside.size(), 1);
        QCOMPARE(settings.notice(), QStringLiteral("Your settings could not be read, so the game "
                                                   "starts from its own. The file was kept as %1.")
                                        .arg(dir_.filePath(aside.first())));
        QFile kept(dir_.filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
    }
}

// Something at the settings file's place that cannot be read as a file: a folder, a FIFO
// (reading it would wait for a writer, and the game would never start), a symlink to itself.
// It is moved aside as it was, the player is told, the guide for a new player is not offered
// again, and the settings are kept afresh.
void TestSettingsDamage::whatCannotBeOpenedIsMovedAsideAsItWas_data() {
    test::addUnopenableRows();
}

void TestSettingsDamage::whatCannotBeOpenedIsMovedAsideAsItWas() {
    QFETCH(QString, kind);
    QVERIFY(test::putUnopenable(kind, file_));
    QCOMPARE(GameSettings::storedLanguage(file_), QString());
    GameSettings settings(file_);
    QCOMPARE(settings.rules().target, 121);
    QVERIFY(settings.coaching().guideOffered);
    const QStringList aside = setAside();
    QCOMPARE(aside.size(), 1);
    QCOMPARE(settings.notice(),
             QStringLiteral("Your settings could not be opened, so the game starts from its own. "
                            "What was there was moved aside as it was, to %1.")
                 .arg(dir_.filePath(aside.first())));
    QVERIFY(test::holdsUnopenable(kind, dir_.filePath(aside.first())));
    changeSetting(settings, &RuleSettings::target, 61);
    const GameSettings next(file_);
    QCOMPARE(next.rules().target, 61);
    QVERIFY(next.coaching().guideOffered);
    QCOMPARE(next.notice(), QString());
}

// The folder the settings belong in is a file: nothing is written, nothing is made, and the
// player is told; the changes hold while the game runs.
void TestSettingsDamage::aFolderThatIsAFileKeepsNothingAndSaysSo() {
    const QString blocker = dir_.filePath(QStringLiteral("a-file"));
    {
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a folder\n");
    }
    file_ = QDir(blocker).filePath(QStringLiteral("cribbage/settings.ini"));
    GameSettings settings(file_);
    QCOMPARE(settings.notice(),
             QStringLiteral("Your settings cannot be kept: %1, where they belong, is not a folder. "
                            "The game uses its own settings, and your changes hold until you "
                            "close it.")
                 .arg(QFileInfo(file_).absolutePath()));
    changeSetting(settings, &RuleSettings::target, 61);
    QCOMPARE(settings.rules().target, 61);
    QVERIFY(QFileInfo(blocker).isFile());
    QCOMPARE(QFileInfo(blocker).size(), 13);
}

// A change that cannot be written leaves the file as it was and is said; once the file can be
// written again, the next change writes that one too.
void TestSettingsDamage::aFailedWriteIsSaidAndWrittenAtTheNextChange() {
    const QString folder = dir_.filePath(QStringLiteral("config"));
    const QString away = dir_.filePath(QStringLiteral("config-away"));
    file_ = QDir(folder).filePath(QStringLiteral("settings.ini"));
    GameSettings settings(file_);
    changeSetting(settings, &RuleSettings::target, 61);
    QCOMPARE(settings.notice(), QString());
    // The folder taken away and a file in its place: no file can be written there (not even by
    // root, as a full disk would do).
    QVERIFY(QDir().rename(folder, away));
    {
        QFile file(folder);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    changeSetting(settings, &RuleSettings::muggins, true);
    QCOMPARE(settings.notice(),
             QStringLiteral("Your settings could not be saved to %1. Your changes hold until you "
                            "close the game, and it tries again at your next change: free some "
                            "space on the disk, or check that the folder may be written to.")
                 .arg(file_));
    QVERIFY(settings.rules().muggins);
    QVERIFY(QFile::remove(folder));
    QVERIFY(QDir().rename(away, folder));
    {
        // (Read as text: QSettings objects of one file in one process share what is unwritten.)
        QFile before(file_);
        QVERIFY(before.open(QIODevice::ReadOnly));
        const QByteArray text = before.readAll();
        QVERIFY2(text.contains("target=61") && !text.contains("muggins"), text.constData());
    }
    changeSetting(settings, &CoachingValue::hints, true);
    const GameSettings after(file_);
    QCOMPARE(after.rules().target, 61);
    QCOMPARE(after.rules().muggins, true);
    QCOMPARE(after.coaching().hints, true);
}

// The file the game checks before QSettings reads it, under the game's names, is the one
// QSettings reads (found by Qt's rule, as QSettings cannot be asked without reading it).
void TestSettingsDamage::theNativeFileIsTheOneQSettingsReads() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationDomain(QStringLiteral("cribbage"));
    QCoreApplication::setApplicationName(QStringLiteral("cribbage"));
    QCOMPARE(nativeSettingsFile(), QSettings().fileName());
}

UI_TEST_GUILESS_MAIN(TestSettingsDamage)
#include "test_settings_damage.moc"
