// The library of games: every game that ends is kept whole with its record, listed, filtered,
// sorted, deleted and imported; a damaged library is set aside and a new one started; the
// statistics can be rebuilt from it.
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "first_choice_player.h"
#include "library/game_library.h"
#include "library/library.h"
#include "library/library_statistics.h"
#include "played_match.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

const QDateTime kFirstDay(QDate(2026, 12, 1), QTime(20, 0), Qt::UTC);

// Three games kept in `library`: won by the person against the Expert on the first day, one of
// three players against Easy a day later, and one abandoned against the Expert by Maria.
void keepThree(GameLibrary& library) {
    LibraryGame first = test::keptMatch(test::playedMatch(1), Level::Expert, kFirstDay);
    first.seats[0].dealsReviewed = 4;
    first.seats[0].pointsLost = 3.5;
    QVERIFY(library.keep(first).error.isEmpty());
    RuleSettings three;
    three.players = 3;
    three.target = 61;
    QVERIFY(
        library
            .keep(test::keptMatch(test::playedMatch(2, three), Level::Easy, kFirstDay.addDays(1)))
            .error.isEmpty());
    LibraryGame abandoned =
        test::keptMatch(test::playedMatch(3), Level::Expert, kFirstDay.addDays(2));
    abandoned.winnerSide.reset();
    abandoned.result = QStringLiteral("*");
    abandoned.seats[0].name = QStringLiteral("Maria");
    abandoned.seats[0].dealsReviewed = 2;
    abandoned.seats[0].pointsLost = 0.5;
    QVERIFY(library.keep(abandoned).error.isEmpty());
}

QList<qint64> idsOf(const std::vector<LibraryRow>& rows) {
    QList<qint64> ids;
    for (const LibraryRow& row : rows) {
        ids << row.id;
    }
    return ids;
}

}  // namespace

class TestGameLibrary : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void aGameKeptIsListedWithItsRecord();
    void filtersAndOrdersChooseTheGamesListed();
    void aDeletedGameIsGone();
    void theModelReadsALargeLibraryAPageAtATime();
    void aFinishedMatchOfTheSessionIsKept();
    void anAbandonedGameIsKeptAsNotFinished();
    void aRecordIsImportedWholeOrNotAtAll();
    void aDamagedLibraryIsSetAsideAndANewOneStarted();
    void aLibraryOfANewerVersionIsReadButNotWritten();
    void theStatisticsAreRebuiltFromTheLibrary();
};

void TestGameLibrary::aGameKeptIsListedWithItsRecord() {
    QTemporaryDir folder;
    GameLibrary library(folder.path());
    QCOMPARE(library.open(), QString());
    const Game game = test::playedMatch(7);
    const LibraryGame kept = test::keptMatch(game, Level::Hard, kFirstDay);
    const auto id = library.keep(kept);
    QCOMPARE(id.error, QString());
    QCOMPARE(library.count({}), 1);
    const auto rows = library.page({}, LibraryOrder::Newest, 0, 10);
    QCOMPARE(rows.size(), std::size_t{1});
    LibraryGame listed = rows.front().game;
    listed.rules = kept.rules;  // only the rules the list needs are listed
    listed.record = kept.record;
    QCOMPARE(listed, kept);
    const auto record = library.record(id.id);
    QVERIFY(record);
    QCOMPARE(*record, kept.record);
    const auto read = readRecord(*record);
    QVERIFY2(read, read ? "" : read.error().c_str());
    QCOMPARE(read->game.history(), game.history());
    QCOMPARE(read->header.seats[1].name, std::string("hard"));
    QVERIFY(QFile::exists(folder.filePath(QStringLiteral("library.sqlite"))));
}

void TestGameLibrary::filtersAndOrdersChooseTheGamesListed() {
    GameLibrary library({});
    QCOMPARE(library.open(), QString());
    keepThree(library);
    QCOMPARE(library.count({}), 3);
    QCOMPARE(idsOf(library.page({}, LibraryOrder::Newest, 0, 10)), (QList<qint64>{3, 2, 1}));
    QCOMPARE(idsOf(library.page({}, LibraryOrder::Oldest, 0, 10)), (QList<qint64>{1, 2, 3}));
    QCOMPARE(idsOf(library.page({}, LibraryOrder::MostLost, 0, 10)), (QList<qint64>{1, 3, 2}));
    QCOMPARE(idsOf(library.page({}, LibraryOrder::FewestLost, 0, 10)), (QList<qint64>{3, 1, 2}));
    QCOMPARE(idsOf(library.page({}, LibraryOrder::Newest, 1, 1)), (QList<qint64>{2}));

    QCOMPARE(library.count({.opponent = QStringLiteral("Maria")}), 1);
    QCOMPARE(library.count({.level = Level::Expert}), 2);
    QCOMPARE(library.count({.level = Level::Hard}), 0);
    QCOMPARE(library.count({.players = 3}), 1);
    QCOMPARE(library.count({.target = 121}), 2);
    QCOMPARE(library.count({.winner = LibraryGame::Winner::Nobody}), 1);
    QCOMPARE(library.count({.since = kFirstDay.addSecs(3600)}), 2);
    QCOMPARE(
        library.count(
            {.level = Level::Expert, .players = 2, .target = 121, .since = kFirstDay.addDays(1)}),
        1);
    QCOMPARE(library.names(), QStringList{QStringLiteral("Maria")});
    QCOMPARE(library.levels(), (QList<Level>{Level::Easy, Level::Expert}));
    QCOMPARE(library.tableSizes(), (QList<int>{2, 3}));
    QCOMPARE(library.targets(), (QList<int>{61, 121}));
}

void TestGameLibrary::aDeletedGameIsGone() {
    Library library;
    library.open({}, false);
    keepThree(const_cast<GameLibrary&>(*library.store()));
    library.games()->reload();
    QCOMPARE(library.games()->total(), 3);
    QCOMPARE(library.remove(2), QString());
    QCOMPARE(library.games()->total(), 2);
    QCOMPARE(library.recordText(2), QString());
    QVERIFY(!library.recordText(1).isEmpty());
    QCOMPARE(library.store()->count({.players = 3}), 0);
}

void TestGameLibrary::theModelReadsALargeLibraryAPageAtATime() {
    GameLibrary library({});
    QCOMPARE(library.open(), QString());
    const LibraryGame game = test::keptMatch(test::playedMatch(5), Level::Medium, kFirstDay);
    for (int each = 0; each < GamesModel::kPage * 2 + 10; ++each) {
        QVERIFY(library.keep(game).error.isEmpty());
    }
    GamesModel model;
    model.setLibrary(&library);
    QCOMPARE(model.total(), GamesModel::kPage * 2 + 10);
    QCOMPARE(model.rowCount(), GamesModel::kPage);
    QVERIFY(model.canFetchMore({}));
    model.fetchMore({});
    model.fetchMore({});
    QCOMPARE(model.rowCount(), model.total());
    QVERIFY(!model.canFetchMore({}));
    const QModelIndex last = model.index(model.rowCount() - 1);
    QCOMPARE(model.data(last, GamesModel::IdRole).toLongLong(), qint64{1});
    QCOMPARE(model.data(last, GamesModel::PlayersRole).toString(), QStringLiteral("You, Medium"));
    QCOMPARE(model.data(last, GamesModel::RulesRole).toString(),
             QStringLiteral("2 players, to 121"));
    model.setLevel(static_cast<int>(Level::Expert));
    QCOMPARE(model.total(), 0);
    QCOMPARE(model.rowCount(), 0);
}

void TestGameLibrary::aFinishedMatchOfTheSessionIsKept() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    session.setSeed(QStringLiteral("11"));
    session.start();
    QVERIFY(table.playMatch());
    const GameLibrary& library = *session.library()->store();
    QCOMPARE(library.count({}), 1);
    const LibraryGame kept = library.page({}, LibraryOrder::Newest, 0, 1).front().game;
    QVERIFY(kept.winnerSide.has_value());
    QCOMPARE(kept.score.toStdString(), recordScore(session.match()->game()->state()));
    QVERIFY(kept.seats[0].person);
    QCOMPARE(kept.seats[1].level, std::optional(session.settings()->levelAt(1)));
    const auto read = readRecord(*library.record(1));
    QVERIFY(read);
    QCOMPARE(read->game.history(), session.match()->game()->history());
    const QModelIndex row = session.library()->games()->index(0);
    const QString result = row.data(GamesModel::ResultRole).toString();
    QVERIFY2(result == QStringLiteral("You won") || result == QStringLiteral("You lost"),
             qPrintable(result));
    // The match over, a new one keeps nothing more.
    session.newMatch();
    QCOMPARE(library.count({}), 1);
}

void TestGameLibrary::anAbandonedGameIsKeptAsNotFinished() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("12"));
    session.start();
    // A new game before a card is dealt abandons nothing.
    session.newGame();
    QCOMPARE(session.library()->store()->count({}), 0);
    QVERIFY(table.autoplay(6));
    const std::vector<Action> played = session.match()->game()->history();
    session.newGame();
    const GameLibrary& library = *session.library()->store();
    QCOMPARE(library.count({}), 1);
    QCOMPARE(library.count({.winner = LibraryGame::Winner::Nobody}), 1);
    const auto read = readRecord(*library.record(1));
    QVERIFY(read);
    QCOMPARE(read->game.history(), played);
    QCOMPARE(session.library()->games()->index(0).data(GamesModel::ResultRole).toString(),
             QStringLiteral("Not finished"));
}

void TestGameLibrary::aRecordIsImportedWholeOrNotAtAll() {
    Library library;
    library.open({}, false);
    const Game game = test::playedMatch(21);
    RecordHeader header;
    header.seats = {{"Ann", "person"}, {"expert", "computer"}};
    header.date = "2025.03.04";
    const std::string record = writeRecord(game, header);

    const QString bad = QString::fromStdString(record).replace(QStringLiteral("Starter: "),
                                                               QStringLiteral("Starter: ZZ "));
    const QString error = library.importText(bad);
    QVERIFY2(error.contains(QStringLiteral("nothing of it was kept. Line ")), qPrintable(error));
    QCOMPARE(library.games()->total(), 0);
    QVERIFY(library.importText(QStringLiteral("  \n")).contains(QStringLiteral("no record")));
    QVERIFY(library.importFile(QStringLiteral("/nonexistent/record.txt"))
                .contains(QStringLiteral("could not be opened")));

    QCOMPARE(library.importText(QString::fromStdString(record)), QString());
    QCOMPARE(library.games()->total(), 1);
    const LibraryGame imported = library.store()->page({}, LibraryOrder::Newest, 0, 1).front().game;
    QCOMPARE(imported.played, QDateTime(QDate(2025, 3, 4), QTime(0, 0), Qt::UTC));
    QCOMPARE(imported.seats[0].name, QStringLiteral("Ann"));
    QCOMPARE(imported.seats[1].level, std::optional(Level::Expert));
    QCOMPARE(library.opponents(), QStringList{QStringLiteral("Ann")});
    QCOMPARE(library.recordText(1).toStdString(), record);

    QTemporaryDir folder;
    const QString file = folder.filePath(QStringLiteral("game.txt"));
    QCOMPARE(library.exportToFile(1, file), QString());
    QCOMPARE(library.importFile(file), QString());
    QCOMPARE(library.games()->total(), 2);
    QVERIFY(library.exportToFile(1, folder.filePath(QStringLiteral("no/such/folder/x.txt")))
                .contains(QStringLiteral("could not be written")));
}

void TestGameLibrary::aDamagedLibraryIsSetAsideAndANewOneStarted() {
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("library.sqlite"));
    const QByteArray damaged("SQLite format 3\0 but not really a database at all", 50);
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(damaged);
    }
    GameLibrary library(folder.path());
    const QString notice = library.open();
    QVERIFY2(notice.startsWith(QStringLiteral("Your library of games could not be read, so a new "
                                              "one was started. The old one was kept as ")),
             qPrintable(notice));
    QVERIFY(library.isOpen());
    const QStringList aside =
        QDir(folder.path()).entryList({QStringLiteral("damaged-library-*.sqlite")});
    QCOMPARE(aside.size(), 1);
    QVERIFY(notice.contains(aside.front()));
    QFile kept(folder.filePath(aside.front()));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), damaged);
    QCOMPARE(library.keep(test::keptMatch(test::playedMatch(1), Level::Easy, kFirstDay)).error,
             QString());
    QCOMPARE(library.count({}), 1);
}

void TestGameLibrary::aLibraryOfANewerVersionIsReadButNotWritten() {
    QTemporaryDir folder;
    {
        GameLibrary library(folder.path());
        QCOMPARE(library.open(), QString());
        keepThree(library);
    }
    {
        const QString name = QStringLiteral("newer");
        {
            QSqlDatabase database = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            database.setDatabaseName(folder.filePath(QStringLiteral("library.sqlite")));
            QVERIFY(database.open());
            QSqlQuery query(database);
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 99")));
            database.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    GameLibrary library(folder.path());
    QVERIFY(library.open().contains(QStringLiteral("newer version")));
    QCOMPARE(library.count({}), 3);
    QVERIFY(!library.keep(test::keptMatch(test::playedMatch(1), Level::Easy, kFirstDay))
                 .error.isEmpty());
    QCOMPARE(library.count({}), 3);
}

void TestGameLibrary::theStatisticsAreRebuiltFromTheLibrary() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    session.setSeed(QStringLiteral("31"));
    session.start();
    QVERIFY(table.playMatch());
    session.newMatch();
    QVERIFY(table.autoplay(10));
    session.newGame();
    QCOMPARE(session.library()->store()->count({}), 2);
    // The review's figures are the library's too: added once the match is kept.
    const StatisticsRecord rebuilt = statisticsFrom(*session.library()->store());
    QCOMPARE(rebuilt.tables, session.statistics()->record().tables);
}

UI_TEST_MAIN(TestGameLibrary)
#include "test_game_library.moc"
