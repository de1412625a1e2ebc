// Invariants on random input: told histories never crash the checks, and every card the
// analysis offers in a real game is one the engine accepts.

#include <gtest/gtest.h>

#include <algorithm>
#include <variant>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/deck.h"
#include "cribbage/game.h"
#include "cribbage/rng.h"

namespace cribbage::testing {
namespace {

// Random cards from a shuffled pack, laid by random players with random series ends: most
// are refused, none may crash, and an accepted one is analysed to legal cards.
TEST(AnalysisRandom, ToldHistoriesAreCheckedWithoutCrashing) {
    Rng rng(99);
    int accepted = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        auto pack = shuffledDeck(rng.next());
        PlaySituation situation;
        situation.dealer = rng.below(2) == 0;
        situation.hand.assign(pack.begin(), pack.begin() + 4);
        situation.laidAway.assign(pack.begin() + 4, pack.begin() + 6);
        situation.starter = pack[6];
        situation.history.emplace_back();
        const int entries = static_cast<int>(rng.below(8));
        std::size_t nextOpponentCard = 7;
        for (int i = 0; i < entries; ++i) {
            if (rng.below(5) == 0) {
                situation.history.emplace_back();
            }
            const bool mine = rng.below(2) == 0;
            const Card card = mine ? situation.hand[rng.below(4)] : pack[nextOpponentCard++];
            situation.history.back().push_back({mine ? Player::Me : Player::Opponent, card});
        }
        auto position = makePlayPosition(situation);
        if (!position.ok()) {
            EXPECT_FALSE(position.error().empty());
            continue;
        }
        ++accepted;
        auto options = analyzePlay(*position, {16});
        ASSERT_TRUE(options.ok()) << options.error();
        for (const PlayOption& option : *options) {
            EXPECT_NE(std::find(position->held.begin(), position->held.end(), option.card),
                      position->held.end());
            EXPECT_LE(position->count() + option.card.value(), 31);
        }
    }
    EXPECT_GT(accepted, 100);
}

// Whole first hands of seeded games: the expert's discards and cards, read from each seat's
// view, are always accepted by the engine; the analysis is empty exactly when the engine
// wants a Go.
TEST(AnalysisRandom, TheEngineAcceptsEveryChoice) {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        GameSetup setup;
        setup.seed = seed;
        setup.rules.firstDealer = FirstDealer::Random;
        Game game = std::move(Game::create(setup)).value();
        bool dealt = false;
        while (!dealt || game.state().phase == Phase::LayAway ||
               game.state().phase == Phase::CutStarter || game.state().phase == Phase::Play) {
            const int seat = game.awaiting().front();
            const std::vector<Action> legal = game.legalActions(seat);
            Action action = legal.front();
            if (game.state().phase == Phase::LayAway) {
                const auto& hand = game.state().hands[static_cast<std::size_t>(seat)];
                auto options = analyzeDiscards(hand, game.state().dealer == seat);
                ASSERT_TRUE(options.ok()) << options.error();
                const auto best = options->front().laidAway;
                action = LayAway{seat, {best[0], best[1]}};
            } else if (game.state().phase == Phase::Play) {
                auto position = playPositionFromView(game.view(seat));
                ASSERT_TRUE(position.ok()) << position.error();
                auto options = analyzePlay(*position);
                ASSERT_TRUE(options.ok()) << options.error();
                const bool mustSayGo = std::holds_alternative<Go>(legal.front());
                ASSERT_EQ(options->empty(), mustSayGo) << "seed " << seed;
                if (!mustSayGo) {
                    action = Play{seat, options->front().card};
                }
            }
            dealt = dealt || std::holds_alternative<Deal>(action);
            auto events = game.apply(action);
            ASSERT_TRUE(events.ok()) << "seed " << seed << ": " << events.error();
        }
    }
}

}  // namespace
}  // namespace cribbage::testing
