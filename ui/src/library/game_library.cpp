#include "game_library.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QVariant>
#include <atomic>
#include <map>

#include "level_choices.h"
#include "move_aside.h"

namespace cribbage::ui {
namespace {

// SQLite's primary result codes the player can act on.
constexpr int kReadOnly = 8;
constexpr int kCorrupt = 11;
constexpr int kFull = 13;
constexpr int kNotADatabase = 26;
// Room left below which a failed write is put down to a full disk: SQLite may say only that
// the write or the commit failed when the write-ahead log cannot grow.
constexpr qint64 kNearlyFull = qint64{64} * 1024;

// Each step brings the schema from its index to the next version: the first makes it.
const std::vector<std::vector<const char*>>& migrations() {
    static const std::vector<std::vector<const char*>> steps{{
        "CREATE TABLE games (id INTEGER PRIMARY KEY, played TEXT NOT NULL,"
        " players INTEGER NOT NULL, target INTEGER NOT NULL, muggins INTEGER NOT NULL,"
        " match_games INTEGER NOT NULL, winner_side INTEGER, winner TEXT NOT NULL,"
        " result TEXT NOT NULL, score TEXT NOT NULL, points_lost REAL, record TEXT NOT NULL)",
        "CREATE INDEX games_played ON games (played)",
        "CREATE TABLE seats (game INTEGER NOT NULL, seat INTEGER NOT NULL,"
        " person INTEGER NOT NULL, name TEXT NOT NULL, level TEXT,"
        " deals_reviewed INTEGER NOT NULL, points_lost REAL NOT NULL,"
        " PRIMARY KEY (game, seat)) WITHOUT ROWID",
    }};
    return steps;
}

int sqliteCode(const QSqlError& error) {
    return error.nativeErrorCode().toInt() & 0xff;
}

QString isoTime(const QDateTime& time) {
    return time.toUTC().toString(Qt::ISODate);
}

const char* winnerWord(LibraryGame::Winner winner) {
    switch (winner) {
        case LibraryGame::Winner::Person:
            return "person";
        case LibraryGame::Winner::Computer:
            return "computer";
        case LibraryGame::Winner::Nobody:
            break;
    }
    return "nobody";
}

// The people's points lost, for ordering: none when no deal of theirs was reviewed.
QVariant peoplesLoss(const LibraryGame& game) {
    int deals = 0;
    double lost = 0;
    for (const LibrarySeat& seat : game.seats) {
        deals += seat.dealsReviewed;
        lost += seat.pointsLost;
    }
    return deals > 0 ? QVariant(lost) : QVariant();
}

// The WHERE clause of `filter`, its values bound in order by `bind`.
QString whereClause(const LibraryFilter& filter, QVariantList& values) {
    QStringList terms;
    if (!filter.opponent.isEmpty()) {
        terms << QStringLiteral(
            "EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.person = 1 AND s.name = ?)");
        values << filter.opponent;
    }
    if (filter.level) {
        terms << QStringLiteral(
            "EXISTS (SELECT 1 FROM seats s WHERE s.game = g.id AND s.person = 0 AND s.level = ?)");
        values << levelId(*filter.level);
    }
    if (filter.players) {
        terms << QStringLiteral("g.players = ?");
        values << *filter.players;
    }
    if (filter.target) {
        terms << QStringLiteral("g.target = ?");
        values << *filter.target;
    }
    if (filter.winner) {
        terms << QStringLiteral("g.winner = ?");
        values << QString::fromLatin1(winnerWord(*filter.winner));
    }
    if (filter.since.isValid()) {
        terms << QStringLiteral("g.played >= ?");
        values << isoTime(filter.since);
    }
    return terms.isEmpty() ? QString() : QStringLiteral(" WHERE ") + terms.join(" AND ");
}

QString orderClause(LibraryOrder order) {
    switch (order) {
        case LibraryOrder::Oldest:
            return QStringLiteral(" ORDER BY g.played ASC, g.id ASC");
        case LibraryOrder::MostLost:
            return QStringLiteral(" ORDER BY g.points_lost DESC NULLS LAST, g.played DESC");
        case LibraryOrder::FewestLost:
            return QStringLiteral(" ORDER BY g.points_lost ASC NULLS LAST, g.played DESC");
        case LibraryOrder::Newest:
            break;
    }
    return QStringLiteral(" ORDER BY g.played DESC, g.id DESC");
}

// The columns every listing reads, in this order.
constexpr auto kGameColumns =
    "g.id, g.played, g.players, g.target, g.muggins, g.match_games, g.winner_side, g.result,"
    " g.score";

LibraryGame gameFrom(const QSqlQuery& query) {
    LibraryGame game;
    game.played = QDateTime::fromString(query.value(1).toString(), Qt::ISODate);
    game.rules.players = query.value(2).toInt();
    game.rules.target = query.value(3).toInt();
    game.rules.muggins = query.value(4).toBool();
    game.rules.matchGames = query.value(5).toInt();
    if (!query.value(6).isNull()) {
        game.winnerSide = query.value(6).toInt();
    }
    game.result = query.value(7).toString();
    game.score = query.value(8).toString();
    return game;
}

LibrarySeat seatFrom(const QSqlQuery& query) {
    return {.person = query.value(2).toBool(),
            .name = query.value(3).toString(),
            .level = choosableLevel(query.value(4).toString()),
            .dealsReviewed = query.value(5).toInt(),
            .pointsLost = query.value(6).toDouble()};
}

// Brings the schema of `database` from `version` to this one, in one transaction; the error
// when it could not.
std::optional<QSqlError> migrate(QSqlDatabase& database, int version) {
    if (!database.transaction()) {
        return database.lastError();
    }
    QSqlQuery query(database);
    for (std::size_t step = static_cast<std::size_t>(version); step < migrations().size(); ++step) {
        for (const char* statement : migrations()[step]) {
            if (!query.exec(QString::fromLatin1(statement))) {
                QSqlError error = query.lastError();
                database.rollback();
                return error;
            }
        }
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(GameLibrary::kSchemaVersion))) {
        QSqlError error = query.lastError();
        database.rollback();
        return error;
    }
    if (!database.commit()) {
        QSqlError error = database.lastError();
        database.rollback();
        return error;
    }
    return std::nullopt;
}

}  // namespace

GameLibrary::GameLibrary(const QString& directory)
    : directory_(directory),
      path_(directory.isEmpty() ? QStringLiteral(":memory:")
                                : QDir(directory).filePath(QStringLiteral("library.sqlite"))) {
    static std::atomic<int> opened{0};
    connection_ = QStringLiteral("cribbage-library-%1").arg(++opened);
}

GameLibrary::~GameLibrary() {
    if (QSqlDatabase::contains(connection_)) {
        QSqlDatabase::database(connection_, false).close();
        QSqlDatabase::removeDatabase(connection_);
    }
}

QString GameLibrary::open() {
    open_ = false;
    readOnly_ = false;
    if (!directory_.isEmpty() && !QDir().mkpath(directory_)) {
        return tr("Your games cannot be kept: the folder %1 could not be made.")
            .arg(QDir::toNativeSeparators(directory_));
    }
    if (!QSqlDatabase::contains(connection_)) {
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
    }
    Prepared prepared = prepare();
    if (prepared == Prepared::Damaged) {
        const auto aside = setAside();
        if (!aside) {
            return tr("Your library of games could not be read, nor moved aside: it stays at %1 "
                      "as it was, and no game is kept until it is moved.")
                .arg(QDir::toNativeSeparators(path_));
        }
        prepared = prepare();
        if (prepared != Prepared::Failed) {
            open_ = true;
            return tr("Your library of games could not be read, so a new one was started. The "
                      "old one was kept as %1.")
                .arg(QDir::toNativeSeparators(*aside));
        }
    }
    switch (prepared) {
        case Prepared::Ready:
            open_ = true;
            return {};
        case Prepared::Newer:
            open_ = true;
            readOnly_ = true;
            return tr(
                "Your library of games was made by a newer version of this game: its games "
                "are listed, but no new game is kept in it.");
        case Prepared::Damaged:
        case Prepared::Failed:
            break;
    }
    return writeFailure(tr("Your library of games could not be opened, so no game is kept."),
                        failure_);
}

GameLibrary::Prepared GameLibrary::prepare() {
    QSqlDatabase database = QSqlDatabase::database(connection_, false);
    database.close();
    database.setDatabaseName(path_);
    database.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    const auto failed = [&](const QSqlError& error) {
        failure_ = sqliteCode(error);
        database.close();
        return failure_ == kCorrupt || failure_ == kNotADatabase ? Prepared::Damaged
                                                                 : Prepared::Failed;
    };
    if (!database.open()) {
        return failed(database.lastError());
    }
    QSqlQuery query(database);
    // The write-ahead log keeps a crash from tearing a transaction; FULL syncs each commit.
    for (const auto* pragma : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL"}) {
        if (!query.exec(QString::fromLatin1(pragma))) {
            return failed(query.lastError());
        }
    }
    if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next()) {
        return failed(query.lastError());
    }
    if (query.value(0).toString() != QLatin1String("ok")) {
        database.close();
        return Prepared::Damaged;
    }
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        return failed(query.lastError());
    }
    const int version = query.value(0).toInt();
    if (version > kSchemaVersion) {
        return Prepared::Newer;
    }
    if (version == kSchemaVersion) {
        if (database.tables().contains(QStringLiteral("games"))) {
            return Prepared::Ready;
        }
        database.close();
        return Prepared::Damaged;
    }
    if (const auto error = migrate(database, version)) {
        return failed(*error);
    }
    return Prepared::Ready;
}

std::optional<QString> GameLibrary::setAside() {
    QSqlDatabase::database(connection_, false).close();
    auto aside = moveAside(path_, QDir(directory_).filePath(QStringLiteral("damaged-library")),
                           QStringLiteral("sqlite"));
    if (aside) {
        // Its log goes with it (it may hold the last games), the shared index is made anew.
        QFile::rename(path_ + QStringLiteral("-wal"), *aside + QStringLiteral("-wal"));
        QFile::remove(path_ + QStringLiteral("-shm"));
    }
    return aside;
}

QString GameLibrary::writeFailure(const QString& what, int sqliteCode) const {
    const bool damaged = sqliteCode == kCorrupt || sqliteCode == kNotADatabase;
    if (!damaged && sqliteCode != kReadOnly && !directory_.isEmpty() &&
        QStorageInfo(directory_).bytesAvailable() < kNearlyFull) {
        sqliteCode = kFull;
    }
    switch (sqliteCode) {
        case kFull:
            return tr("%1 The disk is full: free some space. The games kept before are safe.")
                .arg(what);
        case kReadOnly:
            return tr("%1 The library at %2 may not be written to. The games kept before are safe.")
                .arg(what, QDir::toNativeSeparators(path_));
        case kCorrupt:
        case kNotADatabase:
            return tr("%1 The library at %2 is damaged: it is set aside and a new one started the "
                      "next time the game starts.")
                .arg(what, QDir::toNativeSeparators(path_));
        default:
            break;
    }
    return tr("%1 The library at %2 could not be written. The games kept before are safe.")
        .arg(what, QDir::toNativeSeparators(path_));
}

GameLibrary::Kept GameLibrary::keep(const LibraryGame& game) {
    const QString what = tr("This game could not be kept in your library.");
    if (!open_ || readOnly_) {
        return {.id = 0, .error = tr("%1 The library could not be opened.").arg(what)};
    }
    QSqlDatabase database = QSqlDatabase::database(connection_, false);
    if (!database.transaction()) {
        return {.id = 0, .error = writeFailure(what, sqliteCode(database.lastError()))};
    }
    QSqlQuery query(database);
    const auto fail = [&](const QSqlError& error) {
        database.rollback();
        return Kept{.id = 0, .error = writeFailure(what, sqliteCode(error))};
    };
    query.prepare(QStringLiteral(
        "INSERT INTO games (played, players, target, muggins, match_games, winner_side, winner,"
        " result, score, points_lost, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(isoTime(game.played));
    query.addBindValue(game.rules.players);
    query.addBindValue(game.rules.target);
    query.addBindValue(game.rules.muggins ? 1 : 0);
    query.addBindValue(game.rules.matchGames);
    query.addBindValue(game.winnerSide ? QVariant(*game.winnerSide) : QVariant());
    query.addBindValue(QString::fromLatin1(winnerWord(game.winner())));
    query.addBindValue(game.result);
    query.addBindValue(game.score);
    query.addBindValue(peoplesLoss(game));
    query.addBindValue(QString::fromStdString(game.record));
    if (!query.exec()) {
        return fail(query.lastError());
    }
    const qint64 id = query.lastInsertId().toLongLong();
    query.prepare(QStringLiteral(
        "INSERT INTO seats (game, seat, person, name, level, deals_reviewed, points_lost)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const LibrarySeat& each = game.seats[seat];
        query.addBindValue(id);
        query.addBindValue(static_cast<int>(seat));
        query.addBindValue(each.person ? 1 : 0);
        query.addBindValue(each.name.isNull() ? QStringLiteral("") : each.name);
        query.addBindValue(each.level ? QVariant(levelId(*each.level)) : QVariant());
        query.addBindValue(each.dealsReviewed);
        query.addBindValue(each.pointsLost);
        if (!query.exec()) {
            return fail(query.lastError());
        }
    }
    if (!database.commit()) {
        return fail(database.lastError());
    }
    return {.id = id, .error = {}};
}

QString GameLibrary::remove(qint64 id) {
    const QString what = tr("The game could not be deleted.");
    if (!open_ || readOnly_) {
        return tr("%1 The library could not be opened.").arg(what);
    }
    QSqlDatabase database = QSqlDatabase::database(connection_, false);
    if (!database.transaction()) {
        return writeFailure(what, sqliteCode(database.lastError()));
    }
    QSqlQuery query(database);
    for (const auto* statement :
         {"DELETE FROM seats WHERE game = ?", "DELETE FROM games WHERE id = ?"}) {
        query.prepare(QString::fromLatin1(statement));
        query.addBindValue(id);
        if (!query.exec()) {
            database.rollback();
            return writeFailure(what, sqliteCode(query.lastError()));
        }
    }
    if (!database.commit()) {
        database.rollback();
        return writeFailure(what, sqliteCode(database.lastError()));
    }
    return {};
}

std::optional<std::string> GameLibrary::record(qint64 id) const {
    if (!open_) {
        return std::nullopt;
    }
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(QStringLiteral("SELECT record FROM games WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec() || !query.next()) {
        return std::nullopt;
    }
    return query.value(0).toString().toStdString();
}

int GameLibrary::count(const LibraryFilter& filter) const {
    if (!open_) {
        return 0;
    }
    QVariantList values;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM games g") + whereClause(filter, values));
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

std::vector<LibraryRow> GameLibrary::page(const LibraryFilter& filter, LibraryOrder order,
                                          int offset, int limit) const {
    std::vector<LibraryRow> rows;
    if (!open_) {
        return rows;
    }
    const QSqlDatabase database = QSqlDatabase::database(connection_, false);
    QVariantList values;
    QSqlQuery query(database);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT %1 FROM games g").arg(QLatin1String(kGameColumns)) +
                  whereClause(filter, values) + orderClause(order) +
                  QStringLiteral(" LIMIT %1 OFFSET %2").arg(limit).arg(offset));
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        return rows;
    }
    std::map<qint64, std::size_t> rowOf;
    QStringList ids;
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        rowOf[id] = rows.size();
        ids << QString::number(id);
        rows.push_back({id, gameFrom(query)});
    }
    if (rows.empty()) {
        return rows;
    }
    QSqlQuery seats(database);
    seats.setForwardOnly(true);
    if (seats.exec(QStringLiteral("SELECT game, seat, person, name, level, deals_reviewed,"
                                  " points_lost FROM seats WHERE game IN (%1) ORDER BY game, seat")
                       .arg(ids.join(QLatin1Char(','))))) {
        while (seats.next()) {
            rows[rowOf.at(seats.value(0).toLongLong())].game.seats.push_back(seatFrom(seats));
        }
    }
    return rows;
}

std::vector<LibraryGame> GameLibrary::games() const {
    std::vector<LibraryGame> games;
    for (LibraryRow& row : page({}, LibraryOrder::Oldest, 0, count({}))) {
        row.game.record = record(row.id).value_or(std::string());
        games.push_back(std::move(row.game));
    }
    return games;
}

QStringList GameLibrary::names() const {
    QStringList names;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (open_ && query.exec(QStringLiteral(
                     "SELECT DISTINCT name FROM seats WHERE person = 1 AND name <> ''"))) {
        while (query.next()) {
            names << query.value(0).toString();
        }
    }
    std::sort(names.begin(), names.end(),
              [](const QString& a, const QString& b) { return a.localeAwareCompare(b) < 0; });
    return names;
}

QList<Level> GameLibrary::levels() const {
    QList<Level> played;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (open_ &&
        query.exec(QStringLiteral("SELECT DISTINCT level FROM seats WHERE level IS NOT NULL"))) {
        while (query.next()) {
            if (const auto level = choosableLevel(query.value(0).toString())) {
                played << *level;
            }
        }
    }
    QList<Level> ordered;
    for (const Level level : computerLevels()) {
        if (played.contains(level)) {
            ordered << level;
        }
    }
    return ordered;
}

QList<int> GameLibrary::distinctNumbers(const char* column) const {
    QList<int> numbers;
    QSqlQuery query(QSqlDatabase::database(connection_, false));
    if (open_ && query.exec(QStringLiteral("SELECT DISTINCT %1 FROM games ORDER BY %1")
                                .arg(QLatin1String(column)))) {
        while (query.next()) {
            numbers << query.value(0).toInt();
        }
    }
    return numbers;
}

QList<int> GameLibrary::tableSizes() const {
    return distinctNumbers("players");
}

QList<int> GameLibrary::targets() const {
    return distinctNumbers("target");
}

}  // namespace cribbage::ui
