#include <QFile>
#include <QTest>
#include <algorithm>

#include "rule_examples.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage::ui;

namespace {

// docs/rules.md, the rule text the Rules dialog must agree with (its path in the environment,
// from ctest: tests/ui/CMakeLists.txt).
QString rulesPath() {
    return qEnvironmentVariable("CRIBBAGE_TEST_RULES_MD");
}

QStringList ruleLines() {
    QFile file(rulesPath());
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
}

// "8C" as the play table writes it ("8"), "KS" as "king".
QString rankWords(const QString& code) {
    static const QHash<QChar, QString> named{{QLatin1Char('A'), QStringLiteral("ace")},
                                             {QLatin1Char('T'), QStringLiteral("10")},
                                             {QLatin1Char('J'), QStringLiteral("jack")},
                                             {QLatin1Char('Q'), QStringLiteral("queen")},
                                             {QLatin1Char('K'), QStringLiteral("king")}};
    return named.value(code.at(0), code.left(1));
}

// "TS" as the show table writes it: "10♠".
QString cardText(const QString& code) {
    static const QHash<QChar, QString> suits{{QLatin1Char('C'), QStringLiteral("♣")},
                                             {QLatin1Char('D'), QStringLiteral("♦")},
                                             {QLatin1Char('H'), QStringLiteral("♥")},
                                             {QLatin1Char('S'), QStringLiteral("♠")}};
    const QString rank = code.at(0) == QLatin1Char('T') ? QStringLiteral("10") : code.left(1);
    return rank + suits.value(code.at(1));
}

QString joined(const QVariantList& values, const QString& separator) {
    QStringList texts;
    for (const QVariant& value : values) {
        texts << value.toString();
    }
    return texts.join(separator);
}

// The table row that starts with `firstCell`; empty when there is none.
QString rowStarting(const QStringList& lines, const QString& firstCell) {
    for (const QString& line : lines) {
        if (line.startsWith(QStringLiteral("| ") + firstCell)) {
            return line;
        }
    }
    return {};
}

}  // namespace

class TestRuleExamples : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void eachPlayExampleIsInTheRulesWithTheCoresPoints();
    void eachShowExampleIsInTheRulesWithTheCoresTotal();
    void theExamplesSayWhyInWords();
    void eachRankIsShownWithItsValue();
};

void TestRuleExamples::eachRankIsShownWithItsValue() {
    QStringList shown;
    for (const QVariant& value : RuleExamples::ranks()) {
        const QVariantMap rank = value.toMap();
        shown << rank[QStringLiteral("card")].toString().left(1) + QLatin1Char('=') +
                     rank[QStringLiteral("value")].toString();
    }
    QCOMPARE(shown.join(QLatin1Char(' ')),
             QStringLiteral("A=1 2=2 3=3 4=4 5=5 6=6 7=7 8=8 9=9 T=10 J=10 Q=10 K=10"));
}

void TestRuleExamples::eachPlayExampleIsInTheRulesWithTheCoresPoints() {
    const QStringList lines = ruleLines();
    QVERIFY2(!lines.isEmpty(),
             qPrintable("no lines read from CRIBBAGE_TEST_RULES_MD=" + rulesPath()));
    const QVariantList examples = RuleExamples::play();
    QCOMPARE(examples.size(), 4);
    for (const QVariant& value : examples) {
        const QVariantMap example = value.toMap();
        QStringList ranks;
        for (const QString& code : example[QStringLiteral("cards")].toStringList()) {
            ranks << rankWords(code);
        }
        const QString row =
            QStringLiteral("| %1 | %2 |")
                .arg(ranks.join(QStringLiteral(", ")),
                     joined(example[QStringLiteral("points")].toList(), QStringLiteral(", ")));
        QVERIFY2(std::any_of(lines.begin(), lines.end(),
                             [&](const QString& line) { return line.startsWith(row); }),
                 qPrintable(row));
        QCOMPARE(example[QStringLiteral("counts")].toList().size(), ranks.size());
    }
    // The running count is the core's: 8, 15, 22, 28.
    QCOMPARE(joined(examples[0].toMap()[QStringLiteral("counts")].toList(), QStringLiteral(" ")),
             QStringLiteral("8 15 22 28"));
}

void TestRuleExamples::eachShowExampleIsInTheRulesWithTheCoresTotal() {
    const QStringList lines = ruleLines();
    const QVariantList examples = RuleExamples::show();
    QCOMPARE(examples.size(), 6);
    for (const QVariant& value : examples) {
        const QVariantMap example = value.toMap();
        QStringList cards;
        for (const QString& code : example[QStringLiteral("hand")].toStringList()) {
            cards << cardText(code);
        }
        const QString row = rowStarting(lines, cards.join(QLatin1Char(' ')));
        QVERIFY2(!row.isEmpty(), qPrintable(cards.join(QLatin1Char(' '))));
        const QString starter = cardText(example[QStringLiteral("starter")].toString());
        QVERIFY2(row.contains(QStringLiteral("| ") + starter), qPrintable(row));
        const QString total =
            QStringLiteral("| %1 |").arg(example[QStringLiteral("total")].toInt());
        QVERIFY2(row.contains(total), qPrintable(row + QStringLiteral(" wants ") + total));
        QCOMPARE(example[QStringLiteral("crib")].toBool(),
                 row.contains(QStringLiteral("(a crib)")));
    }
}

void TestRuleExamples::theExamplesSayWhyInWords() {
    for (const QVariant& value : RuleExamples::play()) {
        QVERIFY(!value.toMap()[QStringLiteral("note")].toString().isEmpty());
    }
    const QString count = RuleExamples::show().at(4).toMap()[QStringLiteral("count")].toString();
    QVERIFY2(count.startsWith(QStringLiteral("fifteen two, fifteen four")), qPrintable(count));
    QVERIFY2(count.endsWith(QStringLiteral("his nobs is twenty-nine")), qPrintable(count));
}

UI_TEST_MAIN(TestRuleExamples)
#include "test_rule_examples.moc"
