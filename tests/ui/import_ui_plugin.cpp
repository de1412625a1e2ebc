// Gives the QML test runner the game's own module, Cribbage.Ui, the tests' autoplayer, and
// the game's translations (English holds the plural forms).
#include <QtQml/qqmlextensionplugin.h>
#include <QCoreApplication>

#include "translations.h"

Q_IMPORT_QML_PLUGIN(Cribbage_UiPlugin)
Q_IMPORT_QML_PLUGIN(Cribbage_TestingPlugin)

namespace {

void installGameTranslations() {
    // The tests read English, whatever the language of the system they run on.
    cribbage::ui::installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
}

}  // namespace

Q_COREAPP_STARTUP_FUNCTION(installGameTranslations)
