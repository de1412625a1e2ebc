#include "qml_languages.h"

#include <QCoreApplication>
#include <QQmlEngine>

#include "translations.h"

namespace cribbage::ui::test {

QStringList QmlLanguages::all() {
    return gameLanguages();
}

void QmlLanguages::speak(const QString& code) {
    installTranslations(*QCoreApplication::instance(), code);
    if (QQmlEngine* engine = qmlEngine(this)) {
        engine->retranslate();
    }
}

}  // namespace cribbage::ui::test
