#include "level_choices.h"

#include <QCoreApplication>
#include <memory>

namespace cribbage::ui {
namespace {

bool isYardstick(Level level) {
    return level == Level::Greedy || level == Level::Reference;
}

}  // namespace

QList<Level> computerLevels() {
    QList<Level> levels;
    for (Level level : kAllLevels) {
        if (!isYardstick(level)) {
            levels.append(level);
        }
    }
    return levels;
}

std::optional<Level> choosableLevel(const QString& id) {
    auto parsed = parseLevel(id.toStdString());
    if (!parsed || isYardstick(*parsed)) {
        return std::nullopt;
    }
    return *parsed;
}

QString levelId(Level level) {
    const std::string_view name = levelName(level);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

QString levelDisplayName(Level level) {
    switch (level) {
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
    return levelId(level);
}

Decider computerDecider(Level level) {
    std::shared_ptr<const ComputerPlayer> player = makeComputerPlayer(level);
    return [player](const SeatView& view, Rng& rng) { return player->decide(view, rng); };
}

}  // namespace cribbage::ui
