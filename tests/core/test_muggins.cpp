// Muggins: the players count their own hands; an undercount may be claimed by the opponent.

#include <gtest/gtest.h>

#include <numeric>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

int sumOf(const std::vector<ScoreItem>& items) {
    return std::accumulate(items.begin(), items.end(), 0,
                           [](int sum, const ScoreItem& item) { return sum + item.points; });
}

// The BGA example with muggins: after the play Alice has 6, Bob 3, and Bob counts first.
Game mugginsGameAtTheShow() {
    RuleSettings rules;
    rules.muggins = true;
    Game game = bgaGameAtTheShow(rules);
    EXPECT_EQ(game.state().phase, Phase::Show);
    EXPECT_EQ(game.awaiting(), std::vector<int>{kBob});
    EXPECT_EQ(game.state().scores, (std::vector<int>{6, 3}));
    return game;
}

TEST(Muggins, AnOvercountIsRefused) {
    Game game = mugginsGameAtTheShow();  // Bob's hand is worth 9
    EXPECT_EQ(refuse(game, ClaimCount{kBob, 10}),
              "you cannot claim 10: the cards are not worth that much");
    EXPECT_EQ(refuse(game, ClaimCount{kBob, -1}), "a count cannot be less than 0");
    EXPECT_EQ(game.legalActions(kBob).size(), 10U);  // claims 0 to 9
}

TEST(Muggins, AnUndercountScoresTheClaimAndTheOpponentTakesTheRest) {
    Game game = mugginsGameAtTheShow();
    const auto claimed = act(game, ClaimCount{kBob, 7});
    EXPECT_EQ(eventsOf<CountClaimed>(claimed), (std::vector<CountClaimed>{{kBob, 7}}));
    auto scored = eventsOf<PointsScored>(claimed);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(scored[0].points, 7);
    EXPECT_EQ(scored[0].newScore, 10);
    EXPECT_EQ(sumOf(scored[0].items), 7);  // fifteen, run of four, nobs: one fifteen missed
    EXPECT_EQ(game.awaiting(), std::vector<int>{kAlice});
    EXPECT_EQ(game.legalActions(kAlice),
              (std::vector<Action>{AcceptCount{kAlice}, CallMuggins{kAlice}}));

    const auto called = act(game, CallMuggins{kAlice});
    EXPECT_EQ(eventsOf<MugginsCalled>(called), (std::vector<MugginsCalled>{{kAlice, kBob}}));
    scored = eventsOf<PointsScored>(called);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(scored[0].source, ScoreSource::Muggins);
    EXPECT_EQ(scored[0].seat, kAlice);
    EXPECT_EQ(scored[0].points, 2);
    ASSERT_EQ(scored[0].items.size(), 1U);
    EXPECT_EQ(scored[0].items[0].kind, ScoreKind::Fifteen);
    EXPECT_EQ(game.state().scores, (std::vector<int>{8, 10}));
    // Alice's hand comes next.
    const auto shown = eventsOf<HandShown>(called);
    ASSERT_EQ(shown.size(), 1U);
    EXPECT_EQ(shown[0].seat, kAlice);
    EXPECT_EQ(game.awaiting(), std::vector<int>{kAlice});
}

TEST(Muggins, NothingToClaimAfterAnExactCount) {
    Game game = mugginsGameAtTheShow();
    act(game, ClaimCount{kBob, 9});
    act(game, AcceptCount{kAlice});
    act(game, ClaimCount{kAlice, 12});
    EXPECT_EQ(game.legalActions(kBob), std::vector<Action>{AcceptCount{kBob}});
    EXPECT_EQ(refuse(game, CallMuggins{kBob}), "nothing was missed: seat 0 counted all 12");
    act(game, AcceptCount{kBob});
    // The crib: the dealer counts it, the pone may call muggins.
    EXPECT_EQ(game.awaiting(), std::vector<int>{kAlice});
    EXPECT_EQ(game.view(kBob).crib, cards("TS 8D KC 8C"));
    const auto crib = act(game, ClaimCount{kAlice, 0});
    EXPECT_TRUE(eventsOf<PointsScored>(crib).empty());
    const auto called = act(game, CallMuggins{kBob});
    const auto scored = eventsOf<PointsScored>(called);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(scored[0].points, 6);
    EXPECT_EQ(sumOf(scored[0].items), 6);
    EXPECT_EQ(game.state().scores, (std::vector<int>{18, 18}));
    EXPECT_EQ(game.state().phase, Phase::Deal);
    EXPECT_EQ(game.awaiting(), std::vector<int>{kBob});
}

TEST(Muggins, AClaimThatIsNoSumOfCombinationsStillPegsTheClaim) {
    Game game = mugginsGameAtTheShow();
    act(game, ClaimCount{kBob, 9});
    act(game, AcceptCount{kAlice});
    // Alice: fifteens 2 + 2, a pair 2, two runs 3 + 3: no combinations make 11.
    const auto claimed = eventsOf<PointsScored>(act(game, ClaimCount{kAlice, 11}));
    ASSERT_EQ(claimed.size(), 1U);
    EXPECT_EQ(claimed[0].points, 11);
    EXPECT_EQ(sumOf(claimed[0].items), 10);  // the combinations that fit in 11
    const auto missed = eventsOf<PointsScored>(act(game, CallMuggins{kBob}));
    ASSERT_EQ(missed.size(), 1U);
    EXPECT_EQ(missed[0].points, 1);
    EXPECT_EQ(sumOf(missed[0].items), 2);  // the combination half counted
    EXPECT_EQ(game.state().scores, (std::vector<int>{17, 13}));
}

// A game of `players` with muggins played by its first legal actions up to the first hand in
// the show worth something, its counter about to claim. (A claim of nothing is then short.)
Game gameAtAWorthwhileClaim(int players) {
    RuleSettings rules;
    rules.players = players;
    rules.muggins = true;
    Game game = newGame(setupOf(rules, 7));
    while (game.state().phase != Phase::Show || game.state().show.claimed ||
           game.legalActions(game.showCounter()).size() < 2) {
        const int seat = game.awaiting().front();
        const auto actions = game.legalActions(seat);
        // Every count is claimed in full and accepted, to come to a hand worth something.
        act(game,
            std::holds_alternative<ClaimCount>(actions.front()) ? actions.back() : actions.front());
    }
    return game;
}

TEST(Muggins, AnyPlayerOfAnotherSideMayCallMugginsOnlyTheJudgeAccepts) {
    Game game = gameAtAWorthwhileClaim(3);
    const int counter = game.showCounter();
    const int judge = (counter + 1) % 3;
    const int other = (counter + 2) % 3;
    act(game, ClaimCount{counter, 0});
    EXPECT_EQ(game.awaiting(), std::vector<int>{judge});
    EXPECT_EQ(game.legalActions(judge),
              (std::vector<Action>{AcceptCount{judge}, CallMuggins{judge}}));
    EXPECT_EQ(game.legalActions(other), std::vector<Action>{CallMuggins{other}});
    EXPECT_TRUE(game.mayCallMuggins(other));
    EXPECT_EQ(refusal(game, AcceptCount{other}).code, ErrorCode::NotYourTurn);

    const auto called = act(game, CallMuggins{other});
    EXPECT_EQ(eventsOf<MugginsCalled>(called), (std::vector<MugginsCalled>{{other, counter}}));
    const auto scored = eventsOf<PointsScored>(called);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(scored[0].seat, other);
    EXPECT_EQ(scored[0].source, ScoreSource::Muggins);
    EXPECT_FALSE(game.state().show.claimed);  // the show goes on
}

TEST(Muggins, APlayerMayNotCallMugginsOnTheirOwnSide) {
    Game game = gameAtAWorthwhileClaim(4);
    const int counter = game.showCounter();
    const int partner = (counter + 2) % 4;
    EXPECT_FALSE(game.mayCallMuggins(partner));  // nothing is claimed yet
    act(game, ClaimCount{counter, 0});
    EXPECT_FALSE(game.mayCallMuggins(counter));
    EXPECT_FALSE(game.mayCallMuggins(partner));
    EXPECT_TRUE(game.mayCallMuggins((counter + 3) % 4));
    EXPECT_TRUE(game.legalActions(partner).empty());
    const Error own = refusal(game, CallMuggins{partner});
    EXPECT_EQ(own.code, ErrorCode::OwnSideCount);
    EXPECT_EQ(own.seats, (std::vector<int>{partner, counter}));
    EXPECT_EQ(own.message, "you cannot call muggins on your partner's count");
    EXPECT_EQ(refuse(game, CallMuggins{counter}), "you cannot call muggins on your own count");
    act(game, CallMuggins{(counter + 3) % 4});
}

TEST(Muggins, AnotherPlayerMayCallButNotWhenNothingWasMissed) {
    Game game = gameAtAWorthwhileClaim(3);
    const int counter = game.showCounter();
    const int other = (counter + 2) % 3;
    act(game, game.legalActions(counter).back());  // the full count
    EXPECT_TRUE(game.mayCallMuggins(other));       // the seat may call, whatever it sees
    EXPECT_TRUE(game.legalActions(other).empty());
    EXPECT_EQ(refusal(game, CallMuggins{other}).code, ErrorCode::NothingMissed);
}

TEST(Muggins, OffCountsAutomatically) {
    Game game = bgaGameAtThePlay();
    for (const Action& action : bgaPlay()) {
        act(game, action);
    }
    EXPECT_EQ(game.state().scores, (std::vector<int>{24, 12}));
}

}  // namespace
}  // namespace cribbage::testing
