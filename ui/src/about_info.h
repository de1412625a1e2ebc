#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariantList>

namespace cribbage::ui {

// What the About dialog says: the game's version from the build, the Qt it runs on, and the
// licence of the game and of each part of others' it ships, with their notices.
class AboutInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString version READ version CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)
    // {name, licence, use, notice}: the game first, then what it ships; notice names the
    // licence's text for noticeText().
    Q_PROPERTY(QVariantList components READ components CONSTANT)

public:
    explicit AboutInfo(QObject* parent = nullptr) : QObject(parent) {}

    static QString version();
    static QString qtVersion();
    static QVariantList components();
    // The text of the notice `notice` (one of the components' notices); empty for any other.
    Q_INVOKABLE static QString noticeText(const QString& notice);
};

}  // namespace cribbage::ui
