// The cut for the first deal, the random first dealer, and the deal for 2, 3 and 4 players.

#include <gtest/gtest.h>

#include <set>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

TEST(CutForDeal, TiedPlayersCutAgainFromAFreshShuffle) {
    GameSetup setup;
    setup.stackedDecks = {stackedTop("2D 3D 4D 5D AC AH"), stackedTop("2D 3D 4D 5D KC AD")};
    Game game = newGame(setup);
    act(game, Cut{0, 4});
    const auto tie = act(game, Cut{1, 4});
    EXPECT_EQ(eventsOf<CutForDealTied>(tie), (std::vector<CutForDealTied>{{{0, 1}}}));
    EXPECT_EQ(game.state().phase, Phase::CutForDeal);
    EXPECT_EQ(game.state().pack.size(), 52U);
    EXPECT_EQ(game.awaiting(), std::vector<int>{0});
    act(game, Cut{0, 4});
    const auto settled = act(game, Cut{1, 4});
    EXPECT_EQ(eventsOf<DealerChosen>(settled), std::vector<DealerChosen>{{1}});
    EXPECT_EQ(game.state().cutCards, (std::vector<std::optional<Card>>{card("KC"), card("AD")}));
    EXPECT_EQ(game.state().shuffles, 2);
}

TEST(CutForDeal, OnlyThePlayersTiedForLowestCutAgain) {
    GameSetup setup;
    setup.rules.players = 3;
    // Seat 0 cuts 7C, seat 1 3H, seat 2 3S: seats 1 and 2 cut again; seat 2 then cuts low.
    setup.stackedDecks = {stackedTop("2D 4D 5D 6D 7C 3H 3S"), stackedTop("2D 4D 5D 6D 9C 2C")};
    Game game = newGame(setup);
    act(game, Cut{0, 4});
    act(game, Cut{1, 4});
    const auto tie = act(game, Cut{2, 4});
    EXPECT_EQ(eventsOf<CutForDealTied>(tie), (std::vector<CutForDealTied>{{{1, 2}}}));
    EXPECT_EQ(game.awaiting(), std::vector<int>{1});
    refuse(game, Cut{0, 4});
    act(game, Cut{1, 4});
    const auto settled = act(game, Cut{2, 4});
    EXPECT_EQ(eventsOf<DealerChosen>(settled), std::vector<DealerChosen>{{2}});
}

TEST(CutForDeal, AceIsLow) {
    GameSetup setup;
    setup.stackedDecks = {stackedTop("2D 3D 4D 5D 2C AS")};
    Game game = newGame(setup);
    act(game, Cut{0, 4});
    EXPECT_EQ(eventsOf<DealerChosen>(act(game, Cut{1, 4})), std::vector<DealerChosen>{{1}});
}

TEST(RandomFirstDealer, PickedBySeedWithoutACut) {
    std::set<int> dealers;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        GameSetup setup;
        setup.rules.players = 3;
        setup.rules.firstDealer = FirstDealer::Random;
        setup.seed = seed;
        const Game game = newGame(setup);
        EXPECT_EQ(game.state().phase, Phase::Deal);
        EXPECT_EQ(game.awaiting(), std::vector<int>{game.state().dealer});
        EXPECT_EQ(newGame(setup).state(), game.state());  // the same seed, the same dealer
        dealers.insert(game.state().dealer);
    }
    EXPECT_EQ(dealers, (std::set<int>{0, 1, 2}));
}

// A random first dealer: the first seed that picks `dealer`.
GameSetup setupWithDealer(int players, int dealer) {
    GameSetup setup;
    setup.rules.players = players;
    setup.rules.firstDealer = FirstDealer::Random;
    while (newGame(setup).state().dealer != dealer) {
        ++setup.seed;
    }
    return setup;
}

Game dealtGame(int players, int dealer) {
    Game game = newGame(setupWithDealer(players, dealer));
    act(game, Deal{dealer});
    return game;
}

TEST(Deal, ThreePlayersFiveCardsEachAndOneToTheCrib) {
    Game game = dealtGame(3, 1);
    const GameState& state = game.state();
    EXPECT_EQ(state.pack.size(), 36U);
    EXPECT_EQ(state.cribDealt.size(), 1U);
    for (const auto& hand : state.hands) {
        EXPECT_EQ(hand.size(), 5U);
    }
    act(game, LayAway{2, {state.hands[2].front()}});
    EXPECT_EQ(game.awaiting(), (std::vector<int>{0, 1}));
    act(game, LayAway{0, {game.state().hands[0].front()}});
    EXPECT_EQ(refuse(game, LayAway{1, {}}), "lay away 1 card, not 0");
    act(game, LayAway{1, {game.state().hands[1].back()}});
    EXPECT_EQ(cribCards(game.state()).size(), 4U);
    EXPECT_EQ(game.awaiting(), std::vector<int>{2});  // the player after the dealer cuts
}

TEST(Deal, EventsOneCardAtATimeFromTheDealersLeft) {
    Game game = newGame(setupWithDealer(3, 1));
    const auto events = act(game, Deal{1});
    const auto dealt = eventsOf<CardDealt>(events);
    ASSERT_EQ(dealt.size(), 15U);
    for (std::size_t i = 0; i < dealt.size(); ++i) {
        EXPECT_EQ(dealt[i].seat, static_cast<int>((2 + i) % 3)) << i;
    }
    const auto toCrib = eventsOf<CardDealtToCrib>(events);
    ASSERT_EQ(toCrib.size(), 1U);
    EXPECT_EQ(game.state().cribDealt, std::vector<Card>{toCrib.front().card});
    EXPECT_TRUE(std::holds_alternative<PhaseChanged>(events.back()));
}

TEST(Deal, FourPlayersFiveCardsEach) {
    Game game = dealtGame(4, 3);
    EXPECT_EQ(game.state().pack.size(), 32U);
    EXPECT_TRUE(game.state().cribDealt.empty());
    EXPECT_EQ(game.awaiting(), (std::vector<int>{0, 1, 2, 3}));
    for (int seat = 0; seat < 4; ++seat) {
        EXPECT_EQ(game.legalActions(seat).size(), 5U);
        act(game, LayAway{seat, {game.state().hands[static_cast<std::size_t>(seat)][2]}});
    }
    EXPECT_EQ(game.awaiting(), std::vector<int>{0});
    EXPECT_EQ(game.state().scores.size(), 2U);
}

TEST(Deal, TwoPlayersSixCardsEachFifteenWaysToLayAway) {
    Game game = dealtGame(2, 0);
    EXPECT_EQ(game.state().pack.size(), 40U);
    EXPECT_EQ(game.legalActions(1).size(), 15U);
    EXPECT_EQ(game.legalActions(0).size(), 15U);
}

}  // namespace
}  // namespace cribbage::testing
