#include "computer_players.h"

#include <memory>

#include "cribbage/computer_player.h"

namespace cribbage::ui {
namespace {

QString nameOf(Level level) {
    const std::string_view name = levelName(level);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

}  // namespace

QStringList computerLevels() {
    // The ladder first, weakest first; Greedy, a baseline outside it, last.
    QStringList levels;
    for (Level level : kAllLevels) {
        if (level != Level::Greedy) {
            levels.append(nameOf(level));
        }
    }
    levels.append(nameOf(Level::Greedy));
    return levels;
}

QString defaultLevel() {
    return nameOf(Level::Medium);
}

Decider computerDecider(const QString& level) {
    auto parsed = parseLevel(level.toStdString());
    const Level chosen = parsed ? *parsed : *parseLevel(defaultLevel().toStdString());
    std::shared_ptr<const ComputerPlayer> player = makeComputerPlayer(chosen);
    return [player](const SeatView& view, Rng& rng) { return player->decide(view, rng); };
}

}  // namespace cribbage::ui
