#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "data_folder.h"
#include "test_files.h"
#include "ui_test_main.h"

using namespace cribbage::app;
using namespace cribbage::ui;

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

}  // namespace

class TestDataFolder : public QObject {
    Q_OBJECT

private slots:
    void theSettingsStayAndTheSavedGameIsOneFolderDeep();
    void theDoubledFolderIsMovedUpAndRemoved();
    void aNameTakenAboveStaysInTheOldFolder();
    void nothingHappensWithoutTheOldFolder();
};

// Version 0.1.0 kept the settings in <config>/cribbage/cribbage.conf and the saved game in
// <data>/cribbage/cribbage/; the settings stay, the saved game moves up a folder.
void TestDataFolder::theSettingsStayAndTheSavedGameIsOneFolderDeep() {
    QStandardPaths::setTestModeEnabled(true);
    setApplicationNames();
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QString config = QStandardPaths::writableLocation(QStandardPaths::ConfigLocation);
#if defined(Q_OS_LINUX)
    QCOMPARE(QSettings().fileName(), config + QStringLiteral("/cribbage/cribbage.conf"));
#endif
    QCOMPARE(QFileInfo(data).fileName(), QStringLiteral("cribbage"));
    QVERIFY2(!data.endsWith(QStringLiteral("cribbage/cribbage")), qPrintable(data));
    QCOMPARE(QGuiApplication::desktopFileName(), QStringLiteral("io.github.cribbage.Cribbage"));
    // The window's WM_CLASS class under X11: the desktop entry's StartupWMClass.
    QCOMPARE(QGuiApplication::applicationName(), QStringLiteral("cribbage"));
}

// Version 0.1.0's layout: <data>/cribbage/cribbage/current-game.json and the rest.
void TestDataFolder::theDoubledFolderIsMovedUpAndRemoved() {
    QTemporaryDir root;
    const QString folder = root.filePath(QStringLiteral("cribbage"));
    test::writeFile(folder + "/cribbage/current-game.json", "{\"game\": 1}");
    test::writeFile(folder + "/cribbage/crib-choice.txt", "5H 5S");
    test::writeFile(folder + "/cribbage/damaged-game-20261101T101010Z.json", "{");

    moveDataOutOfDoubledFolder(folder);

    QCOMPARE(readFile(folder + "/current-game.json"), QByteArray("{\"game\": 1}"));
    QCOMPARE(readFile(folder + "/crib-choice.txt"), QByteArray("5H 5S"));
    QCOMPARE(readFile(folder + "/damaged-game-20261101T101010Z.json"), QByteArray("{"));
    QVERIFY(!QFileInfo::exists(folder + "/cribbage"));
}

void TestDataFolder::aNameTakenAboveStaysInTheOldFolder() {
    QTemporaryDir root;
    const QString folder = root.path();
    test::writeFile(folder + "/current-game.json", "new");
    test::writeFile(folder + "/cribbage/current-game.json", "old");
    test::writeFile(folder + "/cribbage/crib-choice.txt", "5H 5S");

    moveDataOutOfDoubledFolder(folder);

    QCOMPARE(readFile(folder + "/current-game.json"), QByteArray("new"));
    QCOMPARE(readFile(folder + "/cribbage/current-game.json"), QByteArray("old"));
    QCOMPARE(readFile(folder + "/crib-choice.txt"), QByteArray("5H 5S"));
}

void TestDataFolder::nothingHappensWithoutTheOldFolder() {
    QTemporaryDir root;
    test::writeFile(root.filePath("current-game.json"), "game");

    moveDataOutOfDoubledFolder(root.path());

    QCOMPARE(QDir(root.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
             QStringList{"current-game.json"});
}

UI_TEST_GUILESS_MAIN(TestDataFolder)
#include "test_data_folder.moc"
