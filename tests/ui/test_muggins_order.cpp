// Muggins in the order players judge a count: a claim is shown as its number, pegged without
// its combinations; they are picked out only once the count is accepted or muggins is
// called, and the show's summary adds up (worth, claimed, taken by muggins).

#include <QTest>
#include <algorithm>

#include "cribbage/shown_hand.h"
#include "first_choice_player.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// Two players, muggins on, seed 3; every step shown is kept in `steps`.
void beginMugginsMatch(test::TestTable& table, std::vector<Step>& steps) {
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::muggins, true);
    session.setSeed(QStringLiteral("3"));
    session.newMatch();
    QObject::connect(session.turn(), &TurnDriver::stepStarted, session.turn(),
                     [&steps](const Step& step) { steps.push_back(step); });
}

// The person's hand or crib, counted short (and not to nothing).
const ShowSummaryModel::Count* shortRowOfYours(Scene& scene) {
    const auto& counts = scene.showSummary()->counts();
    const auto row = std::find_if(counts.begin(), counts.end(), [](const auto& count) {
        return !count.verdict.isEmpty() && count.who.startsWith(QStringLiteral("Your ")) &&
               count.points > 1;
    });
    return row == counts.end() ? nullptr : &*row;
}

// The position of the first step of `kind` at or after `from`.
std::size_t nextOfKind(const std::vector<Step>& steps, StepKind::Kind kind, std::size_t from) {
    while (from < steps.size() && steps[from].kind != kind) {
        ++from;
    }
    return from;
}

}  // namespace

class TestMugginsOrder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void theComputersClaimIsANumberUntilJudged();
    void aShortCountIsSummedUp();
};

void TestMugginsOrder::theComputersClaimIsANumberUntilJudged() {
    test::TestTable table(test::FirstChoicePlayer{});
    std::vector<Step> steps;
    beginMugginsMatch(table, steps);
    GameSession& session = table.session();
    QVERIFY(table.playUntil([&] {
        const auto& show = session.match()->game()->state().show;
        return table.turn().prompt() == TurnDriver::Prompt::JudgeCount && show.claimed &&
               *show.claimed > 0;
    }));
    const int claimed = *session.match()->game()->state().show.claimed;
    const HandCount worth = countShownHand(session.match()->game()->view(0));
    QCOMPARE(table.scene().caption(),
             QStringLiteral("The computer claims %1 points.").arg(claimed));
    std::size_t claim = steps.size();
    while (claim > 0 && steps[claim - 1].kind != StepKind::CountClaimed) {
        --claim;
    }
    QVERIFY(claim-- > 0);
    QCOMPARE(steps[claim].points, claimed);
    const std::size_t pegged = nextOfKind(steps, StepKind::PointsScored, claim);
    QVERIFY(pegged < steps.size());
    QCOMPARE(steps[pegged].points, claimed);
    QVERIFY(steps[pegged].items.isEmpty());
    QVERIFY(steps[pegged].said.isEmpty());
    // Nothing in the log says the combinations yet.
    QCOMPARE(table.scene().log()->last(), table.scene().caption());
    const int rowsBefore = table.scene().showSummary()->rowCount();

    const std::size_t judgedFrom = steps.size();
    table.turn().acceptCount();
    QTRY_VERIFY(nextOfKind(steps, StepKind::CountAccepted, judgedFrom) < steps.size());
    const Step& accepted = steps[nextOfKind(steps, StepKind::CountAccepted, judgedFrom)];
    QVERIFY(accepted.counted);
    QCOMPARE(accepted.points, claimed);
    // A claim no whole combinations make up is pegged with none ("nineteen").
    QCOMPARE(accepted.items.isEmpty(), claimed != worth.total);
    QVERIFY(!accepted.said.isEmpty());
    QVERIFY(accepted.text.startsWith(QStringLiteral("You accept the count. ")));
    QVERIFY(table.waitForPerson());
    QCOMPARE(table.scene().showSummary()->rowCount(), rowsBefore + 1);
    const auto& first = table.scene().showSummary()->counts().at(rowsBefore);
    QVERIFY(first.who == QStringLiteral("The hand of the computer") ||
            first.who == QStringLiteral("The crib of the computer"));
    QCOMPARE(first.points, worth.total);
    QCOMPARE(first.verdict.isEmpty(), claimed == worth.total);
}

void TestMugginsOrder::aShortCountIsSummedUp() {
    test::TestTable table(test::FirstChoicePlayer{1});
    std::vector<Step> steps;
    beginMugginsMatch(table, steps);
    QVERIFY(table.playUntil([&] { return shortRowOfYours(table.scene()) != nullptr; }));
    const ShowSummaryModel::Count row = *shortRowOfYours(table.scene());
    QCOMPARE(row.verdict,
             QStringLiteral("You claimed %1. The computer took 1 by muggins.").arg(row.points - 1));
    QVERIFY(row.who == QStringLiteral("Your hand") || row.who == QStringLiteral("Your crib"));

    // The claim is pegged bare; muggins is called with the combinations claimed, then takes
    // the one missed.
    std::size_t claim = steps.size();
    while (claim > 0 && (steps[claim - 1].kind != StepKind::CountClaimed ||
                         steps[claim - 1].seat != 0 || steps[claim - 1].points != row.points - 1)) {
        --claim;
    }
    QVERIFY(claim-- > 0);
    const std::size_t pegged = nextOfKind(steps, StepKind::PointsScored, claim);
    const std::size_t called = nextOfKind(steps, StepKind::MugginsCalled, claim);
    QVERIFY(pegged < called && called < steps.size());
    QVERIFY(steps[pegged].items.isEmpty());
    QCOMPARE(steps[called].points, row.points - 1);
    QVERIFY(steps[called].counted);
    QVERIFY(!steps[called].said.isEmpty());
    const std::size_t taken = nextOfKind(steps, StepKind::PointsScored, called);
    QVERIFY(taken < steps.size());
    QCOMPARE(steps[taken].source, ScoreSource::Muggins);
    QCOMPARE(steps[taken].points, 1);
    // One row for the hand, none of its own for muggins.
    for (const auto& count : table.scene().showSummary()->counts()) {
        QVERIFY(!count.who.startsWith(QStringLiteral("Muggins")));
    }
}

UI_TEST_MAIN(TestMugginsOrder)
#include "test_muggins_order.moc"
