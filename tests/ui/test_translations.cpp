#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTest>
#include <utility>

#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage::ui;

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }
    void theLanguagesAreTheFilesCompiledIn();
    void aLanguageIsSpokenWithItsNumbersAndQtsOwnWords();
    void anotherLanguageReplacesTheFirst();
    void aSystemLanguageTheGameDoesNotSpeakIsEnglish();
};

void TestTranslations::theLanguagesAreTheFilesCompiledIn() {
    const QStringList languages = gameLanguages();
    QVERIFY(languages.contains(QStringLiteral("en")));
    QVERIFY(languages.contains(QStringLiteral("es")));
    QCOMPARE(languageName(QStringLiteral("es")), QStringLiteral("Español"));
    QCOMPARE(languageName(QStringLiteral("hu")), QStringLiteral("Magyar"));
    // Another language: Qt's name for it in itself, capitalised as a menu shows it.
    QVERIFY(languageName(QStringLiteral("de")).startsWith(QStringLiteral("Deutsch")));
}

void TestTranslations::aLanguageIsSpokenWithItsNumbersAndQtsOwnWords() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("es"));
    QCOMPARE(QLocale().language(), QLocale::Spanish);
    QCOMPARE(QLocale().toString(0.5, 'f', 1), QStringLiteral("0,5"));
    QCOMPARE(QCoreApplication::translate("PromptButtons", "Deal"), QStringLiteral("Repartir"));
    // The plural forms of the language, not English's.
    QCOMPARE(
        QCoreApplication::translate("RefusalWords", "Choose %n card(s) for the crib.", nullptr, 2),
        QStringLiteral("Elige 2 cartas para el crib."));
    const QString qtbase = QLibraryInfo::path(QLibraryInfo::TranslationsPath) + "/qtbase_es.qm";
    if (!QFileInfo::exists(qtbase)) {
        QSKIP("Qt's own Spanish words are not installed (Debian: qt6-translations-l10n)");
    }
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), QStringLiteral("Cerrar"));
}

void TestTranslations::anotherLanguageReplacesTheFirst() {
    installTranslations(*QCoreApplication::instance(), QStringLiteral("es"));
    installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("PromptButtons", "Deal"), QStringLiteral("Deal"));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Close"), QStringLiteral("Close"));
    // English keeps its plural forms.
    QCOMPARE(
        QCoreApplication::translate("RefusalWords", "Choose %n card(s) for the crib.", nullptr, 1),
        QStringLiteral("Choose 1 card for the crib."));
    QCOMPARE(QLocale().toString(0.5, 'f', 1), QStringLiteral("0.5"));
}

// ctest runs this program on a French system (LC_ALL), a language the game does not speak.
void TestTranslations::aSystemLanguageTheGameDoesNotSpeakIsEnglish() {
    QCOMPARE(QLocale::system().language(), QLocale::French);
    const QStringList sides{QStringLiteral("You 0"), QStringLiteral("Computer 0")};
    for (const QString& language : {QString(), QStringLiteral("tlh")}) {
        installTranslations(*QCoreApplication::instance(), language);
        QCOMPARE(QLocale().language(), QLocale::English);
        QCOMPARE(QLocale().createSeparatedList(sides), QStringLiteral("You 0 and Computer 0"));
        QCOMPARE(QLocale().toString(0.5, 'f', 1), QStringLiteral("0.5"));
    }
    // Each of the game's languages on the French system: its own "and", its own decimals.
    const QList<std::pair<QString, QString>> lists{
        {QStringLiteral("es"), QStringLiteral("A y B")},
        {QStringLiteral("it"), QStringLiteral("A e B")},
        {QStringLiteral("hu"), QStringLiteral("A és B")}};
    for (const auto& [language, list] : lists) {
        installTranslations(*QCoreApplication::instance(), language);
        QCOMPARE(QLocale().createSeparatedList({QStringLiteral("A"), QStringLiteral("B")}), list);
        QCOMPARE(QLocale().toString(0.5, 'f', 1), QStringLiteral("0,5"));
    }
}

UI_TEST_GUILESS_MAIN(TestTranslations)
#include "test_translations.moc"
