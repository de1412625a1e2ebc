// analyzeDecision: the one question the hints and the review ask, answered at two, three and
// four players by the analysis of each kind of decision, option for option.

#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "cribbage/analysis/decision_options.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/play_position.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/analysis/standing.h"
#include "cribbage/game.h"
#include "cribbage/rng.h"

namespace cribbage::testing {
namespace {

// What the analysis of each kind says of the view's decision, as a decision's options.
std::vector<DecisionOption> expectedOptions(const SeatView& view) {
    std::vector<DecisionOption> expected;
    const int players = view.rules.players;
    if (view.phase == Phase::LayAway && players == 2) {
        const auto options = analyzeDiscards(view.hand, view.dealer == view.seat, standingFor(view),
                                             handFlushRule(view.rules));
        for (const DiscardOption& option : options.value()) {
            expected.push_back({.cards = {option.laidAway.begin(), option.laidAway.end()},
                                .rank = option.rankValue,
                                .net = option.netValue,
                                .hand = option.handValue,
                                .crib = option.netValue - option.handValue - option.peggingValue,
                                .pegging = option.peggingValue,
                                .reachChance = option.reachChance,
                                .reason = option.reason});
        }
    } else if (view.phase == Phase::LayAway) {
        const MultiSeat seat{players, (view.seat - view.dealer + players) % players};
        const auto options = analyzeMultiDiscards(view.hand, seat, handFlushRule(view.rules));
        for (const MultiDiscardOption& option : options.value()) {
            expected.push_back({.cards = {option.laidAway},
                                .rank = option.netValue,
                                .net = option.netValue,
                                .hand = option.handValue,
                                .crib = option.netValue - option.handValue,
                                .reason = option.reason});
        }
    } else if (players == 2) {
        auto position = playPositionFromView(view).value();
        position.standing = standingFor(view);
        const auto options = analyzePlay(position);
        for (const PlayOption& option : options.value()) {
            expected.push_back({.cards = {option.card},
                                .rank = option.rankValue,
                                .net = option.myPoints - option.opponentPoints,
                                .mine = option.myPoints,
                                .theirs = option.opponentPoints,
                                .winChance = option.winChance,
                                .loseChance = option.loseChance,
                                .reason = option.reason});
        }
    } else {
        const auto options = expectMultiPlay(*multiPlayPositionFromView(view));
        for (const MultiPlayOption& option : options) {
            expected.push_back({.cards = {option.card},
                                .rank = option.rankValue,
                                .net = option.rankValue,
                                .mine = option.sidePoints,
                                .theirs = option.opponentPoints,
                                .reason = option.reason});
        }
    }
    return expected;
}

void expectSame(const DecisionOption& got, const DecisionOption& expected) {
    EXPECT_EQ(got.cards, expected.cards);
    EXPECT_EQ(got.rank, expected.rank);
    EXPECT_EQ(got.net, expected.net);
    EXPECT_EQ(got.hand, expected.hand);
    EXPECT_EQ(got.crib, expected.crib);
    EXPECT_EQ(got.pegging, expected.pegging);
    EXPECT_EQ(got.mine, expected.mine);
    EXPECT_EQ(got.theirs, expected.theirs);
    EXPECT_EQ(got.reachChance, expected.reachChance);
    EXPECT_EQ(got.winChance, expected.winChance);
    EXPECT_EQ(got.loseChance, expected.loseChance);
    EXPECT_EQ(got.reason, expected.reason);
}

// Decisions of each kind compared, from random games at `players`: laying away and the play.
void compareDecisionsOfRandomGames(int players, int wanted) {
    std::array<int, 2> compared{};  // laying away, the play
    Rng rng(static_cast<std::uint64_t>(players) * 1000);
    for (std::uint64_t seed = 1; compared[0] < wanted || compared[1] < wanted; ++seed) {
        GameSetup setup;
        setup.seed = seed;
        setup.rules.players = players;
        setup.rules.target = 61;  // nearer the end, where the chances rank the options
        Game game = std::move(Game::create(setup)).value();
        while (game.state().phase != Phase::GameOver && game.state().phase != Phase::MatchOver) {
            const int seat = game.awaiting().front();
            const SeatView view = game.view(seat);
            const auto decision = analyzeDecision(view);
            const bool laying = view.phase == Phase::LayAway;
            const bool ownTurn = laying || view.phase == Phase::Play;
            auto& count = compared[laying ? 0 : 1];
            if (ownTurn && decision.ok() && count < wanted) {
                const auto expected = expectedOptions(view);
                ASSERT_EQ(decision->options.size(), expected.size()) << "seed " << seed;
                EXPECT_EQ(decision->players, players);
                EXPECT_EQ(decision->kind,
                          laying ? DecisionOptions::Kind::LayAway : DecisionOptions::Kind::Play);
                for (std::size_t i = 0; i < expected.size(); ++i) {
                    expectSame(decision->options[i], expected[i]);
                }
                ++count;
            }
            const std::vector<Action> legal = game.legalActions(seat);
            ASSERT_TRUE(
                game.apply(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]).ok());
        }
    }
}

TEST(DecisionOptions, TwoPlayersAreAnsweredByTheDiscardAndPlayAnalyses) {
    compareDecisionsOfRandomGames(2, 200);
}

TEST(DecisionOptions, ThreePlayersAreAnsweredByTheTableAnalyses) {
    compareDecisionsOfRandomGames(3, 200);
}

TEST(DecisionOptions, FourPlayersAreAnsweredByTheTableAnalyses) {
    compareDecisionsOfRandomGames(4, 200);
}

TEST(DecisionOptions, ASeatWithoutADecisionIsRefused) {
    GameSetup setup;
    setup.seed = 5;
    Game game = std::move(Game::create(setup)).value();
    const int seat = game.awaiting().front();
    EXPECT_FALSE(analyzeDecision(game.view(seat)).ok()) << "the cut for the deal: no cards";
    EXPECT_FALSE(analyzeDecision(game.view(1 - seat)).ok()) << "not awaited";
}

}  // namespace
}  // namespace cribbage::testing
