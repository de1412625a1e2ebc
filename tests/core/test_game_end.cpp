// The game ends the moment a side reaches the target: at the heels, in the play, mid-show.
// The loser deals the next game of a match.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

int dealerScore(const Game& game) {
    const auto& state = game.state();
    return state.scores[static_cast<std::size_t>(sideOf(game.rules(), state.dealer))];
}

TEST(GameEnd, HeelsWinsTheGame) {
    RuleSettings rules;
    rules.target = 61;
    for (std::uint64_t seed = 1; seed < 100; ++seed) {
        Game game = newGame(setupOf(rules, seed));
        playUntil(game, firstLegalAction, [](const Game& g) {
            return g.state().phase == Phase::Deal && dealerScore(g) >= 59;
        });
        if (game.state().phase != Phase::Deal) {
            continue;
        }
        // The same match, with a jack 4 cards under the 12 dealt in the next deal.
        GameSetup setup = game.setup();
        setup.stackedDecks.resize(static_cast<std::size_t>(game.state().shuffles));
        setup.stackedDecks.push_back(
            stackedTop("2C 3C 4C 5C 6C 7C 8C 9C TC QC KC AC 2D 3D 4D 5D JH"));
        auto replayed = replayGame(setup, game.history());
        ASSERT_TRUE(replayed.ok()) << replayed.error();
        Game stacked = std::move(replayed).value();
        ASSERT_EQ(stacked.state(), game.state());
        const int dealer = stacked.state().dealer;
        playUntil(stacked, firstLegalAction,
                  [](const Game& g) { return g.state().phase == Phase::CutStarter; });
        const auto events = act(stacked, Cut{(dealer + 1) % 2, 4});
        const auto scored = eventsOf<PointsScored>(events);
        ASSERT_EQ(scored.size(), 1U);
        EXPECT_EQ(scored[0].source, ScoreSource::Heels);
        EXPECT_EQ(describe(scored[0].items), std::vector<std::string>{"Heels 2: JH"});
        EXPECT_EQ(scored[0].seat, dealer);
        EXPECT_GE(scored[0].newScore, 61);
        const auto won = eventsOf<GameWon>(events);
        ASSERT_EQ(won.size(), 1U);
        EXPECT_EQ(won[0].side, dealer);
        EXPECT_EQ(stacked.state().phase, Phase::MatchOver);
        EXPECT_TRUE(eventsOf<CardPlayed>(events).empty());
        return;
    }
    FAIL() << "no seed brought the dealer to 59 or 60";
}

TEST(GameEnd, APoneWhoCountsOutWinsBeforeTheDealerCounts) {
    RuleSettings rules;
    for (std::uint64_t seed = 1; seed < 400; ++seed) {
        Game game = newGame(setupOf(rules, seed));
        while (game.state().phase != Phase::MatchOver) {
            const int dealer = game.state().dealer;
            const int pone = 1 - dealer;
            const auto events = act(game, firstLegalAction(game));
            const auto shown = eventsOf<HandShown>(events);
            if (game.state().phase != Phase::MatchOver || shown.empty()) {
                continue;
            }
            const auto scored = eventsOf<PointsScored>(events);
            if (scored.back().seat != pone || scored.back().source != ScoreSource::Hand) {
                break;
            }
            // Would the dealer's hand have taken the dealer out too?
            const auto& state = game.state();
            const auto& hand = state.played[static_cast<std::size_t>(dealer)];
            const int dealerHand = countHand(hand, *state.starter, FlushRule::Hand).total;
            const int dealerScore = state.scores[static_cast<std::size_t>(dealer)];
            if (dealerScore + dealerHand < 121) {
                break;
            }
            EXPECT_EQ(shown.size(), 1U);  // the dealer's hand and the crib are never shown
            EXPECT_EQ(shown[0].seat, pone);
            EXPECT_EQ(eventsOf<GameWon>(events).at(0).side, pone);
            EXPECT_LT(dealerScore, 121);
            return;
        }
    }
    FAIL() << "no seed where both players would count out in the same show";
}

TEST(GameEnd, APeggedCardWinsAndThePlayStops) {
    RuleSettings rules;
    rules.target = 61;
    for (std::uint64_t seed = 1; seed < 100; ++seed) {
        Game game = newGame(setupOf(rules, seed));
        const auto events = playUntil(game, firstLegalAction, [](const Game&) { return false; });
        if (eventsOf<PointsScored>(events).back().source != ScoreSource::Play) {
            continue;
        }
        // The winning points, GameWon, MatchWon and the phase change end the events.
        ASSERT_GE(events.size(), 4U);
        EXPECT_TRUE(std::holds_alternative<PointsScored>(events[events.size() - 4]));
        EXPECT_TRUE(std::holds_alternative<GameWon>(events[events.size() - 3]));
        EXPECT_EQ(std::get<PhaseChanged>(events.back()).phase, Phase::MatchOver);
        const bool cardsLeft = std::any_of(game.state().hands.begin(), game.state().hands.end(),
                                           [](const auto& hand) { return !hand.empty(); });
        if (cardsLeft) {
            EXPECT_EQ(game.state().phase, Phase::MatchOver);
            return;
        }
    }
    FAIL() << "no seed where a card was pegged out with cards still in hand";
}

TEST(Match, TheLoserDealsTheNextGame) {
    RuleSettings rules;
    rules.target = 61;
    rules.skunk = SkunkRule::Off;
    rules.matchGames = 3;
    Game game = newGame(setupOf(rules, 9));
    playUntil(game, firstLegalAction,
              [](const Game& g) { return g.state().phase == Phase::GameOver; });
    ASSERT_EQ(game.state().phase, Phase::GameOver);
    const int winner = *game.state().lastWinner;
    const int loser = 1 - winner;
    EXPECT_EQ(game.state().gamePoints[static_cast<std::size_t>(winner)], 1);
    EXPECT_EQ(game.awaiting(), std::vector<int>{loser});
    EXPECT_EQ(refuse(game, Deal{winner}), "it is not seat " + std::to_string(winner) +
                                              "'s turn: seat " + std::to_string(loser) +
                                              " is to act");
    const auto events = act(game, Deal{loser});
    EXPECT_EQ(eventsOf<GameStarted>(events), (std::vector<GameStarted>{{2, loser}}));
    EXPECT_EQ(game.state().scores, (std::vector<int>{0, 0}));
    EXPECT_EQ(game.state().gameNumber, 2);

    const auto rest = playUntil(game, firstLegalAction, [](const Game&) { return false; });
    const auto won = eventsOf<GameWon>(rest);
    const auto match = eventsOf<MatchWon>(rest);
    ASSERT_EQ(match.size(), 1U);
    EXPECT_EQ(match[0].gamePoints[static_cast<std::size_t>(match[0].side)], 3);
    EXPECT_EQ(won.size() + 1, static_cast<std::size_t>(game.state().gameNumber));
    EXPECT_EQ(match[0].gamePoints[0] + match[0].gamePoints[1], game.state().gameNumber);
}

// What a win is worth, written from RULES.md for the test.
int expectedValue(SkunkRule skunk, int target, int loser) {
    switch (skunk) {
        case SkunkRule::Off:
            return 1;
        case SkunkRule::Lurch:
            return loser <= (target == 61 ? 30 : 60) ? 2 : 1;
        case SkunkRule::SkunkAndDoubleSkunk:
            if (target == 61) {
                return loser <= 30 ? 2 : 1;
            }
            return loser <= 60 ? 4 : (loser <= 90 ? 2 : 1);
    }
    return 0;
}

TEST(Match, SkunksCountDoubleOrFourfold) {
    std::set<int> values;
    std::set<WinKind> kinds;
    for (SkunkRule skunk : {SkunkRule::Off, SkunkRule::Lurch, SkunkRule::SkunkAndDoubleSkunk}) {
        for (int target : {61, 121}) {
            for (std::uint64_t seed = 1; seed <= 30; ++seed) {
                RuleSettings rules;
                rules.skunk = skunk;
                rules.target = target;
                Game game = newGame(setupOf(rules, seed));
                const auto events =
                    playUntil(game, firstLegalAction, [](const Game&) { return false; });
                const GameWon won = eventsOf<GameWon>(events).at(0);
                const int loser = won.scores[static_cast<std::size_t>(1 - won.side)];
                EXPECT_EQ(won.gamePoints, expectedValue(skunk, target, loser)) << loser;
                EXPECT_EQ(won.kind, gameWin(rules, won.side, won.scores).kind) << loser;
                values.insert(won.gamePoints);
                kinds.insert(won.kind);
            }
        }
    }
    EXPECT_TRUE(values.count(2) == 1) << "no game was won by a skunk or a lurch";
    EXPECT_TRUE(kinds.count(WinKind::Lurch) == 1) << "no game was won by a lurch";
}

}  // namespace
}  // namespace cribbage::testing
