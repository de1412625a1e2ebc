#include <QSignalSpy>
#include <QTest>

#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "first_choice_player.h"
#include "player_rows.h"
#include "review_model.h"
#include "settings_change.h"
#include "test_storage.h"
#include "ui_test_main.h"
#include "words/reason_words.h"
#include "words/review_words.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;
using Kind = ReviewedDecision::Kind;
using Verdict = ReviewedDecision::Verdict;

namespace {

void startSeeded(GameSession& session, const QString& seed, bool muggins = false) {
    changeSetting(*session.settings(), &RuleSettings::muggins, muggins);
    session.setSeed(seed);
    session.start();
}

// The expected points the person's next move (as the first-choice player makes it) gives up
// against the analysis's best, the analysis run directly on what the person sees.
double lostByAnalysis(const SeatView& view) {
    const Action action = test::FirstChoicePlayer{}(view, *std::make_unique<Rng>(0));
    if (const auto* laid = std::get_if<LayAway>(&action)) {
        const auto options =
            analyzeDiscards(view.hand, view.dealer == view.seat, standingFor(view));
        std::vector<Card> chosen = laid->cards;
        std::ranges::sort(chosen);
        for (const DiscardOption& option : *options) {
            std::vector<Card> cards(option.laidAway.begin(), option.laidAway.end());
            std::ranges::sort(cards);
            if (cards == chosen) {
                return options->front().rankValue - option.rankValue;
            }
        }
    }
    if (const auto* played = std::get_if<Play>(&action)) {
        auto position = playPositionFromView(view);
        position.value().standing = standingFor(view);
        const auto options = analyzePlay(*position);
        for (const PlayOption& option : *options) {
            if (option.card == played->card) {
                return options->front().rankValue - option.rankValue;
            }
        }
    }
    return -1;
}

// The same at a table of three or four, by the table analysis: the net value of the card laid
// away, the rank value of the card played by the series expectation.
double lostByTableAnalysis(const SeatView& view) {
    const Action action = test::FirstChoicePlayer{}(view, *std::make_unique<Rng>(0));
    const int players = view.rules.players;
    if (const auto* laid = std::get_if<LayAway>(&action)) {
        const MultiSeat seat{players, (view.seat - view.dealer + players) % players};
        const auto options = analyzeMultiDiscards(view.hand, seat);
        for (const MultiDiscardOption& option : *options) {
            if (std::vector{option.laidAway} == laid->cards) {
                return options->front().netValue - option.netValue;
            }
        }
    }
    if (const auto* played = std::get_if<Play>(&action)) {
        const auto options = expectMultiPlay(*multiPlayPositionFromView(view));
        for (const MultiPlayOption& option : options) {
            if (option.card == played->card) {
                return options.front().rankValue - option.rankValue;
            }
        }
    }
    return -1;
}

}  // namespace

class TestReview : public QObject {
    Q_OBJECT

private slots:
    void thePointsLostAreTheAnalysisRunDirectly_data();
    void thePointsLostAreTheAnalysisRunDirectly();
    void threeAndFourPlayersAreJudgedByTheTableAnalysis_data();
    void threeAndFourPlayersAreJudgedByTheTableAnalysis();
    void aCountClaimedShortLosesThePointsMissed();
    void aNewGameStartsTheReviewAfresh();
    void theStatisticsKeepThePointsLostPerDeal();
    void aNoteFollowsADecisionThatLosesMoreThanTheSetting();
    void theVerdictCallsANearTieANearTie();
};

void TestReview::thePointsLostAreTheAnalysisRunDirectly_data() {
    QTest::addColumn<QString>("seed");
    QTest::newRow("seed 3") << QStringLiteral("3");
    QTest::newRow("seed 11") << QStringLiteral("11");
    QTest::newRow("seed 42") << QStringLiteral("42");
}

// For seeded deals, each lay away and card played is reviewed with the points the analysis,
// run directly on the person's view, says it lost.
void TestReview::thePointsLostAreTheAnalysisRunDirectly() {
    QFETCH(QString, seed);
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, seed);
    const ReviewModel& review = *session.review();
    int checked = 0;
    int mistakes = 0;
    for (;;) {
        QVERIFY(table.waitForPerson());
        const Prompt prompt = session.turn()->prompt();
        if (prompt == Prompt::Continue && review.deals() == 3) {
            break;
        }
        if (prompt == Prompt::LayAway || prompt == Prompt::Play) {
            const SeatView view = session.match()->game()->view(test::kPersonSeat);
            const double expected = lostByAnalysis(view);
            const int rows = review.rowCount();
            QVERIFY(table.autoplay(1));
            QCOMPARE(review.rowCount(), rows + 1);
            const ReviewedDecision& decision = review.decisions().back();
            QCOMPARE(decision.kind, prompt == Prompt::LayAway ? Kind::LayAway : Kind::Play);
            QCOMPARE(decision.lost, expected);
            QCOMPARE(decision.deal, review.deals());
            if (decision.verdict() == Verdict::Best) {
                // Explained by its own reason, even where another card ties with it.
                QVERIFY(decision.better == decision.chosen);
            }
            mistakes += decision.verdict() == Verdict::Mistake ? 1 : 0;
            ++checked;
        } else {
            QVERIFY(table.autoplay(1));
        }
    }
    QVERIFY(checked >= 9);
    QVERIFY(mistakes > 0);  // the first choice is not always the best
    QCOMPARE(review.deals(), 3);
    const double total =
        review.lost(Kind::LayAway) + review.lost(Kind::Play) + review.lost(Kind::Count);
    double sum = 0;
    for (const ReviewedDecision& decision : review.decisions()) {
        sum += decision.lost;
    }
    QCOMPARE(total, sum);
}

void TestReview::threeAndFourPlayersAreJudgedByTheTableAnalysis_data() {
    test::addPlayerRows({3, 4});
}

// At a table of three or four, each lay away and card played is reviewed in order with the
// points the table analysis, run directly on the person's view, says it lost; its reason is
// told in the table's words, and a costly one is followed by a note.
void TestReview::threeAndFourPlayersAreJudgedByTheTableAnalysis() {
    QFETCH(int, players);
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::players, players);
    changeSetting(*session.settings(), &CoachingValue::warnAboveTenths, 1);
    startSeeded(session, QStringLiteral("3"));
    const ReviewModel& review = *session.review();
    int best = 0;
    int mistakes = 0;
    for (;;) {
        QVERIFY(table.waitForPerson());
        const Prompt prompt = session.turn()->prompt();
        if (prompt == Prompt::Continue && review.deals() == 2) {
            break;
        }
        if (prompt == Prompt::LayAway || prompt == Prompt::Play) {
            const SeatView view = session.match()->game()->view(test::kPersonSeat);
            const double expected = lostByTableAnalysis(view);
            const int rows = review.rowCount();
            QVERIFY(table.autoplay(1));
            QCOMPARE(review.rowCount(), rows + 1);
            const ReviewedDecision& decision = review.decisions().back();
            QCOMPARE(decision.kind, prompt == Prompt::LayAway ? Kind::LayAway : Kind::Play);
            QCOMPARE(decision.deal, review.deals());
            QCOMPARE(decision.players, players);
            QCOMPARE(decision.lost, expected);
            QVERIFY(decision.reason.has_value());
            QCOMPARE(ReviewWords::reason(decision),
                     ReasonWords::sentence(*decision.reason, players));
            const bool noted = decision.lost > 0.1;
            QCOMPARE(review.note(), noted ? ReviewWords::note(decision) : QString());
            if (decision.verdict() == Verdict::Best) {
                QCOMPARE(decision.lost, 0.0);
                QVERIFY(decision.better == decision.chosen);
                ++best;
            } else {
                QVERIFY(decision.better != decision.chosen);
            }
            mistakes += decision.verdict() == Verdict::Mistake ? 1 : 0;
        } else {
            QVERIFY(table.autoplay(1));
        }
    }
    QVERIFY(best > 0);
    QVERIFY(mistakes > 0);  // the first choice is not always the best
    // In order: a deal's lay away first, then its cards played.
    for (std::size_t i = 1; i < review.decisions().size(); ++i) {
        const ReviewedDecision& previous = review.decisions()[i - 1];
        const ReviewedDecision& decision = review.decisions()[i];
        QVERIFY(decision.deal == previous.deal + (decision.kind == Kind::LayAway ? 1 : 0));
    }
}

void TestReview::aCountClaimedShortLosesThePointsMissed() {
    test::TestTable table(test::FirstChoicePlayer{.claimShortBy = 1});
    GameSession& session = table.session();
    startSeeded(session, QStringLiteral("3"), true);
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::ClaimCount; }));
    const int worth = test::shownCount(session.match()->game()->view(test::kPersonSeat)).total;
    QVERIFY(table.autoplay(1));
    const ReviewedDecision& decision = session.review()->decisions().back();
    QCOMPARE(decision.kind, Kind::Count);
    QCOMPARE(decision.worth, worth);
    QCOMPARE(decision.claimed, std::max(0, worth - 1));
    QCOMPARE(decision.lost, worth > 0 ? 1.0 : 0.0);
    const QModelIndex row = session.review()->index(session.review()->rowCount() - 1);
    const auto roles = session.review()->roleNames();
    QCOMPARE(session.review()->data(row, roles.key("verdictText")).toString(),
             ReviewWords::verdict(decision));
}

void TestReview::aNewGameStartsTheReviewAfresh() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, QStringLiteral("3"));
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Continue; }));
    QVERIFY(session.review()->rowCount() >= 5);  // a lay away and four cards at least
    QCOMPARE(session.review()->deals(), 1);
    QSignalSpy changed(session.review(), &ReviewModel::changed);
    session.newGame();
    QVERIFY(!changed.isEmpty());
    QCOMPARE(session.review()->rowCount(), 0);
    QCOMPARE(session.review()->deals(), 0);
}

// Each deal reviewed adds its points lost to the statistics of the level played.
void TestReview::theStatisticsKeepThePointsLostPerDeal() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, QStringLiteral("3"));
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Continue; }));
    QVERIFY(table.autoplay(1));
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Continue; }));
    QCOMPARE(session.review()->deals(), 2);
    double lost = 0;
    for (const ReviewedDecision& decision : session.review()->decisions()) {
        lost += decision.lost;
    }
    const TableFigures* figures =
        session.statistics()->record().find(session.settings()->level(), 2);
    QVERIFY(figures);
    QCOMPARE(figures->dealsReviewed, 2);
    QVERIFY(std::abs(figures->hundredthsLost - lost * 100) <= 1.0);
}

// "Tell me when I go wrong": a note right after a decision that loses more than the setting,
// none after one that loses less, none when the setting is off.
void TestReview::aNoteFollowsADecisionThatLosesMoreThanTheSetting() {
    for (const int tenths : {0, 1}) {
        test::TestTable table(test::FirstChoicePlayer{});
        GameSession& session = table.session();
        changeSetting(*session.settings(), &CoachingValue::warnAboveTenths, tenths);
        startSeeded(session, QStringLiteral("3"));
        const ReviewModel& review = *session.review();
        int notes = 0;
        while (review.deals() < 3) {
            QVERIFY(table.waitForPerson());
            const int rows = review.rowCount();
            QVERIFY(table.autoplay(1));
            if (review.rowCount() > rows) {
                const ReviewedDecision& last = review.decisions().back();
                const bool noted = tenths > 0 && last.lost > tenths / 10.0;
                QCOMPARE(review.note(), noted ? ReviewWords::note(last) : QString());
                notes += noted ? 1 : 0;
            }
        }
        QCOMPARE(notes > 0, tenths > 0);
    }
}

void TestReview::theVerdictCallsANearTieANearTie() {
    const auto card = [](const char* name) { return *parseCard(name); };
    ReviewedDecision decision{.kind = Kind::Play, .chosen = {card("5H")}, .better = {card("KS")}};
    decision.lost = 0.0;
    QCOMPARE(decision.verdict(), Verdict::Best);
    QCOMPARE(ReviewWords::verdict(decision), QString());
    QCOMPARE(ReviewWords::choice(decision), QStringLiteral("You played 5♥, as the Expert would."));
    decision.lost = 0.05;
    QCOMPARE(decision.verdict(), Verdict::NearTie);
    QCOMPARE(ReviewWords::verdict(decision),
             QStringLiteral("A near-tie: K♠ was better by less than 0.1 points."));
    // Not "by only 0.0 points".
    decision.lost = 0.04;
    QCOMPARE(ReviewWords::verdict(decision),
             QStringLiteral("A near-tie: K♠ was better by less than 0.1 points."));
    decision.lost = 1.24;
    QCOMPARE(decision.verdict(), Verdict::Mistake);
    QCOMPARE(ReviewWords::verdict(decision), QStringLiteral("K♠ was better by 1.2 points."));
    QCOMPARE(ReviewWords::choice(decision),
             QStringLiteral("You played 5♥; the Expert would play K♠."));
}

UI_TEST_MAIN(TestReview)
#include "test_review.moc"
