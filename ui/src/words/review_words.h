#pragma once

#include <QCoreApplication>
#include <QString>

#include "decision_review.h"

namespace cribbage::ui {

// The review of the person's decisions in words, numbers in the person's locale.
class ReviewWords {
    Q_DECLARE_TR_FUNCTIONS(ReviewWords)

public:
    // What the person chose beside the Expert's choice: "You played 5♥; the Expert would play
    // J♦.", "You claimed 6 points."
    static QString choice(const ReviewedDecision& decision);
    // How the choice falls short: "4♣ was better by 1.2 points."; nothing for the best.
    static QString verdict(const ReviewedDecision& decision);
    // Why the Expert's choice is best (the analysis's reason), or how the hand counts.
    static QString reason(const ReviewedDecision& decision);
    // Right after a costly decision: "Worth a second look: J♦ was better by 1.2 points. ..."
    static QString note(const ReviewedDecision& decision);
    // The points lost by each kind of decision in a game.
    static QString summary(double layAway, double play, double count);
    // "Deal 3": a heading over a deal's decisions.
    static QString deal(int deal);
};

}  // namespace cribbage::ui
