// What a seat must do now (Game::moveFor, moveFor of a SeatView): the prompt a UI shows.

#include <gtest/gtest.h>

#include <algorithm>

#include "cribbage/move.h"
#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

template <class Kind>
bool holds(const std::vector<Action>& actions) {
    return std::any_of(actions.begin(), actions.end(),
                       [](const Action& action) { return std::holds_alternative<Kind>(action); });
}

// Every move allows exactly the kinds of action the engine accepts from the seat.
void expectMoveAgreesWithTheEngine(const Game& game, int seat) {
    const Move move = game.moveFor(seat);
    EXPECT_EQ(move, moveFor(game.view(seat)));
    const auto legal = game.legalActions(seat);
    switch (move) {
        case Move::None:
            // Only muggins, called out of turn on another side's short count.
            for (const Action& action : legal) {
                EXPECT_TRUE(std::holds_alternative<CallMuggins>(action));
                EXPECT_TRUE(game.mayCallMuggins(seat));
            }
            break;
        case Move::Cut:
            EXPECT_TRUE(holds<Cut>(legal));
            break;
        case Move::Deal:
            EXPECT_EQ(legal, std::vector<Action>{Deal{seat}});
            break;
        case Move::LayAway:
            EXPECT_TRUE(holds<LayAway>(legal));
            break;
        case Move::Play:
            EXPECT_TRUE(holds<Play>(legal));
            EXPECT_FALSE(holds<Go>(legal));
            break;
        case Move::Go:
            EXPECT_EQ(legal, std::vector<Action>{Go{seat}});
            break;
        case Move::ClaimCount:
            EXPECT_TRUE(holds<ClaimCount>(legal));
            break;
        case Move::JudgeCount:
            EXPECT_TRUE(holds<AcceptCount>(legal));
            break;
    }
}

TEST(MoveFor, TheExampleHandStepByStep) {
    RuleSettings rules;
    rules.muggins = true;
    Game game = newGame(bgaSetup(rules));
    EXPECT_EQ(game.moveFor(kAlice), Move::Cut);
    EXPECT_EQ(game.moveFor(kBob), Move::None);
    act(game, Cut{kAlice, 4});
    EXPECT_EQ(game.moveFor(kBob), Move::Cut);
    act(game, Cut{kBob, 4});
    EXPECT_EQ(game.moveFor(kAlice), Move::Deal);
    EXPECT_EQ(game.moveFor(kBob), Move::None);
    act(game, Deal{kAlice});
    EXPECT_EQ(game.moveFor(kAlice), Move::LayAway);
    EXPECT_EQ(game.moveFor(kBob), Move::LayAway);
    act(game, LayAway{kAlice, cards("TS 8D")});
    EXPECT_EQ(game.moveFor(kAlice), Move::None);
    act(game, LayAway{kBob, cards("KC 8C")});
    EXPECT_EQ(game.moveFor(kBob), Move::Cut);
    act(game, Cut{kBob, 4});
    EXPECT_EQ(game.moveFor(kBob), Move::Play);
    EXPECT_EQ(game.moveFor(kAlice), Move::None);
    const auto play = bgaPlay();
    for (std::size_t i = 0; i < 4; ++i) {  // JH 5S 7C 6H: 28, Bob holds 6D 4H
        act(game, play[i]);
    }
    EXPECT_EQ(game.moveFor(kBob), Move::Go);
    for (std::size_t i = 4; i < play.size(); ++i) {
        act(game, play[i]);
    }
    EXPECT_EQ(game.moveFor(kBob), Move::ClaimCount);
    act(game, ClaimCount{kBob, 9});
    EXPECT_EQ(game.moveFor(kBob), Move::None);
    EXPECT_EQ(game.moveFor(kAlice), Move::JudgeCount);
}

TEST(MoveFor, NoSuchSeatIsNeverAwaited) {
    const Game game = newGame(bgaSetup());
    EXPECT_EQ(game.moveFor(-1), Move::None);
    EXPECT_EQ(game.moveFor(2), Move::None);
}

TEST(MoveFor, AgreesWithTheEngineThroughWholeMatches) {
    for (int players : {2, 3, 4}) {
        for (bool muggins : {false, true}) {
            RuleSettings rules;
            rules.players = players;
            rules.muggins = muggins;
            rules.target = 61;
            Game game = newGame(setupOf(rules, 7));
            playUntil(game, firstLegalAction, [players](const Game& g) {
                for (int seat = 0; seat < players; ++seat) {
                    expectMoveAgreesWithTheEngine(g, seat);
                }
                return false;
            });
            EXPECT_EQ(game.state().phase, Phase::MatchOver);
            for (int seat = 0; seat < players; ++seat) {
                EXPECT_EQ(game.moveFor(seat), Move::None);
            }
        }
    }
}

}  // namespace
}  // namespace cribbage::testing
