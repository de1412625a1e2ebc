#include "words/practice_words.h"

#include "words/numbers.h"

namespace cribbage::ui {

QString PracticeWords::verdict(int answer, int total) {
    if (answer == total) {
        return tr("Right: %n point(s).", "", total);
    }
    return tr("Not quite: you said %1, and the hand is worth %n.", "", total)
        .arg(localeNumber(answer));
}

QString PracticeWords::sitting(int hands, int right, qint64 milliseconds) {
    if (hands == 0) {
        return tr("Count the hand with its starter, then press Enter.");
    }
    const double seconds = static_cast<double>(milliseconds) / 1000.0 / hands;
    return tr("%1 of %n hand(s) right, %2 seconds a hand.", "", hands)
        .arg(localeNumber(right), localeDecimal(seconds));
}

}  // namespace cribbage::ui
