#pragma once

#include <QString>
#include <QStringList>

#include "decider.h"

namespace cribbage::ui {

// The levels a person can choose, by id (as the settings keep them), weakest first: the
// five from Beginner to Expert. The core's greedy player is a yardstick for measuring them,
// not a level to play.
QStringList computerLevels();
bool isComputerLevel(const QString& level);
// The name a person reads for `level` (an id of computerLevels()), translated.
QString levelDisplayName(const QString& level);
// The level a new player meets.
QString defaultLevel();
// The computer player of `level` (an id of computerLevels(); any other gives the default).
Decider computerDecider(const QString& level);

}  // namespace cribbage::ui
