#include <QSignalSpy>
#include <QTest>

#include "card_rows.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "first_choice_player.h"
#include "hint_model.h"
#include "hints.h"
#include "test_storage.h"
#include "words/reason_words.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

namespace {

Standing personStanding(const SeatView& view) {
    return Standing{view.scores[0], view.scores[1], view.rules.target};
}

// The same deals at every run, with hints on or off.
void startSeeded(GameSession& session, bool hints) {
    session.settings()->setHints(hints);
    session.setSeed(QStringLiteral("3"));
    session.start();
}

}  // namespace

class TestHints : public QObject {
    Q_OBJECT

private slots:
    void theModelShowsItsRowsByRole();
    void aReasonNamesTheCardsAsTheTableDoes();
    void aLayAwayHintIsTheAnalysisRanking();
    void aPlayHintIsTheAnalysisRanking();
    void hintsAreClearedWhenThePersonHasNoChoice();
    void theSettingShowsAndClearsTheHints();
    void threeOrFourPlayersGetTheExpertsChoiceWithoutFigures();
    void aLayAwayHintCountsTheHandsFlushByTheRules();
};

void TestHints::aReasonNamesTheCardsAsTheTableDoes() {
    const auto card = [](const char* name) { return *parseCard(name); };
    QCOMPARE(ReasonWords::sentence(Reason{ReasonId::MakesPair, {card("9C")}}),
             QStringLiteral("9♣ makes a pair for 2."));
    QCOMPARE(ReasonWords::sentence(Reason{
                 ReasonId::KeepsSurePoints,
                 {std::vector<Card>{card("6D"), card("TD"), card("JS"), card("QD")}, 3, 5.24}}),
             QStringLiteral("Keeps 6♦ 10♦ J♠ Q♦, worth 3 whatever the starter: 5.2 points on "
                            "average."));
    QCOMPARE(ReasonWords::sentence(Reason{ReasonId::LeadFromPair, {card("4H"), Rank::Four}}),
             QStringLiteral("Leading 4♥ from your pair of fours can set up a pair royal."));
}

void TestHints::theModelShowsItsRowsByRole() {
    HintModel model;
    QSignalSpy count(&model, &HintModel::countChanged);
    QSignalSpy kind(&model, &HintModel::kindChanged);
    model.assign(HintModel::Kind::Play, {HintRow{.cards = {"5H"}, .net = 2, .reason = "first"},
                                         HintRow{.cards = {"KS"}, .net = 1, .reason = "second"}});
    QCOMPARE(count.count(), 1);
    QCOMPARE(kind.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.kind(), HintModel::Kind::Play);
    QCOMPARE(model.bestCards(), QStringList{"5H"});
    const QHash<int, QByteArray> roles = model.roleNames();
    const QModelIndex second = model.index(1);
    QCOMPARE(model.data(second, roles.key("cards")).toStringList(), QStringList{"KS"});
    QCOMPARE(model.data(second, roles.key("net")).toDouble(), 1.0);
    QCOMPARE(model.data(second, roles.key("reason")).toString(), QStringLiteral("second"));
    QCOMPARE(model.data(second, roles.key("best")).toBool(), false);
    QCOMPARE(model.data(model.index(0), roles.key("best")).toBool(), true);
    QVERIFY(!model.data(model.index(5), roles.key("net")).isValid());
    QSignalSpy best(&model, &HintModel::bestCardsChanged);
    model.assign(HintModel::Kind::Play, {HintRow{.cards = {"KS"}, .net = 2, .reason = "first"},
                                         HintRow{.cards = {"5H"}, .net = 1, .reason = "second"}});
    QCOMPARE(count.count(), 1);  // still two rows
    QCOMPARE(best.count(), 1);
    QCOMPARE(model.bestCards(), QStringList{"KS"});
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.kind(), HintModel::Kind::None);
    QCOMPARE(model.bestCards(), QStringList());
}

void TestHints::aLayAwayHintIsTheAnalysisRanking() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, true);
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));

    const SeatView view = session.match()->game()->view(test::kPersonSeat);
    const auto options =
        analyzeDiscards(view.hand, view.dealer == test::kPersonSeat, personStanding(view));
    QVERIFY(static_cast<bool>(options));
    const HintModel& hints = *session.hints();
    QCOMPARE(hints.kind(), HintModel::Kind::Discard);
    QCOMPARE(hints.rowCount(), 3);
    for (int i = 0; i < 3; ++i) {
        const DiscardOption& option = (*options)[static_cast<std::size_t>(i)];
        const HintRow& row = hints.rows()[i];
        QCOMPARE(row.cards,
                 (QStringList{cardCode(option.laidAway[0]), cardCode(option.laidAway[1])}));
        QCOMPARE(row.net, option.netValue);
        QCOMPARE(row.hand, option.handValue);
        QCOMPARE(row.crib, option.cribValue);
        QCOMPARE(row.peg, option.peggingValue);
        QCOMPARE(row.reason, ReasonWords::sentence(option.reason));
    }
    QVERIFY(hints.rows()[0].net >= hints.rows()[2].net - 1.0);  // ranked, near-ties aside
    QCOMPARE(hints.bestCards(), hints.rows()[0].cards);
}

void TestHints::aPlayHintIsTheAnalysisRanking() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, true);
    QVERIFY(table.playUntil([&] {
        return session.turn()->prompt() == Prompt::Play &&
               session.scene()->seats()->hand(test::kPersonSeat)->rowCount() >= 3;
    }));

    const SeatView view = session.match()->game()->view(test::kPersonSeat);
    auto position = playPositionFromView(view);
    QVERIFY(position.ok());
    position.value().standing = personStanding(view);
    const auto options = analyzePlay(*position);
    QVERIFY(static_cast<bool>(options) && !options->empty());
    const HintModel& hints = *session.hints();
    QCOMPARE(hints.kind(), HintModel::Kind::Play);
    const auto shown = std::min<qsizetype>(3, static_cast<qsizetype>(options->size()));
    QCOMPARE(hints.rows().size(), shown);
    for (qsizetype i = 0; i < shown; ++i) {
        const PlayOption& option = (*options)[static_cast<std::size_t>(i)];
        const HintRow& row = hints.rows()[i];
        QCOMPARE(row.cards, QStringList{cardCode(option.card)});
        QCOMPARE(row.mine, option.myPoints);
        QCOMPARE(row.theirs, option.opponentPoints);
        QCOMPARE(row.net, option.myPoints - option.opponentPoints);
        QCOMPARE(row.reason, ReasonWords::sentence(option.reason));
    }
}

void TestHints::hintsAreClearedWhenThePersonHasNoChoice() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, true);
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
    QCOMPARE(session.hints()->rowCount(), 3);
    QSignalSpy cleared(session.hints(), &HintModel::countChanged);
    session.turn()->toggleSelected(session.hints()->bestCards()[0]);
    session.turn()->toggleSelected(session.hints()->bestCards()[1]);
    session.turn()->layAway();
    QVERIFY(!cleared.isEmpty());
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Continue; }));
    QCOMPARE(session.hints()->rowCount(), 0);
    QCOMPARE(session.hints()->kind(), HintModel::Kind::None);
}

void TestHints::theSettingShowsAndClearsTheHints() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    startSeeded(session, false);
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
    QCOMPARE(session.hints()->rowCount(), 0);  // off by default
    QSignalSpy count(session.hints(), &HintModel::countChanged);
    session.settings()->setHints(true);
    QCOMPARE(count.count(), 1);
    QCOMPARE(session.hints()->rowCount(), 3);
    session.settings()->setHints(false);
    QCOMPARE(count.count(), 2);
    QCOMPARE(session.hints()->rowCount(), 0);
}

// Without the analysis's figures for the table, a hint is the Expert's choice and says so:
// legal, and no numbers made up.
void TestHints::threeOrFourPlayersGetTheExpertsChoiceWithoutFigures() {
    for (const int players : {3, 4}) {
        test::TestTable table(test::FirstChoicePlayer{});
        GameSession& session = table.session();
        session.settings()->setPlayers(players);
        startSeeded(session, true);
        QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
        const HintModel& hints = *session.hints();
        QCOMPARE(hints.kind(), HintModel::Kind::Discard);
        QCOMPARE(hints.rows().size(), 1);
        const HintRow& laid = hints.rows()[0];
        QCOMPARE(laid.cards.size(), 1);
        QVERIFY(laid.netText.isEmpty() && laid.breakdown.isEmpty());
        QCOMPARE(laid.reason, QStringLiteral("What the Expert would choose. The analysis has no "
                                             "figures for a table of %1 players yet.")
                                  .arg(players));
        QVERIFY(session.scene()->seats()->hand(test::kPersonSeat)->rows().size() == 5);

        QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Play; }));
        QCOMPARE(hints.kind(), HintModel::Kind::Play);
        QCOMPARE(hints.rows().size(), 1);
        const QString card = hints.rows()[0].cards.value(0);
        bool playable = false;
        for (const CardRow& row : session.scene()->seats()->hand(test::kPersonSeat)->rows()) {
            playable = playable || (row.code == card && row.playable);
        }
        QVERIFY2(playable, qPrintable(card));
    }
}

// As pone, 2H 3H 8H KH is the keep while its flush of four counts; with "only a five-card
// flush counts" the hint lays 8H KH away instead.
void TestHints::aLayAwayHintCountsTheHandsFlushByTheRules() {
    SeatView view;
    view.seat = 0;
    view.dealer = 1;
    view.phase = Phase::LayAway;
    view.awaiting = {0};
    view.hand = *parseCards("2H 3H 8H KH 6S 9C");
    view.cardsHeld = {6, 6};
    view.hasLaidAway = {false, false};
    view.played = {{}, {}};
    view.scores = {0, 0};
    QCOMPARE(hintsFor(view).rows.at(0).cards, (QStringList{"6S", "9C"}));
    view.rules.fiveCardFlushOnly = true;
    QCOMPARE(hintsFor(view).rows.at(0).cards, (QStringList{"8H", "KH"}));
}

QTEST_MAIN(TestHints)
#include "test_hints.moc"
