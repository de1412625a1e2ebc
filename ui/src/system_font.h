#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>

namespace cribbage::ui {

// How much larger than the platform's usual size the system's font is (the size chosen in the
// desktop's settings, as Qt reads it, or the game's --font-size): the window's words grow by
// this much. Never below 1: the words are drawn no smaller than the window allows.
class SystemFont : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(qreal scale READ scale NOTIFY scaleChanged)

public:
    explicit SystemFont(QObject* parent = nullptr);

    qreal scale() const;

signals:
    void scaleChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace cribbage::ui
