#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "cribbage/score_item.h"

namespace cribbage::ui {

// Points said aloud as players say them: in the show the running total after each
// combination ("fifteen two, fifteen four and a pair is six"), in the play what the card
// scored ("fifteen two", "one for the go").
class CountWords {
    Q_DECLARE_TR_FUNCTIONS(CountWords)

public:
    // "fifteen", "twenty-nine": the number words of the count, up to thirty-one.
    static QString number(int n);
    // One combination of a show, with the total it brings the count to: "a pair is six".
    static QString showPhrase(const ScoreItem& item, int runningTotal);
    // Each combination's phrase, in order.
    static std::vector<QString> showPhrases(const std::vector<ScoreItem>& items);
    // The count so far after `phrases`: "fifteen two, fifteen four and a pair is six". A
    // hand worth nothing is "nineteen", as players say (no hand can make 19).
    static QString joined(const std::vector<QString>& phrases);
    static QString showCount(const std::vector<ScoreItem>& items);
    // What a card scored in the play, or the heels: "fifteen two", "thirty-one for two",
    // "a pair for two", "one for the go", "one for last card", "two for his heels".
    static QString playCount(const std::vector<ScoreItem>& items);
};

}  // namespace cribbage::ui
