#include "computer_players.h"

#include <QCoreApplication>
#include <memory>
#include <optional>

#include "cribbage/computer_player.h"

namespace cribbage::ui {
namespace {

constexpr Level kDefaultLevel = Level::Medium;

QString idOf(Level level) {
    const std::string_view name = levelName(level);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

bool isYardstick(Level level) {
    return level == Level::Greedy || level == Level::Reference;
}

// The level of `id`, if it is one a person can choose: not a yardstick.
std::optional<Level> choosableLevel(const QString& id) {
    auto parsed = parseLevel(id.toStdString());
    if (!parsed || isYardstick(*parsed)) {
        return std::nullopt;
    }
    return *parsed;
}

}  // namespace

QStringList computerLevels() {
    QStringList levels;
    for (Level level : kAllLevels) {
        if (!isYardstick(level)) {
            levels.append(idOf(level));
        }
    }
    return levels;
}

bool isComputerLevel(const QString& level) {
    return choosableLevel(level).has_value();
}

QString levelDisplayName(const QString& level) {
    const auto chosen = choosableLevel(level);
    if (!chosen) {
        return level;
    }
    switch (*chosen) {
        case Level::Beginner:
            return QCoreApplication::translate("ComputerLevel", "Beginner");
        case Level::Easy:
            return QCoreApplication::translate("ComputerLevel", "Easy");
        case Level::Medium:
            return QCoreApplication::translate("ComputerLevel", "Medium");
        case Level::Hard:
            return QCoreApplication::translate("ComputerLevel", "Hard");
        case Level::Expert:
            return QCoreApplication::translate("ComputerLevel", "Expert");
        case Level::Greedy:
        case Level::Reference:
            break;
    }
    return level;
}

QString defaultLevel() {
    return idOf(kDefaultLevel);
}

Decider computerDecider(const QString& level) {
    const Level chosen = choosableLevel(level).value_or(kDefaultLevel);
    std::shared_ptr<const ComputerPlayer> player = makeComputerPlayer(chosen);
    return [player](const SeatView& view, Rng& rng) { return player->decide(view, rng); };
}

}  // namespace cribbage::ui
