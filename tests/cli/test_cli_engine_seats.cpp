// cribbage-cli engine with three and four players and the rule options of new_game: random
// whole games with invariants checked at every answer, and the refusals
// (docs/engine-protocol.md).

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

#include "engine_client.h"

namespace cribbage::test {
namespace {

constexpr int kMostRepliesAtThreeOrFour = 5000;

int valueOf(const std::string& name) {
    const auto card = parseCard(name);
    EXPECT_TRUE(card.ok()) << name;
    return card.ok() ? card->value() : 0;
}

// The names of the sides as the engine writes them, in side order.
std::vector<std::string> sideNames(int players) {
    switch (players) {
        case 2:
            return {"you", "computer"};
        case 3:
            return {"you", "computer 1", "computer 2"};
        default:
            return {"us", "them"};
    }
}

// The side of a seat named as the engine names seats.
std::string sideOf(const std::string& who, int players) {
    if (players != 4) {
        return who;
    }
    return who == "you" || who == "computer 2" ? "us" : "them";
}

// What the client keeps track of, answer after answer, to check the engine against.
class Referee {
public:
    Referee(int players, int target) : players_(players), target_(target) {
        for (const auto& side : sideNames(players)) {
            scores_[side] = 0;
        }
    }

    void check(const Json& reply) {
        ASSERT_FALSE(reply.contains("error")) << reply.dump();
        for (const Json& event : reply.at("events")) {
            checkEvent(event);
            if (::testing::Test::HasFatalFailure()) {
                return;
            }
        }
        checkRequest(reply.at("request"));
    }

    bool over() const { return over_; }

private:
    void checkEvent(const Json& event) {
        const std::string name = event.at("event");
        ASSERT_NE(name, "engine_fault") << event.dump();
        if (name == "game_started") {
            EXPECT_EQ(event.at("players"), players_);
            EXPECT_EQ(event.at("levels").size(), static_cast<std::size_t>(players_ - 1));
        } else if (name == "deal") {
            seen_.clear();
            count_ = 0;
        } else if (name == "hand") {
            ASSERT_EQ(event.at("cards").size(), 5U) << event.dump();
            hand_ = event.at("cards").get<std::set<std::string>>();
        } else if (name == "played") {
            const std::string card = event.at("card");
            EXPECT_TRUE(seen_.insert(card).second) << card << " played twice";
            EXPECT_EQ(event.at("who") == "you", hand_.contains(card)) << event.dump();
            count_ += valueOf(card);
            EXPECT_EQ(event.at("count"), count_) << event.dump();
            EXPECT_LE(count_, 31);
        } else if (name == "count_reset") {
            count_ = 0;
        } else if (name == "points") {
            EXPECT_GT(event.at("points").get<int>(), 0) << event.dump();
            scores_[sideOf(event.at("who"), players_)] += event.at("points").get<int>();
            EXPECT_EQ(event.at("scores"), Json(scores_)) << event.dump();
        } else if (name == "game_over") {
            checkGameOver(event);
        }
    }

    void checkGameOver(const Json& event) {
        over_ = true;
        EXPECT_EQ(event.at("scores"), Json(scores_));
        const std::string winner = event.at("winner");
        EXPECT_GE(scores_.at(winner), target_) << event.dump();
        for (const auto& [side, score] : scores_) {
            EXPECT_TRUE(side == winner || score < target_) << event.dump();
        }
        const std::map<std::string, int> gamePointsOfWin{
            {"single", 1}, {"lurch", 2}, {"skunk", 2}, {"double_skunk", 4}};
        EXPECT_EQ(gamePointsOfWin.at(event.at("win").get<std::string>()), event.at("game_points"));
    }

    void checkRequest(const Json& request) {
        const std::string what = request.at("do");
        if (what == "new_game") {
            EXPECT_TRUE(over_);
            return;
        }
        EXPECT_EQ(request.at("scores"), Json(scores_)) << request.dump();
        if (what == "lay_away") {
            EXPECT_EQ(request.at("cards"), 1);
            EXPECT_EQ(request.at("hand").size(), 5U);
        } else if (what == "play") {
            EXPECT_EQ(request.at("count"), count_);
            ASSERT_FALSE(request.at("playable").empty());
            for (const Json& card : request.at("playable")) {
                EXPECT_LE(count_ + valueOf(card), 31);
                EXPECT_TRUE(hand_.contains(card.get<std::string>()));
            }
        }
    }

    int players_;
    int target_;
    std::map<std::string, int> scores_;
    std::set<std::string> hand_;  // the client's cards of this deal
    std::set<std::string> seen_;  // the cards played this deal
    int count_ = 0;
    bool over_ = false;
};

// A random client: random cards laid away and played, hands claimed at their true count.
Json randomAnswer(const Json& request, std::mt19937& random) {
    const std::string what = request.at("do");
    const auto pick = [&random](const Json& cards) {
        return cards.at(std::uniform_int_distribution<std::size_t>(0, cards.size() - 1)(random));
    };
    if (what == "lay_away") {
        return {{"do", "lay_away"}, {"cards", Json::array({pick(request.at("hand"))})}};
    }
    if (what == "play") {
        return {{"do", "play"}, {"card", pick(request.at("playable"))}};
    }
    return answerTo(request, {});
}

void playRandomGame(int players, std::uint32_t seed) {
    std::mt19937 random(seed);
    const std::vector<std::string> levels{"beginner", "easy", "medium", "hard", "expert"};
    Json levelsJson = Json::array();
    for (int n = 1; n < players; ++n) {
        levelsJson.push_back(levels[random() % levels.size()]);
    }
    const int target = random() % 2 == 0 ? 61 : 121;
    const std::vector<std::string> skunks{"off", "lurch", "skunk"};
    const Json newGame{{"do", "new_game"},
                       {"players", players},
                       {"levels", levelsJson},
                       {"seed", seed},
                       {"target", target},
                       {"muggins", random() % 2 == 0},
                       {"skunk", skunks[random() % skunks.size()]},
                       {"first_dealer", random() % 2 == 0 ? "cut" : "random"}};
    SCOPED_TRACE(newGame.dump());
    EngineClient client;
    Referee referee(players, target);
    Json reply = client.send(newGame);
    for (int i = 0; i < kMostRepliesAtThreeOrFour && !::testing::Test::HasFatalFailure(); ++i) {
        referee.check(reply);
        if (reply.at("request").at("do") == "new_game") {
            break;
        }
        reply = client.send(randomAnswer(reply.at("request"), random));
    }
    EXPECT_TRUE(referee.over());
    EXPECT_EQ(client.send({{"do", "quit"}}), Json({{"bye", true}}));
    EXPECT_EQ(client.finish(), 0);
}

TEST(CliEngineSeats, RandomThreePlayerGames) {
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        playRandomGame(3, seed);
    }
}

TEST(CliEngineSeats, RandomFourPlayerGames) {
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        playRandomGame(4, seed);
    }
}

// Regression: "players" was not read, and a two-player game began.
TEST(CliEngineSeats, PlayersThreeStartsAThreePlayerGame) {
    EngineClient client;
    const Json reply = client.send({{"do", "new_game"}, {"players", 3}, {"seed", 4}});
    ASSERT_FALSE(reply.contains("error")) << reply.dump();
    const Json& started = reply.at("events").at(0);
    EXPECT_EQ(started.at("event"), "game_started");
    EXPECT_EQ(started.at("players"), 3);
    EXPECT_EQ(started.at("levels"), Json({{"computer 1", "expert"}, {"computer 2", "expert"}}));
    const Json& request = reply.at("request");
    EXPECT_EQ(request.at("do"), "lay_away");
    EXPECT_EQ(request.at("cards"), 1);
    EXPECT_EQ(request.at("hand").size(), 5U);
    EXPECT_EQ(request.at("scores"), Json({{"you", 0}, {"computer 1", 0}, {"computer 2", 0}}));
}

TEST(CliEngineSeats, FourPlayersScoreBySide) {
    EngineClient client;
    const Json reply =
        client.send({{"do", "new_game"}, {"players", 4}, {"level", "easy"}, {"seed", 4}});
    ASSERT_FALSE(reply.contains("error")) << reply.dump();
    EXPECT_EQ(reply.at("request").at("scores"), Json({{"us", 0}, {"them", 0}}));
    EXPECT_EQ(reply.at("events").at(0).at("levels"),
              Json({{"computer 1", "easy"}, {"computer 2", "easy"}, {"computer 3", "easy"}}));
}

TEST(CliEngineSeats, FirstDealerByCutShowsTheCutsBeforeTheGameStarts) {
    EngineClient client;
    const Json reply = client.send({{"do", "new_game"}, {"first_dealer", "cut"}, {"seed", 8}});
    ASSERT_FALSE(reply.contains("error")) << reply.dump();
    const Json& events = reply.at("events");
    ASSERT_GE(events.size(), 3U);
    EXPECT_EQ(events.at(0).at("event"), "cut_for_deal");
    const auto started = std::find_if(events.begin(), events.end(), [](const Json& e) {
        return e.at("event") == "game_started";
    });
    ASSERT_NE(started, events.end());
    EXPECT_EQ(started->at("first_dealer"), "cut");
    EXPECT_EQ(started->at("players"), 2);
}

// The rule variants of new_game: each is taken, and announced in game_started.
TEST(CliEngineSeats, RuleVariantsAreAnnounced) {
    EngineClient client;
    const Json reply = client.send(
        {{"do", "new_game"}, {"seed", 2}, {"skunk", "lurch"}, {"five_card_flush", true}});
    ASSERT_FALSE(reply.contains("error")) << reply.dump();
    const Json& started = reply.at("events").at(0);
    EXPECT_EQ(started.at("skunk"), true);
    EXPECT_EQ(started.at("skunk_rule"), "lurch");
    EXPECT_EQ(started.at("five_card_flush"), true);
    EXPECT_EQ(started.at("four_flush_crib"), false);
}

// A game with the five-card flush rule played to the end with muggins: the client claims
// by that rule and every claim is taken.
TEST(CliEngineSeats, AWholeGameOnlyAFiveCardFlushCounts) {
    EngineClient client;
    const ClientStyle style{.handFlush = FlushRule::Crib, .cribFlush = FlushRule::Crib};
    Json reply = client.send({{"do", "new_game"},
                              {"seed", 12},
                              {"level", "medium"},
                              {"muggins", true},
                              {"five_card_flush", true}});
    for (int i = 0; i < kMostRepliesAtThreeOrFour; ++i) {
        ASSERT_FALSE(reply.contains("error")) << reply.dump();
        if (reply.at("request").at("do") == "new_game") {
            break;
        }
        reply = client.send(answerTo(reply.at("request"), style));
    }
    EXPECT_EQ(reply.at("request").at("do"), "new_game");
}

TEST(CliEngineSeats, BadRuleOptionsAreRefused) {
    EngineClient client;
    const std::vector<std::pair<Json, std::string>> refusals{
        {{{"players", 5}}, "\"players\" must be 2, 3 or 4"},
        {{{"players", 1}}, "\"players\" must be 2, 3 or 4"},
        {{{"players", "three"}}, "\"players\" must be 2, 3 or 4"},
        {{{"players", 3.5}}, "\"players\" must be 2, 3 or 4"},
        {{{"player", 3}}, "unknown key \"player\""},
        {{{"skunk", "double"}}, "\"skunk\" must be off, lurch or skunk"},
        {{{"skunk", 2}}, "\"skunk\" has the wrong type"},
        {{{"first_dealer", "oldest"}}, "\"first_dealer\" must be cut or random"},
        {{{"first_dealer", true}}, "\"first_dealer\" has the wrong type"},
        {{{"five_card_flush", "yes"}}, "\"five_card_flush\" has the wrong type"},
        {{{"four_flush_crib", true}, {"five_card_flush", true}}, "cannot both apply"},
        {{{"players", 3}, {"levels", Json::array({"easy"})}},
         "\"levels\" must be an array of 2 level names"},
        {{{"players", 3}, {"levels", Json::array({"easy", "grandmaster"})}}, "grandmaster"},
        {{{"levels", "easy"}}, "\"levels\" must be an array of 1 level names"},
    };
    for (const auto& [options, says] : refusals) {
        Json message = options;
        message["do"] = "new_game";
        const Json reply = client.send(message);
        ASSERT_TRUE(reply.contains("error")) << message.dump() << " -> " << reply.dump();
        EXPECT_NE(reply.at("error").get<std::string>().find(says), std::string::npos)
            << message.dump() << " -> " << reply.dump();
        EXPECT_EQ(reply.at("request"), Json({{"do", "new_game"}}));
        EXPECT_EQ(reply.at("events"), Json::array());
    }
    EXPECT_EQ(client.send({{"do", "quit"}}), Json({{"bye", true}}));
    EXPECT_EQ(client.finish(), 0);
}

// The options the protocol had before keep their meaning: "skunk": false is no skunks, and
// a game with only them is announced with the keys it had (no "players").
TEST(CliEngineSeats, TheOlderOptionsKeepTheirMeaning) {
    EngineClient client;
    const Json reply = client.send({{"do", "new_game"}, {"seed", 2}, {"skunk", false}});
    ASSERT_FALSE(reply.contains("error")) << reply.dump();
    const Json& started = reply.at("events").at(0);
    EXPECT_EQ(started.at("skunk"), false);
    EXPECT_FALSE(started.contains("players"));
    EXPECT_FALSE(started.contains("skunk_rule"));
}

}  // namespace
}  // namespace cribbage::test
