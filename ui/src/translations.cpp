#include "translations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace cribbage::ui {
namespace {

void install(QCoreApplication& application, const QLocale& locale) {
    auto* translator = new QTranslator(&application);
    if (translator->load(locale, QStringLiteral("cribbage"), QStringLiteral("_"),
                         QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(translator);
    } else {
        delete translator;
    }
}

}  // namespace

void installTranslations(QCoreApplication& application) {
    install(application, QLocale(QLocale::English));
    if (QLocale().language() != QLocale::English) {
        install(application, QLocale());
    }
}

}  // namespace cribbage::ui
