#pragma once

#include <QString>

namespace cribbage::ui {

// Numbers as the person's language writes them (QLocale's default, which the application sets
// from the language setting): the one path every number on screen takes.
QString localeNumber(int number);
// An average with one decimal: "8.2", "8,2".
QString localeDecimal(double value);
// A signed average with one decimal: "+4.3", "−1.6" (a true minus sign).
QString localeSignedDecimal(double value);

}  // namespace cribbage::ui
