#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariant>

namespace cribbage::ui {

// Key sequences in the platform's words, for the Keyboard shortcuts dialog and the menus.
class KeyNames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit KeyNames(QObject* parent = nullptr) : QObject(parent) {}

    // "Ctrl+N" (or "⌘N" on a Mac) for a sequence as a Shortcut takes it: a text ("Ctrl+Q") or
    // a StandardKey; empty for anything else.
    Q_INVOKABLE static QString nativeText(const QVariant& sequence);

    // A menu's or a button's text without the mark of its Alt key, as a screen reader says it:
    // "&New game" is "New game", "Salt && pepper" is "Salt & pepper".
    Q_INVOKABLE static QString withoutMnemonic(const QString& text);
};

}  // namespace cribbage::ui
