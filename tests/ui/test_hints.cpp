#include <QSignalSpy>
#include <QTest>

#include "card_rows.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/analysis/table_play_analysis.h"
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
    void threeOrFourPlayersGetTheTableAnalysisRanking();
    void aTableReasonSpeaksOfTheOthers();
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

// At a table of three or four the hints are the table analysis's ranking, with its figures
// and its reasons in the table's words; the best card to play is one the person may play.
void TestHints::threeOrFourPlayersGetTheTableAnalysisRanking() {
    for (const int players : {3, 4}) {
        test::TestTable table(test::FirstChoicePlayer{});
        GameSession& session = table.session();
        session.settings()->setPlayers(players);
        startSeeded(session, true);
        QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
        const HintModel& hints = *session.hints();
        QCOMPARE(hints.kind(), HintModel::Kind::Discard);
        QCOMPARE(hints.rows().size(), 3);
        QVERIFY(session.scene()->seats()->hand(test::kPersonSeat)->rows().size() == 5);
        SeatView view = session.match()->game()->view(test::kPersonSeat);
        const TableSeat seat{players, (view.seat - view.dealer + players) % players};
        const auto discards = analyzeTableDiscards(view.hand, seat);
        QVERIFY(static_cast<bool>(discards));
        for (int i = 0; i < 3; ++i) {
            const TableDiscardOption& option = (*discards)[static_cast<std::size_t>(i)];
            const HintRow& row = hints.rows()[i];
            QCOMPARE(row.cards, QStringList{cardCode(option.laidAway)});
            QCOMPARE(row.net, option.netValue);
            QCOMPARE(row.hand, option.handValue);
            QCOMPARE(row.crib, option.cribValue);
            QCOMPARE(row.reason, ReasonWords::sentence(option.reason, players));
            QVERIFY(!row.netText.isEmpty());
            QVERIFY2(row.breakdown.startsWith(QStringLiteral("hand ")), qPrintable(row.breakdown));
        }

        QVERIFY(table.playUntil([&] {
            return session.turn()->prompt() == Prompt::Play &&
                   session.scene()->seats()->hand(test::kPersonSeat)->rowCount() >= 2;
        }));
        QCOMPARE(hints.kind(), HintModel::Kind::Play);
        view = session.match()->game()->view(test::kPersonSeat);
        const auto position = tablePlayPositionFromView(view);
        QVERIFY(position.has_value());
        Rng rng(0);
        const auto plays = analyzeTablePlay(*position, TablePlayLimits{}, rng);
        QVERIFY(!plays.empty());
        const auto shown = std::min<qsizetype>(3, static_cast<qsizetype>(plays.size()));
        QCOMPARE(hints.rows().size(), shown);
        for (qsizetype i = 0; i < shown; ++i) {
            const TablePlayOption& option = plays[static_cast<std::size_t>(i)];
            const HintRow& row = hints.rows()[i];
            QCOMPARE(row.cards, QStringList{cardCode(option.card)});
            QCOMPARE(row.net, option.rankValue);
            QCOMPARE(row.mine, option.sidePoints);
            QCOMPARE(row.theirs, option.opponentPoints);
            QCOMPARE(row.reason, ReasonWords::sentence(option.reason, players));
            QVERIFY2(row.breakdown.startsWith(players == 4 ? QStringLiteral("you and your partner ")
                                                           : QStringLiteral("you ")),
                     qPrintable(row.breakdown));
        }
        const QString card = hints.rows()[0].cards.value(0);
        bool playable = false;
        for (const CardRow& row : session.scene()->seats()->hand(test::kPersonSeat)->rows()) {
            playable = playable || (row.code == card && row.playable);
        }
        QVERIFY2(playable, qPrintable(card));
    }
}

// The sentences that speak of the others name them as the table seats them.
void TestHints::aTableReasonSpeaksOfTheOthers() {
    const Card seven = *parseCard("7H");
    const Reason pegging{ReasonId::ExpectedPegging, {seven, 1.25, 0.5}};
    QCOMPARE(ReasonWords::sentence(pegging, 2), ReasonWords::sentence(pegging));
    QCOMPARE(ReasonWords::sentence(pegging, 3),
             QStringLiteral("7♥: 1.3 points for you and 0.5 for your two opponents together "
                            "through the rest of the series, on average."));
    QCOMPARE(ReasonWords::sentence(pegging, 4),
             QStringLiteral("7♥: 1.3 points for you and your partner and 0.5 for your opponents "
                            "through the rest of the series, on average."));
    const Reason onlyCard{ReasonId::OnlyCard, {seven}};
    QCOMPARE(ReasonWords::sentence(onlyCard, 4), ReasonWords::sentence(onlyCard));
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
