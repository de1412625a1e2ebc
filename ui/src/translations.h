#pragma once

class QCoreApplication;

namespace cribbage::ui {

// Installs the game's translations for the default locale (QLocale()). English is always
// installed first: it holds the plural forms of the English sentences ("%n card(s)").
void installTranslations(QCoreApplication& application);

}  // namespace cribbage::ui
