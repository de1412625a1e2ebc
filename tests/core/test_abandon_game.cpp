// Abandoning a game: it counts for nobody, and the match goes on with the same game dealt
// afresh from the match's standing. A setup's standing is checked like the rest of it.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <numeric>
#include <set>

#include "cribbage/save_game.h"
#include "engine_test_support.h"

namespace cribbage::testing {
namespace {

RuleSettings matchOf(int games) {
    RuleSettings rules;
    rules.target = 61;
    rules.matchGames = games;
    return rules;
}

bool pegged(const GameState& state) {
    return std::any_of(state.scores.begin(), state.scores.end(),
                       [](int score) { return score > 0; });
}

// A match of three game points played into its second game, to the play once some points
// are pegged.
Game secondGameAtThePlay(RuleSettings rules = matchOf(3)) {
    Game game = newGame(setupOf(rules, 11));
    playUntil(game, firstLegalAction, [](const Game& g) {
        return g.state().gameNumber == 2 && g.state().phase == Phase::Play && pegged(g.state());
    });
    return game;
}

int totalOf(const std::vector<int>& points) {
    return std::accumulate(points.begin(), points.end(), 0);
}

TEST(AbandonGame, TheMatchKeepsItsGamePointsAndGameNumber) {
    const Game game = secondGameAtThePlay();
    ASSERT_EQ(game.state().phase, Phase::Play);
    const std::vector<int> won = game.state().gamePoints;
    ASSERT_GT(totalOf(won), 0);
    ASSERT_TRUE(pegged(game.state()));

    auto abandoned = abandonGame(game, 99);
    ASSERT_TRUE(abandoned.ok()) << abandoned.error();
    const Game& fresh = *abandoned;
    EXPECT_EQ(fresh.rules(), game.rules());
    EXPECT_EQ(fresh.setup().seed, 99U);
    EXPECT_EQ(fresh.setup().standing, (MatchStanding{2, won}));
    EXPECT_TRUE(fresh.history().empty());
    EXPECT_EQ(fresh.state().gameNumber, 2);
    EXPECT_EQ(fresh.state().gamePoints, won);
    EXPECT_EQ(fresh.state().scores, (std::vector<int>{0, 0}));
    EXPECT_EQ(fresh.state().rearPegs, (std::vector<int>{0, 0}));
    EXPECT_EQ(everyCard(fresh.state()).size(), static_cast<std::size_t>(kDeckSize));
}

TEST(AbandonGame, TheFirstDealerIsChosenAsTheRulesSay) {
    Game byCut = secondGameAtThePlay();
    auto cut = abandonGame(byCut, 5);
    ASSERT_TRUE(cut.ok()) << cut.error();
    EXPECT_EQ(cut->state().phase, Phase::CutForDeal);
    EXPECT_EQ(cut->awaiting(), std::vector<int>{0});

    RuleSettings rules = matchOf(3);
    rules.firstDealer = FirstDealer::Random;
    std::set<int> dealers;
    for (std::uint64_t seed = 1; seed <= 16; ++seed) {
        auto random = abandonGame(secondGameAtThePlay(rules), seed);
        ASSERT_TRUE(random.ok()) << random.error();
        EXPECT_EQ(random->state().phase, Phase::Deal);
        dealers.insert(random->state().dealer);
    }
    EXPECT_EQ(dealers, (std::set<int>{0, 1}));
}

TEST(AbandonGame, TheMatchGoesOnToItsEnd) {
    auto abandoned = abandonGame(secondGameAtThePlay(), 3);
    ASSERT_TRUE(abandoned.ok()) << abandoned.error();
    Game fresh = std::move(abandoned).value();
    const std::vector<int> before = fresh.state().gamePoints;
    const auto events = playUntil(fresh, firstLegalAction, [](const Game&) { return false; });
    EXPECT_EQ(fresh.state().phase, Phase::MatchOver);
    const auto won = eventsOf<MatchWon>(events);
    ASSERT_EQ(won.size(), 1U);
    // Every game point of the match: those won before the abandoned game, and after.
    int pointsAfter = 0;
    for (const GameWon& game : eventsOf<GameWon>(events)) {
        pointsAfter += game.gamePoints;
    }
    EXPECT_EQ(totalOf(won[0].gamePoints), totalOf(before) + pointsAfter);
    EXPECT_GE(won[0].gamePoints[static_cast<std::size_t>(won[0].side)], 3);
}

TEST(AbandonGame, AGameInItsFirstMomentsCanBeAbandoned) {
    const Game game = newGame(setupOf(matchOf(1), 8));
    auto abandoned = abandonGame(game, 8);
    ASSERT_TRUE(abandoned.ok()) << abandoned.error();
    EXPECT_EQ(abandoned->state(), game.state());
}

TEST(AbandonGame, RefusedOnceTheGameIsWonOrTheMatchOver) {
    Game game = newGame(setupOf(matchOf(2), 4));
    playUntil(game, firstLegalAction,
              [](const Game& g) { return g.state().phase == Phase::GameOver; });
    ASSERT_EQ(game.state().phase, Phase::GameOver);
    auto afterWin = abandonGame(game, 1);
    ASSERT_FALSE(afterWin.ok());
    EXPECT_EQ(afterWin.error(), "game 1 is over and counted; deal the next game");

    playUntil(game, firstLegalAction, [](const Game&) { return false; });
    ASSERT_EQ(game.state().phase, Phase::MatchOver);
    auto afterMatch = abandonGame(game, 1);
    ASSERT_FALSE(afterMatch.ok());
    EXPECT_EQ(afterMatch.error(), "the match is over; there is no game to abandon");
}

TEST(MatchStanding, AnImpossibleStandingIsRefused) {
    const auto refusal = [](MatchStanding standing) {
        GameSetup setup = setupOf(matchOf(3));
        setup.standing = std::move(standing);
        auto created = Game::create(setup);
        return created.ok() ? std::string{} : created.error();
    };
    EXPECT_EQ(refusal({1, {0, 0, 0}}), "the match standing has game points for 3 sides, not 2");
    EXPECT_EQ(refusal({2, {3, 0}}), "a side with 3 game points cannot be in a match won with 3");
    EXPECT_EQ(refusal({2, {-1, 2}}), "a side with -1 game points cannot be in a match won with 3");
    EXPECT_EQ(refusal({0, {}}), "game 0 cannot follow a match with 0 game points won");
    EXPECT_EQ(refusal({4, {1, 1}}), "game 4 cannot follow a match with 2 game points won");
    EXPECT_EQ(refusal({3, {2, 0}}), "");
    EXPECT_EQ(refusal({1, {}}), "");
}

TEST(MatchStanding, TheSaveKeepsItAndAFileWithoutOneStartsAtGameOne) {
    auto abandoned = abandonGame(secondGameAtThePlay(), 21);
    ASSERT_TRUE(abandoned.ok()) << abandoned.error();
    Game fresh = std::move(abandoned).value();
    act(fresh, firstLegalAction(fresh));
    const std::string text = saveGame(fresh);
    auto loaded = loadGame(text);
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->setup(), fresh.setup());
    EXPECT_EQ(loaded->state(), fresh.state());

    auto file = nlohmann::json::parse(text);
    file.erase("standing");
    file["actions"] = nlohmann::json::array();
    auto older = loadGame(file.dump());
    ASSERT_TRUE(older.ok()) << older.error();
    EXPECT_EQ(older->setup().standing, MatchStanding{});
    EXPECT_EQ(older->state().gameNumber, 1);
}

TEST(MatchStanding, ADamagedStandingInASaveIsRefused) {
    auto file = nlohmann::json::parse(saveGame(newGame(setupOf(matchOf(3)))));
    const auto loadError = [&file] {
        auto loaded = loadGame(file.dump());
        return loaded.ok() ? std::string{} : loaded.error();
    };
    file["standing"] = {{"game_number", 2}, {"game_points", {1, "one"}}};
    EXPECT_EQ(loadError(), "standing: \"game_points\" must be a list of whole numbers");
    file["standing"] = {{"game_points", {1, 0}}};
    EXPECT_EQ(loadError(), "standing: the field \"game_number\" is missing");
    file["standing"] = {{"game_number", 5}, {"game_points", {1, 0}}};
    EXPECT_EQ(loadError(), "game 5 cannot follow a match with 1 game points won");
    file["standing"] = 3;
    EXPECT_EQ(loadError(), "standing must be a JSON object");
}

}  // namespace
}  // namespace cribbage::testing
