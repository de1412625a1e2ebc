#include <QSignalSpy>
#include <QTest>

#include "counting_practice.h"
#include "cribbage/card.h"
#include "statistics.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// The hand and starter on show, as the core counts them.
HandCount coreCount(const CountingPractice& practice) {
    Hand4 hand{};
    for (int i = 0; i < 4; ++i) {
        hand[static_cast<std::size_t>(i)] = *parseCard(practice.hand().at(i).toStdString());
    }
    return countHand(hand, *parseCard(practice.starter().toStdString()), FlushRule::Hand);
}

}  // namespace

class TestCountingPractice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void theCountIsTheCoresItemByItem();
    void aRightAnswerAndAWrongOneAreKept();
    void theTimeAHandTookIsKept();
    void onlyTheTimeInViewCounts();
    void aHandIsAnsweredOnce();
    void theSameSeedDealsTheSameHands();
};

void TestCountingPractice::theCountIsTheCoresItemByItem() {
    Statistics statistics;
    CountingPractice practice(&statistics);
    practice.setSeed(11);
    for (int hand = 0; hand < 40; ++hand) {
        practice.deal();
        QCOMPARE(practice.hand().size(), 4);
        QVERIFY(practice.items().isEmpty());  // nothing is given away before the answer
        const HandCount count = coreCount(practice);
        practice.answer(count.total);
        QCOMPARE(practice.total(), count.total);
        const QVariantList items = practice.items();
        QCOMPARE(items.size(), static_cast<qsizetype>(count.items.size()));
        for (std::size_t i = 0; i < count.items.size(); ++i) {
            const QVariantMap item = items.at(static_cast<qsizetype>(i)).toMap();
            QStringList cards;
            for (Card card : count.items[i].cards) {
                cards << QString::fromStdString(toString(card));
            }
            QCOMPARE(item.value(QStringLiteral("cards")).toStringList(), cards);
            QCOMPARE(item.value(QStringLiteral("points")).toInt(), count.items[i].points);
            QVERIFY(!item.value(QStringLiteral("text")).toString().isEmpty());
        }
    }
}

void TestCountingPractice::aRightAnswerAndAWrongOneAreKept() {
    Statistics statistics;
    CountingPractice practice(&statistics);
    practice.setSeed(3);
    practice.deal();
    const int total = coreCount(practice).total;
    QSignalSpy answered(&practice, &CountingPractice::answeredChanged);
    QVERIFY(practice.answer(total));
    QCOMPARE(answered.count(), 1);
    QVERIFY(practice.right());
    QCOMPARE(practice.verdict(), QStringLiteral("Right: %1 point%2.")
                                     .arg(total)
                                     .arg(total == 1 ? QString() : QStringLiteral("s")));
    practice.deal();
    QVERIFY(!practice.answered());
    const int wrong = coreCount(practice).total + 2;
    practice.answer(wrong);
    QVERIFY(!practice.right());
    QVERIFY(practice.verdict().startsWith(QStringLiteral("Not quite: you said %1").arg(wrong)));
    QCOMPARE(statistics.record().practice.hands, 2);
    QCOMPARE(statistics.record().practice.right, 1);
    QVERIFY(practice.sitting().startsWith(QStringLiteral("1 of 2 hands right")));
}

void TestCountingPractice::theTimeAHandTookIsKept() {
    Statistics statistics;
    CountingPractice practice(&statistics);
    practice.setInView(true);
    practice.deal();
    QTest::qWait(120);
    practice.answer(0);
    const qint64 took = statistics.record().practice.milliseconds;
    QVERIFY2(took >= 120 && took < 10000, qPrintable(QString::number(took)));
    QVERIFY(practice.sitting().contains(QStringLiteral("seconds a hand")));
}

// The practice is made when the game starts, its first hand dealt long before the person opens
// it: only the time the hand was in front of them counts (it once read "1,232.5 seconds a hand"
// after 20 s).
void TestCountingPractice::onlyTheTimeInViewCounts() {
    Statistics statistics;
    CountingPractice practice(&statistics);
    QTest::qWait(1000);
    practice.setInView(true);
    QTest::qWait(60);
    practice.setInView(false);
    QTest::qWait(1000);
    practice.setInView(true);
    QTest::qWait(60);
    practice.answer(0);
    // Either second out of view, had it counted, would be over 1,000 ms.
    const qint64 took = statistics.record().practice.milliseconds;
    QVERIFY2(took >= 120 && took < 1000, qPrintable(QString::number(took)));
}

void TestCountingPractice::aHandIsAnsweredOnce() {
    Statistics statistics;
    CountingPractice practice(&statistics);
    QVERIFY(practice.answer(4));
    QVERIFY(!practice.answer(coreCount(practice).total));
    QCOMPARE(statistics.record().practice.hands, 1);
}

void TestCountingPractice::theSameSeedDealsTheSameHands() {
    Statistics statistics;
    CountingPractice first(&statistics);
    CountingPractice second(&statistics);
    first.setSeed(99);
    second.setSeed(99);
    for (int hand = 0; hand < 3; ++hand) {
        first.deal();
        second.deal();
        QCOMPARE(first.hand(), second.hand());
        QCOMPARE(first.starter(), second.starter());
    }
}

UI_TEST_GUILESS_MAIN(TestCountingPractice)
#include "test_counting_practice.moc"
