#include "saved_match.h"

#include <utility>

#include "cribbage/save_game.h"

namespace cribbage::ui {

SavedMatch::SavedMatch(const QString& directory) : store_(directory) {}

std::optional<Game> SavedMatch::resume(QString& notice) const {
    const auto text = store_.read();
    if (!text) {
        return std::nullopt;
    }
    auto loaded = loadGame(*text);
    if (!loaded) {
        const QString aside = store_.setAside();
        notice = QStringLiteral(
                     "Your saved game could not be read (%1), so a new match begins. "
                     "The damaged file was kept as %2.")
                     .arg(QString::fromStdString(loaded.error()),
                          aside.isEmpty() ? QStringLiteral("nothing") : aside);
        return std::nullopt;
    }
    return std::move(loaded).value();
}

QString SavedMatch::save(const Game& game) const {
    if (const auto error = store_.write(saveGame(game))) {
        return QStringLiteral("The game could not be saved: %1").arg(*error);
    }
    return {};
}

}  // namespace cribbage::ui
