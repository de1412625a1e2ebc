// Whole games from fixed seeds, played by always taking the first legal action. The final
// scores are pinned: a change to the deck, the deal or the scoring shows up here.
// Plausibility, checked by hand: a two-player game of 121 takes 11 to 13 hands with such
// poor play (15 to 20 points a hand for the two), the winner ends between 121 and 121 + a
// hand, and a loser at 90 or less is skunked (2 game points).

#include <gtest/gtest.h>

#include <ostream>
#include <string>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

struct FixedGame {
    std::string name;
    int players;
    std::uint64_t seed;
    int hands;
    std::vector<int> scores;
    int winner;
    int gamePoints;
};

// How gtest shows a case's parameter: by its name, never by its bytes (which hold pointers).
void PrintTo(const FixedGame& game, std::ostream* out) {
    *out << game.name;
}

class FixedSeed : public ::testing::TestWithParam<FixedGame> {};

TEST_P(FixedSeed, FirstLegalActionsToTheEnd) {
    const FixedGame& expected = GetParam();
    GameSetup setup;
    setup.rules.players = expected.players;
    setup.seed = expected.seed;
    Game game = newGame(setup);
    int hands = 0;
    playUntil(game, firstLegalAction, [&hands](const Game& g) {
        hands += g.state().phase == Phase::Deal ? 1 : 0;
        return false;
    });
    EXPECT_EQ(game.state().phase, Phase::MatchOver);
    EXPECT_EQ(hands, expected.hands);
    EXPECT_EQ(game.state().scores, expected.scores);
    EXPECT_EQ(game.state().lastWinner, expected.winner);
    EXPECT_EQ(game.state().gamePoints[static_cast<std::size_t>(expected.winner)],
              expected.gamePoints);

    // The seed and the actions replay the game exactly.
    auto replayed = replayGame(setup, game.history());
    ASSERT_TRUE(replayed.ok()) << replayed.error();
    EXPECT_EQ(replayed->state(), game.state());
}

INSTANTIATE_TEST_SUITE_P(Games, FixedSeed,
                         ::testing::Values(FixedGame{"TwoSeed1", 2, 1, 11, {90, 124}, 1, 2},
                                           FixedGame{"TwoSeed42", 2, 42, 13, {75, 121}, 1, 2},
                                           FixedGame{"ThreeSeed1", 3, 1, 12, {114, 80, 122}, 2, 1},
                                           FixedGame{
                                               "ThreeSeed42", 3, 42, 13, {99, 102, 122}, 2, 1},
                                           FixedGame{"FourSeed1", 4, 1, 6, {91, 121}, 1, 1},
                                           FixedGame{"FourSeed42", 4, 42, 8, {97, 122}, 1, 1}),
                         NameField{});

}  // namespace
}  // namespace cribbage::testing
