// The cribbage game: everything but main() is in cribbage_app and the libraries below it.
#include <QtQml/qqmlextensionplugin.h>

#include "application.h"

Q_IMPORT_QML_PLUGIN(Cribbage_UiPlugin)
Q_IMPORT_QML_PLUGIN(Cribbage_TablePlugin)

int main(int argc, char** argv) {
    return cribbage::app::runApplication(argc, argv);
}
