// cribbage-cli engine, driven through pipes by a scripted client (docs/engine-protocol.md).

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "engine_client.h"

namespace cribbage::test {
namespace {

constexpr int kMostReplies = 3000;

struct GameSummary {
    std::vector<Json> events;  // every event of the game, in order
    int errors = 0;
};

// Plays one game from "new_game" to "game_over" with the scripted answers.
GameSummary playGame(EngineClient& client, const Json& newGame, const ClientStyle& style) {
    GameSummary summary;
    Json reply = client.send(newGame);
    for (int i = 0; i < kMostReplies; ++i) {
        summary.errors += reply.contains("error") ? 1 : 0;
        for (const auto& event : reply.at("events")) {
            summary.events.push_back(event);
        }
        const Json& request = reply.at("request");
        if (request.at("do") == "new_game") {
            break;
        }
        reply = client.send(answerTo(request, style));
    }
    return summary;
}

std::vector<Json> eventsNamed(const GameSummary& game, const std::string& name) {
    std::vector<Json> found;
    std::copy_if(game.events.begin(), game.events.end(), std::back_inserter(found),
                 [&name](const Json& event) { return event.at("event") == name; });
    return found;
}

// Points events add up to the scores they report; the game ends with the winner at the
// target; the computer's cards are never shown before they are played.
void checkGame(const GameSummary& game, int target) {
    EXPECT_EQ(game.errors, 0);
    std::map<std::string, int> scores{{"you", 0}, {"computer", 0}};
    std::set<std::string> myCards;
    for (const Json& event : game.events) {
        const std::string name = event.at("event");
        if (name == "points") {
            scores[event.at("who")] += event.at("points").get<int>();
            EXPECT_EQ(event.at("scores").at("you"), scores["you"]) << event.dump();
            EXPECT_EQ(event.at("scores").at("computer"), scores["computer"]) << event.dump();
        } else if (name == "hand") {
            ASSERT_EQ(event.at("cards").size(), 6U);
            myCards = event.at("cards").get<std::set<std::string>>();
        } else if (name == "laid_away" && event.at("who") == "computer") {
            EXPECT_FALSE(event.contains("cards")) << event.dump();
        } else if (name == "played" && event.at("who") == "computer") {
            EXPECT_FALSE(myCards.contains(event.at("card").get<std::string>()));
        }
    }
    ASSERT_FALSE(game.events.empty());
    const Json& over = game.events.back();
    ASSERT_EQ(over.at("event"), "game_over");
    const std::string winner = over.at("winner");
    EXPECT_GE(over.at("scores").at(winner).get<int>(), target);
    EXPECT_EQ(over.at("scores").at(winner).get<int>(), scores[winner]);
    const std::map<std::string, int> gamePointsOfWin{
        {"single", 1}, {"lurch", 2}, {"skunk", 2}, {"double_skunk", 4}};
    EXPECT_EQ(gamePointsOfWin.at(over.at("win").get<std::string>()), over.at("game_points"))
        << over.dump();
}

TEST(CliEngine, PlaysAWholeGame) {
    EngineClient client;
    const auto game =
        playGame(client, {{"do", "new_game"}, {"level", "easy"}, {"seed", 11}, {"target", 61}}, {});
    checkGame(game, 61);
    EXPECT_FALSE(eventsNamed(game, "starter").empty());
    EXPECT_TRUE(eventsNamed(game, "claimed").empty());  // no muggins: counted for both
    EXPECT_EQ(client.send({{"do", "quit"}}), Json({{"bye", true}}));
    EXPECT_EQ(client.finish(), 0);
}

// With muggins the client counts its own hands, one point short: the computer calls
// muggins and takes the point each time. The client judges the computer's counts.
TEST(CliEngine, MugginsTheComputerTakesThePointsTheClientMisses) {
    EngineClient client;
    const auto game =
        playGame(client, {{"do", "new_game"}, {"level", "greedy"}, {"seed", 5}, {"muggins", true}},
                 {.underclaim = true});
    checkGame(game, 121);
    const auto calls = eventsNamed(game, "muggins");
    ASSERT_FALSE(calls.empty());
    for (const Json& call : calls) {
        EXPECT_EQ(call.at("who"), "computer");
        EXPECT_EQ(call.at("against"), "you");
    }
    int mugginsPoints = 0;
    for (const Json& points : eventsNamed(game, "points")) {
        if (points.at("source") == "muggins") {
            EXPECT_EQ(points.at("who"), "computer");
            EXPECT_EQ(points.at("points"), 1);
            ++mugginsPoints;
        }
    }
    EXPECT_EQ(mugginsPoints, static_cast<int>(calls.size()));
    const auto claims = eventsNamed(game, "claimed");
    EXPECT_TRUE(std::any_of(claims.begin(), claims.end(),
                            [](const Json& c) { return c.at("who") == "computer"; }));
}

TEST(CliEngine, SameSeedSameGame) {
    const Json newGame{{"do", "new_game"}, {"level", "beginner"}, {"seed", 99}, {"target", 61}};
    EngineClient first;
    EngineClient second;
    playGame(first, newGame, {});
    playGame(second, newGame, {});
    EXPECT_EQ(first.transcript(), second.transcript());
}

TEST(CliEngine, RefusesBadMessagesWithTheSameRequestAndGoesOn) {
    EngineClient client;
    const Json none = client.send({{"do", "play"}, {"card", "5H"}});
    EXPECT_TRUE(none.contains("error"));
    EXPECT_EQ(none.at("request"), Json({{"do", "new_game"}}));
    for (const Json& bad :
         {Json{{"do", "new_game"}, {"level", "grandmaster"}},
          Json{{"do", "new_game"}, {"target", 100}}, Json{{"do", "new_game"}, {"seed", "seven"}}}) {
        EXPECT_TRUE(client.send(bad).contains("error")) << bad.dump();
    }

    const Json started =
        client.send({{"do", "new_game"}, {"level", "easy"}, {"seed", 3}, {"muggins", true}});
    ASSERT_FALSE(started.contains("error")) << started.dump();
    const Json& request = started.at("request");
    ASSERT_EQ(request.at("do"), "lay_away");
    const Json& hand = request.at("hand");
    std::string notHeld = "AC";
    for (const std::string name : {"AC", "AD", "AH", "AS", "2C"}) {
        if (std::find(hand.begin(), hand.end(), name) == hand.end()) {
            notHeld = name;
            break;
        }
    }
    const std::vector<std::pair<std::string, std::string>> refusals{
        {"not json", "not a JSON object"},
        {R"(["lay_away"])", "not a JSON object"},
        {R"({"cards": []})", "needs \"do\""},
        {R"({"do": "dance"})", "unknown \"do\""},
        {R"({"do": 5})", "wrong type"},
        {R"({"do": "lay_away"})", "needs \"cards\""},
        {R"({"do": "lay_away", "cards": ["ZZ", "5H"]})", "ZZ"},
        {R"({"do": "lay_away", "cards": [)" + hand[0].dump() + "]}", ""},
        {R"({"do": "lay_away", "cards": [")" + notHeld + "\", " + hand[0].dump() + "]}", notHeld},
        {R"({"do": "play", "card": )" + hand[0].dump() + "}", ""},
        {R"({"do": "claim", "points": 3})", ""},
        {R"({"do": "accept"})", ""},
    };
    for (const auto& [line, says] : refusals) {
        const Json reply = client.sendLine(line);
        ASSERT_TRUE(reply.contains("error")) << line << " -> " << reply.dump();
        EXPECT_NE(reply.at("error").get<std::string>().find(says), std::string::npos)
            << line << " -> " << reply.dump();
        EXPECT_EQ(reply.at("request"), request) << line;
        EXPECT_EQ(reply.at("events"), Json::array());
    }
    const Json laid = client.send(answerTo(request, {}));
    EXPECT_FALSE(laid.contains("error")) << laid.dump();
    EXPECT_NE(laid.at("request"), request);
    EXPECT_EQ(client.send({{"do", "quit"}}), Json({{"bye", true}}));
    EXPECT_EQ(client.finish(), 0);
}

// Lines that once aborted the engine or were silently misread: each gets a JSON error (one
// line, valid UTF-8) with the same request, and the session goes on.
TEST(CliEngine, HostileLinesGetAnErrorAndTheSessionGoesOn) {
    EngineClient client;
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    const std::vector<std::pair<std::string, std::string>> beforeAGame{
        {"abc\xff", "not a JSON object"},
        {"{\"do\": \"\xc3\"}", "not a JSON object"},
        {R"({"do": "new_game", "seed": 1e400})", "too large"},
        {R"({"do": "new_game", "seed": 1.7})", "\"seed\" must be a whole number"},
        {R"({"do": "new_game", "seed": -1})", "\"seed\" must be a whole number"},
        {R"({"do": "new_game", "seed": 1e300})", "\"seed\" must be a whole number"},
        {R"({"do": "new_game", "target": 121.9})", "\"target\" must be 61 or 121"},
        {R"({"do": "new_game", "target": 18446744073709551615})", "\"target\" must be 61 or 121"},
        {"{\"do\": " + deep + "}", "nested deeper"},
        {"{\"do\": \"new_game\", \"level\": " + deep + "}", "nested deeper"},
        {R"({"do": "state", "x": [[1]]})", "nested deeper"},
        {R"({"do": "state", "x": {"y": {"z": 1}}})", "nested deeper"},
        {R"({"do": "state"})" + std::string(1, '\0') + R"({"do": "quit"})", "NUL byte"},
        {R"({"do": "new_game", "level": ")" + std::string(4 << 20, 'x') + "\"}", "unknown level"},
        {std::string(100000, '['), "not a JSON object"},
    };
    for (const auto& [line, says] : beforeAGame) {
        const Json reply = client.sendLine(line);
        ASSERT_TRUE(reply.contains("error")) << line.substr(0, 80) << " -> " << reply.dump();
        EXPECT_NE(reply.at("error").get<std::string>().find(says), std::string::npos)
            << line.substr(0, 80) << " -> " << reply.dump();
        EXPECT_LT(reply.at("error").get<std::string>().size(), 200U) << line.substr(0, 80);
        EXPECT_EQ(reply.at("request"), Json({{"do", "new_game"}})) << line.substr(0, 80);
    }

    const Json started =
        client.send({{"do", "new_game"}, {"level", "easy"}, {"seed", 3}, {"muggins", true}});
    ASSERT_FALSE(started.contains("error")) << started.dump();
    const Json& request = started.at("request");
    const std::vector<std::pair<std::string, std::string>> inAGame{
        {R"({"do": "claim", "points": -9223372036854775808})", "\"claim\" needs \"points\""},
        {R"({"do": "claim", "points": 18446744073709551615})", "\"claim\" needs \"points\""},
        {R"({"do": "claim", "points": 9223372036854775808})", "\"claim\" needs \"points\""},
        {R"({"do": "claim", "points": 0.5})", "\"claim\" needs \"points\""},
        {"{\"do\": \"lay_away\", \"cards\": [" + deep + "]}", "nested deeper"},
        {R"({"do": "lay_away", "cards": [")" + std::string(4 << 20, 'Z') + "\", \"5H\"]}",
         "unknown card"},
    };
    for (const auto& [line, says] : inAGame) {
        const Json reply = client.sendLine(line);
        ASSERT_TRUE(reply.contains("error")) << line.substr(0, 80) << " -> " << reply.dump();
        EXPECT_NE(reply.at("error").get<std::string>().find(says), std::string::npos)
            << line.substr(0, 80) << " -> " << reply.dump();
        EXPECT_LT(reply.at("error").get<std::string>().size(), 200U) << line.substr(0, 80);
        EXPECT_EQ(reply.at("request"), request) << line.substr(0, 80);
    }
    EXPECT_FALSE(client.send(answerTo(request, {})).contains("error"));
    EXPECT_EQ(client.send({{"do", "quit"}}), Json({{"bye", true}}));
    EXPECT_EQ(client.finish(), 0);
}

}  // namespace
}  // namespace cribbage::test
