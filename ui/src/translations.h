#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace cribbage::ui {

// The languages the game speaks, as language codes ("en", "es", ...): one for each
// i18n/cribbage_<code>.ts compiled in.
QStringList gameLanguages();

// A language's name in itself, as a menu shows it: "Español", "Magyar".
QString languageName(const QString& code);

// Speaks `language` (a code of gameLanguages()), or the system's language when it is empty or
// not one of them: installs the game's translations and Qt's own (where the system has them),
// and makes it the default locale, which every number on screen follows. Replaces what an
// earlier call installed. English is always installed first: it holds the plural forms of the
// English sentences ("%n card(s)"), and whatever a language leaves untranslated falls back to
// English.
void installTranslations(QCoreApplication& application, const QString& language = {});

}  // namespace cribbage::ui
