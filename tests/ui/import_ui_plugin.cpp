// Gives the QML test runner the game's own module, Cribbage.Ui.
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(Cribbage_UiPlugin)
