// The levels that use the analysis: Hard its play, the Expert its discards and its play.

#include <gtest/gtest.h>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/analysis/table_pegging.h"
#include "cribbage/card_set.h"
#include "cribbage/computer_game.h"
#include "cribbage/deck.h"
#include "cribbage/game.h"
#include "player_test_support.h"

namespace cribbage::testing {
namespace {

CardSet laidAway(Level level, const SeatView& view) {
    Rng rng(1);
    const Action action = makeComputerPlayer(level)->decide(view, rng);
    const auto* layAway = std::get_if<LayAway>(&action);
    EXPECT_NE(layAway, nullptr) << describe(action);
    return layAway != nullptr ? CardSet::of(layAway->cards) : CardSet();
}

// The discards that score best by `worth` (several when tied).
template <class Worth>
std::vector<CardSet> bestDiscards(const std::vector<DiscardOption>& options, Worth worth) {
    double best = worth(options.front());
    for (const DiscardOption& option : options) {
        best = std::max(best, worth(option));
    }
    std::vector<CardSet> found;
    for (const DiscardOption& option : options) {
        if (worth(option) >= best - 1e-9) {
            found.push_back(CardSet::of(option.laidAway));
        }
    }
    return found;
}

bool among(const std::vector<CardSet>& sets, CardSet set) {
    return std::find(sets.begin(), sets.end(), set) != sets.end();
}

// The Expert lays away by the analysis ranked by the chance to win the game
// (rankByWinChance), the Reference by the analysis's ranking in the real standing; Medium and
// Hard by the rules of thumb. On 300 deals near the end of a game the Expert and the
// Reference each pick a best discard by their ranking, and the ways do not always agree.
TEST(AnalysisLevels, TheExpertLaysAwayByTheAnalysisInTheRealStanding) {
    int differs = 0;
    int differsFromReference = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const auto deck = shuffledDeck(seed);
        const bool dealer = seed % 2 == 0;
        SeatView view = layAwayView("AC 2C 3C 4C 5C 6C", dealer);
        view.hand.assign(deck.begin(), deck.begin() + 6);
        view.scores = {108, 112};
        auto options = analyzeDiscards(view.hand, dealer, {108, 112, 121});
        ASSERT_TRUE(options.ok());
        const auto reference = bestDiscards(*options, [](const auto& o) { return o.rankValue; });
        const CardSet byReference = laidAway(Level::Reference, view);
        EXPECT_TRUE(among(reference, byReference)) << toString(view.hand);
        rankByWinChance(options.value(), dealer, {108, 112, 121});
        const auto expert = bestDiscards(*options, [](const auto& o) { return o.gameWinChance; });
        const CardSet byExpert = laidAway(Level::Expert, view);
        EXPECT_TRUE(among(expert, byExpert)) << toString(view.hand);
        EXPECT_EQ(laidAway(Level::Hard, view), laidAway(Level::Medium, view));
        differs += byExpert != laidAway(Level::Hard, view);
        differsFromReference += byExpert != byReference;
    }
    EXPECT_GT(differs, 10);
    EXPECT_GT(differsFromReference, 0);
}

// At a table of four the Expert lays away by the table's analysis plus the pegging term, the
// frozen Reference by the analysis alone; at three (no pegging model) the two agree.
TEST(AnalysisLevels, AtFourTheExpertWeighsThePeggingTermAndTheReferenceDoesNot) {
    int differs = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const auto deck = shuffledDeck(seed);
        const int players = seed % 3 == 0 ? 3 : 4;
        SeatView view = layAwayView("AC 2C 3C 4C 5C", seed % 2 == 0, players);
        view.hand.assign(deck.begin(), deck.begin() + 5);
        const TableSeat seat{players, view.dealer == 0 ? 0 : players - view.dealer};
        const auto options = analyzeTableDiscards(view.hand, seat).value();
        const auto best = [&options](auto worth) {
            double top = worth(options.front());
            for (const TableDiscardOption& option : options) {
                top = std::max(top, worth(option));
            }
            std::vector<CardSet> found;
            for (const TableDiscardOption& option : options) {
                if (worth(option) >= top - 1e-9) {
                    found.push_back(CardSet::of(std::array{option.laidAway}));
                }
            }
            return found;
        };
        const CardSet byExpert = laidAway(Level::Expert, view);
        const CardSet byReference = laidAway(Level::Reference, view);
        EXPECT_TRUE(among(best([&seat](const TableDiscardOption& o) {
                              return o.netValue + tablePeggingValue(o.kept, seat);
                          }),
                          byExpert))
            << toString(view.hand);
        EXPECT_TRUE(
            among(best([](const TableDiscardOption& o) { return o.netValue; }), byReference))
            << toString(view.hand);
        if (players == 3) {
            EXPECT_EQ(byExpert, byReference) << toString(view.hand);
        }
        differs += byExpert != byReference;
    }
    EXPECT_GT(differs, 5);
}

// Count 12, holding 9 and 2: the 9 leaves 21 (any ten-card makes 31), the 2 leaves 14 (only
// an ace makes 15). Medium looks one card ahead; Greedy sees no points either way.
TEST(AnalysisLevels, MediumKeepsTheCountAwayFromTwentyOne) {
    const SeatView view = playView("9S 2C", "7D 5H");
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        EXPECT_EQ(makeComputerPlayer(Level::Medium)->decide(view, rng),
                  Action(Play{0, card("2C")}));
    }
}

struct AnalysisPlayer {
    Level level;
    PlayAnalysisLimits limits;
    bool realStanding;
};

void PrintTo(const AnalysisPlayer& player, std::ostream* os) {
    *os << levelName(player.level);
}

class AnalysisPlay : public ::testing::TestWithParam<AnalysisPlayer> {};

// Whole games of a level against itself: every position it meets is one the analysis
// accepts (so it never falls back to a weaker way of choosing), and it lays the analysis's
// first card (over its sample of holdings, in its standing) whenever the cards that fit are
// of more than one rank.
TEST_P(AnalysisPlay, LaysTheAnalysissFirstCardInEveryPositionOfRealGames) {
    const AnalysisPlayer tested = GetParam();
    const auto player = makeComputerPlayer(tested.level);
    int analysed = 0;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        GameSetup setup;
        setup.seed = seed;
        auto created = Game::create(setup);
        ASSERT_TRUE(created.ok());
        Game game = std::move(created).value();
        Rng rng(seed);
        while (game.state().phase != Phase::MatchOver) {
            const int seat = game.awaiting().front();
            const SeatView view = game.view(seat);
            const Action action = player->decide(view, rng);
            if (view.phase == Phase::LayAway) {
                ASSERT_TRUE(analyzeDiscards(view.hand, view.dealer == seat,
                                            {view.scores[seat], view.scores[1 - seat], 121})
                                .ok());
            }
            if (const auto* play = std::get_if<Play>(&action)) {
                auto position = playPositionFromView(view);
                ASSERT_TRUE(position.ok()) << position.error();
                if (!tested.realStanding) {
                    position.value().standing = Standing{};
                }
                const auto options = analyzePlay(*position, tested.limits);
                ASSERT_TRUE(options.ok()) << options.error();
                ASSERT_FALSE(options->empty());
                bool severalRanks = false;
                for (const PlayOption& option : *options) {
                    severalRanks = severalRanks || option.card.rank() != play->card.rank();
                }
                if (severalRanks) {
                    EXPECT_EQ(play->card, options->front().card);
                    ++analysed;
                }
            }
            const auto applied = game.apply(action);
            ASSERT_TRUE(applied.ok()) << describe(action) << ": " << applied.error();
        }
    }
    EXPECT_GT(analysed, 100);
}

INSTANTIATE_TEST_SUITE_P(
    Levels, AnalysisPlay,
    ::testing::Values(
        AnalysisPlayer{Level::Hard, {.holdings = 32}, false},
        AnalysisPlayer{
            Level::Expert,
            {.holdings = 48, .keptHandSharpness = 0.4, .keptRanks = true, .toTheBoard = true},
            true},
        // Frozen: the Reference plays by the Expert's settings of the day it
        // was frozen, whatever becomes of the Expert's.
        AnalysisPlayer{Level::Reference, {.holdings = 48, .keptHandSharpness = 0.4}, true}),
    [](const auto& param) { return std::string(levelName(param.param.level)); });

}  // namespace
}  // namespace cribbage::testing
