#include "translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <array>

namespace cribbage::ui {
namespace {

constexpr auto kGameTranslations = ":/i18n";
constexpr auto kInstalled = "cribbage translation";
// Qt's own catalogues the game's windows use: the dialogs' buttons, the controls.
constexpr std::array kQtCatalogues{"qtbase", "qtdeclarative"};

bool install(QCoreApplication& application, const QLocale& locale, const QString& catalogue,
             const QString& directory) {
    auto* translator = new QTranslator(&application);
    translator->setObjectName(QString::fromLatin1(kInstalled));
    if (translator->load(locale, catalogue, QStringLiteral("_"), directory)) {
        QCoreApplication::installTranslator(translator);
        return true;
    }
    delete translator;
    return false;
}

void uninstallAll(QCoreApplication& application) {
    const auto installed = application.findChildren<QTranslator*>(QString::fromLatin1(kInstalled),
                                                                  Qt::FindDirectChildrenOnly);
    for (QTranslator* translator : installed) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

}  // namespace

QStringList gameLanguages() {
    // Matched by hand: a name filter ("cribbage_*.qm") would load the regular expression
    // compiler, half a MiB kept for the whole game.
    const QString prefix = QStringLiteral("cribbage_");
    const QString suffix = QStringLiteral(".qm");
    QStringList codes;
    const auto files =
        QDir(QString::fromLatin1(kGameTranslations)).entryList(QDir::Files, QDir::Name);
    for (const QString& file : files) {
        if (file.startsWith(prefix) && file.endsWith(suffix)) {
            codes.append(file.sliced(prefix.size(), file.size() - prefix.size() - suffix.size()));
        }
    }
    return codes;
}

QString languageName(const QString& code) {
    // Qt names some languages with their country ("español de España", "American English").
    static const QHash<QString, QString> names{{QStringLiteral("en"), QStringLiteral("English")},
                                               {QStringLiteral("es"), QStringLiteral("Español")},
                                               {QStringLiteral("hu"), QStringLiteral("Magyar")},
                                               {QStringLiteral("it"), QStringLiteral("Italiano")}};
    if (const auto name = names.find(code); name != names.end()) {
        return *name;
    }
    const QLocale locale(code);
    const QString name = locale.nativeLanguageName();
    return locale.toUpper(name.left(1)) + name.mid(1);
}

namespace {

// The game's language: the one chosen, else the first of the system's languages for words
// (LANGUAGE, LC_MESSAGES) that the game speaks (with its country: Mexican Spanish numbers),
// else English. Numbers and lists follow it, not the system's numbers (LC_NUMERIC, LANG): an
// English table on a French system reads "You 0 and Computer 0", an Italian one on an English
// system "Tu 0 e Computer 0".
QLocale gameLocale(const QString& language) {
    const QStringList spoken = gameLanguages();
    if (spoken.contains(language)) {
        return QLocale(language);
    }
    const QStringList systemLanguages = QLocale::system().uiLanguages();
    for (const QString& name : systemLanguages) {
        const QLocale locale(name);
        if (spoken.contains(QLocale::languageToCode(locale.language()))) {
            return locale;
        }
    }
    return QLocale(QLocale::English);
}

}  // namespace

void installTranslations(QCoreApplication& application, const QString& language) {
    uninstallAll(application);
    const QLocale locale = gameLocale(language);
    QLocale::setDefault(locale);
    const QString game = QString::fromLatin1(kGameTranslations);
    install(application, QLocale(QLocale::English), QStringLiteral("cribbage"), game);
    if (locale.language() == QLocale::English) {
        return;
    }
    // Qt's words in the game's language only: not French buttons on an English table.
    if (install(application, locale, QStringLiteral("cribbage"), game)) {
        const QString qt = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        for (const char* catalogue : kQtCatalogues) {
            install(application, locale, QString::fromLatin1(catalogue), qt);
        }
    }
}

}  // namespace cribbage::ui
