#pragma once

#include <QStringList>

namespace cribbage::app {

// `arguments` without the options QGuiApplication and its platform plugins take for
// themselves (-platform NAME, -reverse, -display NAME, ...; one dash or two, as Qt reads
// them), so that the game's own options can be checked, and an unknown one refused, before
// QGuiApplication is made: making it needs a display.
QStringList withoutQtsOptions(const QStringList& arguments);

}  // namespace cribbage::app
