// A data folder on a file system mounted read-only (EROFS): the game starts with the match,
// the statistics and the settings it finds there, says it cannot save, and goes on; nothing in
// the folder changes, and when the folder may be written again the next move is saved. The
// read-only disk is the fault injector's (tests/ui/fault_injection.h): mounting one needs
// privileges a test cannot count on.

#include <QDir>
#include <QDirIterator>
#include <QMap>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>

#include "cribbage/save_game.h"
#include "fault_injection.h"
#include "first_choice_player.h"
#include "settings_change.h"
#include "test_files.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;
namespace faults = cribbage::test::faults;

namespace {

// Every file under `folder`, by its path there, with its bytes.
QMap<QString, QByteArray> readOnlyFolderFiles(const QString& folder) {
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files | QDir::Hidden | QDir::System,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files.insert(QDir(folder).relativeFilePath(path), cribbage::ui::test::contents(path));
    }
    return files;
}

}  // namespace

class TestReadOnlyFolder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void theGameGoesOnSaysItCannotSaveAndLosesNothing();
};

void TestReadOnlyFolder::theGameGoesOnSaysItCannotSaveAndLosesNothing() {
    QTemporaryDir dir;
    {
        cribbage::ui::test::TestTable table(cribbage::ui::test::FirstChoicePlayer{}, true,
                                            dir.path());
        changeSetting(*table.session().settings(), &AppearanceValue::fourColour, true);
        table.session().start();
        QVERIFY(table.autoplay(6));
    }
    const QMap<QString, QByteArray> before = readOnlyFolderFiles(dir.path());
    QVERIFY(before.contains(QStringLiteral("current-game.json")));
    QVERIFY(before.contains(QStringLiteral("statistics.json")));
    QVERIFY(before.contains(QStringLiteral("settings.ini")));

    faults::arm({.error = EROFS, .readOnly = true});
    cribbage::ui::test::TestTable table(cribbage::ui::test::FirstChoicePlayer{}, true, dir.path());
    GameSession& session = table.session();
    session.start();
    const bool resumed = table.waitForPerson();
    const auto saved = loadGame(before.value(QStringLiteral("current-game.json")).toStdString());
    const bool sameMatch = saved && saved->history() == session.match()->game()->history();
    const bool fourColour = session.settings()->appearance().fourColour;
    const bool played = table.autoplay(4);
    const QString matchNotice = session.match()->notice();
    changeSetting(*session.settings(), &CoachingValue::hints,
                  !session.settings()->coaching().hints);
    const QString settingsNotice = session.settings()->notice();
    const QMap<QString, QByteArray> during = readOnlyFolderFiles(dir.path());
    const faults::Made made = faults::disarm();

    QVERIFY(resumed);
    QVERIFY(sameMatch);
    QVERIFY(fourColour);
    QVERIFY(played);
    QVERIFY(made.injected);
    QCOMPARE(matchNotice,
             QStringLiteral("The game could not be saved: the folder %1 may not be written to. "
                            "The last save is kept, and the game tries again at your next move.")
                 .arg(QDir::toNativeSeparators(dir.path())));
    QVERIFY2(settingsNotice.startsWith(QStringLiteral("Your settings could not be saved to ")),
             qPrintable(settingsNotice));
    QCOMPARE(during, before);

    // The folder may be written again: the next move saves the match as it stands.
    QVERIFY(table.autoplay(1));
    QCOMPARE(session.match()->notice(), QString());
    const auto now =
        loadGame(cribbage::ui::test::contents(dir.filePath(QStringLiteral("current-game.json")))
                     .toStdString());
    QVERIFY(now && now->history() == session.match()->game()->history());
}

UI_TEST_MAIN(TestReadOnlyFolder)
#include "test_read_only_folder.moc"
