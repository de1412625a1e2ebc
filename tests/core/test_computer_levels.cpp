// The levels that use the analysis: Hard its play, the Expert its discards and its play.

#include <gtest/gtest.h>

#include <array>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_pegging.h"
#include "cribbage/analysis/play_analysis.h"
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

// At a table of three or four the Expert lays away by the table's analysis plus the pegging
// term, the frozen Reference by the analysis alone.
TEST(AnalysisLevels, AtATableTheExpertWeighsThePeggingTermAndTheReferenceDoesNot) {
    std::array<int, 2> differsAt{};  // at three, at four
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const auto deck = shuffledDeck(seed);
        const int players = seed % 3 == 0 ? 3 : 4;
        SeatView view = layAwayView("AC 2C 3C 4C 5C", seed % 2 == 0, players);
        view.hand.assign(deck.begin(), deck.begin() + 5);
        const MultiSeat seat{players, view.dealer == 0 ? 0 : players - view.dealer};
        const auto options = analyzeMultiDiscards(view.hand, seat).value();
        const auto best = [&options](auto worth) {
            double top = worth(options.front());
            for (const MultiDiscardOption& option : options) {
                top = std::max(top, worth(option));
            }
            std::vector<CardSet> found;
            for (const MultiDiscardOption& option : options) {
                if (worth(option) >= top - 1e-9) {
                    found.push_back(CardSet::of(std::array{option.laidAway}));
                }
            }
            return found;
        };
        const CardSet byExpert = laidAway(Level::Expert, view);
        const CardSet byReference = laidAway(Level::Reference, view);
        EXPECT_TRUE(among(best([&seat](const MultiDiscardOption& o) {
                              return o.netValue + multiPeggingValue(o.kept, seat);
                          }),
                          byExpert))
            << toString(view.hand);
        EXPECT_TRUE(
            among(best([](const MultiDiscardOption& o) { return o.netValue; }), byReference))
            << toString(view.hand);
        differsAt[static_cast<std::size_t>(players - 3)] += byExpert != byReference;
    }
    EXPECT_GT(differsAt[0], 5);
    EXPECT_GT(differsAt[1], 5);
}

// Hard lays away at a table of four by the table's analysis (hand and crib, no pegging term:
// that is the Expert's); at three, by the rules of thumb like Medium.
TEST(AnalysisLevels, AtFourHardLaysAwayByTheTablesAnalysis) {
    int differsFromMedium = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        const auto deck = shuffledDeck(seed);
        const int players = seed % 3 == 0 ? 3 : 4;
        SeatView view = layAwayView("AC 2C 3C 4C 5C", seed % 2 == 0, players);
        view.hand.assign(deck.begin(), deck.begin() + 5);
        const CardSet byHard = laidAway(Level::Hard, view);
        const CardSet byMedium = laidAway(Level::Medium, view);
        if (players == 3) {
            EXPECT_EQ(byHard, byMedium) << toString(view.hand);
            continue;
        }
        const MultiSeat seat{players, view.dealer == 0 ? 0 : players - view.dealer};
        const auto options = analyzeMultiDiscards(view.hand, seat).value();
        bool amongBest = false;
        for (const MultiDiscardOption& option : options) {
            amongBest |= option.netValue >= options.front().netValue - 1e-9 &&
                         CardSet::of(std::array{option.laidAway}) == byHard;
        }
        EXPECT_TRUE(amongBest) << toString(view.hand);
        differsFromMedium += byHard != byMedium;
    }
    EXPECT_GT(differsFromMedium, 5);
}

// Four players, seat 1 to lay at 27 (the series 7H TC AS 5H AC 3C: seat 2, which laid the
// 7H, was passed over at 23, so it said Go holding only cards above 8). The 2S makes a run of
// three (3 points) and leaves 29, the 4S makes 31 (2). Medium takes off what the next seat
// with cards, seat 2, could peg on 29 (a pair of twos to 31) and lays the 4S; Hard knows
// seat 2 cannot lay again in this series, and that my partner, seat 3, lays next.
TEST(AnalysisLevels, AtFourHardHeedsTheGoesOfTheSeries) {
    SeatView view;
    view.rules.players = 4;
    view.seat = 1;
    view.dealer = 1;
    view.phase = Phase::Play;
    view.awaiting = {1};
    view.hand = cards("5C 4S 2S");
    view.laidAway = cards("7C");
    view.starter = card("8C");
    view.series = cards("7H TC AS 5H AC 3C");
    view.count = 27;
    view.played = {cards("AS 3C"), cards("5H"), cards("7H"), cards("TC AC")};
    view.cardsHeld = {2, 3, 3, 2};
    view.hasLaidAway = {true, true, true, true};
    view.scores = {0, 0};
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        EXPECT_EQ(makeComputerPlayer(Level::Medium)->decide(view, rng),
                  Action(Play{1, card("4S")}));
        EXPECT_EQ(makeComputerPlayer(Level::Hard)->decide(view, rng), Action(Play{1, card("2S")}));
        EXPECT_EQ(makeComputerPlayer(Level::Expert)->decide(view, rng),
                  Action(Play{1, card("2S")}));
        EXPECT_EQ(makeComputerPlayer(Level::Reference)->decide(view, rng),
                  Action(Play{1, card("4S")}));
    }
}

// Four players, seat 3 to lay at 19 on 9C QH, the dealer (seat 0, an opponent) next with four
// cards. The 9S leaves 28 (a three makes 31), the TH 29 (a two makes 31): the same risk
// nearly, and Medium lays the 9S. At 29 only aces and twos fit: the dealer likely says Go, and
// my partner or I lay on. Hard weighs that chance and lays the TH.
TEST(AnalysisLevels, AtFourHardLeavesACountTheNextOpponentLikelyCannotFollow) {
    SeatView view;
    view.rules.players = 4;
    view.seat = 3;
    view.dealer = 0;
    view.phase = Phase::Play;
    view.awaiting = {3};
    view.hand = cards("6H 9S TH 7C");
    view.laidAway = cards("3D");
    view.starter = card("JS");
    view.series = cards("9C QH");
    view.count = 19;
    view.played = {{}, cards("9C"), cards("QH"), {}};
    view.cardsHeld = {4, 3, 3, 4};
    view.hasLaidAway = {true, true, true, true};
    view.scores = {0, 0};
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        Rng rng(seed);
        EXPECT_EQ(makeComputerPlayer(Level::Medium)->decide(view, rng),
                  Action(Play{3, card("9S")}));
        EXPECT_EQ(makeComputerPlayer(Level::Hard)->decide(view, rng), Action(Play{3, card("TH")}));
        EXPECT_EQ(makeComputerPlayer(Level::Reference)->decide(view, rng),
                  Action(Play{3, card("9S")}));
    }
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
