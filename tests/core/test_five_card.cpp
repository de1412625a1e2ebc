// Five-card cribbage (docs/rules.md, "Five-card cribbage"): the settings it allows, the
// three-card show, and whole deals through the engine: three for last, the play's one series,
// the hands shown with the cards not played.

#include <gtest/gtest.h>

#include <vector>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

RuleSettings fiveCard() {
    RuleSettings rules;
    rules.variant = Variant::FiveCard;
    rules.target = 61;
    return rules;
}

TEST(FiveCardRules, FiveDealtTwoLaidAwayThreeKept) {
    const RuleSettings rules = fiveCard();
    EXPECT_FALSE(checkSettings(rules).has_value());
    EXPECT_EQ(cardsDealtEach(rules), 5);
    EXPECT_EQ(cardsLaidAwayEach(rules), 2);
    EXPECT_EQ(cardsKeptEach(rules), 3);
    EXPECT_EQ(cribCardsDealt(rules), 0);
    EXPECT_EQ(pointsForLast(rules), 3);
    EXPECT_TRUE(playIsOneSeries(rules));
    EXPECT_EQ(usualTarget(Variant::FiveCard), 61);
}

TEST(FiveCardRules, TheSixCardGameIsUnchanged) {
    const RuleSettings rules;
    EXPECT_EQ(rules.variant, Variant::SixCard);
    EXPECT_EQ(cardsKeptEach(rules), 4);
    EXPECT_EQ(pointsForLast(rules), 0);
    EXPECT_FALSE(playIsOneSeries(rules));
    EXPECT_EQ(usualTarget(Variant::SixCard), 121);
}

TEST(FiveCardRules, TwoPlayersTo61Only) {
    RuleSettings rules = fiveCard();
    rules.players = 3;
    EXPECT_EQ(checkSettings(rules)->message, "five-card cribbage is played by 2 players, not 3");
    EXPECT_EQ(checkSettings(rules)->code, ErrorCode::VariantPlayers);
    rules = fiveCard();
    rules.target = 121;
    EXPECT_EQ(checkSettings(rules)->message, "five-card cribbage is played to 61 points, not 121");
    EXPECT_EQ(checkSettings(rules)->code, ErrorCode::VariantTarget);
    rules = fiveCard();
    rules.variant = static_cast<Variant>(7);
    EXPECT_EQ(checkSettings(rules)->message, "unknown variant");
}

struct ThreeCardShow {
    const char* hand;
    const char* starter;
    FlushRule flush;
    int points;
};

class ThreeCardShowTest : public ::testing::TestWithParam<ThreeCardShow> {};

// The worked examples of docs/rules.md, "The show of three cards".
TEST_P(ThreeCardShowTest, Counts) {
    const ThreeCardShow& show = GetParam();
    const auto hand = cards(show.hand);
    EXPECT_EQ(countHand(hand, card(show.starter), show.flush).total, show.points);
    EXPECT_EQ(scoreShow(hand, card(show.starter), show.flush), show.points);
}

INSTANTIATE_TEST_SUITE_P(
    Rules, ThreeCardShowTest,
    ::testing::Values(
        // 4+5+6 twice (4), the pair of fives (2), the runs 4-5-6 twice (6), three hearts (3)
        ThreeCardShow{"4H 5H 6H", "5D", FlushRule::Hand, 15},
        // J+5 three times and 5+5+5 (8), a pair royal (6), his nobs (1)
        ThreeCardShow{"5H 5D JS", "5S", FlushRule::Hand, 15},
        // a flush of three, of four with the starter
        ThreeCardShow{"2H 4H 8H", "KC", FlushRule::Hand, 3},
        ThreeCardShow{"2H 4H 8H", "QH", FlushRule::Hand, 4},
        // a crib, or "only a five-card flush": the starter must be of the suit too
        ThreeCardShow{"2H 4H 8H", "KC", FlushRule::Crib, 0},
        ThreeCardShow{"2H 4H 8H", "QH", FlushRule::Crib, 4},
        // the run 8-9-10 (3)
        ThreeCardShow{"TS 9D 8C", "4H", FlushRule::Hand, 3},
        // the run 4-5-6-7 (4), 4+5+6 (2)
        ThreeCardShow{"7H 6C 5S", "4H", FlushRule::Hand, 6}),
    [](const auto& param) { return "Example" + std::to_string(param.index); });

TEST(ThreeCardShow, ItemsNameTheFlushOfThreeAndOfFour) {
    const auto three = countHand(cards("2H 4H 8H"), card("KC"), FlushRule::Hand);
    ASSERT_EQ(three.items.size(), 1U);
    EXPECT_EQ(three.items[0], (ScoreItem{ScoreKind::Flush, 3, cards("2H 4H 8H")}));
    EXPECT_EQ(sayCount(three), "a flush of three is three");
    const auto four = countHand(cards("2H 4H 8H"), card("QH"), FlushRule::Hand);
    EXPECT_EQ(four.items[0], (ScoreItem{ScoreKind::Flush, 4, cards("2H 4H 8H QH")}));
}

// Alice (seat 0) deals the first hand. Bob is dealt TS 9D 8C KC 2D and lays away KC 2D;
// Alice 7H 6C 5S AC 3D and lays away AC 3D. The starter is 4H.
GameSetup firstDealSetup() {
    GameSetup setup;
    setup.rules = fiveCard();
    setup.seed = 5;
    setup.stackedDecks = {stackedTop("2D 3D 4D 5D AC KC"),
                          stackedTop("TS 7H 9D 6C 8C 5S KC AC 2D 3D AS 2S 3S 4S 4H")};
    return setup;
}

Game atThePlay(std::vector<Event>* dealEvents = nullptr) {
    Game game = newGame(firstDealSetup());
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    const auto dealt = act(game, Deal{kAlice});
    if (dealEvents != nullptr) {
        *dealEvents = dealt;
    }
    act(game, LayAway{kAlice, cards("AC 3D")});
    act(game, LayAway{kBob, cards("KC 2D")});
    act(game, Cut{kBob, 4});
    EXPECT_EQ(game.state().starter, card("4H"));
    return game;
}

int scoredBy(const std::vector<Event>& events, int seat, ScoreSource source) {
    int points = 0;
    for (const PointsScored& scored : eventsOf<PointsScored>(events)) {
        if (scored.seat == seat && scored.source == source) {
            points += scored.points;
        }
    }
    return points;
}

TEST(FiveCardDeal, FiveCardsEachOneAtATimeAndThreeForLastToThePone) {
    std::vector<Event> dealt;
    const Game game = atThePlay(&dealt);
    const auto cardsDealt = eventsOf<CardDealt>(dealt);
    ASSERT_EQ(cardsDealt.size(), 10U);
    EXPECT_EQ(cardsDealt[0].seat, kBob);
    EXPECT_EQ(cardsDealt[1].seat, kAlice);
    const auto scored = eventsOf<PointsScored>(dealt);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(scored[0].seat, kBob);
    EXPECT_EQ(scored[0].source, ScoreSource::ThreeForLast);
    EXPECT_EQ(scored[0].items, (std::vector<ScoreItem>{{ScoreKind::ThreeForLast, 3, {}}}));
    EXPECT_EQ(game.state().scores, (std::vector<int>{0, 3}));
    EXPECT_EQ(game.state().hands[kBob], cards("TS 9D 8C"));
}

TEST(FiveCardDeal, LayingAwayOneCardIsRefused) {
    Game game = newGame(firstDealSetup());
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    act(game, Deal{kAlice});
    EXPECT_EQ(refuse(game, LayAway{kAlice, cards("AC")}), "lay away 2 cards, not 1");
}

// TS by Bob, 5S by Alice (15: 2), 9D by Bob (24), 7H by Alice (31: 2). The play is over:
// Bob's 8C and Alice's 6C are not played. The show: Bob TS 9D 8C and 4H, the run (3); Alice
// 7H 6C 5S and 4H, the run of four and 4+5+6 (6); the crib AC 3D KC 2D and 4H, the run of
// four, K+A+4 and K+2+3 (8).
TEST(FiveCardPlay, ThirtyOneEndsThePlayAndTheCardsLeftAreShown) {
    Game game = atThePlay();
    std::vector<Event> events;
    for (const Action& action :
         std::vector<Action>{Play{kBob, card("TS")}, Play{kAlice, card("5S")},
                             Play{kBob, card("9D")}, Play{kAlice, card("7H")}}) {
        const auto more = act(game, action);
        events.insert(events.end(), more.begin(), more.end());
    }
    EXPECT_EQ(game.state().phase, Phase::Deal);
    EXPECT_EQ(scoredBy(events, kAlice, ScoreSource::Play), 4);
    EXPECT_EQ(scoredBy(events, kBob, ScoreSource::Play), 0);
    const auto shown = eventsOf<HandShown>(events);
    ASSERT_EQ(shown.size(), 3U);
    EXPECT_EQ(shown[0].cards, cards("TS 9D 8C"));
    EXPECT_EQ(shown[1].cards, cards("5S 7H 6C"));
    EXPECT_EQ(scoredBy(events, kBob, ScoreSource::Hand), 3);
    EXPECT_EQ(scoredBy(events, kAlice, ScoreSource::Hand), 6);
    EXPECT_EQ(scoredBy(events, kAlice, ScoreSource::Crib), 8);
    EXPECT_EQ(game.state().scores, (std::vector<int>{18, 6}));
}

// TS by Bob, 6C by Alice (16), 9D by Bob (25), 5S by Alice (30); neither Bob's 8C nor
// Alice's 7H fits: Alice pegs 1 for the go at once and the play is over.
TEST(FiveCardPlay, AGoEndsThePlay) {
    Game game = atThePlay();
    act(game, Play{kBob, card("TS")});
    act(game, Play{kAlice, card("6C")});
    act(game, Play{kBob, card("9D")});
    const auto events = act(game, Play{kAlice, card("5S")});
    const auto scored = eventsOf<PointsScored>(events);
    ASSERT_FALSE(scored.empty());
    EXPECT_EQ(scored[0].seat, kAlice);
    EXPECT_EQ(scored[0].items, (std::vector<ScoreItem>{{ScoreKind::Go, 1, {card("5S")}}}));
    EXPECT_EQ(eventsOf<CountReset>(events).size(), 0U);
    EXPECT_EQ(eventsOf<HandShown>(events).size(), 3U);
}

TEST(FiveCardPlay, OnlyTheFirstDealOfAGameHasThreeForLast) {
    Game game = atThePlay();
    playUntil(game, firstLegalAction, [](const Game& g) { return g.state().phase == Phase::Deal; });
    const auto before = game.state().scores;
    const auto dealt = act(game, Deal{kBob});
    EXPECT_TRUE(eventsOf<PointsScored>(dealt).empty());
    EXPECT_EQ(game.state().scores, before);
}

}  // namespace
}  // namespace cribbage::testing
