#pragma once

#include <QList>
#include <QString>
#include <optional>

#include "cribbage/computer_player.h"
#include "decider.h"

namespace cribbage::ui {

// The levels a person can choose, weakest first: the five from Beginner to Expert. The core's
// greedy and reference players are yardsticks for measuring them, not levels to play.
QList<Level> computerLevels();
// The level a new player meets.
inline constexpr Level kDefaultLevel = Level::Medium;
// The files (settings, statistics, the table) and --seats keep a level by its id, the core's
// levelName ("expert"): the level of `id`, in any case, when a person can choose it.
std::optional<Level> choosableLevel(const QString& id);
QString levelId(Level level);
// The name a person reads for `level`, translated.
QString levelDisplayName(Level level);
// The computer player of `level`.
Decider computerDecider(Level level);

}  // namespace cribbage::ui
