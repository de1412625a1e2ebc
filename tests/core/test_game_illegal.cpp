// Every kind of illegal action is refused with a reason, and the state does not change.

#include <gtest/gtest.h>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

TEST(IllegalActions, NoSuchSeat) {
    Game game = bgaGameAtThePlay();
    EXPECT_EQ(refuse(game, Play{2, card("JH")}), "there is no seat 2 at a table of 2");
    EXPECT_EQ(refuse(game, Go{-1}), "there is no seat -1 at a table of 2");
}

TEST(IllegalActions, CutForDealOutOfTurnOrTooDeep) {
    Game game = newGame(bgaSetup());
    EXPECT_EQ(refuse(game, Cut{kBob, 10}), "it is not seat 1's turn: seat 0 is to act");
    EXPECT_EQ(refuse(game, Cut{kAlice, 3}),
              "cut between 4 and 48 cards of the 52: at least 4 must stay in each packet");
    refuse(game, Cut{kAlice, 49});
    act(game, Cut{kAlice, 48});
    refuse(game, Cut{kBob, 48});  // 51 cards are left
}

TEST(IllegalActions, DealByTheWrongPlayerOrAtTheWrongTime) {
    Game game = newGame(bgaSetup());
    EXPECT_EQ(refuse(game, Deal{kAlice}),
              "you cannot deal now: the players are cutting for the deal");
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    EXPECT_EQ(refuse(game, Deal{kBob}), "it is not seat 1's turn: seat 0 is to act");
    act(game, Deal{kAlice});
    refuse(game, Deal{kAlice});
}

TEST(IllegalActions, WrongNumberOfCardsLaidAway) {
    Game game = bgaGameLayingAway();
    EXPECT_EQ(refuse(game, LayAway{kAlice, cards("TS")}), "lay away 2 cards, not 1");
    EXPECT_EQ(refuse(game, LayAway{kAlice, cards("TS 8D 2S")}), "lay away 2 cards, not 3");
    refuse(game, LayAway{kAlice, {}});
}

TEST(IllegalActions, LayingAwayCardsNotHeldOrTwice) {
    Game game = bgaGameLayingAway();
    EXPECT_EQ(refuse(game, LayAway{kAlice, cards("TS KC")}), "you do not hold KC");
    EXPECT_EQ(refuse(game, LayAway{kAlice, {card("TS"), card("TS")}}),
              "you cannot lay away TS twice");
    act(game, LayAway{kAlice, cards("TS 8D")});
    EXPECT_EQ(refuse(game, LayAway{kAlice, cards("5S 4S")}),
              "seat 0 has already laid away to the crib");
}

TEST(IllegalActions, StarterCutByTheWrongPlayerOrTooDeep) {
    Game game = bgaGameLayingAway();
    EXPECT_EQ(refuse(game, Cut{kBob, 4}),
              "you cannot cut now: the players are laying away to the crib");
    act(game, LayAway{kAlice, cards("TS 8D")});
    act(game, LayAway{kBob, cards("KC 8C")});
    EXPECT_EQ(refuse(game, Cut{kAlice, 4}), "it is not seat 0's turn: seat 1 is to act");
    EXPECT_EQ(refuse(game, Cut{kBob, 37}),
              "cut between 4 and 36 cards of the 40: at least 4 must stay in each packet");
    refuse(game, Cut{kBob, 0});
    act(game, Cut{kBob, 36});
}

TEST(IllegalActions, PlayingOutOfTurnOrAtTheWrongTime) {
    Game layingAway = bgaGameLayingAway();
    EXPECT_EQ(refuse(layingAway, Play{kBob, card("JH")}),
              "you cannot play a card now: the players are laying away to the crib");
    Game game = bgaGameAtThePlay();
    EXPECT_EQ(refuse(game, Play{kAlice, card("5S")}), "it is not seat 0's turn: seat 1 is to act");
    EXPECT_EQ(refuse(game, Go{kAlice}), "it is not seat 0's turn: seat 1 is to act");
}

TEST(IllegalActions, PlayingACardNotHeld) {
    Game game = bgaGameAtThePlay();
    EXPECT_EQ(refuse(game, Play{kBob, card("5S")}), "you do not hold 5S");
    EXPECT_EQ(refuse(game, Play{kBob, card("KC")}), "you do not hold KC");  // in the crib
    act(game, Play{kBob, card("JH")});
    act(game, Play{kAlice, card("5S")});
    EXPECT_EQ(refuse(game, Play{kBob, card("JH")}), "you do not hold JH");  // already played
}

TEST(IllegalActions, PlayingOver31WhileALegalCardExists) {
    Game game = bgaGameAtThePlay();
    const auto play = bgaPlay();
    for (std::size_t i = 0; i < 5; ++i) {  // JH 5S 7C 6H, Bob's go: Alice holds 4S 2S at 28
        act(game, play[i]);
    }
    EXPECT_EQ(refuse(game, Play{kAlice, card("4S")}),
              "that would make the count 32; the count may not pass 31");
    act(game, Play{kAlice, card("2S")});
}

TEST(IllegalActions, GoWhileACardCanBePlayed) {
    Game game = bgaGameAtThePlay();
    act(game, Play{kBob, card("JH")});
    EXPECT_EQ(refuse(game, Go{kAlice}), "you can play 5S without passing 31, so you must play");
}

TEST(IllegalActions, MugginsActionsOutOfTurn) {
    RuleSettings rules;
    rules.muggins = true;
    Game game = bgaGameAtThePlay(rules);
    EXPECT_EQ(refuse(game, ClaimCount{kBob, 9}), "you cannot claim a count now: the play is on");
    for (const Action& action : bgaPlay()) {
        act(game, action);
    }
    ASSERT_EQ(game.state().phase, Phase::Show);
    EXPECT_EQ(refuse(game, ClaimCount{kAlice, 12}), "it is not seat 0's turn: seat 1 is to act");
    EXPECT_EQ(refuse(game, AcceptCount{kAlice}),
              "you cannot accept a count now: the hands are being counted");
    EXPECT_EQ(refuse(game, CallMuggins{kAlice}),
              "you cannot call muggins now: the hands are being counted");
    act(game, ClaimCount{kBob, 9});
    EXPECT_EQ(refuse(game, AcceptCount{kBob}), "it is not seat 1's turn: seat 0 is to act");
    EXPECT_EQ(refuse(game, ClaimCount{kBob, 9}),
              "you cannot claim a count now: the hands are being counted");
}

TEST(IllegalActions, CountClaimsWithoutMuggins) {
    Game game = bgaGameAtThePlay();
    refuse(game, ClaimCount{kBob, 9});
    refuse(game, AcceptCount{kAlice});
    refuse(game, CallMuggins{kAlice});
}

TEST(IllegalActions, NothingAfterTheMatch) {
    RuleSettings rules;
    rules.target = 61;
    Game game = newGame(setupOf(rules, 5));
    playUntil(game, firstLegalAction, [](const Game&) { return false; });
    ASSERT_EQ(game.state().phase, Phase::MatchOver);
    EXPECT_TRUE(game.awaiting().empty());
    EXPECT_EQ(refuse(game, Deal{game.state().dealer}), "you cannot deal now: the match is over");
    refuse(game, Cut{0, 4});
}

}  // namespace
}  // namespace cribbage::testing
