#include "qml_application_font.h"

#include <QFont>
#include <QGuiApplication>

namespace cribbage::ui::test {

qreal QmlApplicationFont::pointSize() {
    return QGuiApplication::font().pointSizeF();
}

void QmlApplicationFont::setPointSize(qreal points) {
    if (qFuzzyCompare(points, pointSize())) {
        return;
    }
    QFont font = QGuiApplication::font();
    font.setPointSizeF(points);
    QGuiApplication::setFont(font);
    emit pointSizeChanged();
}

}  // namespace cribbage::ui::test
