#include "saved_match.h"

#include <utility>

#include "cribbage/save_game.h"

namespace cribbage::ui {
namespace {

// A crafted file's reason can run to thousands of cards; the notice keeps its first words.
constexpr qsizetype kMostReasonLength = 160;

QString shortened(const QString& reason) {
    if (reason.size() <= kMostReasonLength) {
        return reason;
    }
    return reason.left(kMostReasonLength) + QStringLiteral("…");
}

}  // namespace

SavedMatch::SavedMatch(const QString& directory) : store_(directory) {}

std::optional<Game> SavedMatch::resume(QString& notice) {
    const auto text = store_.read();
    if (!text) {
        return std::nullopt;
    }
    auto loaded = loadGame(*text);
    if (!loaded) {
        notice =
            setAside(QStringLiteral("damaged-game"),
                     QStringLiteral("Your saved game could not be read, so a new match begins."),
                     QString::fromStdString(loaded.error()));
        return std::nullopt;
    }
    if (const int players = loaded->rules().players; players > kTablePlayers) {
        notice = setAside(
            QStringLiteral("unplayable-game"),
            QStringLiteral("Your saved game is a match of %1 players, and the table seats only %2 "
                           "for now, so a new match begins.")
                .arg(players)
                .arg(kTablePlayers),
            {});
        return std::nullopt;
    }
    return std::move(loaded).value();
}

QString SavedMatch::setAside(const QString& kind, const QString& why, const QString& reason) {
    const auto aside = store_.setAside(kind);
    saveBlocked_ = !aside;
    const QString kept = aside ? QStringLiteral("The file was kept as %1.").arg(*aside)
                               : QStringLiteral(
                                     "The file could not be moved aside, so it stays at %1 and "
                                     "this match will not be saved over it.")
                                     .arg(store_.path());
    const QString detail =
        reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(shortened(reason));
    return why + QLatin1Char(' ') + kept + detail;
}

QString SavedMatch::save(const Game& game) const {
    if (saveBlocked_) {
        return QStringLiteral(
                   "The game is not saved: the saved game at %1 could not be moved "
                   "aside, and saving would replace it.")
            .arg(store_.path());
    }
    if (const auto error = store_.write(saveGame(game))) {
        return QStringLiteral("The game could not be saved: %1").arg(*error);
    }
    return {};
}

}  // namespace cribbage::ui
