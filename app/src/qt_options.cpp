#include "qt_options.h"

#include <QSet>
#include <algorithm>

namespace cribbage::app {
namespace {

struct QtOption {
    const char* name;
    const char* value;  // nullptr: a switch
    const char* description;
};

// Qt 6's own options, as QCoreApplication, QGuiApplication and the xcb plugin read them
// (qcoreapplication.cpp, qguiapplication.cpp, qxcbintegration.cpp). Some are taken only on
// one platform (-display under X11): once QGuiApplication exists, the game reads the
// arguments it left and refuses those.
constexpr QtOption kQtOptions[] = {
    {"platform", "NAME[:OPTIONS]", "The platform plugin (xcb, wayland, offscreen)."},
    {"platformpluginpath", "PATH", "Where to look for platform plugins."},
    {"platformtheme", "THEME", "The platform theme (gtk3, ...)."},
    {"plugin", "PLUGIN", "Another plugin to load; may be repeated."},
    {"qwindowgeometry", "GEOMETRY", "The window's geometry, e.g. 1280x800+50+50."},
    {"geometry", "GEOMETRY", "The same as --qwindowgeometry (X11)."},
    {"qwindowtitle", "TITLE", "The window's title."},
    {"title", "TITLE", "The same as --qwindowtitle (X11)."},
    {"qwindowicon", "ICON", "The window's icon."},
    {"icon", "ICON", "The same as --qwindowicon (X11)."},
    {"session", "SESSION", "Restore the session manager's session."},
    {"style", "STYLE", "Ignored: the game keeps its own style."},
    {"qmljsdebugger", "VALUE", "QML debugging: port:PORT[,block] (if built in)."},
    {"display", "DISPLAY", "The X11 display, instead of $DISPLAY."},
    {"name", "NAME", "The X11 instance name (WM_CLASS's first word)."},
    {"visual", "ID", "The X11 visual to draw with."},
    {"reverse", nullptr, "Lay the window out right to left (debugging)."},
    {"nograb", nullptr, "Never grab the mouse (X11, under a debugger)."},
    {"dograb", nullptr, "Grab the mouse even under a debugger (X11)."},
    {"testability", nullptr, "Load Qt's testability plugin."},
};

const QSet<QString>& optionsWithValue() {
    static const QSet<QString> names = [] {
        QSet<QString> withValue;
        for (const QtOption& option : kQtOptions) {
            if (option.value != nullptr) {
                withValue.insert(QLatin1String(option.name));
            }
        }
        return withValue;
    }();
    return names;
}

bool isQtSwitch(const QString& name) {
    // -style=NAME and -qmljsdebugger=... hold their value; Qt reads no other option so.
    // -psn_... is the process serial number the macOS Finder adds.
    if (name.startsWith(QLatin1String("style=")) ||
        name.startsWith(QLatin1String("qmljsdebugger=")) ||
        name.startsWith(QLatin1String("psn_"))) {
        return true;
    }
    for (const QtOption& option : kQtOptions) {
        if (option.value == nullptr && name == QLatin1String(option.name)) {
            return true;
        }
    }
    return false;
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

QString qtOptionsHelp() {
    QStringList names;
    qsizetype width = 0;
    for (const QtOption& option : kQtOptions) {
        QString name = QStringLiteral("--") + QLatin1String(option.name);
        if (option.value != nullptr) {
            name += QStringLiteral(" <%1>").arg(QLatin1String(option.value));
        }
        width = std::max(width, name.size());
        names << name;
    }
    QString help = QStringLiteral("\nQt's options (one dash or two), passed on to Qt:\n");
    for (qsizetype i = 0; i < names.size(); ++i) {
        help += QStringLiteral("  %1  %2\n")
                    .arg(names[i].leftJustified(width), QLatin1String(kQtOptions[i].description));
    }
    return help;
}

}  // namespace cribbage::app
