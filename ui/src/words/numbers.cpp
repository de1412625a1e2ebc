#include "words/numbers.h"

#include <QLocale>
#include <cmath>

namespace cribbage::ui {

QString localeNumber(int number) {
    return QLocale().toString(number);
}

QString localeDecimal(double value) {
    return QLocale().toString(value, 'f', 1);
}

QString localeSignedDecimal(double value) {
    QString magnitude = localeDecimal(std::abs(value));
    // A value that rounds to zero takes no sign.
    if (magnitude == localeDecimal(0.0)) {
        return magnitude;
    }
    return (value < 0 ? QStringLiteral("\u2212") : QStringLiteral("+")) + magnitude;
}

}  // namespace cribbage::ui
