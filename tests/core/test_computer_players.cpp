// The computer players: what each level does in chosen situations, and that every level
// plays whole games the engine accepts.

#include <gtest/gtest.h>

#include <set>

#include "../sanitized_build.h"
#include "cribbage/card_set.h"
#include "cribbage/computer_game.h"
#include "cribbage/computer_player.h"
#include "cribbage/game.h"
#include "player_test_support.h"

namespace cribbage::testing {
namespace {

Action decided(Level level, const SeatView& view, std::uint64_t seed) {
    Rng rng(seed);
    return makeComputerPlayer(level)->decide(view, rng);
}

TEST(LevelNames, ParseInAnyCaseAndRoundTrip) {
    for (Level level : kAllLevels) {
        const auto parsed = parseLevel(levelName(level));
        ASSERT_TRUE(parsed.ok());
        EXPECT_EQ(*parsed, level);
    }
    ASSERT_TRUE(parseLevel("GrEeDy").ok());
    EXPECT_EQ(*parseLevel("GrEeDy"), Level::Greedy);
    const auto unknown = parseLevel("grandmaster");
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().find("grandmaster"), std::string::npos);
}

// 5 5 5 J is worth 14 before any starter and far more on average: every level keeps it.
TEST(LayAway, EveryLevelKeepsTheObviousBigHand) {
    for (Level level : kAllLevels) {
        for (bool dealer : {true, false}) {
            const auto view = layAwayView("5H 5S 5D JC 2S 9H", dealer);
            EXPECT_EQ(CardSet::of(laidAwayBy(level, view)), setOf("2S 9H"))
                << levelName(level) << (dealer ? " dealing" : " as pone");
        }
    }
}

// 9 6 6 3 shows 8 points at once, so the novice throws 5H KD, a fifteen, into the dealer's
// crib; the rules of thumb keep the five out of the opponent's crib.
TEST(LayAway, BeginnerThrowsAFiveToTheOpponentsCribEasyDoesNot) {
    const auto view = layAwayView("5H 9C 6D 6S 3C KD", false);
    EXPECT_EQ(CardSet::of(laidAwayBy(Level::Beginner, view)), setOf("5H KD"));
    EXPECT_FALSE(CardSet::of(laidAwayBy(Level::Easy, view)).contains(card("5H")));
}

// Greedy counts only its hand: the same keep dealing or not. Easy salts its own crib with the
// pair of kings it would not give away as pone.
TEST(LayAway, GreedyIgnoresTheCribEasyDoesNot) {
    const auto dealing = layAwayView("KH KS 4C 6D 8H 9S", true);
    const auto pone = layAwayView("KH KS 4C 6D 8H 9S", false);
    EXPECT_EQ(CardSet::of(laidAwayBy(Level::Greedy, dealing)),
              CardSet::of(laidAwayBy(Level::Greedy, pone)));
    EXPECT_EQ(CardSet::of(laidAwayBy(Level::Easy, dealing)), setOf("KH KS"));
    EXPECT_NE(CardSet::of(laidAwayBy(Level::Easy, pone)), setOf("KH KS"));
}

// On a count of 7, the 8 makes fifteen. Greedy and Easy always take it; the novice lays any
// card now and then.
TEST(Play, GreedyAndEasyAlwaysTakeTheFifteenTheBeginnerSometimesMissesIt) {
    const auto view = playView("8D 2C KH", "7S");
    int beginnerMissed = 0;
    constexpr int kTries = 200;
    for (std::uint64_t seed = 1; seed <= kTries; ++seed) {
        EXPECT_EQ(decided(Level::Greedy, view, seed), Action(Play{0, card("8D")}));
        EXPECT_EQ(decided(Level::Easy, view, seed), Action(Play{0, card("8D")}));
        beginnerMissed += decided(Level::Beginner, view, seed) != Action(Play{0, card("8D")});
    }
    EXPECT_GT(beginnerMissed, kTries / 10);
    EXPECT_LT(beginnerMissed, kTries / 2);
}

// Leading, nothing to peg: Easy keeps the count off 5 and prefers a card under five.
TEST(Play, EasyLeadsUnderFiveAndNotAFive) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        EXPECT_EQ(decided(Level::Easy, playView("5D 3C KH 9S", ""), seed),
                  Action(Play{0, card("3C")}));
    }
}

// With three or four players each lays one card away from five: all keep 5 5 5 J.
TEST(LayAway, EveryLevelKeepsTheBigHandAtALargerTable) {
    for (int players : {3, 4}) {
        for (Level level : kAllLevels) {
            const auto view = layAwayView("5H 5S 5D JC 2S", players % 2 == 0, players);
            EXPECT_EQ(CardSet::of(laidAwayBy(level, view)), setOf("2S"))
                << levelName(level) << " at a table of " << players;
        }
    }
}

TEST(Play, EveryLevelSaysGoWhenNoCardFits) {
    const auto view = playView("KD QC", "TS 9H 5C");
    for (Level level : kAllLevels) {
        EXPECT_EQ(decided(level, view, 1), Action(Go{0})) << levelName(level);
    }
}

// Muggins: 5S 5D 5C JH with the 5H is the 29 hand. Claims never exceed the count; the
// weaker levels overlook his nobs or a long fifteen now and then.
TEST(Muggins, ClaimsNeverExceedTheCountAndWeakLevelsSometimesMissPoints) {
    const auto view = showView("5S 5D 5C JH", "5H", std::nullopt);
    for (Level level : kAllLevels) {
        std::set<int> claims;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const Action action = decided(level, view, seed);
            const auto* claim = std::get_if<ClaimCount>(&action);
            ASSERT_NE(claim, nullptr) << describe(action);
            EXPECT_EQ(claim->seat, 1);
            EXPECT_LE(claim->points, 29);
            claims.insert(claim->points);
        }
        if (level == Level::Beginner || level == Level::Easy) {
            EXPECT_GT(claims.size(), 1U) << levelName(level) << " always counts 29";
        } else {
            EXPECT_EQ(claims, std::set<int>{29}) << levelName(level);
        }
    }
}

TEST(Muggins, EveryLevelCallsMugginsOnAnObviousUndercountAndAcceptsATrueCount) {
    for (Level level : kAllLevels) {
        EXPECT_EQ(decided(level, showView("5S 5D 5C JH", "5H", 12), 1), Action(CallMuggins{0}))
            << levelName(level);
        EXPECT_EQ(decided(level, showView("5S 5D 5C JH", "5H", 29), 1), Action(AcceptCount{0}))
            << levelName(level);
    }
}

struct TableCase {
    int players;
    bool muggins;
    Variant variant = Variant::SixCard;
};

void PrintTo(const TableCase& table, std::ostream* os) {
    *os << table.players << " players" << (table.muggins ? ", muggins" : "")
        << (table.variant == Variant::FiveCard ? ", five-card" : "");
}

class EveryLevelAtTable : public ::testing::TestWithParam<TableCase> {};

// Whole games, every seat a computer level (each level in every seat in turn; with two
// players each level plays 500 games here, 1,000 over both settings; a tenth of them under the
// sanitizers, where they would take minutes): every action is accepted by the engine, every
// game ends with a winner at the target, and the points of the complete deals never exceed
// the final scores.
// Game `game` of `table`: to 121 and 61 in turn (five-card cribbage to its own target).
GameSetup refereedSetup(const TableCase& table, int game) {
    GameSetup setup;
    setup.rules.players = table.players;
    setup.rules.muggins = table.muggins;
    setup.rules.variant = table.variant;
    setup.rules.target = table.variant == Variant::FiveCard ? usualTarget(table.variant)
                         : game % 2 == 0                    ? 121
                                                            : 61;
    setup.seed =
        static_cast<std::uint64_t>(game) * 7919 + static_cast<std::uint64_t>(table.players);
    return setup;
}

TEST_P(EveryLevelAtTable, PlaysWholeGamesTheEngineAccepts) {
    const TableCase table = GetParam();
    const int gamesPerLevel = (table.players == 2 ? 250 : 100) / (kSanitizedBuild ? 10 : 1);
    std::vector<std::unique_ptr<ComputerPlayer>> levels;
    levels.reserve(kAllLevels.size());
    for (Level level : kAllLevels) {
        levels.push_back(makeComputerPlayer(level));
    }
    const int levelCount = static_cast<int>(levels.size());
    for (int game = 0; game < gamesPerLevel * levelCount; ++game) {
        const GameSetup setup = refereedSetup(table, game);
        auto created = Game::create(setup);
        ASSERT_TRUE(created.ok());
        Game match = std::move(created).value();
        std::vector<const ComputerPlayer*> seats;
        seats.reserve(static_cast<std::size_t>(table.players));
        for (int seat = 0; seat < table.players; ++seat) {
            seats.push_back(levels[static_cast<std::size_t>((game + seat) % levelCount)].get());
        }
        Rng rng(static_cast<std::uint64_t>(game));
        const auto record = playComputerGame(match, seats, rng);
        ASSERT_TRUE(record.ok()) << "game " << game << ": " << record.error();
        const auto& scores = record->scores;
        ASSERT_EQ(static_cast<int>(scores.size()), sideCount(setup.rules));
        for (std::size_t side = 0; side < scores.size(); ++side) {
            if (static_cast<int>(side) == record->winnerSide) {
                EXPECT_GE(scores[side], setup.rules.target);
            } else {
                EXPECT_LT(scores[side], setup.rules.target);
            }
        }
        EXPECT_EQ(match.state().phase, Phase::MatchOver);
        std::vector<long long> filed(scores.size(), 0);
        for (int seat = 0; seat < table.players; ++seat) {
            for (const RolePoints& role : record->positions[static_cast<std::size_t>(seat)]) {
                for (long long points : role.points) {
                    filed[static_cast<std::size_t>(sideOf(setup.rules, seat))] += points;
                }
            }
        }
        for (std::size_t side = 0; side < scores.size(); ++side) {
            EXPECT_LE(filed[side], scores[side]);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Tables, EveryLevelAtTable,
                         ::testing::Values(TableCase{2, false}, TableCase{2, true},
                                           TableCase{3, false}, TableCase{3, true},
                                           TableCase{4, false}, TableCase{4, true},
                                           TableCase{2, false, Variant::FiveCard},
                                           TableCase{2, true, Variant::FiveCard}),
                         [](const auto& param) {
                             return std::to_string(param.param.players) + "Players" +
                                    (param.param.muggins ? "Muggins" : "") +
                                    (param.param.variant == Variant::FiveCard ? "FiveCard" : "");
                         });

}  // namespace
}  // namespace cribbage::testing
