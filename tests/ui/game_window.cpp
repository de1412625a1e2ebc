#include "game_window.h"

#include <QCoreApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTest>

#include "translations.h"

namespace cribbage::ui::test {

QQuickWindow* loadGameWindow(QQmlApplicationEngine& engine) {
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    engine.addImportPath(QStringLiteral("qrc:/"));
    engine.setInitialProperties(
        {{QStringLiteral("persistent"), false}, {QStringLiteral("seed"), QStringLiteral("3")}});
    engine.load(QUrl(QStringLiteral("qrc:/Cribbage/Ui/qml/Main.qml")));
    if (engine.rootObjects().isEmpty()) {
        return nullptr;
    }
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    return window && QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

}  // namespace cribbage::ui::test
