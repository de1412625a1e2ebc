#include "qt_options.h"

#include <QSet>

namespace cribbage::app {
namespace {

// Qt 6's own options, as QCoreApplication, QGuiApplication and the xcb plugin read them
// (qcoreapplication.cpp, qguiapplication.cpp, qxcbintegration.cpp). Some are taken only on
// one platform (-display under X11, -psn_... on macOS): once QGuiApplication exists, the game
// reads the arguments it left and refuses those.
const QSet<QString>& optionsWithValue() {
    static const QSet<QString> names{QStringLiteral("platform"),
                                     QStringLiteral("platformpluginpath"),
                                     QStringLiteral("platformtheme"),
                                     QStringLiteral("plugin"),
                                     QStringLiteral("qwindowgeometry"),
                                     QStringLiteral("geometry"),
                                     QStringLiteral("qwindowtitle"),
                                     QStringLiteral("title"),
                                     QStringLiteral("qwindowicon"),
                                     QStringLiteral("icon"),
                                     QStringLiteral("session"),
                                     QStringLiteral("style"),
                                     QStringLiteral("qmljsdebugger"),
                                     QStringLiteral("display"),
                                     QStringLiteral("name"),
                                     QStringLiteral("visual")};
    return names;
}

bool isQtSwitch(const QString& name) {
    static const QSet<QString> names{QStringLiteral("reverse"), QStringLiteral("testability"),
                                     QStringLiteral("nograb"),  QStringLiteral("dograb"),
                                     QStringLiteral("style="),  QStringLiteral("qmljsdebugger=")};
    // -style=NAME and -qmljsdebugger=... hold their value; Qt reads no other option so.
    const qsizetype equals = name.indexOf(QLatin1Char('='));
    return names.contains(equals < 0 ? name : name.left(equals + 1)) ||
           name.startsWith(QLatin1String("psn_"));
}

// The option's name without its one or two dashes, or nothing when `argument` is no option.
QString optionName(const QString& argument) {
    if (argument.startsWith(QLatin1String("--"))) {
        return argument.mid(2);
    }
    return argument.startsWith(QLatin1Char('-')) ? argument.mid(1) : QString();
}

}  // namespace

QStringList withoutQtsOptions(const QStringList& arguments) {
    QStringList kept = arguments.mid(0, 1);
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString name = optionName(arguments[i]);
        if (optionsWithValue().contains(name) && i + 1 < arguments.size()) {
            ++i;
        } else if (name.isEmpty() || !isQtSwitch(name)) {
            kept << arguments[i];
        }
    }
    return kept;
}

}  // namespace cribbage::app
