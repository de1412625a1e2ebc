// What a screen reader finds in the window while the screen is passed between two people: no
// card of a hidden hand or of the crib, by its name ("5♥") or in words ("five of hearts").
// The tree is walked as tests/ui/test_accessible_tree.cpp walks it.
#include <QAccessible>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTest>

#include "autoplayer.h"
#include "game_session.h"
#include "game_window.h"
#include "level_choices.h"
#include "test_storage.h"
#include "turn_driver.h"
#include "ui_test_main.h"
#include "words/card_words.h"

using namespace cribbage;
using namespace cribbage::ui;

namespace {

// Every name and description in the tree, one a line.
void collect(QAccessibleInterface* iface, QStringList& texts, int depth = 0) {
    if (!iface || !iface->isValid() || depth > 40) {
        return;
    }
    texts.append(iface->text(QAccessible::Name));
    texts.append(iface->text(QAccessible::Description));
    for (int i = 0; i < iface->childCount(); ++i) {
        collect(iface->child(i), texts, depth + 1);
    }
}

// The cards no one may see while the screen is passed: every hand held and the crib.
std::vector<Card> hiddenCards(const GameState& state) {
    std::vector<Card> hidden;
    for (const auto& cards : {state.hands, state.laidAway}) {
        for (const auto& seats : cards) {
            hidden.insert(hidden.end(), seats.begin(), seats.end());
        }
    }
    return hidden;
}

}  // namespace

class TestAccessiblePass : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void noHiddenCardIsNamedWhileTheScreenIsPassed();
    void cleanupTestCase();

private:
    QQmlApplicationEngine* engine_ = nullptr;
    QQuickWindow* window_ = nullptr;
    GameSession* session_ = nullptr;
};

void TestAccessiblePass::initTestCase() {
    engine_ = new QQmlApplicationEngine(this);
    window_ = test::loadGameWindow(*engine_);
    QVERIFY(window_);
    QAccessible::setActive(true);
    session_ = window_->property("session").value<GameSession*>();
    QVERIFY(session_);
    session_->turn()->setAnimated(false);
}

// Two people and the computer, both people with the hints on (which list the cards of the
// hand at the screen): at each pass of the lay away and the play, the tree is read.
void TestAccessiblePass::noHiddenCardIsNamedWhileTheScreenIsPassed() {
    test::seatPeople(*session_->settings(), 3, {0, 1});
    session_->settings()->setHintsOf(0, QStringLiteral("Person 0"), true);
    session_->settings()->setHintsOf(1, QStringLiteral("Person 1"), true);
    session_->newMatch();
    TurnDriver* turn = session_->turn();
    app::Autoplayer autoplayer(session_, computerDecider(Level::Easy));
    int passesRead = 0;
    int cardsNamedWhileShown = 0;
    for (int moves = 0; moves < 200 && passesRead < 6; ++moves) {
        QTRY_VERIFY(!turn->busy() && !turn->thinking() &&
                    turn->prompt() != TurnDriver::Prompt::Wait &&
                    turn->prompt() != TurnDriver::Prompt::None);
        const GameState& state = session_->match()->game()->state();
        const bool hiding = state.phase == Phase::LayAway || state.phase == Phase::Play;
        QStringList texts;
        collect(QAccessible::queryAccessibleInterface(window_), texts);
        const std::vector<Card> hidden = hiddenCards(state);
        const auto named = [&](Card card) {
            return texts.filter(cardName(card)).size() +
                   texts.filter(CardWords::spoken(card), Qt::CaseInsensitive).size();
        };
        if (turn->passing() && hiding) {
            ++passesRead;
            for (Card card : hidden) {
                QVERIFY2(named(card) == 0,
                         qPrintable(cardName(card) + QLatin1Char('\n') + texts.join('\n')));
            }
        } else if (hiding) {
            // The hand at the screen is named: the check above reads the names it would leak.
            for (Card card :
                 state.hands[static_cast<std::size_t>(session_->match()->screenSeat())]) {
                cardsNamedWhileShown += named(card) > 0 ? 1 : 0;
            }
        }
        autoplayer.play(1);
        QTRY_VERIFY(autoplayer.remaining() == 0);
    }
    QCOMPARE(passesRead, 6);
    QVERIFY(cardsNamedWhileShown > 0);
}

void TestAccessiblePass::cleanupTestCase() {
    delete engine_;
}

UI_TEST_MAIN(TestAccessiblePass)
#include "test_accessible_pass.moc"
