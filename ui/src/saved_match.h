#pragma once

#include <QString>
#include <optional>

#include "cribbage/game.h"
#include "save_store.h"

namespace cribbage::ui {

// The match in progress, saved after every move and resumed at the next launch.
class SavedMatch {
public:
    // Keeps the match in `directory`.
    explicit SavedMatch(const QString& directory);

    // The saved match; nullopt when there is none, or when it could not be read: then
    // `notice` says so and the damaged file has been set aside.
    std::optional<Game> resume(QString& notice) const;
    // Empty, or why the match could not be saved.
    QString save(const Game& game) const;

private:
    SaveStore store_;
};

}  // namespace cribbage::ui
