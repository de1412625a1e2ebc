#include <QTest>

#include "frame_intervals.h"
#include "ui_test_main.h"

using namespace cribbage::app;

namespace {

constexpr qint64 kMs = 1'000'000;

}  // namespace

class TestFrameIntervals : public QObject {
    Q_OBJECT

private slots:
    void intervalsAreCountedWithinTheirStepOnly();
    void aStepWithOneFrameOrNoneHasNoInterval();
    void summaryGivesMedianNinetyFifthPercentileAndMax();
    void anEvenCountHasTheMeanOfTheMiddleTwoAsMedian();
    void noIntervalsSummariseToZero();
    void pausesAreCountedAndLeftOut();
};

void TestFrameIntervals::intervalsAreCountedWithinTheirStepOnly() {
    // Frames at 0, 10, 20 | 45, 60 | 100, 116, 132 (ms); the gap 20 -> 45 spans two steps and the
    // gap 60 -> 100 falls between a step's end and the next step.
    const QList<qint64> frames{0,        10 * kMs,  20 * kMs,  45 * kMs,
                               60 * kMs, 100 * kMs, 116 * kMs, 132 * kMs};
    const QList<StepWindow> steps{{"cardDealt", 0, 30 * kMs},
                                  {"cardDealt", 30 * kMs, 70 * kMs},
                                  {"points", 90 * kMs, 140 * kMs}};
    const auto byKind = intervalsByKind(frames, steps);
    QCOMPARE(byKind.keys(), (QStringList{"cardDealt", "points"}));
    QCOMPARE(byKind.value("cardDealt"), (QList<qint64>{10 * kMs, 10 * kMs, 15 * kMs}));
    QCOMPARE(byKind.value("points"), (QList<qint64>{16 * kMs, 16 * kMs}));
}

void TestFrameIntervals::aStepWithOneFrameOrNoneHasNoInterval() {
    const QList<qint64> frames{5 * kMs, 50 * kMs};
    const auto byKind =
        intervalsByKind(frames, {{"go", 0, 10 * kMs}, {"starter", 20 * kMs, 40 * kMs}});
    QVERIFY(byKind.value("go").isEmpty());
    QVERIFY(!byKind.contains("starter"));
}

void TestFrameIntervals::summaryGivesMedianNinetyFifthPercentileAndMax() {
    // 1..20 ms shuffled: median 10.5, 95th percentile (nearest rank 19) 19, max 20.
    QList<qint64> intervals;
    for (int ms : {7, 20, 1, 14, 3, 18, 9, 11, 2, 16, 5, 19, 8, 13, 4, 17, 6, 12, 10, 15}) {
        intervals.append(ms * kMs);
    }
    const IntervalSummary summary = summarise(intervals);
    QCOMPARE(summary.intervals, 20);
    QCOMPARE(summary.medianMs, 10.5);
    QCOMPARE(summary.p95Ms, 19.0);
    QCOMPARE(summary.maxMs, 20.0);
}

void TestFrameIntervals::anEvenCountHasTheMeanOfTheMiddleTwoAsMedian() {
    const IntervalSummary odd = summarise({30 * kMs, 10 * kMs, 20 * kMs});
    QCOMPARE(odd.medianMs, 20.0);
    QCOMPARE(odd.p95Ms, 30.0);
    const IntervalSummary even = summarise({40 * kMs, 10 * kMs, 20 * kMs, 30 * kMs});
    QCOMPARE(even.medianMs, 25.0);
}

void TestFrameIntervals::noIntervalsSummariseToZero() {
    const IntervalSummary summary = summarise({});
    QCOMPARE(summary.intervals, 0);
    QCOMPARE(summary.maxMs, 0.0);
}

void TestFrameIntervals::pausesAreCountedAndLeftOut() {
    const IntervalSummary summary = summarise({16 * kMs, 850 * kMs, 20 * kMs, 250 * kMs, 18 * kMs});
    QCOMPARE(summary.intervals, 3);
    QCOMPARE(summary.pauses, 2);
    QCOMPARE(summary.medianMs, 18.0);
    QCOMPARE(summary.maxMs, 20.0);
    const IntervalSummary onlyPauses = summarise({900 * kMs}, 250 * kMs);
    QCOMPARE(onlyPauses.intervals, 0);
    QCOMPARE(onlyPauses.pauses, 1);
}

UI_TEST_GUILESS_MAIN(TestFrameIntervals)
#include "test_frame_intervals.moc"
