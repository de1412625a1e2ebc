// A seat sees its own cards and what lies face up, never another hand or the pack.

#include <gtest/gtest.h>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

TEST(SeatView, OwnHandOnlyDuringTheLayAway) {
    Game game = newGame(bgaSetup());
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    act(game, Deal{kAlice});
    act(game, LayAway{kAlice, cards("TS 8D")});
    const SeatView alice = game.view(kAlice);
    EXPECT_EQ(alice.hand, cards("5S 4S 2S 6H"));
    EXPECT_EQ(alice.laidAway, cards("TS 8D"));
    EXPECT_EQ(alice.cardsHeld, (std::vector<int>{4, 6}));
    EXPECT_EQ(alice.hasLaidAway, (std::vector<bool>{true, false}));
    EXPECT_EQ(alice.awaiting, std::vector<int>{kBob});
    EXPECT_TRUE(alice.crib.empty());
    EXPECT_FALSE(alice.starter.has_value());
    const SeatView bob = game.view(kBob);
    EXPECT_EQ(bob.hand, cards("6D JH 4H 7C KC 8C"));
    EXPECT_TRUE(bob.laidAway.empty());
    EXPECT_EQ(bob.packSize, 40);
}

TEST(SeatView, ThePlayIsFaceUp) {
    Game game = bgaGameAtThePlay();
    act(game, Play{kBob, card("JH")});
    act(game, Play{kAlice, card("5S")});
    const SeatView bob = game.view(kBob);
    EXPECT_EQ(bob.starter, card("5H"));
    EXPECT_EQ(bob.hand, cards("6D 4H 7C"));
    EXPECT_EQ(bob.played, (std::vector<std::vector<Card>>{cards("5S"), cards("JH")}));
    EXPECT_EQ(bob.series, cards("JH 5S"));
    EXPECT_EQ(bob.count, 15);
    EXPECT_EQ(bob.scores, (std::vector<int>{2, 0}));
    EXPECT_EQ(bob.rearPegs, (std::vector<int>{0, 0}));
    EXPECT_EQ(bob.awaiting, std::vector<int>{kBob});
}

TEST(SeatView, TheCribIsSeenOnceTurnedUp) {
    Game game = bgaGameAtThePlay();
    for (const Action& action : bgaPlay()) {
        act(game, action);
    }
    EXPECT_EQ(game.view(kBob).crib, cards("TS 8D KC 8C"));
    EXPECT_EQ(game.view(kAlice).phase, Phase::Deal);
}

TEST(SeatView, AnotherSeatSeesNoOtherHand) {
    Game game = bgaGameAtThePlay();
    const SeatView alice = game.view(kAlice);
    for (Card card : game.state().hands[kBob]) {
        EXPECT_EQ(std::count(alice.hand.begin(), alice.hand.end(), card), 0);
    }
}

}  // namespace
}  // namespace cribbage::testing
