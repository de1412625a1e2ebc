// A file of the match that cannot be opened, nor moved aside (every name it could be moved to
// is taken): it stays where it is as it was, the person is told, and nothing is saved over it;
// a table or crib choice that stays never keeps the game itself from being saved.

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "cribbage/save_game.h"
#include "saved_match.h"
#include "saved_match_fixtures.h"
#include "ui_test_main.h"
#include "unopenable.h"

using namespace cribbage;
using namespace cribbage::ui;
using test::tableOf;
using test::twoPlayerGame;

class TestUnmovableFiles : public QObject {
    Q_OBJECT

private slots:
    void init();
    void aSaveThatCannotBeOpenedNorMovedIsNeverSavedOver_data();
    void aSaveThatCannotBeOpenedNorMovedIsNeverSavedOver();
    void aTableThatCannotBeOpenedNorMovedIsNeverSavedOver_data();
    void aTableThatCannotBeOpenedNorMovedIsNeverSavedOver();
    void aCribChoiceThatCannotBeOpenedNorMovedIsNeverSavedOver_data();
    void aCribChoiceThatCannotBeOpenedNorMovedIsNeverSavedOver();

private:
    QString pathOf(const QString& name) const { return QDir(dir_->path()).filePath(name); }
    // Takes every name moveAside tries for `kind` in the next few seconds (it gives up after
    // 1000 in the same second).
    void takeEveryNameAside(const QString& kind, const QString& suffix) const;
    // A saved match of two, its table and an empty crib choice beside it.
    void saveAMatch() const;
    // The saved match with `name` beside it made unopenable as `kind`, and every name it could
    // be moved aside to (`asideKind`, `suffix`) taken: `saved` resumes the match and says the
    // file stays. The file's path.
    QString resumeBesideUnmovable(const QString& kind, const QString& name,
                                  const QString& asideKind, const QString& suffix,
                                  SavedMatch& saved) const;

    std::optional<QTemporaryDir> dir_;
};

void TestUnmovableFiles::init() {
    dir_.emplace();
}

void TestUnmovableFiles::takeEveryNameAside(const QString& kind, const QString& suffix) const {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (int second = 0; second < 3; ++second) {
        const QString stamp = now.addSecs(second).toString(QStringLiteral("yyyyMMdd-hhmmss"));
        for (int attempt = 1; attempt <= 1000; ++attempt) {
            const QString number = attempt == 1 ? QString() : QStringLiteral("-%1").arg(attempt);
            QFile taken(pathOf(QStringLiteral("%1-%2%3.%4").arg(kind, stamp, number, suffix)));
            QVERIFY(taken.open(QIODevice::WriteOnly));
        }
    }
}

QString TestUnmovableFiles::resumeBesideUnmovable(const QString& kind, const QString& name,
                                                  const QString& asideKind, const QString& suffix,
                                                  SavedMatch& saved) const {
    saveAMatch();
    QString path = pathOf(name);
    [&] {
        QVERIFY(QFile::remove(path));
        QVERIFY(test::putUnopenable(kind, path));
        takeEveryNameAside(asideKind, suffix);
        QString notice;
        QVERIFY(saved.resume(notice));
        QVERIFY(notice.endsWith(QStringLiteral("The file could not be moved aside: it stays at %1, "
                                               "and nothing will be saved over it.")
                                    .arg(path)));
    }();
    return path;
}

void TestUnmovableFiles::saveAMatch() const {
    SavedMatch saved(dir_->path());
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())), QString());
    QCOMPARE(saved.saveCribChoice(twoPlayerGame(), {}), QString());
}

void TestUnmovableFiles::aSaveThatCannotBeOpenedNorMovedIsNeverSavedOver_data() {
    test::addUnopenableRows();
}

void TestUnmovableFiles::aSaveThatCannotBeOpenedNorMovedIsNeverSavedOver() {
    QFETCH(QString, kind);
    const QString save = pathOf(QStringLiteral("current-game.json"));
    QVERIFY(test::putUnopenable(kind, save));
    takeEveryNameAside(QStringLiteral("unreadable-game"), QStringLiteral("json"));
    SavedMatch saved(dir_->path());
    QString notice;
    QVERIFY(!saved.resume(notice));
    QCOMPARE(notice, QStringLiteral("Your saved game could not be opened, so a new match begins. "
                                    "It stays at %1 as it was, and this match will not be saved "
                                    "over it.")
                         .arg(save));
    QCOMPARE(saved.save(twoPlayerGame(), tableOf(twoPlayerGame())),
             QStringLiteral("The game is not saved: the saved game at %1 could not be moved "
                            "aside, and saving would replace it.")
                 .arg(save));
    QVERIFY(test::holdsUnopenable(kind, save));
}

void TestUnmovableFiles::aTableThatCannotBeOpenedNorMovedIsNeverSavedOver_data() {
    test::addUnopenableRows();
}

void TestUnmovableFiles::aTableThatCannotBeOpenedNorMovedIsNeverSavedOver() {
    QFETCH(QString, kind);
    SavedMatch saved(dir_->path());
    const QString table =
        resumeBesideUnmovable(kind, QStringLiteral("table.json"),
                              QStringLiteral("unreadable-table"), QStringLiteral("json"), saved);
    QString notice;
    Game game = twoPlayerGame();
    QVERIFY(game.apply(game.legalActions(game.awaiting().front()).front()));
    QCOMPARE(saved.save(game, tableOf(game)), QString());
    QVERIFY(test::holdsUnopenable(kind, table));
    const auto resumed = SavedMatch(dir_->path()).resume(notice);
    QVERIFY(resumed);
    QCOMPARE(saveGame(*resumed), saveGame(game));
}

void TestUnmovableFiles::aCribChoiceThatCannotBeOpenedNorMovedIsNeverSavedOver_data() {
    test::addUnopenableRows();
}

void TestUnmovableFiles::aCribChoiceThatCannotBeOpenedNorMovedIsNeverSavedOver() {
    QFETCH(QString, kind);
    SavedMatch saved(dir_->path());
    const QString choice = resumeBesideUnmovable(kind, QStringLiteral("crib-choice.txt"),
                                                 QStringLiteral("unreadable-crib-choice"),
                                                 QStringLiteral("txt"), saved);
    QCOMPARE(saved.saveCribChoice(twoPlayerGame(), {}), QString());
    QVERIFY(test::holdsUnopenable(kind, choice));
}

UI_TEST_GUILESS_MAIN(TestUnmovableFiles)
#include "test_unmovable_files.moc"
