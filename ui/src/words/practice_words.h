#pragma once

#include <QCoreApplication>
#include <QString>

namespace cribbage::ui {

// The counting practice's sentences.
class PracticeWords {
    Q_DECLARE_TR_FUNCTIONS(PracticeWords)

public:
    // "Right: 12." or "Not quite: you said 10, the hand is worth 12."
    static QString verdict(int answer, int total);
    // "3 of 4 hands right, 6.5 seconds a hand": the hands counted since the practice opened.
    static QString sitting(int hands, int right, qint64 milliseconds);
};

}  // namespace cribbage::ui
