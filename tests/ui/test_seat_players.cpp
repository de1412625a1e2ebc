// The seats' players: the turn driver asks each awaited seat of the player that fills it, the
// person at the screen and at most one other seat at a time; each answer is its own seat's,
// and a withdrawn question is never answered.

#include <QSemaphore>
#include <QTest>
#include <memory>

#include "computer_seat.h"
#include "cribbage/computer_game.h"
#include "level_choices.h"
#include "settings_change.h"
#include "test_storage.h"
#include "translations.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// What the recording seats saw, for every seat of one table.
struct Asked {
    int asks = 0;                   // questions asked of seats away from the screen
    int outstanding = 0;            // of those, asked and not yet answered
    int mostOutstanding = 0;        // the most at any one time
    int notAwaited = 0;             // asked of a seat the game did not await
    int answeredForAnother = 0;     // answers acting for another seat than the one asked
    std::vector<int> asksBySeat;    // questions asked of each seat
    std::vector<Level> levelsMade;  // the level of each computer player made, in order
};

// A computer seat that records what it is asked and answers through the real ComputerSeat.
class RecordingSeat : public SeatPlayer {
public:
    RecordingSeat(Decider decider, Asked& asked) : inner_(std::move(decider)), asked_(asked) {}

    void ask(const SeatView& view, std::uint64_t seed, Answer answer) override {
        ++asked_.asks;
        ++asked_.asksBySeat[static_cast<std::size_t>(view.seat)];
        if (asking_) {
            --asked_.outstanding;  // asking again replaces the question
        }
        asking_ = true;
        asked_.mostOutstanding = std::max(asked_.mostOutstanding, ++asked_.outstanding);
        if (std::find(view.awaiting.begin(), view.awaiting.end(), view.seat) ==
            view.awaiting.end()) {
            ++asked_.notAwaited;
        }
        inner_.ask(view, seed, [this, seat = view.seat, answer](const Action& action) {
            asking_ = false;
            --asked_.outstanding;
            if (actingSeat(action) != seat) {
                ++asked_.answeredForAnother;
            }
            answer(action);
        });
    }
    void withdraw() override {
        if (asking_) {
            asking_ = false;
            --asked_.outstanding;
        }
        inner_.withdraw();
    }
    bool answersAtScreen() const override { return false; }

private:
    ComputerSeat inner_;
    Asked& asked_;
    bool asking_ = false;
};

TurnDriver::PlayerFactory recordingComputers(Asked& asked) {
    return [&asked](const SeatFill& fill, ScreenPerson& screen) -> std::unique_ptr<SeatPlayer> {
        if (const auto* computer = std::get_if<ComputerLevel>(&fill)) {
            asked.levelsMade.push_back(computer->level);
            return std::make_unique<RecordingSeat>(computerDecider(computer->level), asked);
        }
        return playerFor(fill, screen);
    };
}

SeatView viewOf(int seat) {
    SeatView view;
    view.seat = seat;
    view.awaiting = {seat};
    return view;
}

}  // namespace

class TestSeatPlayers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance()); }
    void eachSeatIsAskedForItsOwnDecision_data();
    void eachSeatIsAskedForItsOwnDecision();
    void aLevelChosenDuringAGamePlaysFromItsNextDecision();
    void aWithdrawnQuestionIsNotAnswered();
};

void TestSeatPlayers::eachSeatIsAskedForItsOwnDecision_data() {
    QTest::addColumn<int>("players");
    for (const int players : {2, 3, 4}) {
        QTest::addRow("%d players", players) << players;
    }
}

void TestSeatPlayers::eachSeatIsAskedForItsOwnDecision() {
    QFETCH(int, players);
    Asked asked;
    asked.asksBySeat.assign(static_cast<std::size_t>(players), 0);
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    session.turn()->setPlayerFactory(recordingComputers(asked));
    session.setSeed(QStringLiteral("17"));
    changeSetting(*session.settings(), &RuleSettings::players, players);
    changeSetting(*session.settings(), &RuleSettings::target, 61);
    changeSetting(*session.settings(), &RuleSettings::matchGames, 1);
    session.newMatch();
    QVERIFY(table.playMatch());

    QCOMPARE(asked.notAwaited, 0);
    QCOMPARE(asked.answeredForAnother, 0);
    QCOMPARE(asked.mostOutstanding, 1);
    QCOMPARE(asked.asksBySeat[static_cast<std::size_t>(test::kPersonSeat)], 0);
    for (int seat = 1; seat < players; ++seat) {
        QVERIFY2(asked.asksBySeat[static_cast<std::size_t>(seat)] > 10,
                 qPrintable(QStringLiteral("seat %1 was asked too little").arg(seat)));
    }
}

void TestSeatPlayers::aLevelChosenDuringAGamePlaysFromItsNextDecision() {
    Asked asked;
    asked.asksBySeat.assign(2, 0);
    test::TestTable table(computerDecider(Level::Easy));
    GameSession& session = table.session();
    session.turn()->setPlayerFactory(recordingComputers(asked));
    session.setSeed(QStringLiteral("5"));
    changeSetting(*session.settings(), &RuleSettings::players, 2);
    session.settings()->setLevelAt(1, Level::Easy);
    session.newMatch();
    QVERIFY(table.autoplay(6));
    QCOMPARE(asked.levelsMade, std::vector<Level>{Level::Easy});
    const int asksBefore = asked.asks;

    session.settings()->setLevelAt(1, Level::Hard);
    QVERIFY(table.autoplay(6));
    QVERIFY(asked.asks > asksBefore);
    QCOMPARE(asked.levelsMade, (std::vector<Level>{Level::Easy, Level::Hard}));
}

void TestSeatPlayers::aWithdrawnQuestionIsNotAnswered() {
    QSemaphore go;
    ComputerSeat seat([&go](const SeatView& view, Rng&) -> Action {
        go.acquire();
        return Go{view.seat};
    });
    std::vector<int> answeredSeats;
    const auto record = [&answeredSeats](const Action& action) {
        answeredSeats.push_back(actingSeat(action));
    };

    seat.ask(viewOf(1), 1, record);
    seat.withdraw();
    go.release();
    QVERIFY(QTest::qWaitFor([&] { return go.available() == 0; }));
    QTest::qWait(50);
    QVERIFY(answeredSeats.empty());

    // Asked while a withdrawn decision is still being made: answered once, for the new one.
    seat.ask(viewOf(2), 2, record);
    seat.withdraw();
    seat.ask(viewOf(3), 3, record);
    go.release(2);
    QVERIFY(QTest::qWaitFor([&] { return !answeredSeats.empty(); }));
    QTest::qWait(50);
    QCOMPARE(answeredSeats, std::vector<int>{3});
}

UI_TEST_MAIN(TestSeatPlayers)
#include "test_seat_players.moc"
