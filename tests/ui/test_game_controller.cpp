#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <atomic>

#include "cribbage/peg_score.h"
#include "event_steps.h"
#include "first_choice_player.h"
#include "table_state.h"
#include "test_storage.h"

using namespace cribbage;
using namespace cribbage::ui;
using Prompt = GameController::Prompt;

namespace {

// Brings a match to three game points, games to 61, into its second game's play, once some
// points are pegged in it.
bool playIntoTheSecondGame(test::TestTable& table) {
    GameController& controller = table.controller();
    controller.settings()->setTarget(61);
    controller.settings()->setMatchGames(3);
    controller.start();
    return table.playUntil([&] {
        return controller.gameNumber() == 2 && controller.prompt() == Prompt::Play &&
               controller.scores() != QList<int>{0, 0};
    });
}

// Lets the computer make the person's next `decisions` and waits until it is done.
bool autoplay(GameController& controller, int decisions) {
    controller.setAutoplay(decisions);
    return QTest::qWaitFor(
        [&] { return controller.autoplay() == 0 && !controller.busy() && !controller.thinking(); });
}

QStringList rowCodes(const CardListModel& model) {
    QStringList codes;
    for (const CardRow& row : model.rows()) {
        codes << row.code;
    }
    return codes;
}

bool personCanPlay(const Game& game) {
    const auto& state = game.state();
    for (Card card : state.hands[kPersonSeat]) {
        if (state.play.count + card.value() <= kMaxCount) {
            return true;
        }
    }
    return false;
}

}  // namespace

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    void aWholeMatchPlaysItselfAndTheTableKeepsUp_data();
    void aWholeMatchPlaysItselfAndTheTableKeepsUp();
    void eachScoreIsNotifiedOnce();
    void theHandsAreModelsOfTheDeal();
    void twoCardsAreChosenAndLaidAway();
    void aPlayPast31IsRefusedWithTheReason();
    void theComputerThinksOffTheGuiThread();
    void theCountWaitsForThePersonToGoOn();
    void theCardsGoBackToThePackBeforeTheNextDeal();
    void aSavedGameResumesExactly();
    void aDamagedSaveIsSetAsideWithAMessage();
    void mugginsRefusesAnOvercountAndTakesAnUndercount();
    void mugginsLetsThePersonTakeWhatTheComputerMissed();
    void aNewGameAbandonsTheGameAndKeepsTheMatchScore();
    void aNewGameAfterAWinDealsTheNextGameAsUsual();
    void aGameDealtAfreshIsSavedAndResumes();
    void aNewMatchStartsTheScoreAgain();
};

void TestGameController::aWholeMatchPlaysItselfAndTheTableKeepsUp_data() {
    QTest::addColumn<bool>("muggins");
    QTest::newRow("counted for you") << false;
    QTest::newRow("muggins") << true;
}

// The computer plays both sides; whenever the table is still, it shows exactly what the
// engine's state lets the person see, and Go is offered exactly when no card fits.
void TestGameController::aWholeMatchPlaysItselfAndTheTableKeepsUp() {
    QFETCH(bool, muggins);
    test::TestTable table(test::FirstChoicePlayer{muggins ? 1 : 0});
    GameController& controller = table.controller();
    controller.setSeed(QStringLiteral("7"));
    controller.settings()->setMatchGames(2);
    controller.settings()->setMuggins(muggins);
    int checks = 0;
    connect(&controller, &GameController::thinkingChanged, this, [&] {
        if (controller.busy() || !controller.thinking()) {
            return;
        }
        const Game& game = *controller.game();
        QCOMPARE(controller.table(),
                 tableFromView(game.view(kPersonSeat), dealerOfHandOnTable(game)));
        if (controller.prompt() == Prompt::Go || controller.prompt() == Prompt::Play) {
            QCOMPARE(controller.prompt() == Prompt::Play, personCanPlay(game));
        }
        ++checks;
    });
    controller.start();
    QVERIFY(table.playMatch());
    QCOMPARE(controller.phase(), GameController::Phase::MatchOver);
    QVERIFY(controller.gamePoints()[0] >= 2 || controller.gamePoints()[1] >= 2);
    QVERIFY(checks > 100);
}

void TestGameController::eachScoreIsNotifiedOnce() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.setSeed(QStringLiteral("3"));
    controller.settings()->setMatchGames(1);
    int pointSteps = 0;
    int resets = 0;
    connect(&controller, &GameController::stepStarted, this, [&](const QVariantMap& step) {
        const QString kind = step.value(QStringLiteral("kind")).toString();
        pointSteps += kind == QLatin1String("points");
        resets += kind == QLatin1String("gameStarted");
    });
    controller.start();
    QSignalSpy scores(&controller, &GameController::scoresChanged);
    QSignalSpy games(&controller, &GameController::gamePointsChanged);
    QVERIFY(table.playMatch());
    QVERIFY(pointSteps > 10);
    QCOMPARE(scores.count(), pointSteps + resets);
    QCOMPARE(games.count(), 1);
}

void TestGameController::theHandsAreModelsOfTheDeal() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.start();
    QVERIFY(table.playUntil([&] { return controller.prompt() == Prompt::LayAway; }));
    const auto& hand = *controller.hand();
    QCOMPARE(hand.rowCount(), 6);
    QStringList codes = rowCodes(hand);
    for (int row = 0; row < hand.rowCount(); ++row) {
        const QModelIndex index = hand.index(row);
        QVERIFY(!hand.data(index, CardListModel::CodeRole).toString().isEmpty());
        QVERIFY(hand.data(index, CardListModel::FaceUpRole).toBool());
        QCOMPARE(hand.data(index, CardListModel::OriginRole).toString(), QStringLiteral("deck"));
    }
    for (int row = 1; row < codes.size(); ++row) {
        QVERIFY(*parseCard(codes[row - 1].toStdString()) < *parseCard(codes[row].toStdString()));
    }
    const auto& theirs = *controller.opponentHand();
    // The computer lays away while the person chooses.
    QCOMPARE(theirs.rowCount() + controller.crib()->rowCount(), 6);
    for (const CardRow& row : theirs.rows()) {
        QVERIFY(row.code.isEmpty());
        QVERIFY(!row.faceUp);
    }
    QCOMPARE(controller.packSize(), kDeckSize - 12);
}

void TestGameController::twoCardsAreChosenAndLaidAway() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.start();
    QVERIFY(table.playUntil([&] { return controller.prompt() == Prompt::LayAway; }));
    const QStringList codes = rowCodes(*controller.hand());
    QSignalSpy selected(&controller, &GameController::selectedCountChanged);
    controller.toggleSelected(codes[0]);
    controller.toggleSelected(codes[1]);
    controller.toggleSelected(codes[2]);  // a third choice lets go of the first
    QCOMPARE(selected.count(), 3);
    QCOMPARE(controller.selectedCount(), 2);
    QVERIFY(!controller.hand()->rows()[0].selected);
    QVERIFY(controller.hand()->rows()[1].selected && controller.hand()->rows()[2].selected);
    controller.layAway();
    QVERIFY(table.waitForPerson());
    QCOMPARE(controller.hand()->rowCount(), 4);
    QVERIFY(!rowCodes(*controller.hand()).contains(codes[1]));
    QCOMPARE(controller.crib()->rowCount(), 4);
    QCOMPARE(controller.selectedCount(), 0);
}

void TestGameController::aPlayPast31IsRefusedWithTheReason() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.setSeed(QStringLiteral("5"));
    controller.start();
    QString tooBig;
    QVERIFY(table.playUntil([&] {
        if (controller.prompt() != Prompt::Play) {
            return false;
        }
        for (const CardRow& row : controller.hand()->rows()) {
            if (!row.playable) {
                tooBig = row.code;
                return true;
            }
        }
        return false;
    }));
    const int count = controller.count();
    const int value = parseCard(tooBig.toStdString())->value();
    QSignalSpy refused(&controller, &GameController::refusalChanged);
    controller.play(tooBig);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(controller.refusal(), QStringLiteral("That would make the count %1; the count may "
                                                  "not pass 31")
                                       .arg(count + value));
    QCOMPARE(controller.prompt(), Prompt::Play);
    QVERIFY(rowCodes(*controller.hand()).contains(tooBig));
}

void TestGameController::theComputerThinksOffTheGuiThread() {
    std::atomic<int> onGuiThread = 0;
    std::atomic<int> decisions = 0;
    QThread* gui = QThread::currentThread();
    test::TestTable table([&](const SeatView& view, Rng& rng) {
        onGuiThread += QThread::currentThread() == gui;
        ++decisions;
        return test::FirstChoicePlayer{}(view, rng);
    });
    table.controller().start();
    QVERIFY(
        table.playUntil([&] { return table.controller().phase() == GameController::Phase::Play; }));
    QVERIFY(decisions > 2);
    QCOMPARE(onGuiThread.load(), 0);
}

// The gather step is announced while the hand's cards still lie on the table, for the table
// to send them back to the pack; the shuffle step clears the table; then the deal.
void TestGameController::theCardsGoBackToThePackBeforeTheNextDeal() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.start();
    QVERIFY(table.playUntil([&] { return controller.prompt() == Prompt::Continue; }));
    const auto cardsOnTable = [&] {
        return controller.hand()->rowCount() + controller.opponentHand()->rowCount() +
               controller.played()->rowCount() + controller.opponentPlayed()->rowCount() +
               controller.crib()->rowCount() + controller.starter()->rowCount();
    };
    QCOMPARE(cardsOnTable(), 13);  // four played each, the crib and the starter
    const int dealer = controller.dealer() == 0 ? 1 : 0;
    QStringList kinds;
    QList<int> cardsSeen;
    connect(&controller, &GameController::stepStarted, this, [&](const QVariantMap& step) {
        kinds << step.value(QStringLiteral("kind")).toString();
        cardsSeen << cardsOnTable();
        if (kinds.size() <= 2) {
            QCOMPARE(step.value(QStringLiteral("seat")).toInt(), dealer);
        }
    });
    QVERIFY(table.playUntil([&] { return controller.prompt() == Prompt::LayAway; }));
    QVERIFY(kinds.size() > 3);
    QCOMPARE(kinds.mid(0, 3), QStringList({QStringLiteral("gather"), QStringLiteral("shuffle"),
                                           QStringLiteral("cardDealt")}));
    QCOMPARE(cardsSeen.mid(0, 3), QList<int>({13, 0, 1}));
    QCOMPARE(controller.packSize(), kDeckSize - 12);
}

void TestGameController::theCountWaitsForThePersonToGoOn() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.start();
    QVERIFY(table.playUntil([&] { return controller.prompt() == Prompt::Continue; }));
    const std::size_t actions = controller.game()->history().size();
    QTest::qWait(50);
    QCOMPARE(controller.game()->history().size(), actions);
    QCOMPARE(controller.prompt(), Prompt::Continue);
    QVERIFY(controller.cribShown());
    controller.continueGame();
    QVERIFY(table.waitForPerson());
    QCOMPARE(controller.phase(), GameController::Phase::LayAway);
    QCOMPARE(controller.hand()->rowCount(), 6);
}

void TestGameController::aSavedGameResumesExactly() {
    QTemporaryDir dir;
    std::vector<Action> history;
    TableState shown;
    {
        GameController controller;
        controller.setStorageDirectory(dir.path());
        controller.settings()->setAnimationSpeed(GameSettings::Speed::Instant);
        controller.setDecider(test::FirstChoicePlayer{});
        controller.start();
        QVERIFY(QTest::qWaitFor([&] { return controller.prompt() == Prompt::Cut; }));
        QVERIFY(autoplay(controller, 20));
        history = controller.game()->history();
        shown = controller.table();
    }
    QVERIFY(QFile::exists(QDir(dir.path()).filePath(QStringLiteral("current-game.json"))));
    GameController resumed;
    resumed.setStorageDirectory(dir.path());
    resumed.setDecider(test::FirstChoicePlayer{});
    resumed.start();
    QVERIFY(resumed.game()->history() == history);
    QCOMPARE(resumed.table(), shown);
    QCOMPARE(resumed.notice(), QString());
}

void TestGameController::aDamagedSaveIsSetAsideWithAMessage() {
    QTemporaryDir dir;
    QFile damaged(QDir(dir.path()).filePath(QStringLiteral("current-game.json")));
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{\"format\": \"cribbage-game\", \"version\": 1, \"sett");
    damaged.close();
    GameController controller;
    controller.setStorageDirectory(dir.path());
    controller.setDecider(test::FirstChoicePlayer{});
    controller.start();
    QVERIFY(controller.notice().startsWith(QStringLiteral("Your saved game could not be read")));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("damaged-game-*.json")}).size(), 1);
    QVERIFY(controller.game());
    QCOMPARE(controller.game()->history().size(), std::size_t{0});
}

void TestGameController::mugginsRefusesAnOvercountAndTakesAnUndercount() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.settings()->setMuggins(true);
    controller.setSeed(QStringLiteral("4"));
    controller.start();
    int worth = 0;
    QVERIFY(table.playUntil([&] {
        if (controller.prompt() != Prompt::ClaimCount) {
            return false;
        }
        worth = test::shownCount(controller.game()->view(kPersonSeat)).total;
        return worth > 0;
    }));
    controller.claimCount(worth + 1);
    QCOMPARE(controller.refusal(), QStringLiteral("You cannot claim %1: the cards are not worth "
                                                  "that much")
                                       .arg(worth + 1));
    QCOMPARE(controller.prompt(), Prompt::ClaimCount);

    QStringList kinds;
    QVariantList missed;
    connect(&controller, &GameController::stepStarted, this, [&](const QVariantMap& step) {
        kinds << step.value(QStringLiteral("kind")).toString();
        if (step.value(QStringLiteral("source")) == QLatin1String("muggins")) {
            missed = step.value(QStringLiteral("items")).toList();
        }
    });
    const int before = controller.scores()[kComputerSeat];
    controller.claimCount(0);
    QVERIFY(table.waitForPerson());
    QVERIFY(kinds.contains(QStringLiteral("muggins")));
    QVERIFY(!missed.isEmpty());
    QVERIFY(!missed.first().toMap().value(QStringLiteral("cards")).toList().isEmpty());
    QCOMPARE(controller.scores()[kComputerSeat] - before >= worth, true);
}

void TestGameController::mugginsLetsThePersonTakeWhatTheComputerMissed() {
    test::TestTable table(test::FirstChoicePlayer{2});
    GameController& controller = table.controller();
    controller.settings()->setMuggins(true);
    controller.setSeed(QStringLiteral("9"));
    controller.start();
    QVERIFY(table.playUntil([&] {
        return controller.prompt() == Prompt::JudgeCount &&
               controller.claimedPoints() <
                   test::shownCount(controller.game()->view(kPersonSeat)).total;
    }));
    const int missed =
        test::shownCount(controller.game()->view(kPersonSeat)).total - controller.claimedPoints();
    const int before = controller.scores()[kPersonSeat];
    controller.callMuggins();
    QVERIFY(table.waitForPerson());
    QCOMPARE(controller.scores()[kPersonSeat], before + missed);
}

void TestGameController::aNewGameAbandonsTheGameAndKeepsTheMatchScore() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.setSeed(QStringLiteral("6"));
    QVERIFY(playIntoTheSecondGame(table));
    QVERIFY(controller.gameInProgress());
    const QList<int> points = controller.gamePoints();
    QVERIFY(points[0] + points[1] > 0);
    const std::uint64_t seed = controller.game()->setup().seed;

    QSignalSpy gamePoints(&controller, &GameController::gamePointsChanged);
    QSignalSpy inProgress(&controller, &GameController::gameInProgressChanged);
    QSignalSpy scores(&controller, &GameController::scoresChanged);
    controller.newGame();
    QCOMPARE(gamePoints.count(), 0);
    QCOMPARE(controller.gamePoints(), points);
    QCOMPARE(controller.gameNumber(), 2);
    QCOMPARE(scores.count(), 1);
    QCOMPARE(controller.scores(), (QList<int>{0, 0}));
    QCOMPARE(inProgress.count(), 1);
    QVERIFY(!controller.gameInProgress());
    // Dealt afresh from the next seed, the first dealer chosen by cut as the settings say.
    const Game& fresh = *controller.game();
    QVERIFY(fresh.history().empty());
    QCOMPARE(fresh.setup().seed, seed + 1);
    QVERIFY(fresh.setup().standing.gamePoints == std::vector<int>(points.begin(), points.end()));
    QCOMPARE(controller.phase(), GameController::Phase::CutForDeal);
    QCOMPARE(controller.hand()->rowCount(), 0);
    QCOMPARE(controller.played()->rowCount(), 0);
    QVERIFY(table.waitForPerson());
    QCOMPARE(controller.prompt(), Prompt::Cut);

    // The match goes on to its end from the score it had.
    QVERIFY(table.playMatch());
    QVERIFY(controller.gamePoints()[0] + controller.gamePoints()[1] > points[0] + points[1]);
}

void TestGameController::aNewGameAfterAWinDealsTheNextGameAsUsual() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.settings()->setTarget(61);
    controller.settings()->setMatchGames(3);
    controller.setSeed(QStringLiteral("2"));
    controller.start();
    QVERIFY(table.playUntil([&] { return controller.prompt() == Prompt::NextGame; }));
    QVERIFY(!controller.gameInProgress());
    const QList<int> points = controller.gamePoints();
    const std::size_t actions = controller.game()->history().size();
    const int loser = controller.game()->state().dealer;
    controller.newGame();
    QVERIFY(table.waitForPerson());
    QCOMPARE(controller.gameNumber(), 2);
    QCOMPARE(controller.gamePoints(), points);
    QVERIFY(controller.game()->history().size() > actions);
    QCOMPARE(controller.dealer(), loser);
    QCOMPARE(controller.phase(), GameController::Phase::LayAway);
    QVERIFY(controller.gameInProgress());
}

void TestGameController::aGameDealtAfreshIsSavedAndResumes() {
    std::vector<Action> history;
    GameSetup setup;
    TableState shown;
    QTemporaryDir dir;
    {
        GameController controller;
        controller.setStorageDirectory(dir.path());
        controller.settings()->setAnimationSpeed(GameSettings::Speed::Instant);
        controller.settings()->setTarget(61);
        controller.settings()->setMatchGames(3);
        controller.setDecider(test::FirstChoicePlayer{});
        controller.setSeed(QStringLiteral("6"));
        controller.start();
        QVERIFY(QTest::qWaitFor([&] { return controller.prompt() == Prompt::Cut; }));
        controller.setAutoplay(1000000);
        QVERIFY(QTest::qWaitFor([&] { return controller.gameNumber() == 2; }));
        controller.setAutoplay(0);
        QVERIFY(QTest::qWaitFor([&] { return !controller.busy() && !controller.thinking(); }));
        controller.newGame();
        QVERIFY(QTest::qWaitFor([&] { return controller.prompt() == Prompt::Cut; }));
        QVERIFY(autoplay(controller, 10));
        setup = controller.game()->setup();
        history = controller.game()->history();
        shown = controller.table();
    }
    QCOMPARE(setup.standing.gameNumber, 2);
    GameController resumed;
    resumed.setStorageDirectory(dir.path());
    resumed.setDecider(test::FirstChoicePlayer{});
    resumed.start();
    QCOMPARE(resumed.notice(), QString());
    QVERIFY(resumed.game()->setup() == setup);
    QVERIFY(resumed.game()->history() == history);
    QCOMPARE(resumed.table(), shown);
    QCOMPARE(resumed.gameNumber(), 2);
}

void TestGameController::aNewMatchStartsTheScoreAgain() {
    test::TestTable table(test::FirstChoicePlayer{});
    GameController& controller = table.controller();
    controller.setSeed(QStringLiteral("6"));
    QVERIFY(playIntoTheSecondGame(table));
    QSignalSpy gamePoints(&controller, &GameController::gamePointsChanged);
    controller.newMatch();
    QCOMPARE(gamePoints.count(), 1);
    QCOMPARE(controller.gamePoints(), (QList<int>{0, 0}));
    QCOMPARE(controller.gameNumber(), 1);
    QVERIFY(!controller.gameInProgress());
}

QTEST_GUILESS_MAIN(TestGameController)
#include "test_game_controller.moc"
