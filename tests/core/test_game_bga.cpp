// The Board Game Arena play-and-show example of RULES.md, played through the engine.

#include <gtest/gtest.h>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

TEST(BgaExample, AliceCutsLowAndDeals) {
    Game game = newGame(bgaSetup());
    EXPECT_EQ(game.awaiting(), std::vector<int>{kAlice});
    const auto aliceCut = act(game, Cut{kAlice, 4});
    EXPECT_EQ(eventsOf<CutForDealShown>(aliceCut),
              (std::vector<CutForDealShown>{{kAlice, card("AC")}}));
    const auto bobCut = act(game, Cut{kBob, 4});
    EXPECT_EQ(eventsOf<CutForDealShown>(bobCut),
              (std::vector<CutForDealShown>{{kBob, card("KC")}}));
    EXPECT_EQ(eventsOf<DealerChosen>(bobCut), std::vector<DealerChosen>{{kAlice}});
    EXPECT_EQ(game.state().phase, Phase::Deal);
    EXPECT_EQ(game.awaiting(), std::vector<int>{kAlice});
}

TEST(BgaExample, TheDealGoesOneCardAtATimeStartingWithBob) {
    Game game = newGame(bgaSetup());
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    const auto dealt = eventsOf<CardDealt>(act(game, Deal{kAlice}));
    ASSERT_EQ(dealt.size(), 12U);
    const auto names = cards("6D 5S JH 4S 4H 2S 7C 6H KC TS 8C 8D");
    for (std::size_t i = 0; i < dealt.size(); ++i) {
        EXPECT_EQ(dealt[i].seat, i % 2 == 0 ? kBob : kAlice) << i;
        EXPECT_EQ(dealt[i].card, names[i]) << i;
    }
    EXPECT_EQ(game.state().hands[kBob], cards("6D JH 4H 7C KC 8C"));
    EXPECT_EQ(game.state().hands[kAlice], cards("5S 4S 2S 6H TS 8D"));
    EXPECT_EQ(game.state().pack.size(), 40U);
    EXPECT_EQ(game.state().phase, Phase::LayAway);
}

TEST(BgaExample, BobCutsTheStarter) {
    const Game game = bgaGameAtThePlay();
    EXPECT_EQ(game.state().starter, card("5H"));
    EXPECT_EQ(game.state().hands[kAlice], cards("5S 4S 2S 6H"));
    EXPECT_EQ(game.state().hands[kBob], cards("6D JH 4H 7C"));
    EXPECT_EQ(cribCards(game.state()), cards("TS 8D KC 8C"));
    EXPECT_EQ(game.state().phase, Phase::Play);
    EXPECT_EQ(game.awaiting(), std::vector<int>{kBob});
}

// The pegging table of RULES.md, and the show: Bob 9, Alice 12, the crib 6.
TEST(BgaExample, ThePlayAndTheShow) {
    Game game = bgaGameAtThePlay();
    std::vector<Event> all;
    for (const Action& action : bgaPlay()) {
        if (std::holds_alternative<Go>(action)) {
            EXPECT_EQ(game.legalActions(kBob), std::vector<Action>{Go{kBob}});
        }
        const auto events = act(game, action);
        all.insert(all.end(), events.begin(), events.end());
    }
    std::vector<int> counts;
    for (const auto& played : eventsOf<CardPlayed>(all)) {
        counts.push_back(played.count);
    }
    EXPECT_EQ(counts, (std::vector<int>{10, 15, 22, 28, 30, 6, 10, 14}));
    EXPECT_EQ(eventsOf<GoSaid>(all), std::vector<GoSaid>{{kBob}});
    EXPECT_EQ(eventsOf<CountReset>(all), std::vector<CountReset>{{kBob}});

    const auto scored = eventsOf<PointsScored>(all);
    ASSERT_EQ(scored.size(), 8U);
    EXPECT_EQ(scored[0].seat, kAlice);
    EXPECT_EQ(describe(scored[0].items), std::vector<std::string>{"Fifteen 2: JH 5S"});
    EXPECT_EQ(scored[1].seat, kAlice);
    EXPECT_EQ(describe(scored[1].items), std::vector<std::string>{"Run 3: 5S 7C 6H"});
    EXPECT_EQ(scored[2].seat, kAlice);
    EXPECT_EQ(describe(scored[2].items), std::vector<std::string>{"Go 1: 2S"});
    EXPECT_EQ(scored[3].seat, kBob);
    EXPECT_EQ(describe(scored[3].items), std::vector<std::string>{"Pair 2: 4S 4H"});
    EXPECT_EQ(scored[4].seat, kBob);
    EXPECT_EQ(describe(scored[4].items), std::vector<std::string>{"LastCard 1: 4H"});
    EXPECT_EQ(scored[4].newScore, 3);
    EXPECT_EQ(scored[2].newScore, 6);

    // The show: the pone first, then the dealer, then the crib.
    const auto shown = eventsOf<HandShown>(all);
    ASSERT_EQ(shown.size(), 3U);
    EXPECT_EQ(shown[0].seat, kBob);
    EXPECT_FALSE(shown[0].crib);
    EXPECT_EQ(shown[1].seat, kAlice);
    EXPECT_EQ(shown[2].seat, kAlice);
    EXPECT_TRUE(shown[2].crib);
    EXPECT_EQ(scored[5].source, ScoreSource::Hand);
    EXPECT_EQ(scored[5].seat, kBob);
    EXPECT_EQ(scored[5].points, 9);
    EXPECT_EQ(scored[5].oldScore, 3);
    EXPECT_EQ(scored[5].newScore, 12);
    EXPECT_EQ(scored[6].seat, kAlice);
    EXPECT_EQ(scored[6].points, 12);
    EXPECT_EQ(scored[7].source, ScoreSource::Crib);
    EXPECT_EQ(scored[7].points, 6);
    EXPECT_EQ(scored[7].newScore, 24);
    EXPECT_EQ(game.state().scores, (std::vector<int>{24, 12}));
    EXPECT_EQ(game.state().rearPegs, (std::vector<int>{18, 3}));

    // The deal passes to Bob.
    EXPECT_EQ(game.state().phase, Phase::Deal);
    EXPECT_EQ(game.state().dealer, kBob);
    EXPECT_EQ(game.awaiting(), std::vector<int>{kBob});
}

}  // namespace
}  // namespace cribbage::testing
