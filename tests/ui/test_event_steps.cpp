#include <QTest>

#include "cribbage/action.h"
#include "event_steps.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

Card card(const char* name) {
    return *parseCard(name);
}

}  // namespace

class TestEventSteps : public QObject {
    Q_OBJECT

private slots:
    void aCardPlayedNamesTheCardAndTheCount();
    void pointsAreSaidOneCombinationAtATime();
    void winsAreNamedByTheirWorth();
    void engineMessagesSayYouAndTheComputer();
    void theDealerGathersTheCardsThenDeals();
};

void TestEventSteps::aCardPlayedNamesTheCardAndTheCount() {
    const QVariantMap step = stepData(CardPlayed{1, card("TH"), 25}, RuleSettings{});
    QCOMPARE(step.value("kind").toString(), QStringLiteral("cardPlayed"));
    QCOMPARE(step.value("card").toString(), QStringLiteral("TH"));
    QCOMPARE(step.value("count").toInt(), 25);
    QCOMPARE(step.value("text").toString(), QStringLiteral("The computer plays 10♥: 25."));
    QCOMPARE(stepData(GoSaid{0}, RuleSettings{}).value("text").toString(),
             QStringLiteral("You say Go."));
}

void TestEventSteps::pointsAreSaidOneCombinationAtATime() {
    // 5H with 5S 4S 2S 6H (RULES.md): fifteen two, fifteen four, a pair is six, ...
    const Hand4 hand{card("5S"), card("4S"), card("2S"), card("6H")};
    HandCount count = countHand(hand, card("5H"), FlushRule::Hand);
    const QVariantMap step = stepData(
        PointsScored{0, 0, ScoreSource::Hand, count.items, count.total, 10, 10 + count.total},
        RuleSettings{});
    QCOMPARE(step.value("source").toString(), QStringLiteral("hand"));
    QCOMPARE(step.value("points").toInt(), 12);
    const QVariantList items = step.value("items").toList();
    QCOMPARE(items.size(), static_cast<qsizetype>(count.items.size()));
    const QVariantMap first = items.first().toMap();
    const QVariantMap second = items.at(1).toMap();
    QCOMPARE(first.value("phrase").toString(), QStringLiteral("fifteen two"));
    QCOMPARE(first.value("said").toString(), QStringLiteral("fifteen two"));
    QCOMPARE(second.value("phrase").toString(), QStringLiteral("fifteen four"));
    QCOMPARE(second.value("said").toString(), QStringLiteral("fifteen two and fifteen four"));
    QCOMPARE(first.value("cards").toList().size(),
             static_cast<qsizetype>(count.items[0].cards.size()));
    QCOMPARE(items.last().toMap().value("said").toString(), step.value("said").toString());
    QCOMPARE(step.value("said").toString(), QString::fromStdString(sayCount(count)));
    QVERIFY(step.value("text").toString().startsWith(QStringLiteral("Fifteen two, fifteen four")));
}

void TestEventSteps::winsAreNamedByTheirWorth() {
    RuleSettings rules;
    QCOMPARE(winName(rules, 1), QString());
    QCOMPARE(winName(rules, 2), QStringLiteral("skunk"));
    QCOMPARE(winName(rules, 4), QStringLiteral("double skunk"));
    rules.skunk = SkunkRule::Lurch;
    QCOMPARE(winName(rules, 2), QStringLiteral("lurch"));
    rules.skunk = SkunkRule::SkunkAndDoubleSkunk;
    rules.target = 61;
    QCOMPARE(winName(rules, 2), QStringLiteral("lurch"));
    const QVariantMap won = stepData(GameWon{0, 2, {121, 85}}, RuleSettings{});
    QCOMPARE(won.value("winName").toString(), QStringLiteral("skunk"));
    QCOMPARE(won.value("text").toString(),
             QStringLiteral("You win the game, 121 to 85: a skunk, worth 2 games."));
    // The last points may run past the game hole; the game is won at it.
    const QVariantMap past = stepData(GameWon{1, 1, {116, 126}}, RuleSettings{});
    QCOMPARE(past.value("text").toString(),
             QStringLiteral("The computer wins the game, 121 to 116."));
}

void TestEventSteps::theDealerGathersTheCardsThenDeals() {
    QCOMPARE(gatherStepData(1).value("kind").toString(), QStringLiteral("gather"));
    QCOMPARE(gatherStepData(1).value("seat").toInt(), 1);
    QCOMPARE(gatherStepData(1).value("text").toString(),
             QStringLiteral("The computer gathers the cards."));
    QCOMPARE(gatherStepData(0).value("text").toString(), QStringLiteral("You gather the cards."));
    QCOMPARE(shuffleStepData(0).value("kind").toString(), QStringLiteral("shuffle"));
    QCOMPARE(shuffleStepData(0).value("seat").toInt(), 0);
    QCOMPARE(shuffleStepData(0).value("text").toString(), QStringLiteral("You deal."));
}

void TestEventSteps::engineMessagesSayYouAndTheComputer() {
    QCOMPARE(tableWords("it is not " + seatName(kPersonSeat) +
                        "'s turn: " + seatName(kComputerSeat) + " is to act"),
             QStringLiteral("It is not your turn: the computer is to act"));
    QCOMPARE(tableWords("that would make the count 34; the count may not pass 31"),
             QStringLiteral("That would make the count 34; the count may not pass 31"));
}

QTEST_GUILESS_MAIN(TestEventSteps)
#include "test_event_steps.moc"
