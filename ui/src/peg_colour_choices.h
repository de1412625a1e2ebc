#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantList>

namespace cribbage::ui {

// The peg colours the new-match dialog offers, for the table it is choosing.
class PegColourChoices : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit PegColourChoices(QObject* parent = nullptr) : QObject(parent) {}

    // For each of `players` seats, seat 0 first, given which are people and the colour each
    // chose (-1 for none): {colour: the seat's side's colour, chooses: whether the seat
    // chooses it, free: the colours it may choose}.
    // (Lists as the dialog keeps them, which QML does not convert to typed ones.)
    Q_INVOKABLE static QVariantList forTable(int players, const QVariantList& people,
                                             const QVariantList& colours);
};

}  // namespace cribbage::ui
