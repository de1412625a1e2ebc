#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QStringList>

namespace cribbage::ui::test {

// The game's languages for the Qt Quick tests: `Languages.speak("es")` before a window is made
// speaks Spanish in it, as the language setting would at the next launch.
class QmlLanguages : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(Languages)
    QML_SINGLETON
    // The codes of the game's languages: "en", "es", ...
    Q_PROPERTY(QStringList all READ all CONSTANT)

public:
    using QObject::QObject;

    static QStringList all();
    // Installs the translations of `code` (empty: the system's language), and the locale.
    Q_INVOKABLE void speak(const QString& code);
};

}  // namespace cribbage::ui::test
