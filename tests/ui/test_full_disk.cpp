// A full disk: no write replaces a good file with a part of one, the player is told in words
// what happened and what to do, and the next change after space is freed is saved again.
// Runs on a real small filesystem: tests/ui/on_small_disk.sh mounts a tmpfs of its own on the
// folder CRIBBAGE_SMALL_DISK names, for this process only.

#include <QDir>
#include <QFile>
#include <QStorageInfo>
#include <QTest>
#include <string>

#include "cribbage/save_game.h"
#include "first_choice_player.h"
#include "library/library.h"
#include "played_match.h"
#include "save_store.h"
#include "statistics.h"
#include "test_files.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

class TestFullDisk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void aWriteThatDoesNotFitKeepsTheFileBefore();
    void theMatchSaysTheDiskIsFullAndSavesAgainWhenThereIsRoom();
    void theStatisticsSayTheDiskIsFullAndAreKept();
    void theLibrarySaysTheDiskIsFullAndKeepsItsGames();

private:
    QString folder(const QString& name) const { return QDir(disk_).filePath(name); }
    // Fills the disk to its last byte with a file of its own.
    void fill() const;
    void freeSpace() const { QVERIFY(QFile::remove(folder(QStringLiteral("filler")))); }

    QString disk_;
};

void TestFullDisk::initTestCase() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    disk_ = qEnvironmentVariable("CRIBBAGE_SMALL_DISK");
    QVERIFY2(!disk_.isEmpty(), "run through tests/ui/on_small_disk.sh");
    // The disk must be the small one: on the build's own disk nothing here would ever fill.
    const QStorageInfo storage(disk_);
    QVERIFY2(storage.bytesTotal() > 0 && storage.bytesTotal() <= qint64{1024} * 1024,
             qPrintable(QStringLiteral("%1 is %2 bytes").arg(disk_).arg(storage.bytesTotal())));
}

void TestFullDisk::init() {
    QDir(disk_).removeRecursively();
    QVERIFY(QDir().mkpath(disk_));
}

void TestFullDisk::cleanup() {
    QFile::remove(folder(QStringLiteral("filler")));
}

void TestFullDisk::fill() const {
    QFile filler(folder(QStringLiteral("filler")));
    QVERIFY(filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray block(512, 'f');
    while (filler.write(block) == block.size()) {
    }
    QVERIFY(filler.write("f", 1) != 1);
    QCOMPARE(QStorageInfo(disk_).bytesAvailable(), 0);
}

// Larger than the disk's last block and smaller than a block: both a short write and a write
// of nothing at all keep the file before, and no part-written file is left beside it.
void TestFullDisk::aWriteThatDoesNotFitKeepsTheFileBefore() {
    for (const std::size_t size : {std::size_t{100}, std::size_t{40'000}}) {
        init();
        const SaveStore store(disk_);
        QCOMPARE(store.write("the save before"), std::nullopt);
        fill();
        QCOMPARE(store.write(std::string(size, 'x')), WriteFailure::DiskFull);
        QCOMPARE(test::contents(store.path()), QByteArray("the save before"));
        QCOMPARE(QDir(disk_).entryList(QDir::Files),
                 QStringList({QStringLiteral("current-game.json"), QStringLiteral("filler")}));
        freeSpace();
        QCOMPARE(store.write(std::string(size, 'x')), std::nullopt);
        QCOMPARE(test::contents(store.path()), QByteArray(static_cast<qsizetype>(size), 'x'));
    }
}

void TestFullDisk::theMatchSaysTheDiskIsFullAndSavesAgainWhenThereIsRoom() {
    test::TestTable table(test::FirstChoicePlayer{}, true, disk_);
    GameSession& session = table.session();
    session.start();
    QVERIFY(table.autoplay(4));
    const QString savePath = folder(QStringLiteral("current-game.json"));
    const QByteArray before = test::contents(savePath);
    QVERIFY(!before.isEmpty());
    QCOMPARE(session.match()->notice(), QString());

    fill();
    QVERIFY(table.autoplay(2));
    QCOMPARE(session.match()->notice(),
             QStringLiteral("The game could not be saved: the disk is full. The last save is "
                            "kept; free some space, and the game is saved again at your next "
                            "move."));
    QCOMPARE(test::contents(savePath), before);
    QVERIFY(loadGame(test::contents(savePath).toStdString()));

    freeSpace();
    QVERIFY(table.autoplay(1));
    QCOMPARE(session.match()->notice(), QString());
    const auto saved = loadGame(test::contents(savePath).toStdString());
    QVERIFY(saved);
    QVERIFY(saved->history() == session.match()->game()->history());
}

void TestFullDisk::theStatisticsSayTheDiskIsFullAndAreKept() {
    Statistics statistics;
    statistics.open(disk_, true);
    statistics.recordPractice(true, 1000);
    const QString path = folder(QStringLiteral("statistics.json"));
    const QByteArray before = test::contents(path);
    QVERIFY(!before.isEmpty());

    fill();
    statistics.recordPractice(false, 2000);
    QCOMPARE(statistics.notice(),
             QStringLiteral("Your statistics could not be saved: the disk is full. Those saved "
                            "before are kept; free some space, and they are saved again when "
                            "they next change."));
    QCOMPARE(test::contents(path), before);
    QCOMPARE(statistics.record().practice.hands, 2);

    freeSpace();
    statistics.recordPractice(true, 1000);
    QCOMPARE(statistics.notice(), QString());
    QString notice;
    QCOMPARE(StatisticsFile(disk_).read(notice).practice.hands, 3);
}

void TestFullDisk::theLibrarySaysTheDiskIsFullAndKeepsItsGames() {
    const LibraryGame game =
        test::keptMatch(test::playedMatch(4), Level::Expert, QDateTime::currentDateTimeUtc());
    Library library;
    library.open(disk_, true);
    QCOMPARE(library.notice(), QString());
    library.keep(game);
    QCOMPARE(library.games()->total(), 1);

    fill();
    // Until a write finds no room: the log may hold a few games more first.
    for (int tries = 0; tries < 100 && library.notice().isEmpty(); ++tries) {
        library.keep(game);
    }
    QCOMPARE(library.notice(),
             QStringLiteral("This game could not be kept in your library. The disk is full: free "
                            "some space. The games kept before are safe."));
    const int kept = library.games()->total();
    QVERIFY(kept >= 1);

    freeSpace();
    library.keep(game);
    QCOMPARE(library.notice(), QString());
    GameLibrary reopened(disk_);
    QCOMPARE(reopened.open(), QString());
    QCOMPARE(reopened.count({}), kept + 1);
}

UI_TEST_GUILESS_MAIN(TestFullDisk)
#include "test_full_disk.moc"
