#pragma once

#include <QString>
#include <QStringList>

#include "decider.h"

namespace cribbage::ui {

// The levels of computer player, by name, weakest first.
QStringList computerLevels();
// The level a new player meets.
QString defaultLevel();
// The computer player of `level` (a name of computerLevels(); any other gives the default).
Decider computerDecider(const QString& level);

}  // namespace cribbage::ui
