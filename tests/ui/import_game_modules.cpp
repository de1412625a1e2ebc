// The game's QML modules, linked in statically, for the tests that load the game's window.
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Cribbage_UiPlugin)
Q_IMPORT_QML_PLUGIN(Cribbage_TablePlugin)
