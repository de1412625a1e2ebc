#include <QMetaEnum>
#include <QTest>

#include "cribbage/computer_player.h"
#include "cribbage/event.h"
#include "cribbage/game.h"
#include "step.h"
#include "step_maker.h"
#include "ui_test_main.h"
#include "words/seat_words.h"
#include "words/step_words.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// The fields of `step` that hold something other than their default, as StepField bits.
unsigned filledFields(const Step& step) {
    const Step blank;
    namespace F = StepField;
    return (step.seat != blank.seat ? F::Seat : 0U) | (step.side != blank.side ? F::Side : 0U) |
           (step.card != blank.card ? F::Card : 0U) | (step.count != blank.count ? F::Count : 0U) |
           (step.points != blank.points ? F::Points : 0U) |
           (step.crib != blank.crib ? F::Crib : 0U) |
           (step.counted != blank.counted ? F::Counted : 0U) |
           (step.source != blank.source ? F::Source : 0U) |
           (step.items != blank.items ? F::Items : 0U) | (step.said != blank.said ? F::Said : 0U) |
           (step.kinds != blank.kinds ? F::Kinds : 0U);
}

// Whether `step` fills only what its kind fills; says which field does not, if one.
bool fillsOnlyItsFields(const Step& step) {
    const unsigned stray = filledFields(step) & ~fieldsOf(step.kind);
    if (stray != 0) {
        qWarning("%s fills field bits %x",
                 QMetaEnum::fromType<StepKind::Kind>().valueToKey(step.kind), stray);
    }
    return stray == 0;
}

}  // namespace

// The table's steps are the core's events under the core's names, in the core's order (moc
// read them from CRIBBAGE_EVENTS), then the table's own two.
class StepKindsTest : public QObject {
    Q_OBJECT

private slots:
    void areTheCoresEventsThenTheTablesOwn() {
        const QMetaEnum kinds = QMetaEnum::fromType<StepKind::Kind>();
        const int events = static_cast<int>(kEventKinds);
        QCOMPARE(kinds.keyCount(), events + 2);
        for (int n = 0; n < events; ++n) {
            const std::string_view name = eventName(static_cast<EventKind>(n));
            QCOMPARE(QByteArray(kinds.key(n)), QByteArray(name.data(), qsizetype(name.size())));
            QCOMPARE(kinds.value(n), n);
        }
        QCOMPARE(QByteArray(kinds.key(events)), QByteArray("Gather"));
        QCOMPARE(QByteArray(kinds.key(events + 1)), QByteArray("Shuffle"));
    }

    // Every step of whole matches at two, three and four players, with and without muggins
    // (every kind of event), and the table's own two, leaves each field its kind does not
    // fill at its default: a field QML reads means something for that kind.
    void eachStepFillsOnlyTheFieldsOfItsKind() {
        const auto computer = makeComputerPlayer(Level::Easy);
        std::vector<bool> kindsSeen(kEventKinds, false);
        for (const int players : {2, 3, 4}) {
            for (const bool muggins : {false, true}) {
                RuleSettings rules;
                rules.players = players;
                rules.muggins = muggins;
                rules.matchGames = 2;  // a second game begins (GameStarted)
                const StepWords words(SeatWords(Seating{rules, 0, {}}), rules);
                GameSetup setup;
                setup.rules = rules;
                setup.seed = 7;
                auto created = Game::create(setup);
                QVERIFY(created.ok());
                Game* game = &created.value();
                Rng rng(11);
                for (int moves = 0; moves < 20000 && !game->awaiting().empty(); ++moves) {
                    const int seat = game->awaiting().front();
                    auto events = game->apply(computer->decide(game->view(seat), rng));
                    QVERIFY(events.ok());
                    for (const Event& event : *events) {
                        kindsSeen[static_cast<std::size_t>(kindOf(event))] = true;
                        QVERIFY(fillsOnlyItsFields(makeStep(event, 0, words)));
                    }
                }
                QCOMPARE(game->state().phase, Phase::MatchOver);
                QVERIFY(fillsOnlyItsFields(makeStep(Gather{1}, 0, words)));
                QVERIFY(fillsOnlyItsFields(makeStep(Shuffle{1}, 0, words)));
            }
        }
        for (std::size_t kind = 0; kind < kindsSeen.size(); ++kind) {
            QVERIFY2(kindsSeen[kind] || kind == static_cast<std::size_t>(EventKind::CutForDealTied),
                     eventName(static_cast<EventKind>(kind)).data());
        }
    }

    void nameEachEventKindOnce() {
        QCOMPARE(eventName(kindOf(Event{PointsScored{}})), std::string_view("PointsScored"));
        QCOMPARE(eventName(kindOf(Event{MatchWon{}})), std::string_view("MatchWon"));
        QCOMPARE(eventName(kindOf(Event{CutForDealShown{}})), std::string_view("CutForDealShown"));
    }
};

UI_TEST_GUILESS_MAIN(StepKindsTest)
#include "test_step_kinds.moc"
