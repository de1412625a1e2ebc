// The chance to win a two-player game (WinChanceTable) and the analyses that play to the
// board with it: the discards ranked by it (rankByWinChance), the play ranked by it
// (PlayAnalysisLimits::toTheBoard).

#include <gtest/gtest.h>

#include <algorithm>

#include "analysis_test_support.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/win_chance.h"
#include "cribbage/card_set.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

constexpr double kExact = 1e-12;

class WinChanceByTarget : public ::testing::TestWithParam<int> {};

TEST_P(WinChanceByTarget, IsSureAtTheEndsOfTheBoard) {
    const WinChanceTable& table = winChanceTable(GetParam());
    const int last = GetParam() - 1;
    // A pone one point short counts out in the show unless the dealer pegs out first.
    EXPECT_GT(table.chance(last, 0, false), 0.99);
    EXPECT_LT(table.chance(0, last, true), 0.01);
    for (int score = 0; score < GetParam(); ++score) {
        for (int other = 0; other < GetParam(); ++other) {
            for (bool deal : {false, true}) {
                const double chance = table.chance(score, other, deal);
                ASSERT_GE(chance, -kExact);
                ASSERT_LE(chance, 1 + kExact);
            }
        }
    }
}

TEST_P(WinChanceByTarget, RisesWithMyScoreAndFallsWithTheOpponents) {
    const WinChanceTable& table = winChanceTable(GetParam());
    for (int score = 0; score + 1 < GetParam(); ++score) {
        for (int other = 0; other < GetParam(); ++other) {
            for (bool deal : {false, true}) {
                ASSERT_GE(table.chance(score + 1, other, deal) + kExact,
                          table.chance(score, other, deal))
                    << score << "-" << other << (deal ? " dealing" : " pone");
                ASSERT_LE(table.chance(other, score + 1, deal),
                          table.chance(other, score, deal) + kExact)
                    << other << "-" << score << (deal ? " dealing" : " pone");
            }
        }
    }
}

TEST_P(WinChanceByTarget, IsOneGameSeenFromEitherSide) {
    const WinChanceTable& table = winChanceTable(GetParam());
    for (int score = 0; score < GetParam(); score += 7) {
        for (int other = 0; other < GetParam(); other += 5) {
            EXPECT_NEAR(table.chance(score, other, true) + table.chance(other, score, false), 1.0,
                        kExact);
        }
    }
    // Level, the dealer is ahead by what the crib brings: the first dealer wins 55.7% of
    // Expert self-play to 121 (docs/ai-strength.md), about 56% in published play.
    EXPECT_GT(table.chance(0, 0, true), 0.5);
    if (GetParam() == 121) {
        EXPECT_NEAR(table.chance(0, 0, true), 0.557, 0.015);
    }
}

// Counting the pone's own show as the usual pone's hand gives the table's own figure.
TEST_P(WinChanceByTarget, ThisDealWithTheUsualShowIsTheTablesChance) {
    const WinChanceTable& table = winChanceTable(GetParam());
    std::vector<ShowChance> usual;
    usual.reserve(table.deal().poneHand.size());
    for (int points = 0; points < static_cast<int>(table.deal().poneHand.size()); ++points) {
        usual.push_back({points, table.deal().poneHand[static_cast<std::size_t>(points)]});
    }
    for (int score : {0, 30, GetParam() - 25, GetParam() - 8, GetParam() - 1}) {
        for (int other : {0, 45, GetParam() - 12, GetParam() - 2}) {
            EXPECT_NEAR(table.chanceThisDeal(score, other, false, usual, 0, 0),
                        table.chance(score, other, false), 1e-9)
                << score << "-" << other;
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Targets, WinChanceByTarget, ::testing::Values(121, 61),
                         [](const auto& param) { return "to" + std::to_string(param.param); });

// Every deal the dealer pegs 1 and the pone's hand shows 2, nothing else: to 5 points the
// first pone reaches 2, 3, then 5 in the third deal, as its pone, before the other's 4.
TEST(WinChanceTable, WorksBackAFixedGameExactly) {
    DealPoints fixed;
    fixed.pegging = {{0.0, 1.0}};
    fixed.poneHand = {0.0, 0.0, 1.0};
    fixed.dealerShow = {1.0};
    fixed.crib = {1.0};
    const WinChanceTable table(fixed, 5);
    EXPECT_EQ(table.chance(0, 0, false), 1.0);
    EXPECT_EQ(table.chance(0, 0, true), 0.0);
    // The pone at 3 shows out at once; at 0 against 3 the other reaches 4, then pegs out
    // as the next dealer.
    EXPECT_EQ(table.chance(3, 3, false), 1.0);
    EXPECT_EQ(table.chance(0, 3, false), 0.0);
}

std::vector<DiscardOption> rankedByWinChance(std::string_view six, bool dealer, Standing standing) {
    auto options = analyzeDiscards(cards(six), dealer, standing);
    EXPECT_TRUE(options.ok());
    std::vector<DiscardOption> ranked = options.ok() ? *options : std::vector<DiscardOption>{};
    rankByWinChance(ranked, dealer, standing);
    return ranked;
}

TEST(DiscardWinChance, RanksEveryWayToLayAwayByTheChanceToWin) {
    for (bool dealer : {false, true}) {
        const auto options = rankedByWinChance("5H 5S JD 6C 9S KH", dealer, Standing{60, 70, 121});
        ASSERT_EQ(options.size(), 15U);
        for (std::size_t i = 0; i < options.size(); ++i) {
            EXPECT_GT(options[i].gameWinChance, 0.0);
            EXPECT_LT(options[i].gameWinChance, 1.0);
            if (i > 0) {
                EXPECT_GE(options[i - 1].gameWinChance, options[i].gameWinChance);
            }
        }
    }
}

// Far from the end a point is a point: the keep with the most net points is (nearly) the
// likeliest to win.
TEST(DiscardWinChance, FarFromTheEndFollowsThePoints) {
    const auto byPoints = analyzeDiscards(cards("7D 2H 3H 8S 2C KD"), false);
    ASSERT_TRUE(byPoints.ok());
    const auto ranked = rankedByWinChance("7D 2H 3H 8S 2C KD", false, Standing{});
    EXPECT_EQ(CardSet::of(ranked.front().kept), CardSet::of(byPoints->front().kept));
}

// The pone needing 12 counts first: it keeps the hand that gets there more often
// (docs/analysis.md, "The end of a game"), and needing 12 it is likelier to win than needing
// 30 with the same cards.
TEST(DiscardWinChance, ThePoneNearTheTargetPlaysToCountOut) {
    const auto near = rankedByWinChance("7D 2H 3H 8S 2C KD", false, Standing{109, 100, 121});
    EXPECT_EQ(CardSet::of(near.front().kept), CardSet::of(cards("2C 2H 3H KD")));
    EXPECT_GT(near.front().gameWinChance, keeping(near, "2C 2H 3H 8S").gameWinChance);
    const auto further = rankedByWinChance("7D 2H 3H 8S 2C KD", false, Standing{91, 100, 121});
    EXPECT_GT(near.front().gameWinChance, further.front().gameWinChance);
}

std::vector<PlayOption> playToTheBoard(const PlayPosition& at) {
    auto options = analyzePlay(at, {.holdings = 0, .toTheBoard = true});
    EXPECT_TRUE(options.ok());
    return options.ok() ? *options : std::vector<PlayOption>{};
}

PlayPosition dealerPosition(Standing standing) {
    return position(true, "6S 5H 6H 9S", "8H TH", "4D", "o:3C m:6S o:2D", standing);
}

TEST(PlayWinChance, APegOutIsASureWin) {
    const auto options = playToTheBoard(
        position(true, "5C 9D 8S 2H", "KD QD", "AS", "o:TH", Standing{119, 117, 121}));
    ASSERT_FALSE(options.empty());
    EXPECT_EQ(options.front().card, card("5C"));  // a fifteen: two points, the game
    EXPECT_DOUBLE_EQ(options.front().rankValue, 100.0);
    for (const PlayOption& option : options) {
        EXPECT_GE(option.rankValue, 0.0);
        EXPECT_LE(option.rankValue, 100.0);
    }
}

// At the start of a game the chance follows the points: the card with the most net points.
// (Later, lines with as many net points but more points for both may win more often.)
TEST(PlayWinChance, AtTheStartFollowsThePoints) {
    const PlayPosition at = dealerPosition(Standing{});
    const auto byPoints = analyzePlay(at, {.holdings = 0});
    ASSERT_TRUE(byPoints.ok());
    const auto byChance = playToTheBoard(at);
    ASSERT_FALSE(byChance.empty());
    EXPECT_EQ(byChance.front().card, byPoints->front().card);
}

// Near the end the chance to win decides: the dealer whose pone will count out plays for
// the points it needs in the play, as the analysis of the end of a game does.
TEST(PlayWinChance, TheDealerPlaysForTheWinWhenThePoneWillCountOut) {
    const PlayPosition at = dealerPosition(Standing{117, 115, 121});
    const auto byChance = playToTheBoard(at);
    const auto endGame = analyzePlay(at, {.holdings = 0});
    ASSERT_TRUE(endGame.ok());
    ASSERT_FALSE(byChance.empty());
    EXPECT_EQ(byChance.front().card, endGame->front().card);
    EXPECT_LT(byChance.front().rankValue, 50.0) << "the pone counts out more often than not";
}

}  // namespace
}  // namespace cribbage::testing
