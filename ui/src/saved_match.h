#pragma once

#include <QCoreApplication>
#include <QString>
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
    // resumed (damaged): then `notice` says so and where the file was kept.
    std::optional<Game> resume(QString& notice);
    // Empty, or why the match could not be saved. Nothing is saved over a file that could
    // not be set aside.
    QString save(const Game& game) const;
    // The cards the person has chosen for the crib in `game` but not yet laid away, kept
    // beside the save; resume() gives them back while the game is at the same move.
    void saveCribChoice(const Game& game, const std::vector<Card>& cards) const;
    const std::vector<Card>& resumedCribChoice() const { return resumedCribChoice_; }
    // Who sits where, kept beside the save; resume() gives it back, nullopt when a save of an
    // older version has none (or it cannot be read): then the person sits at seat 0 and the
    // computer at every other, as then.
    void saveTable(const SavedTable& table) const;
    const std::optional<SavedTable>& resumedTable() const { return resumedTable_; }

private:
    // Sets the save aside as `kind`: its new name, or nullopt when it stays where it is.
    std::optional<QString> setAside(const QString& kind);

    std::vector<Card> readCribChoice(const Game& game) const;

    SaveStore store_;
    SaveStore choiceStore_;
    SaveStore tableStore_;
    std::vector<Card> resumedCribChoice_;
    std::optional<SavedTable> resumedTable_;
    // A save that could not be set aside is still where saves go: nothing is saved over it.
    bool saveBlocked_ = false;
};

}  // namespace cribbage::ui
