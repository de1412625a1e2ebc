#include <QTest>
#include <limits>

#include "options.h"
#include "qt_options.h"
#include "ui_test_main.h"

using namespace cribbage::app;

namespace {

ParsedOptions parse(const QStringList& arguments) {
    return parseOptions(QStringList{QStringLiteral("cribbage")} + arguments);
}

}  // namespace

// parseOptions needs no QCoreApplication: the test makes none.
class TestOptions : public QObject {
    Q_OBJECT

private slots:
    void aSeedIsAWholeNumberUpToTheLargest();
    void aSeedThatIsNotAWholeNumberIsRefused();
    void helpAndVersionAnswerWithExitCodeZero();
    void helpAllListsQtsOptionsToo();
    void qtsOwnOptionsAreTakenOutBeforeTheGameReadsItsOwn();
    void anUnknownOptionOrStrayArgumentIsAUsageError();
    void badCountsAndSizesAreUsageErrors();
    void aLanguageIsOneTheGameSpeaks();
    void seatsAreLevelsOrNamesTheFirstAPersons();
};

void TestOptions::aSeedIsAWholeNumberUpToTheLargest() {
    const auto parsed = parse({"--seed", "18446744073709551615"});
    QVERIFY(parsed.options);
    QCOMPARE(*parsed.options->seed, std::numeric_limits<quint64>::max());
    QVERIFY(!parse({}).options->seed);
}

void TestOptions::aSeedThatIsNotAWholeNumberIsRefused() {
    for (const char* seed : {"banana", "-1", "3.5", "18446744073709551616", ""}) {
        const auto parsed = parse({"--seed", seed});
        QVERIFY2(!parsed.options, seed);
        QCOMPARE(parsed.exitCode, int(kExitUsage));
        QVERIFY(parsed.out.isEmpty());
        QVERIFY2(
            parsed.err.startsWith(QStringLiteral("cribbage: --seed wants a whole number from 0 "
                                                 "to 18446744073709551615, not '%1'")
                                      .arg(seed)),
            qPrintable(parsed.err));
        QVERIFY(parsed.err.endsWith(QStringLiteral("Run cribbage --help for more information.\n")));
    }
}

void TestOptions::helpAndVersionAnswerWithExitCodeZero() {
    const auto help = parse({"--help"});
    QVERIFY(!help.options);
    QCOMPARE(help.exitCode, int(kExitOk));
    QVERIFY(help.out.startsWith(QStringLiteral("Usage: cribbage [options]\n")));
    QVERIFY(help.out.contains(QStringLiteral("--seed <S>")));
    QVERIFY(help.out.contains(QStringLiteral("Exit codes:")));
    QVERIFY(help.err.isEmpty());
    // Help wins over a mistake elsewhere on the line, as in cribbage-cli.
    QCOMPARE(parse({"--seed", "banana", "-h"}).exitCode, int(kExitOk));
    const auto version = parse({"--version"});
    QVERIFY(!version.options);
    QVERIFY(version.out.startsWith(QStringLiteral("cribbage ")));
}

void TestOptions::helpAllListsQtsOptionsToo() {
    const auto help = parse({"--help"});
    const auto helpAll = parse({"--help-all"});
    QCOMPARE(helpAll.exitCode, int(kExitOk));
    QVERIFY(helpAll.out.startsWith(help.out));
    QVERIFY(!help.out.contains(QStringLiteral("--platform")));
    // Each option listed is one the game sets aside for Qt, with its value.
    for (const char* option : {"--platform <NAME[:OPTIONS]>", "--reverse", "--display <DISPLAY>",
                               "--style <STYLE>", "--qwindowgeometry <GEOMETRY>"}) {
        QVERIFY2(helpAll.out.contains(QLatin1String(option)), option);
    }
    const QStringList lines = helpAll.out.mid(help.out.size()).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        QVERIFY2(line.size() < 80, qPrintable(line));
        if (line.startsWith(QStringLiteral("  --"))) {
            const QString option = line.section(QLatin1Char(' '), 2, 2);
            const QString value = line.section(QLatin1Char(' '), 3, 3);
            const QStringList given = value.startsWith(QLatin1Char('<'))
                                          ? QStringList{"cribbage", option, "x"}
                                          : QStringList{"cribbage", option};
            QCOMPARE(withoutQtsOptions(given), QStringList{"cribbage"});
        }
    }
}

void TestOptions::qtsOwnOptionsAreTakenOutBeforeTheGameReadsItsOwn() {
    const QStringList arguments{
        "cribbage",      "-platform", "offscreen", "--platformtheme", "gtk3", "-reverse",
        "-style=Fusion", "-display",  ":1",        "--seed",          "3"};
    QCOMPARE(withoutQtsOptions(arguments), (QStringList{"cribbage", "--seed", "3"}));
    const auto parsed = parseOptions(withoutQtsOptions(arguments));
    QVERIFY2(parsed.options, qPrintable(parsed.err));
    QCOMPARE(*parsed.options->seed, quint64{3});
    // The game's own options, an unknown one and a Qt option without its value stay, to be
    // read or refused.
    const QStringList kept{"cribbage", "--size", "800x600", "--bogus", "stray", "-platform"};
    QCOMPARE(withoutQtsOptions(kept), kept);
    QCOMPARE(withoutQtsOptions({"cribbage", "-platform=offscreen", "-reverse=1"}),
             (QStringList{"cribbage", "-platform=offscreen", "-reverse=1"}));
}

void TestOptions::anUnknownOptionOrStrayArgumentIsAUsageError() {
    const auto unknown = parse({"--bogus"});
    QCOMPARE(unknown.exitCode, int(kExitUsage));
    QVERIFY2(unknown.err.startsWith(QStringLiteral("cribbage: Unknown option 'bogus'.")),
             qPrintable(unknown.err));
    const auto stray = parse({"stray"});
    QCOMPARE(stray.exitCode, int(kExitUsage));
    QVERIFY(
        stray.err.startsWith(QStringLiteral("cribbage: the game takes options only, not 'stray'")));
    QCOMPARE(parse({"--seed"}).exitCode, int(kExitUsage));
}

void TestOptions::badCountsAndSizesAreUsageErrors() {
    for (const QStringList& arguments :
         {QStringList{"--autoplay", "x"}, QStringList{"--autoplay-games", "-2"},
          QStringList{"--size", "0x9"}, QStringList{"--size", "800"},
          QStringList{"--autoplay", "1", "--autoplay-games", "1"},
          QStringList{"--dialog", "glossary"}, QStringList{"--players", "5"},
          QStringList{"--players", "two"}, QStringList{"--font-size", "big"},
          QStringList{"--font-size", "0"}, QStringList{"--font-size", "100"}}) {
        const auto parsed = parse(arguments);
        QVERIFY2(!parsed.options, qPrintable(arguments.join(' ')));
        QCOMPARE(parsed.exitCode, int(kExitUsage));
    }
    const auto good = parse({"--size", "1024x640", "--autoplay", "4", "--hints", "--dialog",
                             "statistics", "--players", "3"});
    QVERIFY(good.options);
    QCOMPARE(good.options->size, QSize(1024, 640));
    QCOMPARE(good.options->autoplay, 4);
    QVERIFY(good.options->hints);
    QCOMPARE(good.options->dialog, QStringLiteral("statistics"));
    QCOMPARE(good.options->players, 3);
    QVERIFY(!good.options->fontSize);
    QCOMPARE(parse({"--font-size", "13.5"}).options->fontSize, 13.5);
    QCOMPARE(parse({"--dialog", "rules"}).options->dialog, QStringLiteral("rules"));
    QCOMPARE(parse({"--dialog", "settings"}).options->dialog, QStringLiteral("settings"));
    QCOMPARE(parse({"--dialog", "match"}).options->dialog, QStringLiteral("match"));
}

void TestOptions::aLanguageIsOneTheGameSpeaks() {
    // Read before the application exists: the compiled-in translations are known already.
    const auto spanish = parse({"--language", "es"});
    QVERIFY(spanish.options);
    QCOMPARE(spanish.options->language, QStringLiteral("es"));
    const auto unknown = parse({"--language", "xx"});
    QVERIFY(!unknown.options);
    QCOMPARE(unknown.exitCode, int(kExitUsage));
    QVERIFY2(unknown.err.contains(QStringLiteral("--language wants one of")),
             qPrintable(unknown.err));
    QVERIFY(parse({"--help"}).out.contains(QStringLiteral("--language <LANGUAGE>")));
}

void TestOptions::seatsAreLevelsOrNamesTheFirstAPersons() {
    const auto good = parse({"--seats", "Maria, expert,Tom,easy"});
    QVERIFY(good.options);
    QCOMPARE(good.options->seats, (QStringList{"Maria", "expert", "Tom", "easy"}));
    QVERIFY(parse({}).options->seats.isEmpty());
    for (const QStringList& bad :
         {QStringList{"--seats", "Maria"}, QStringList{"--seats", "expert,Maria"},
          QStringList{"--seats", "Maria,,Tom"}, QStringList{"--seats", "a,b,c,d,e"},
          QStringList{"--seats", "Maria,Tom", "--players", "2"}}) {
        const auto parsed = parse(bad);
        QVERIFY2(!parsed.options, qPrintable(bad.join(' ')));
        QCOMPARE(parsed.exitCode, int(kExitUsage));
    }
}

UI_TEST_APPLESS_MAIN(TestOptions)
#include "test_options.moc"
