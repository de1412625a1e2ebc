#pragma once

#include <QtQml/qqmlregistration.h>
#include <QObject>
#include <QVariantList>

namespace cribbage::ui {

// The worked examples of the Rules dialog, as docs/rules.md gives them: the cards are written
// here, and every point is the core's (scorePlay for the play, countHand for the show), so
// the game cannot say a different count from the one it plays by.
class RuleExamples : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // One card of each rank, ace to king: {card (a code), value (what it counts)}.
    Q_PROPERTY(QVariantList ranks READ ranks CONSTANT)
    // Series laid in the play: {cards (codes, in order), counts (the running count after each),
    // points (what each card scored), note (why, in words)}.
    Q_PROPERTY(QVariantList play READ play CONSTANT)
    // Hands in the show: {hand (four codes), starter (a code), crib (bool), total, count (as
    // players say it: "fifteen two, fifteen four and a pair is six")}.
    Q_PROPERTY(QVariantList show READ show CONSTANT)

public:
    explicit RuleExamples(QObject* parent = nullptr) : QObject(parent) {}

    static QVariantList ranks();
    static QVariantList play();
    static QVariantList show();
};

}  // namespace cribbage::ui
