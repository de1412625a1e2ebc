#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace cribbage::ui::test {

// The application's font for the Qt Quick tests: `ApplicationFont.pointSize = 13.5` draws the
// game as on a desktop whose font is 13.5 points (SystemFont follows it).
class QmlApplicationFont : public QObject {
    Q_OBJECT
    QML_NAMED_ELEMENT(ApplicationFont)
    QML_SINGLETON
    Q_PROPERTY(qreal pointSize READ pointSize WRITE setPointSize NOTIFY pointSizeChanged)

public:
    using QObject::QObject;

    static qreal pointSize();
    void setPointSize(qreal points);

signals:
    void pointSizeChanged();
};

}  // namespace cribbage::ui::test
