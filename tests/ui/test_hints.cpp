#include <QSignalSpy>
#include <QTest>

#include "card_index.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "first_choice_player.h"
#include "hint_model.h"
#include "hints.h"
#include "settings_change.h"
#include "test_cards.h"
#include "test_storage.h"
#include "ui_test_main.h"
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
    changeSetting(*session.settings(), &CoachingValue::hints, hints);
    session.setSeed(QStringLiteral("3"));
    session.start();
}

SeatView layAwayView(const char* dealt, bool dealer, std::vector<int> scores = {0, 0}) {
    SeatView view;
    view.seat = 0;
    view.dealer = dealer ? 0 : 1;
    view.phase = Phase::LayAway;
    view.awaiting = {0};
    view.hand = *parseCards(dealt);
    view.cardsHeld = {6, 6};
    view.hasLaidAway = {false, false};
    view.played = {{}, {}};
    view.scores = std::move(scores);
    return view;
}

// A hint's figures as the person reads them: each kept with its word by a space that does not
// break ("opponent 0.0" never wraps its number to a line of its own), the parts between dots
// free to wrap.
QString spaced(QString figures) {
    for (qsizetype i = 1; i < figures.size(); ++i) {
        const QChar c = figures.at(i);
        if (figures.at(i - 1) == QLatin1Char(' ') &&
            (c.isDigit() || c == QLatin1Char('+') || c == QChar(0x2212))) {
            return QStringLiteral("a figure apart from its word: ") + figures;
        }
    }
    return figures.replace(QChar::Nbsp, QLatin1Char(' '));
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
    void theCribIsShownWithTheSignItIsAddedWith();
    void nearTheEndALayAwayHintShowsTheChanceItIsRankedBy();
    void nearTheEndAPlayHintShowsTheChancesItIsRankedBy();
    void theSureHandPointsAreSaidAsTrueBeforeTheCut();
};

void TestHints::aReasonNamesTheCardsAsTheTableDoes() {
    const auto card = [](const char* name) { return *parseCard(name); };
    QCOMPARE(ReasonWords::sentence(Reason{ReasonId::MakesPair, {card("9C")}}),
             QStringLiteral("9♣ makes a pair for 2."));
    QCOMPARE(ReasonWords::sentence(Reason{
                 ReasonId::KeepsSurePoints,
                 {std::vector<Card>{card("6D"), card("TD"), card("JS"), card("QD")}, 3, 5.24}}),
             QStringLiteral("Keeps 6♦ 10♦ J♠ Q♦: at least 3 points whatever starter is cut, "
                            "5.2 on average with the starter."));
    QCOMPARE(ReasonWords::sentence(Reason{ReasonId::LeadFromPair, {card("4H"), Rank::Four}}),
             QStringLiteral("Leading 4♥ from your pair of fours can set up a pair royal."));
}

void TestHints::theModelShowsItsRowsByRole() {
    HintModel model;
    QSignalSpy count(&model, &HintModel::countChanged);
    QSignalSpy kind(&model, &HintModel::kindChanged);
    model.assign(HintModel::Kind::Play,
                 {HintRow{.cards = test::indexesOf("5H"), .net = 2, .reason = "first"},
                  HintRow{.cards = test::indexesOf("KS"), .net = 1, .reason = "second"}});
    QCOMPARE(count.count(), 1);
    QCOMPARE(kind.count(), 1);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.kind(), HintModel::Kind::Play);
    QCOMPARE(model.bestCards(), test::indexesOf("5H"));
    const QHash<int, QByteArray> roles = model.roleNames();
    const QModelIndex second = model.index(1);
    QCOMPARE(model.data(second, roles.key("cards")).value<QList<int>>(), test::indexesOf("KS"));
    QCOMPARE(model.data(second, roles.key("net")).toDouble(), 1.0);
    QCOMPARE(model.data(second, roles.key("reason")).toString(), QStringLiteral("second"));
    QCOMPARE(model.data(second, roles.key("best")).toBool(), false);
    QCOMPARE(model.data(model.index(0), roles.key("best")).toBool(), true);
    QVERIFY(!model.data(model.index(5), roles.key("net")).isValid());
    QSignalSpy best(&model, &HintModel::bestCardsChanged);
    model.assign(HintModel::Kind::Play,
                 {HintRow{.cards = test::indexesOf("KS"), .net = 2, .reason = "first"},
                  HintRow{.cards = test::indexesOf("5H"), .net = 1, .reason = "second"}});
    QCOMPARE(count.count(), 1);  // still two rows
    QCOMPARE(best.count(), 1);
    QCOMPARE(model.bestCards(), test::indexesOf("KS"));
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.kind(), HintModel::Kind::None);
    QCOMPARE(model.bestCards(), QList<int>());
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
        QCOMPARE(row.cards, (QList<int>{option.laidAway[0].index(), option.laidAway[1].index()}));
        QCOMPARE(row.net, option.netValue);
        QCOMPARE(row.hand, option.handValue);
        // The crib as it is added for the person: taken off when it is the dealer's.
        QCOMPARE(row.crib, option.netValue - option.handValue - option.peggingValue);
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
        QCOMPARE(row.cards, QList<int>{option.card.index()});
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
    changeSetting(*session.settings(), &CoachingValue::hints, true);
    QCOMPARE(count.count(), 1);
    QCOMPARE(session.hints()->rowCount(), 3);
    changeSetting(*session.settings(), &CoachingValue::hints, false);
    QCOMPARE(count.count(), 2);
    QCOMPARE(session.hints()->rowCount(), 0);
}

// At a table of three or four the hints are the table analysis's ranking, with its figures
// and its reasons in the table's words; the best card to play is one the person may play.
void TestHints::threeOrFourPlayersGetTheTableAnalysisRanking() {
    for (const int players : {3, 4}) {
        test::TestTable table(test::FirstChoicePlayer{});
        GameSession& session = table.session();
        changeSetting(*session.settings(), &RuleSettings::players, players);
        startSeeded(session, true);
        QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
        const HintModel& hints = *session.hints();
        QCOMPARE(hints.kind(), HintModel::Kind::Discard);
        QCOMPARE(hints.rows().size(), 3);
        QVERIFY(session.scene()->seats()->hand(test::kPersonSeat)->rows().size() == 5);
        SeatView view = session.match()->game()->view(test::kPersonSeat);
        const MultiSeat seat{players, (view.seat - view.dealer + players) % players};
        const auto discards = analyzeMultiDiscards(view.hand, seat);
        QVERIFY(static_cast<bool>(discards));
        for (int i = 0; i < 3; ++i) {
            const MultiDiscardOption& option = (*discards)[static_cast<std::size_t>(i)];
            const HintRow& row = hints.rows()[i];
            QCOMPARE(row.cards, QList<int>{option.laidAway.index()});
            QCOMPARE(row.net, option.netValue);
            QCOMPARE(row.hand, option.handValue);
            QCOMPARE(row.crib, option.netValue - option.handValue);  // weighed for the seat
            QCOMPARE(row.reason, ReasonWords::sentence(option.reason, players));
            QVERIFY(!row.netText.isEmpty());
            QVERIFY2(spaced(row.breakdown).startsWith(QStringLiteral("hand ")),
                     qPrintable(row.breakdown));
        }

        QVERIFY(table.playUntil([&] {
            return session.turn()->prompt() == Prompt::Play &&
                   session.scene()->seats()->hand(test::kPersonSeat)->rowCount() >= 2;
        }));
        QCOMPARE(hints.kind(), HintModel::Kind::Play);
        view = session.match()->game()->view(test::kPersonSeat);
        const auto position = multiPlayPositionFromView(view);
        QVERIFY(position.has_value());
        const auto plays = expectMultiPlay(*position);
        QVERIFY(!plays.empty());
        const auto shown = std::min<qsizetype>(3, static_cast<qsizetype>(plays.size()));
        QCOMPARE(hints.rows().size(), shown);
        for (qsizetype i = 0; i < shown; ++i) {
            const MultiPlayOption& option = plays[static_cast<std::size_t>(i)];
            const HintRow& row = hints.rows()[i];
            QCOMPARE(row.cards, QList<int>{option.card.index()});
            QCOMPARE(row.net, option.rankValue);
            QCOMPARE(row.mine, option.sidePoints);
            QCOMPARE(row.theirs, option.opponentPoints);
            QCOMPARE(row.reason, ReasonWords::sentence(option.reason, players));
            QVERIFY2(spaced(row.breakdown)
                         .startsWith(players == 4 ? QStringLiteral("you and your partner ")
                                                  : QStringLiteral("you ")),
                     qPrintable(row.breakdown));
        }
        const int card = hints.rows()[0].cards.value(0);
        bool playable = false;
        for (const CardLook& row : session.scene()->seats()->hand(test::kPersonSeat)->rows()) {
            playable = playable || (cardIndex(row.card) == card && row.playable);
        }
        QVERIFY2(playable, qPrintable(QString::number(card)));
    }
}

// The sentences that speak of the others name them as the table seats them.
void TestHints::aTableReasonSpeaksOfTheOthers() {
    const Card seven = *parseCard("7H");
    const std::vector<Card> kept = *parseCards("5H 5S JD KS");
    const Reason salts{ReasonId::SaltsOwnCrib, {kept, 8.0, std::vector<Card>{seven}, 5.5}};
    QCOMPARE(ReasonWords::sentence(salts, 2), ReasonWords::sentence(salts));
    QCOMPARE(ReasonWords::sentence(salts, 3),
             QStringLiteral("Keeps 5♥ 5♠ J♦ K♠ (8.0 on average) and lays 7♥ in your own crib, "
                            "worth 5.5 on average with the cards the others add."));
    // What a card leaves the next player is said the same way at every table.
    const Reason leaves{ReasonId::LeavesThirtyOneFor, {seven, 24, Rank::Seven}};
    QCOMPARE(ReasonWords::sentence(leaves, 4),
             QStringLiteral("7♥ brings the count to 24: the next player makes 31 with any of the "
                            "sevens."));
    QCOMPARE(ReasonWords::sentence(leaves, 3), ReasonWords::sentence(leaves));
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
    QCOMPARE(hintsFor(view).rows.at(0).cards, test::indexesOf("6S 9C"));
    view.rules.fiveCardFlushOnly = true;
    QCOMPARE(hintsFor(view).rows.at(0).cards, test::indexesOf("8H KH"));
}

// The opponent's crib is taken off the net: the breakdown says "crib −", at any table.
void TestHints::theCribIsShownWithTheSignItIsAddedWith() {
    const HintRow pone = hintsFor(layAwayView("7D 2H 3H 8S 2C KD", false)).rows.at(0);
    QVERIFY2(spaced(pone.breakdown).contains(QStringLiteral("crib −")), qPrintable(pone.breakdown));
    QVERIFY(pone.net < pone.hand + pone.peg);
    const HintRow dealer = hintsFor(layAwayView("7D 2H 3H 8S 2C KD", true)).rows.at(0);
    QVERIFY2(spaced(dealer.breakdown).contains(QStringLiteral("crib +")),
             qPrintable(dealer.breakdown));

    SeatView table = layAwayView("7D 2H 3H 8S 2C", false, {0, 0, 0});
    table.rules.players = 3;
    table.cardsHeld = {5, 5, 5};
    table.hasLaidAway = {false, false, false};
    table.played = {{}, {}, {}};
    const HintRow three = hintsFor(table).rows.at(0);
    QVERIFY2(spaced(three.breakdown).contains(QStringLiteral("crib −")),
             qPrintable(three.breakdown));
}

// The pone needing 12 keeps 2 2 3 K (more often out) over 2 2 3 8 (more points): the rows show
// the chance, and the first says why it ranks first. Far from the end, no chance is shown.
void TestHints::nearTheEndALayAwayHintShowsTheChanceItIsRankedBy() {
    const Hints near = hintsFor(layAwayView("7D 2H 3H 8S 2C KD", false, {109, 100}));
    QCOMPARE(near.rows.at(0).cards, test::indexesOf("7D 8S"));
    for (const HintRow& row : near.rows) {
        QVERIFY2(spaced(row.chanceText).startsWith(QStringLiteral("reaches the target ")),
                 qPrintable(row.chanceText));
    }
    QVERIFY2(near.rows.at(0).reason.startsWith(
                 QStringLiteral("Ranked first: keeping 2♣ 2♥ 3♥ K♦ reaches the target")),
             qPrintable(near.rows.at(0).reason));
    QVERIFY2(near.rows.at(0).reason.contains(QStringLiteral("than 2♣ 2♥ 3♥ 8♠")),
             qPrintable(near.rows.at(0).reason));
    for (const HintRow& row : hintsFor(layAwayView("7D 2H 3H 8S 2C KD", false)).rows) {
        QCOMPARE(row.chanceText, QString());
    }
}

// The dealer needing 4 while the pone will count out plays for the win: the card shown first
// pegs less on average than another, and the rows show each card's chances.
void TestHints::nearTheEndAPlayHintShowsTheChancesItIsRankedBy() {
    SeatView view;
    view.seat = 0;
    view.dealer = 0;
    view.phase = Phase::Play;
    view.awaiting = {0};
    view.hand = *parseCards("5H 6H 9S");
    view.laidAway = *parseCards("8H TH");
    view.starter = *parseCard("4D");
    view.cardsHeld = {3, 2};
    view.hasLaidAway = {true, true};
    view.played = {*parseCards("6S"), *parseCards("3C 2D")};
    view.series = *parseCards("3C 6S 2D");
    view.count = 11;
    view.scores = {117, 115};
    const Hints near = hintsFor(view);
    QCOMPARE(near.kind, HintModel::Kind::Play);
    for (const HintRow& row : near.rows) {
        QVERIFY2(spaced(row.chanceText).startsWith(QStringLiteral("wins ")),
                 qPrintable(row.chanceText));
    }
    const HintRow& first = near.rows.at(0);
    QVERIFY2(first.reason.startsWith(QStringLiteral("Ranked first: ") + first.cardsText +
                                     QStringLiteral(" wins the game more often")),
             qPrintable(first.reason));
    view.scores = {0, 0};
    for (const HintRow& row : hintsFor(view).rows) {
        QCOMPARE(row.chanceText, QString());
    }
}

// Laying away comes before the cut: the sure points are "at least", whatever is cut.
void TestHints::theSureHandPointsAreSaidAsTrueBeforeTheCut() {
    const HintRow best = hintsFor(layAwayView("5S 5H 5D JC 2H 9C", true)).rows.at(0);
    QCOMPARE(best.reason,
             QStringLiteral("Keeps 5♦ 5♥ 5♠ J♣: at least 14 points whatever starter is cut, 16.6 "
                            "on average with the starter."));
}

UI_TEST_MAIN(TestHints)
#include "test_hints.moc"
