#include <QTest>
#include <vector>

#include "step_queue.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

QString nameOf(const PendingStep& step) {
    if (const auto* gather = std::get_if<Gather>(&step)) {
        return QStringLiteral("gather %1").arg(gather->dealer);
    }
    if (const auto* shuffle = std::get_if<Shuffle>(&step)) {
        return QStringLiteral("shuffle %1").arg(shuffle->dealer);
    }
    const auto& event = std::get<Event>(step);
    if (std::holds_alternative<GameStarted>(event)) {
        return QStringLiteral("game started");
    }
    if (const auto* dealt = std::get_if<CardDealt>(&event)) {
        return QStringLiteral("dealt to %1").arg(dealt->seat);
    }
    return QStringLiteral("other");
}

const Card kAce = *parseCard("AS");

}  // namespace

class TestStepQueue : public QObject {
    Q_OBJECT

private slots:
    void aDealGathersAndShufflesAfterAnnouncingTheGame();
    void aPacedStepWaitsUntilItIsFinished();
    void aStepFinishedWhileShownLetsTheNextFollow();
    void clearingForgetsTheStepBeingAnimated();
};

void TestStepQueue::aDealGathersAndShufflesAfterAnnouncingTheGame() {
    StepQueue queue([] { return false; });
    queue.enqueue(Deal{1}, {GameStarted{2, 1}, CardDealt{0, kAce}});
    queue.enqueue(Deal{0}, {CardDealt{1, kAce}});
    QStringList shown;
    QVERIFY(queue.showSteps([&](const PendingStep& step) { shown << nameOf(step); }));
    QCOMPARE(shown, (QStringList{"game started", "gather 1", "shuffle 1", "dealt to 0", "gather 0",
                                 "shuffle 0", "dealt to 1"}));
}

void TestStepQueue::aPacedStepWaitsUntilItIsFinished() {
    StepQueue queue([] { return true; });
    queue.enqueue(Go{0}, {GoSaid{0}, CountReset{1}});
    int shown = 0;
    const auto show = [&](const PendingStep&) { ++shown; };
    QVERIFY(!queue.showSteps(show));
    QCOMPARE(shown, 1);
    QVERIFY(!queue.showSteps(show));
    QCOMPARE(shown, 1);
    QVERIFY(queue.finish());
    QVERIFY(!queue.showSteps(show));
    QCOMPARE(shown, 2);
    QVERIFY(queue.finish());
    QVERIFY(!queue.finish());
    QVERIFY(queue.showSteps(show));
    QCOMPARE(shown, 2);
}

// The table may finish a step from inside stepStarted; the outer call goes on showing.
void TestStepQueue::aStepFinishedWhileShownLetsTheNextFollow() {
    StepQueue queue([] { return true; });
    queue.enqueue(Go{0}, {GoSaid{0}, CountReset{1}, GoSaid{1}});
    int shown = 0;
    std::function<void(const PendingStep&)> show = [&](const PendingStep&) {
        ++shown;
        QVERIFY(queue.finish());
        QVERIFY(!queue.showSteps(show));
    };
    QVERIFY(queue.showSteps(show));
    QCOMPARE(shown, 3);
}

void TestStepQueue::clearingForgetsTheStepBeingAnimated() {
    StepQueue queue([] { return true; });
    queue.enqueue(Go{0}, {GoSaid{0}, CountReset{1}});
    QVERIFY(!queue.showSteps([](const PendingStep&) {}));
    queue.clear();
    QVERIFY(!queue.finish());
    QVERIFY(queue.showSteps([](const PendingStep&) { QFAIL("nothing is left to show"); }));
}

UI_TEST_GUILESS_MAIN(TestStepQueue)
#include "test_step_queue.moc"
