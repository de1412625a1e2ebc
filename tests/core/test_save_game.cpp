// Saved games: a round trip mid-game and at the end, and damaged files refused with a reason.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cribbage/save_game.h"
#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

using nlohmann::json;

Game reloaded(const Game& game) {
    auto loaded = loadGame(saveGame(game));
    EXPECT_TRUE(loaded.ok()) << (loaded.ok() ? "" : loaded.error());
    return loaded.ok() ? std::move(loaded).value() : game;
}

void expectSameGame(const Game& a, const Game& b) {
    EXPECT_EQ(a.setup(), b.setup());
    EXPECT_EQ(a.history(), b.history());
    EXPECT_EQ(a.state(), b.state());
}

TEST(SaveGame, RoundTripMidPlayWithAStackedDeck) {
    Game game = bgaGameAtThePlay();
    const auto play = bgaPlay();
    for (std::size_t i = 0; i < 5; ++i) {
        act(game, play[i]);
    }
    Game loaded = reloaded(game);
    expectSameGame(game, loaded);
    // Both go on alike.
    for (std::size_t i = 5; i < play.size(); ++i) {
        EXPECT_EQ(act(game, play[i]), act(loaded, play[i]));
    }
    expectSameGame(game, loaded);
}

TEST(SaveGame, RoundTripOfEveryActionKindInAMugginsShow) {
    RuleSettings rules;
    rules.muggins = true;
    rules.skunk = SkunkRule::Lurch;
    rules.cribFourCardFlush = true;
    rules.matchGames = 3;
    rules.target = 61;
    Game game = bgaGameAtThePlay(rules);
    for (const Action& action : bgaPlay()) {
        act(game, action);
    }
    act(game, ClaimCount{kBob, 7});
    act(game, CallMuggins{kAlice});
    act(game, ClaimCount{kAlice, 12});
    act(game, AcceptCount{kBob});
    expectSameGame(game, reloaded(game));
}

TEST(SaveGame, RoundTripAtTheEndOfAMatch) {
    GameSetup setup;
    setup.rules.players = 3;
    setup.rules.firstDealer = FirstDealer::Random;
    setup.seed = 18446744073709551615ULL;
    Game game = newGame(setup);
    playUntil(game, firstLegalAction, [](const Game&) { return false; });
    ASSERT_EQ(game.state().phase, Phase::MatchOver);
    expectSameGame(game, reloaded(game));
}

TEST(SaveGame, RoundTripOfTheFiveCardFlushVariant) {
    RuleSettings rules;
    rules.fiveCardFlushOnly = true;
    Game game = bgaGameAtThePlay(rules);
    EXPECT_EQ(json::parse(saveGame(game))["settings"]["five_card_flush_only"], true);
    expectSameGame(game, reloaded(game));
}

TEST(SaveGame, ASaveFromBeforeTheFiveCardFlushVariantLoadsWithItOff) {
    json file = json::parse(saveGame(bgaGameAtThePlay()));
    file["settings"].erase("five_card_flush_only");
    auto loaded = loadGame(file.dump());
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_FALSE(loaded->rules().fiveCardFlushOnly);
}

// Five-card cribbage, saved in the show of its first deal (three for last pegged, the play
// over after its one series), goes on alike.
TEST(SaveGame, RoundTripOfFiveCardCribbage) {
    GameSetup setup;
    setup.rules.variant = Variant::FiveCard;
    setup.rules.target = 61;
    setup.rules.muggins = true;
    setup.seed = 11;
    Game game = newGame(setup);
    playUntil(game, firstLegalAction, [](const Game& g) { return g.state().phase == Phase::Show; });
    EXPECT_EQ(json::parse(saveGame(game))["settings"]["variant"], "five-card");
    Game loaded = reloaded(game);
    expectSameGame(game, loaded);
    EXPECT_EQ(act(game, firstLegalAction(game)), act(loaded, firstLegalAction(loaded)));
}

// A save written before the variant existed, as the game wrote it then: the six-card game.
TEST(SaveGame, ASaveFromBeforeFiveCardCribbageLoadsAsTheSixCardGame) {
    const auto loaded = loadGame(R"({"format":"cribbage-game","version":1,"seed":"3",
        "settings":{"players":2,"target":121,"skunk":"skunk","muggins":false,
                    "first_dealer":"random","crib_four_card_flush":false,
                    "five_card_flush_only":false,"match_games":1},
        "stacked_decks":[],"actions":[]})");
    ASSERT_TRUE(loaded.ok()) << loaded.error();
    EXPECT_EQ(loaded->rules().variant, Variant::SixCard);
    EXPECT_EQ(loaded->rules(), RuleSettings{.firstDealer = FirstDealer::Random});
}

// The six-card game's save names no variant: written as before the variants, it loads in a game
// from before them too.
TEST(SaveGame, ASixCardSaveIsWrittenAsBeforeTheVariants) {
    EXPECT_FALSE(json::parse(saveGame(bgaGameAtThePlay()))["settings"].contains("variant"));
}

TEST(SaveGame, AnUnknownVariantIsRefused) {
    json file = json::parse(saveGame(bgaGameAtThePlay()));
    file["settings"]["variant"] = "seven-card";
    const auto loaded = loadGame(file.dump());
    ASSERT_FALSE(loaded.ok());
    EXPECT_EQ(
        loaded.error(),
        "settings: \"variant\" must be one of \"six-card\", \"five-card\", not \"seven-card\"");
}

TEST(SaveGame, TheFileSaysWhatItIs) {
    const json file = json::parse(saveGame(bgaGameAtThePlay()));
    EXPECT_EQ(file["format"], "cribbage-game");
    EXPECT_EQ(file["version"], 1);
    EXPECT_EQ(file["seed"], "2024");
    EXPECT_EQ(file["settings"]["skunk"], "skunk");
    EXPECT_EQ(file["actions"][4],
              (json{{"type", "lay_away"}, {"seat", 1}, {"cards", {"KC", "8C"}}}));
    EXPECT_EQ(file["stacked_decks"][0], (json{"2D", "3D", "4D", "5D", "AC", "KC"}));
}

class DamagedFile : public ::testing::Test {
protected:
    json file = json::parse(saveGame(bgaGameAtThePlay()));

    std::string loadError() const { return loadError(file.dump()); }
    static std::string loadError(const std::string& text) {
        auto loaded = loadGame(text);
        EXPECT_FALSE(loaded.ok());
        return loaded.ok() ? std::string{} : loaded.error();
    }
};

TEST_F(DamagedFile, NotJson) {
    EXPECT_TRUE(loadError("{\"format\": ")
                    .starts_with("the saved game is not valid JSON (damaged or cut short)"));
    EXPECT_FALSE(loadError("").empty());
    EXPECT_FALSE(loadError("\xff\xfe").empty());
}

TEST_F(DamagedFile, CutShortAnywhere) {
    const std::string text = file.dump();
    for (std::size_t length = 0; length < text.size(); length += 7) {
        EXPECT_FALSE(loadGame(text.substr(0, length)).ok()) << length;
    }
}

TEST_F(DamagedFile, WrongFormatName) {
    file["format"] = "chess-game";
    EXPECT_EQ(loadError(),
              "not a saved cribbage game: the format is \"chess-game\", not \"cribbage-game\"");
    EXPECT_EQ(loadError("[1, 2]"),
              "not a saved cribbage game: the saved game must be a JSON object");
    file.erase("format");
    EXPECT_EQ(loadError(),
              "not a saved cribbage game: the saved game: the field \"format\" is missing");
}

TEST_F(DamagedFile, UnknownVersion) {
    file["version"] = 2;
    EXPECT_EQ(loadError(), "the saved game has version 2; this program reads version 1");
    file["version"] = "1";
    EXPECT_EQ(loadError(), "the saved game: \"version\" must be a whole number");
}

TEST_F(DamagedFile, MissingFields) {
    for (const char* name : {"settings", "seed", "stacked_decks", "actions"}) {
        json damaged = file;
        damaged.erase(name);
        EXPECT_EQ(loadError(damaged.dump()),
                  std::string("the saved game: the field \"") + name + "\" is missing");
    }
    file["settings"].erase("match_games");
    EXPECT_EQ(loadError(), "settings: the field \"match_games\" is missing");
}

TEST_F(DamagedFile, IllTypedFields) {
    json damaged = file;
    damaged["settings"]["players"] = "two";
    EXPECT_EQ(loadError(damaged.dump()), "settings: \"players\" must be a whole number");
    damaged = file;
    damaged["settings"]["players"] = 1e12;
    EXPECT_EQ(loadError(damaged.dump()), "settings: \"players\" must be a whole number");
    damaged = file;
    damaged["settings"]["muggins"] = 1;
    EXPECT_EQ(loadError(damaged.dump()), "settings: \"muggins\" must be true or false");
    damaged = file;
    damaged["settings"]["skunk"] = "double";
    EXPECT_EQ(loadError(damaged.dump()),
              "settings: \"skunk\" must be one of \"off\", \"lurch\", \"skunk\", not \"double\"");
    damaged = file;
    damaged["settings"]["five_card_flush_only"] = "yes";
    EXPECT_EQ(loadError(damaged.dump()),
              "settings: \"five_card_flush_only\" must be true or false");
    damaged = file;
    damaged["settings"] = 3;
    EXPECT_EQ(loadError(damaged.dump()), "settings must be a JSON object");
    damaged = file;
    damaged["actions"] = "none";
    EXPECT_EQ(loadError(damaged.dump()), "the saved game: \"actions\" must be a list");
}

TEST_F(DamagedFile, BadSeed) {
    for (const json& seed :
         {json(42), json("-1"), json("12x"), json(""), json("18446744073709551616")}) {
        file["seed"] = seed;
        EXPECT_FALSE(loadError().empty()) << seed;
    }
    file["seed"] = "abc";
    EXPECT_EQ(loadError(),
              "the saved game: \"seed\" must be a whole number from 0 to 18446744073709551615 in "
              "a string");
}

// nlohmann throws out_of_range, not parse_error, on these: the game aborted at every launch.
TEST_F(DamagedFile, NumbersTooLargeToRead) {
    EXPECT_TRUE(loadError(R"({"format":"cribbage-game","version":1e400})")
                    .starts_with("the saved game holds a number too large to read"));
    EXPECT_TRUE(loadError(R"({"format":"cribbage-game","version":1,"seed":-1e999})")
                    .starts_with("the saved game holds a number too large to read"));
}

// Unsigned numbers past the signed range were read as -1, and so on.
TEST_F(DamagedFile, WholeNumbersMustBeExactlyInRange) {
    for (const char* number :
         {"18446744073709551615", "9223372036854775808", "-9223372036854775808", "4294967298",
          "2147483648", "2.5", "2.0", "1e1"}) {
        json damaged = file;
        damaged["settings"]["players"] = "@";
        std::string text = damaged.dump();
        text.replace(text.find("\"@\""), 3, number);
        EXPECT_EQ(loadError(text), "settings: \"players\" must be a whole number") << number;

        damaged = file;
        damaged["standing"]["game_points"] = {"@"};
        text = damaged.dump();
        text.replace(text.find("\"@\""), 3, number);
        EXPECT_EQ(loadError(text), "standing: \"game_points\" must be a list of whole numbers")
            << number;
    }
}

TEST_F(DamagedFile, SettingsOutOfRange) {
    file["settings"]["players"] = 7;
    EXPECT_EQ(loadError(), "settings: cribbage is played by 2, 3 or 4 players, not 7");
    file["settings"]["players"] = 2;
    file["settings"]["crib_four_card_flush"] = true;
    file["settings"]["five_card_flush_only"] = true;
    EXPECT_EQ(loadError(),
              "settings: the crib's four-card flush and \"only a five-card flush counts\" cannot "
              "both apply");
}

TEST_F(DamagedFile, BadStackedDeck) {
    file["stacked_decks"][1][1] = "6D";
    EXPECT_EQ(loadError(), "a stacked deck names 6D twice");
    file["stacked_decks"][0][0] = "ZZ";
    EXPECT_TRUE(loadError().starts_with("stacked deck 1: unknown card \"ZZ\"")) << loadError();
}

TEST_F(DamagedFile, BadActions) {
    json damaged = file;
    damaged["actions"][2]["type"] = "shuffle";
    EXPECT_EQ(loadError(damaged.dump()), "action 3: unknown action type \"shuffle\"");
    damaged = file;
    damaged["actions"][0].erase("seat");
    EXPECT_EQ(loadError(damaged.dump()), "action 1: the field \"seat\" is missing");
    damaged = file;
    damaged["actions"][0].erase("depth");
    EXPECT_EQ(loadError(damaged.dump()), "action 1: the field \"depth\" is missing");
    damaged = file;
    damaged["actions"][3]["cards"] = "TS 8D";
    EXPECT_EQ(loadError(damaged.dump()), "action 4: the cards must be a list");
    damaged = file;
    damaged["actions"][1] = 5;
    EXPECT_EQ(loadError(damaged.dump()), "action 2 must be a JSON object");
}

TEST_F(DamagedFile, AnActionTheReplayRefuses) {
    file["actions"][3]["cards"] = {"TS", "KC"};  // KC is Bob's
    EXPECT_EQ(loadError(),
              "action 4 (seat 0 lays away TS KC) is refused: you "
              "do not hold KC");
}

}  // namespace
}  // namespace cribbage::testing
