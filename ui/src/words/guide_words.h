#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "cribbage/score_item.h"
#include "guide_lesson.h"

namespace cribbage::ui {

// The guided game's lessons, and what it says about what just happened, in whole sentences.
// The guided game has two players: the person and the computer.
class GuideWords {
    Q_DECLARE_TR_FUNCTIONS(GuideWords)

public:
    static QString title(Guide::Lesson lesson);
    // The lesson; `personDeals` says whose crib it is, `personToMove` that the game waits for
    // the person's move (the person deals, or cuts the starter).
    static QString text(Guide::Lesson lesson, bool personDeals, bool personToMove);
    // The starter has been turned up: his heels, or what a jack would have done.
    static QString starter(bool jack);
    // Why the points just pegged in the play were won, one sentence a combination.
    static QString playPoints(const std::vector<ScoreKind>& kinds);
    // A player has said Go.
    static QString go();
};

}  // namespace cribbage::ui
