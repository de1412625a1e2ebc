#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "cribbage/game.h"
#include "save_store.h"
#include "saved_table.h"

namespace cribbage::ui {

// The match in progress, saved after every move and resumed at the next launch.
class SavedMatch {
    Q_DECLARE_TR_FUNCTIONS(SavedMatch)

public:
    // Keeps the match in `directory`.
    explicit SavedMatch(const QString& directory);

    // The saved match (of 2, 3 or 4 players); nullopt when there is none, or when it cannot be
    // resumed (damaged): then `notice` says so and where the file was kept. A crib choice or
    // table kept beside a resumed match that cannot be opened or read is set aside the same
    // way, and `notice` says so while the match goes on without it.
    std::optional<Game> resume(QString& notice);
    // Saves `game` and who sits at its `table` (kept beside it when it changes): empty, or
    // why the match or its table could not be saved; a table that cannot be written never
    // keeps the game from being saved. Nothing is saved over a file that could not be set
    // aside.
    QString save(const Game& game, const SavedTable& table);
    // The cards the person has chosen for the crib in `game` but not yet laid away, kept
    // beside the save; resume() gives them back while the game is at the same move. Empty,
    // or why they could not be kept.
    QString saveCribChoice(const Game& game, const std::vector<Card>& cards) const;
    const std::vector<Card>& resumedCribChoice() const { return resumedCribChoice_; }
    // Who sat where, kept beside the save; nullopt when a save of an older version has none
    // (or it cannot be read): then the person sits at seat 0 and the computer at every other,
    // as then.
    const std::optional<SavedTable>& resumedTable() const { return resumedTable_; }

private:
    // Sets the save aside as `kind`: its new name, or nullopt when it stays where it is.
    std::optional<QString> setAside(const QString& kind);

    // The crib choice and the table kept beside the resumed `game`; what could not be used of
    // them is set aside, and said in `notices`.
    std::vector<Card> readCribChoice(const Game& game, QStringList& notices);
    std::optional<SavedTable> readTableBeside(const Game& game, QStringList& notices);
    // Sets `store`'s file aside as `kind`, marking it `blocked` when it stays where it is: what
    // is said of it, after `lead` (what could not be used, and what the game does instead).
    static QString setAsideBeside(const SaveStore& store, const QString& kind, const QString& lead,
                                  bool& blocked);
    // Writes `table` when it changed: empty, or why it could not be.
    QString saveTable(const SavedTable& table);
    // What a failed write of `store`'s file says.
    static QString failureWords(WriteFailure failure, const SaveStore& store);

    SaveStore store_;
    SaveStore choiceStore_;
    SaveStore tableStore_;
    std::vector<Card> resumedCribChoice_;
    std::optional<SavedTable> resumedTable_;
    // The table as last written, not written again until it changes.
    std::optional<QString> writtenTable_;
    // A save that could not be set aside is still where saves go: nothing is saved over it.
    // Nor over a crib choice or a table that could not be set aside.
    bool saveBlocked_ = false;
    bool choiceBlocked_ = false;
    bool tableBlocked_ = false;
};

}  // namespace cribbage::ui
