#include "words/claim_words.h"

#include "words/numbers.h"

namespace cribbage::ui {

QString ClaimWords::claimed(int seat, int points) const {
    const QString number = localeNumber(points);
    return seats_.atScreen(seat)
               ? tr("You claimed %1.", "muggins: the points claimed for a hand").arg(number)
               : tr("%1 claimed %2.", "muggins: the points claimed for a hand")
                     .arg(seats_.subject(seat), number);
}

QString ClaimWords::took(int seat, int points) const {
    const QString number = localeNumber(points);
    return seats_.atScreen(seat)
               ? tr("You took %1 by muggins.", "the points missed in a count").arg(number)
               : tr("%1 took %2 by muggins.", "the points missed in a count")
                     .arg(seats_.subject(seat), number);
}

}  // namespace cribbage::ui
