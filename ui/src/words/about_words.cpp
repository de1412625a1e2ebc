#include "words/about_words.h"

#include <QVariantMap>

namespace cribbage::ui {
namespace {

QVariantMap component(const QString& name, const QString& licence, const QString& use,
                      const QString& notice) {
    return {{QStringLiteral("name"), name},
            {QStringLiteral("licence"), licence},
            {QStringLiteral("use"), use},
            {QStringLiteral("notice"), notice}};
}

}  // namespace

QVariantList AboutWords::components() {
    return {
        component(tr("Cribbage"), tr("MIT licence"),
                  tr("The game, its computer players and its card art, by the Cribbage "
                     "developers."),
                  QStringLiteral("LICENSE")),
        component(QStringLiteral("Qt"), tr("GNU LGPL version 3"),
                  tr("The window, the table and its animations. Qt is linked as shared "
                     "libraries, which you may replace with your own build of Qt; its source is "
                     "at https://download.qt.io/."),
                  QStringLiteral("LGPL-3")),
        component(QStringLiteral("JSON for Modern C++ (nlohmann-json)"), tr("MIT licence"),
                  tr("Reads and writes the saved game."), QStringLiteral("nlohmann-json")),
        component(QStringLiteral("CLI11"), tr("BSD 3-clause licence"),
                  tr("Reads the command line of cribbage-cli, the game on the command line, "
                     "which is installed beside it."),
                  QStringLiteral("CLI11")),
    };
}

}  // namespace cribbage::ui
