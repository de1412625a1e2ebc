#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "deal_log.h"
#include "game_result.h"
#include "seat_list_model.h"
#include "show_summary_model.h"
#include "ui_test_main.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

using Place = SeatListModel::Place;

RuleSettings playersOf(int players) {
    RuleSettings rules;
    rules.players = players;
    return rules;
}

}  // namespace

class TestViewModels : public QObject {
    Q_OBJECT

private slots:
    void seatsSitClockwiseFromThePersonAtTheBottom();
    void aSeatsSayingAndDealerChangeItsRowOnly();
    void seatingAgainClearsWhatWasSaid();
    void theShowSummaryListsEachCount();
    void theDealLogKeepsTheDealsSentences();
    void aResultIsDecidedUntilCleared();
};

void TestViewModels::seatsSitClockwiseFromThePersonAtTheBottom() {
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(2), 0, {}}, 1), Place::Top);
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(3), 0, {}}, 1), Place::Left);
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(3), 0, {}}, 2), Place::Right);
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(4), 2, {}}, 2), Place::Bottom);
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(4), 2, {}}, 3), Place::Left);
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(4), 2, {}}, 0), Place::Top);
    QCOMPARE(SeatListModel::placeOf(Seating{playersOf(4), 2, {}}, 1), Place::Right);

    SeatListModel seats;
    QAbstractItemModelTester tester(&seats, QAbstractItemModelTester::FailureReportingMode::QtTest);
    seats.seat(Seating{playersOf(3), 0, {}},
               {QStringLiteral("You"), QStringLiteral("Left"), QStringLiteral("Right")},
               {QStringLiteral("your hand"), QStringLiteral("the hand of the player on your left"),
                QStringLiteral("the hand of the player on your right")},
               {});
    QCOMPARE(seats.rowCount(), 3);
    QCOMPARE(seats.data(seats.index(0), SeatListModel::AtScreenRole).toBool(), true);
    QCOMPARE(seats.data(seats.index(2), SeatListModel::LabelRole).toString(),
             QStringLiteral("Right"));
    QCOMPARE(seats.data(seats.index(1), SeatListModel::PlaceRole).value<Place>(), Place::Left);
    QCOMPARE(seats.data(seats.index(1), SeatListModel::HandNameRole).toString(),
             QStringLiteral("the hand of the player on your left"));
    QVERIFY(seats.data(seats.index(1), SeatListModel::HandRole).value<CardListModel*>());
}

void TestViewModels::aSeatsSayingAndDealerChangeItsRowOnly() {
    SeatListModel seats;
    seats.seat(Seating{playersOf(2), 0, {}}, {QStringLiteral("You"), QStringLiteral("Computer")},
               {}, {});
    QSignalSpy changed(&seats, &QAbstractItemModel::dataChanged);
    seats.setSaid(1, QStringLiteral("Go"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().row(), 1);
    QCOMPARE(seats.said(1), QStringLiteral("Go"));
    seats.setSaid(1, QStringLiteral("Go"));
    QCOMPARE(changed.count(), 1);  // the same words change nothing
    seats.setDealer(0);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(seats.data(seats.index(0), SeatListModel::IsDealerRole).toBool(), true);
    seats.setDealer(-1);  // nobody, before the cut
    QCOMPARE(seats.data(seats.index(0), SeatListModel::IsDealerRole).toBool(), false);
}

void TestViewModels::seatingAgainClearsWhatWasSaid() {
    SeatListModel seats;
    const Seating two{playersOf(2), 0, {}};
    seats.seat(two, {QStringLiteral("You"), QStringLiteral("Computer")}, {}, {});
    seats.setSaid(0, QStringLiteral("fifteen two"));
    seats.setCounted(1);
    QSignalSpy reset(&seats, &QAbstractItemModel::modelReset);
    seats.seat(two, {QStringLiteral("You"), QStringLiteral("Computer")}, {}, {});
    QCOMPARE(reset.count(), 0);  // the same seats: their models stay
    QCOMPARE(seats.said(0), QString());
    QVERIFY(!seats.counted(1));
    seats.seat(Seating{playersOf(4), 0, {}}, {}, {}, {});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(seats.rowCount(), 4);
}

void TestViewModels::theShowSummaryListsEachCount() {
    ShowSummaryModel summary;
    QAbstractItemModelTester tester(&summary,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy count(&summary, &ShowSummaryModel::countChanged);
    summary.append({QStringLiteral("Your hand"), 8, QStringLiteral("fifteen two ... eight")});
    summary.append({QStringLiteral("The crib of the computer"), 0, QStringLiteral("nineteen")});
    QCOMPARE(summary.rowCount(), 2);
    QCOMPARE(summary.data(summary.index(0), ShowSummaryModel::PointsRole).toInt(), 8);
    QCOMPARE(summary.data(summary.index(1), ShowSummaryModel::SaidRole).toString(),
             QStringLiteral("nineteen"));
    summary.clear();
    summary.clear();
    QCOMPARE(summary.rowCount(), 0);
    QCOMPARE(count.count(), 3);
}

void TestViewModels::theDealLogKeepsTheDealsSentences() {
    DealLog log;
    QAbstractItemModelTester tester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(log.last(), QString());
    log.append(QStringLiteral("You gather the cards."));
    log.append(QStringLiteral("You deal."));
    QCOMPARE(log.rowCount(), 2);
    QCOMPARE(log.last(), QStringLiteral("You deal."));
    QCOMPARE(log.data(log.index(0), DealLog::LineRole).toString(),
             QStringLiteral("You gather the cards."));
    log.clear();
    QCOMPARE(log.lines(), QStringList());
}

void TestViewModels::aResultIsDecidedUntilCleared() {
    GameResult result;
    QSignalSpy changed(&result, &GameResult::changed);
    QVERIFY(!result.decided());
    const ResultText words{.personWon = true,
                           .title = QStringLiteral("You win!"),
                           .winTitle = QStringLiteral("Skunk"),
                           .score = QStringLiteral("121 to 85"),
                           .games = QStringLiteral(
                               "Games won: You 2, Computer 0 (the first to win 3 wins the match)")};
    result.set(words);
    result.set(words);
    QCOMPARE(changed.count(), 1);
    QVERIFY(result.decided() && result.personWon());
    QCOMPARE(result.winTitle(), QStringLiteral("Skunk"));
    result.clear();
    QVERIFY(!result.decided());
    QCOMPARE(result.title(), QString());
    QCOMPARE(changed.count(), 2);
}

UI_TEST_GUILESS_MAIN(TestViewModels)
#include "test_view_models.moc"
