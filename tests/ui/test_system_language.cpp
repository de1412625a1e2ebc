// The game in the system's language for words (LANGUAGE or LC_MESSAGES) on a system whose
// numbers are in another (LANG): ctest runs this class once for each language the game speaks,
// named in CRIBBAGE_TEST_LANGUAGE. The lists and numbers are the game's language's, not the
// system's: an Italian game on an English system reads "Tu 0 e Computer 0".

#include <QCoreApplication>
#include <QLocale>
#include <QTest>

#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage::ui;

class TestSystemLanguage : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }
    void theSystemsLanguageSpeaksItsOwnListsAndNumbers();
};

void TestSystemLanguage::theSystemsLanguageSpeaksItsOwnListsAndNumbers() {
    struct Spoken {
        QString code;
        QString deal;
        QString list;
        QString decimal;
    };
    const QList<Spoken> languages{{QStringLiteral("en"), QStringLiteral("Deal"),
                                   QStringLiteral("You 0 and Computer 0"), QStringLiteral("0.5")},
                                  {QStringLiteral("es"), QStringLiteral("Repartir"),
                                   QStringLiteral("You 0 y Computer 0"), QStringLiteral("0,5")},
                                  {QStringLiteral("it"), QStringLiteral("Distribuisci"),
                                   QStringLiteral("You 0 e Computer 0"), QStringLiteral("0,5")},
                                  {QStringLiteral("hu"), QStringLiteral("Osztás"),
                                   QStringLiteral("You 0 és Computer 0"), QStringLiteral("0,5")}};
    const QString code = qEnvironmentVariable("CRIBBAGE_TEST_LANGUAGE");
    const auto spoken = std::find_if(languages.begin(), languages.end(),
                                     [&](const Spoken& language) { return language.code == code; });
    QVERIFY2(spoken != languages.end(), qPrintable(code));
    // The system's numbers are another language's.
    QVERIFY(QLocale::system().toString(0.5, 'f', 1) != spoken->decimal);

    installTranslations(*QCoreApplication::instance());
    QCOMPARE(QLocale::languageToCode(QLocale().language()), code);
    QCOMPARE(QCoreApplication::translate("PromptButtons", "Deal"), spoken->deal);
    QCOMPARE(QLocale().createSeparatedList({QStringLiteral("You 0"), QStringLiteral("Computer 0")}),
             spoken->list);
    QCOMPARE(QLocale().toString(0.5, 'f', 1), spoken->decimal);
}

UI_TEST_GUILESS_MAIN(TestSystemLanguage)
#include "test_system_language.moc"
