#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <atomic>

#include "card_indexes.h"
#include "cribbage/play_rules.h"
#include "first_choice_player.h"
#include "scene_secrets.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"
#include "words/card_words.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = TurnDriver::Prompt;

namespace {

bool personCanPlay(const Game& game) {
    const auto& state = game.state();
    return !playableCards(state.hands[test::kPersonSeat], state.play.count).empty();
}

}  // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }
    void aWholeMatchPlaysItselfAndTheTableKeepsUp_data();
    void aWholeMatchPlaysItselfAndTheTableKeepsUp();
    void eachScoreIsNotifiedOnce();
    void theHandsAreModelsOfTheDeal();
    void twoCardsAreChosenAndLaidAway();
    void aPlayPast31IsRefusedWithTheReason();
    void theComputerThinksOffTheGuiThread();
    void theCountWaitsForThePersonToGoOn();
    void theCardsGoBackToThePackBeforeTheNextDeal();
    void mugginsRefusesAnOvercountAndTakesAnUndercount();
    void mugginsLetsThePersonTakeWhatTheComputerMissed();
    void theDealerIsMarkedOnlyOnceTheCutHasChosen();
    void aCutCardChangesOnlyItsSeatsRow();
};

void TestGameSession::aWholeMatchPlaysItselfAndTheTableKeepsUp_data() {
    QTest::addColumn<bool>("muggins");
    QTest::newRow("counted for you") << false;
    QTest::newRow("muggins") << true;
}

// The computer plays both sides; whenever the table is still, it shows exactly what the
// engine's state lets the person see, and Go is offered exactly when no card fits.
void TestGameSession::aWholeMatchPlaysItselfAndTheTableKeepsUp() {
    QFETCH(bool, muggins);
    test::TestTable table(test::FirstChoicePlayer{muggins ? 1 : 0});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("7"));
    changeSetting(*session.settings(), &RuleSettings::matchGames, 2);
    changeSetting(*session.settings(), &RuleSettings::muggins, muggins);
    int checks = 0;
    connect(session.turn(), &TurnDriver::thinkingChanged, this, [&] {
        if (session.turn()->busy() || !session.turn()->thinking()) {
            return;
        }
        const Game& game = *session.match()->game();
        QCOMPARE(session.scene()->state(), sceneOf(game, test::kPersonSeat));
        QVERIFY(test::secretsIn(session.scene()->state(), game, test::kPersonSeat).empty());
        if (session.turn()->prompt() == Prompt::Go || session.turn()->prompt() == Prompt::Play) {
            QCOMPARE(session.turn()->prompt() == Prompt::Play, personCanPlay(game));
        }
        ++checks;
    });
    session.start();
    QVERIFY(table.playMatch());
    QCOMPARE(session.scene()->phase(), Phase::MatchOver);
    QVERIFY(session.scene()->gamePoints()[0] >= 2 || session.scene()->gamePoints()[1] >= 2);
    QVERIFY(checks > 100);
}

void TestGameSession::eachScoreIsNotifiedOnce() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("3"));
    changeSetting(*session.settings(), &RuleSettings::matchGames, 1);
    int pointSteps = 0;
    int resets = 0;
    connect(session.turn(), &TurnDriver::stepStarted, this, [&](const Step& step) {
        pointSteps += step.kind == StepKind::PointsScored;
        resets += step.kind == StepKind::GameStarted;
    });
    session.start();
    QSignalSpy scores(session.scene(), &Scene::scoresChanged);
    QSignalSpy games(session.scene(), &Scene::gamePointsChanged);
    QVERIFY(table.playMatch());
    QVERIFY(pointSteps > 10);
    QCOMPARE(scores.count(), pointSteps + resets);
    QCOMPARE(games.count(), 1);
}

void TestGameSession::theHandsAreModelsOfTheDeal() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
    const auto& hand = *session.scene()->seats()->hand(test::kPersonSeat);
    QCOMPARE(hand.rowCount(), 6);
    const QList<int> cards = test::cardIndexes(hand);
    for (int row = 0; row < hand.rowCount(); ++row) {
        const QModelIndex index = hand.index(row);
        QVERIFY(!hand.data(index, CardListModel::CodeRole).toString().isEmpty());
        QCOMPARE(hand.data(index, CardListModel::CardIndexRole).toInt(), cards[row]);
        QVERIFY(hand.data(index, CardListModel::FaceUpRole).toBool());
        QCOMPARE(hand.data(index, CardListModel::OriginRole).toInt(), CardOrigin::Pack);
    }
    for (int row = 1; row < cards.size(); ++row) {
        QVERIFY(cards[row - 1] >= 0 && cards[row - 1] < cards[row]);
    }
    const auto& theirs = *session.scene()->seats()->hand(test::kComputerSeat);
    // The computer lays away while the person chooses.
    QCOMPARE(theirs.rowCount() + session.scene()->crib()->rowCount(), 6);
    for (const CardLook& row : theirs.rows()) {
        QVERIFY(!row.card);
        QVERIFY(!row.faceUp);
    }
    QCOMPARE(session.scene()->packSize(), kDeckSize - 12);
}

void TestGameSession::twoCardsAreChosenAndLaidAway() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
    const QList<int> cards = test::cardIndexes(*session.scene()->seats()->hand(test::kPersonSeat));
    QSignalSpy selected(session.turn(), &TurnDriver::selectedCountChanged);
    session.turn()->toggleSelected(cards[0]);
    session.turn()->toggleSelected(cards[1]);
    session.turn()->toggleSelected(cards[2]);  // a third choice lets go of the first
    QCOMPARE(selected.count(), 3);
    QCOMPARE(session.turn()->selectedCount(), 2);
    QVERIFY(!session.scene()->seats()->hand(test::kPersonSeat)->rows()[0].selected);
    QVERIFY(session.scene()->seats()->hand(test::kPersonSeat)->rows()[1].selected &&
            session.scene()->seats()->hand(test::kPersonSeat)->rows()[2].selected);
    session.turn()->layAway();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.scene()->seats()->hand(test::kPersonSeat)->rowCount(), 4);
    QVERIFY(
        !test::cardIndexes(*session.scene()->seats()->hand(test::kPersonSeat)).contains(cards[1]));
    QCOMPARE(session.scene()->crib()->rowCount(), 4);
    QCOMPARE(session.turn()->selectedCount(), 0);
}

void TestGameSession::aPlayPast31IsRefusedWithTheReason() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("5"));
    session.start();
    std::optional<Card> tooBig;
    QVERIFY(table.playUntil([&] {
        if (session.turn()->prompt() != Prompt::Play) {
            return false;
        }
        for (const CardLook& row : session.scene()->seats()->hand(test::kPersonSeat)->rows()) {
            if (!row.playable) {
                tooBig = row.card;
                return true;
            }
        }
        return false;
    }));
    const int count = session.scene()->count();
    const int value = tooBig->value();
    QSignalSpy refused(session.turn(), &TurnDriver::refusalChanged);
    session.turn()->play(tooBig->index());
    QCOMPARE(refused.count(), 1);
    QCOMPARE(session.turn()->refusal(),
             QStringLiteral("%1 would make the count %2: the count may not pass 31.")
                 .arg(cardName(*tooBig))
                 .arg(count + value));
    QCOMPARE(session.turn()->prompt(), Prompt::Play);
    QVERIFY(test::cardIndexes(*session.scene()->seats()->hand(test::kPersonSeat))
                .contains(tooBig->index()));
}

void TestGameSession::theComputerThinksOffTheGuiThread() {
    std::atomic<int> onGuiThread = 0;
    std::atomic<int> decisions = 0;
    QThread* gui = QThread::currentThread();
    // The person's side, played by the tests' autoplayer, decides as a person would: at once.
    test::TestTable table([&](const SeatView& view, Rng& rng) {
        if (view.seat == test::kComputerSeat) {
            onGuiThread += QThread::currentThread() == gui;
            ++decisions;
        }
        return test::FirstChoicePlayer{}(view, rng);
    });
    table.session().start();
    QVERIFY(table.playUntil([&] { return table.scene().phase() == Phase::Play; }));
    QVERIFY(decisions > 2);
    QCOMPARE(onGuiThread.load(), 0);
}

// The gather step is announced while the hand's cards still lie on the table, for the table
// to send them back to the pack; the shuffle step clears the table; then the deal.
void TestGameSession::theCardsGoBackToThePackBeforeTheNextDeal() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Continue; }));
    const auto cardsOnTable = [&] {
        return session.scene()->seats()->hand(test::kPersonSeat)->rowCount() +
               session.scene()->seats()->hand(test::kComputerSeat)->rowCount() +
               session.scene()->seats()->played(test::kPersonSeat)->rowCount() +
               session.scene()->seats()->played(test::kComputerSeat)->rowCount() +
               session.scene()->crib()->rowCount() + session.scene()->starter()->rowCount();
    };
    QCOMPARE(cardsOnTable(), 13);  // four played each, the crib and the starter
    const int dealer = session.scene()->state().dealer == 0 ? 1 : 0;
    QList<StepKind::Kind> kinds;
    QList<int> cardsSeen;
    connect(session.turn(), &TurnDriver::stepStarted, this, [&](const Step& step) {
        kinds << step.kind;
        cardsSeen << cardsOnTable();
        if (kinds.size() <= 2) {
            QCOMPARE(step.seat, dealer);
        }
    });
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::LayAway; }));
    QVERIFY(kinds.size() > 3);
    QCOMPARE(kinds.mid(0, 3),
             QList<StepKind::Kind>({StepKind::Gather, StepKind::Shuffle, StepKind::CardDealt}));
    QCOMPARE(cardsSeen.mid(0, 3), QList<int>({13, 0, 1}));
    QCOMPARE(session.scene()->packSize(), kDeckSize - 12);
}

void TestGameSession::theCountWaitsForThePersonToGoOn() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.start();
    QVERIFY(table.playUntil([&] { return session.turn()->prompt() == Prompt::Continue; }));
    const std::size_t actions = session.match()->game()->history().size();
    QTest::qWait(50);
    QCOMPARE(session.match()->game()->history().size(), actions);
    QCOMPARE(session.turn()->prompt(), Prompt::Continue);
    QVERIFY(session.scene()->cribShown());
    session.turn()->continueGame();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.scene()->phase(), Phase::LayAway);
    QCOMPARE(session.scene()->seats()->hand(test::kPersonSeat)->rowCount(), 6);
}

void TestGameSession::mugginsRefusesAnOvercountAndTakesAnUndercount() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::muggins, true);
    session.setSeed(QStringLiteral("4"));
    session.start();
    int worth = 0;
    QVERIFY(table.playUntil([&] {
        if (session.turn()->prompt() != Prompt::ClaimCount) {
            return false;
        }
        worth = test::shownCount(session.match()->game()->view(test::kPersonSeat)).total;
        return worth > 0;
    }));
    session.turn()->claimCount(worth + 1);
    QCOMPARE(session.turn()->refusal(),
             QStringLiteral("Not quite: your cards are not worth %1 points. Count again.")
                 .arg(worth + 1));
    QCOMPARE(session.turn()->prompt(), Prompt::ClaimCount);

    QList<StepKind::Kind> kinds;
    QVariantList missed;
    connect(session.turn(), &TurnDriver::stepStarted, this, [&](const Step& step) {
        kinds << step.kind;
        if (step.kind == StepKind::PointsScored && step.counted &&
            step.seat == test::kComputerSeat) {
            missed = step.items;
        }
    });
    const int before = session.scene()->scores()[test::kComputerSeat];
    session.turn()->claimCount(0);
    QVERIFY(table.waitForPerson());
    QVERIFY(kinds.contains(StepKind::MugginsCalled));
    QVERIFY(!missed.isEmpty());
    QVERIFY(!missed.first().value<CountedItem>().cards.isEmpty());
    QCOMPARE(session.scene()->scores()[test::kComputerSeat] - before >= worth, true);
}

void TestGameSession::mugginsLetsThePersonTakeWhatTheComputerMissed() {
    test::TestTable table(test::FirstChoicePlayer{2});
    GameSession& session = table.session();
    changeSetting(*session.settings(), &RuleSettings::muggins, true);
    session.setSeed(QStringLiteral("9"));
    session.start();
    QVERIFY(table.playUntil([&] {
        return session.turn()->prompt() == Prompt::JudgeCount &&
               session.turn()->claimedPoints() <
                   test::shownCount(session.match()->game()->view(test::kPersonSeat)).total;
    }));
    const int missed = test::shownCount(session.match()->game()->view(test::kPersonSeat)).total -
                       session.turn()->claimedPoints();
    const int before = session.scene()->scores()[test::kPersonSeat];
    session.turn()->callMuggins();
    QVERIFY(table.waitForPerson());
    QCOMPARE(session.scene()->scores()[test::kPersonSeat], before + missed);
}

// Before the cut for the deal nobody is the dealer: the dealer's button waits for the cut.
void TestGameSession::theDealerIsMarkedOnlyOnceTheCutHasChosen() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("3"));
    session.start();
    QVERIFY(table.waitForPerson());
    QCOMPARE(table.turn().prompt(), Prompt::Cut);
    QCOMPARE(table.scene().phase(), Phase::CutForDeal);
    const SeatListModel& seats = *table.scene().seats();
    const auto dealers = [&] {
        int marked = 0;
        for (int seat = 0; seat < seats.rowCount(); ++seat) {
            marked += seats.data(seats.index(seat), SeatListModel::IsDealerRole).toBool();
        }
        return marked;
    };
    QCOMPARE(dealers(), 0);
    QVERIFY(table.playUntil([&] { return table.scene().phase() != Phase::CutForDeal; }));
    QCOMPARE(dealers(), 1);
}

// A card cut for the deal changes its own seat's row, in place: the other seat's card, cut
// before, is not laid out again (it would turn over a second time).
void TestGameSession::aCutCardChangesOnlyItsSeatsRow() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameSession& session = table.session();
    session.setSeed(QStringLiteral("3"));
    session.start();
    QVERIFY(table.waitForPerson());
    const SeatListModel& seats = *table.scene().seats();
    QSignalSpy reset(&seats, &QAbstractItemModel::modelReset);
    QStringList personsCut;  // the person's cut card, each time its row changes
    int othersCut = 0;
    connect(&seats, &QAbstractItemModel::dataChanged, this,
            [&](const QModelIndex& from, const QModelIndex&, const QList<int>& roles) {
                if (!roles.contains(SeatListModel::CutCardRole)) {
                    return;
                }
                const QString code = seats.data(from, SeatListModel::CutCardRole).toString();
                if (from.row() == test::kPersonSeat) {
                    personsCut << code;
                } else {
                    othersCut += !code.isEmpty();
                }
            });
    table.turn().cut(0.5);
    QVERIFY(table.waitForPerson());
    QCOMPARE(reset.count(), 0);
    QVERIFY(othersCut >= 1);
    QVERIFY(!personsCut.isEmpty() && !personsCut.first().isEmpty());
    // Shown once; cleared at most once, when the cards are gathered for the deal.
    QCOMPARE(personsCut.count(personsCut.first()), 1);
    QVERIFY(personsCut.size() <= 2);
}

UI_TEST_GUILESS_MAIN(TestGameSession)
#include "test_game_session.moc"
