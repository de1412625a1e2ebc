#include <QMetaEnum>
#include <QTest>

#include "cribbage/event.h"
#include "step.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

// The table's steps are the core's events under the core's names, in the core's order (moc
// read them from CRIBBAGE_EVENTS), then the table's own two.
class StepKindsTest : public QObject {
    Q_OBJECT

private slots:
    void areTheCoresEventsThenTheTablesOwn() {
        const QMetaEnum kinds = QMetaEnum::fromType<StepKind::Kind>();
        const int events = static_cast<int>(kEventKinds);
        QCOMPARE(kinds.keyCount(), events + 2);
        for (int n = 0; n < events; ++n) {
            const std::string_view name = eventName(static_cast<EventKind>(n));
            QCOMPARE(QByteArray(kinds.key(n)), QByteArray(name.data(), qsizetype(name.size())));
            QCOMPARE(kinds.value(n), n);
        }
        QCOMPARE(QByteArray(kinds.key(events)), QByteArray("Gather"));
        QCOMPARE(QByteArray(kinds.key(events + 1)), QByteArray("Shuffle"));
    }

    void nameEachEventKindOnce() {
        QCOMPARE(eventName(kindOf(Event{PointsScored{}})), std::string_view("PointsScored"));
        QCOMPARE(eventName(kindOf(Event{MatchWon{}})), std::string_view("MatchWon"));
        QCOMPARE(eventName(kindOf(Event{CutForDealShown{}})), std::string_view("CutForDealShown"));
    }
};

UI_TEST_GUILESS_MAIN(StepKindsTest)
#include "test_step_kinds.moc"
