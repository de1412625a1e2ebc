#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QString>
#include <QVariant>

namespace cribbage::ui {

// Key sequences in the platform's words, for the Keyboard shortcuts dialog.
class KeyNames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit KeyNames(QObject* parent = nullptr) : QObject(parent) {}

    // "Ctrl+N" (or "⌘N" on a Mac) for a sequence as a Shortcut takes it: a text ("Ctrl+Q") or
    // a StandardKey; empty for anything else.
    Q_INVOKABLE static QString nativeText(const QVariant& sequence);
};

}  // namespace cribbage::ui
