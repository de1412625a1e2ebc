#pragma once

#include <QStringList>

namespace cribbage::app {

// `arguments` without the options QGuiApplication and its platform plugins take for
// themselves (-platform NAME, -reverse, -display NAME, ...; one dash or two, as Qt reads
// them), so that the game's own options can be checked, and an unknown one refused, before
// QGuiApplication is made: making it needs a display.
QStringList withoutQtsOptions(const QStringList& arguments);

// What --help-all adds to --help: those options of Qt's, each with what it does. Qt lists them
// itself only once QGuiApplication is made, which needs a display.
QString qtOptionsHelp();

}  // namespace cribbage::app
