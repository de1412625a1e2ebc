#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "library_game.h"

namespace cribbage::ui {

// Which games of the library are listed: each field left empty lists them all.
struct LibraryFilter {
    QString opponent{};            // a person's name at one of the seats
    std::optional<Level> level{};  // the computer's level at one of the seats
    std::optional<int> players{};  // the size of table
    std::optional<int> target{};   // 61 or 121
    std::optional<LibraryGame::Winner> winner{};
    QDateTime since{};  // played at that time or later

    bool operator==(const LibraryFilter&) const = default;
};

enum class LibraryOrder : std::uint8_t { Newest, Oldest, MostLost, FewestLost };

// A game as listed: all but its record, which record() reads when it is wanted.
struct LibraryRow {
    qint64 id = 0;
    LibraryGame game;
};

// Every game played, kept in a SQLite database in the data folder (library.sqlite): each game
// is written whole in one transaction or not at all, so a crash or a full disk never leaves a
// part of one, and the games kept before stay. A database that cannot be read is set aside
// (renamed with the time, as a damaged save is) and a new one started. The schema's version
// is SQLite's user_version; an older library is brought up to this one when it opens.
class GameLibrary {
    Q_DECLARE_TR_FUNCTIONS(GameLibrary)

public:
    static constexpr int kSchemaVersion = 1;

    // Keeps the games in `directory`; in memory only, forgotten at the end, when it is empty.
    explicit GameLibrary(const QString& directory);
    ~GameLibrary();
    GameLibrary(const GameLibrary&) = delete;
    GameLibrary& operator=(const GameLibrary&) = delete;

    QString path() const { return path_; }
    // Opens the library, a new one when there is none. Empty, or what the player should know:
    // a damaged library set aside, or one that cannot be opened (then nothing is kept).
    QString open();
    bool isOpen() const { return open_; }

    // Keeps `game`; its id, or why it could not be kept (the games kept before are safe).
    struct Kept {
        qint64 id = 0;
        QString error;  // empty when kept
    };
    Kept keep(const LibraryGame& game);
    // Forgets the game `id`; empty, or why it could not.
    QString remove(qint64 id);
    // The record of the game `id`; none when there is no such game.
    std::optional<std::string> record(qint64 id) const;

    int count(const LibraryFilter& filter) const;
    // `limit` games from the `offset`-th, as `filter` and `order` list them.
    std::vector<LibraryRow> page(const LibraryFilter& filter, LibraryOrder order, int offset,
                                 int limit) const;
    // Every game with its record, oldest first.
    std::vector<LibraryGame> games() const;
    // The people named at a seat of some game, in alphabetical order; the computer levels
    // played; the sizes of table and targets played.
    QStringList names() const;
    QList<Level> levels() const;
    QList<int> tableSizes() const;
    QList<int> targets() const;

private:
    enum class Prepared : std::uint8_t {
        Ready,
        Newer,    // a newer version's schema: read, never written
        Damaged,  // not a library this game can read: to be set aside
        Failed,   // it could not be opened or made (failure_ says why)
    };
    // Opens the database and reads its schema, made or brought up to this version.
    Prepared prepare();
    // Closes the database and renames it (and its write-ahead log) out of the way.
    std::optional<QString> setAside();
    // Why a write failed, in the player's words.
    QString writeFailure(const QString& what, int sqliteCode) const;
    QList<int> distinctNumbers(const char* column) const;

    QString directory_;
    QString path_;
    QString connection_;
    bool open_ = false;
    bool readOnly_ = false;  // a library of a newer version: read, never written
    int failure_ = 0;        // SQLite's code for why prepare() failed
};

}  // namespace cribbage::ui
