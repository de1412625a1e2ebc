// Three players (go passing around the table) and four players in partnerships.

#include <gtest/gtest.h>

#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

std::vector<Event> playAll(Game& game, const std::vector<Action>& actions) {
    std::vector<Event> all;
    for (const Action& action : actions) {
        const auto events = act(game, action);
        all.insert(all.end(), events.begin(), events.end());
    }
    return all;
}

// Seat 0 cuts the ace of the cut deck and deals `deal`, the players lay away `layAway` (one
// card each, seat by seat) and seat 1 cuts 4 deep for the starter.
Game stackedGameAtThePlay(int players, std::string_view cut, std::string_view deal,
                          std::string_view layAway) {
    GameSetup setup;
    setup.rules.players = players;
    setup.stackedDecks = {stackedTop(cut), stackedTop(deal)};
    Game game = newGame(setup);
    for (int seat = 0; seat < players; ++seat) {
        act(game, Cut{seat, 4});
    }
    act(game, Deal{0});
    const auto laid = cards(layAway);
    for (int seat = 0; seat < players; ++seat) {
        act(game, LayAway{seat, {laid[static_cast<std::size_t>(seat)]}});
    }
    act(game, Cut{1, 4});
    return game;
}

// Seat 0 deals. Seat 1 keeps TH TD 9C KS, seat 2 5C 3S 2H KH, seat 0 TC QH QD 8C; they lay
// away 4D, 6S and AD, 7S is dealt to the crib and the starter is 9H.
Game threePlayerGameAtThePlay() {
    return stackedGameAtThePlay(3, "2D 3D 4D 5D AC KC QC",
                                "TH 5C TC TD 3S QH 9C 2H QD KS KH 8C 4D 6S AD 7S 2C 3C 4C 5D 9H",
                                "AD 4D 6S");
}

TEST(ThreePlayers, GoPassesAroundTheTable) {
    Game game = threePlayerGameAtThePlay();
    ASSERT_EQ(game.state().starter, card("9H"));
    EXPECT_EQ(game.awaiting(), std::vector<int>{1});
    auto events = playAll(game, {Play{1, card("TH")}, Play{2, card("5C")}, Play{0, card("TC")}});
    // Count 25: seat 1 (TD 9C KS) cannot play but seat 2 can, so seat 1 must say go.
    EXPECT_EQ(game.legalActions(1), std::vector<Action>{Go{1}});
    events = playAll(game, {Go{1}, Play{2, card("3S")}});
    // 28: seat 0 (QH QD 8C) cannot play; seat 2 still can (2H), so seat 0 says go too.
    EXPECT_EQ(game.awaiting(), std::vector<int>{0});
    EXPECT_EQ(refuse(game, Play{0, card("8C")}),
              "that would make the count 36; the count may not pass 31");
    act(game, Go{0});
    // Seat 1 said go: seat 2 plays again.
    EXPECT_EQ(game.awaiting(), std::vector<int>{2});
    events = act(game, Play{2, card("2H")});
    // 30: nobody can play. Seat 2 pegs 1 for go, and seat 0, after seat 2, leads.
    auto scored = eventsOf<PointsScored>(events);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(describe(scored[0].items), std::vector<std::string>{"Go 1: 2H"});
    EXPECT_EQ(scored[0].seat, 2);
    EXPECT_EQ(eventsOf<CountReset>(events), std::vector<CountReset>{{0}});
    EXPECT_EQ(game.state().play.count, 0);

    // 10, 20, 30: seats 0 and 1 cannot play and seat 2 has no cards: go to seat 2, no go
    // said by anyone.
    events = playAll(game, {Play{0, card("QH")}, Play{1, card("TD")}, Play{2, card("KH")}});
    EXPECT_TRUE(eventsOf<GoSaid>(events).empty());
    scored = eventsOf<PointsScored>(events);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(describe(scored[0].items), std::vector<std::string>{"Go 1: KH"});
    EXPECT_EQ(eventsOf<CountReset>(events), std::vector<CountReset>{{0}});

    // Seat 2 has no cards left and is skipped.
    events = playAll(game, {Play{0, card("QD")}, Play{1, card("9C")}});
    EXPECT_EQ(game.awaiting(), std::vector<int>{0});
    events = act(game, Play{0, card("8C")});  // 27; seat 1 holds only KS
    scored = eventsOf<PointsScored>(events);
    ASSERT_EQ(scored.size(), 1U);
    EXPECT_EQ(describe(scored[0].items), std::vector<std::string>{"Go 1: 8C"});
    EXPECT_EQ(eventsOf<CountReset>(events), std::vector<CountReset>{{1}});

    // The last card of the play.
    events = act(game, Play{1, card("KS")});
    scored = eventsOf<PointsScored>(events);
    ASSERT_GE(scored.size(), 1U);
    EXPECT_EQ(describe(scored[0].items), std::vector<std::string>{"LastCard 1: KS"});

    // The show, clockwise from the dealer's left, then the crib.
    const auto shown = eventsOf<HandShown>(events);
    ASSERT_EQ(shown.size(), 4U);
    EXPECT_EQ(shown[0].seat, 1);
    EXPECT_EQ(shown[1].seat, 2);
    EXPECT_EQ(shown[2].seat, 0);
    EXPECT_EQ(shown[3].seat, 0);
    EXPECT_TRUE(shown[3].crib);
    EXPECT_EQ(CardSet::of(shown[3].cards), CardSet::of(cards("7S 4D 6S AD")));
    // Play: seat 2 a fifteen and two goes, seat 0 a go, seat 1 the last card. Show: seat 1
    // TH TD 9C KS 9H two pairs (4); seat 2 5C 3S 2H KH 9H fifteens 5-K and 3-2-K (4);
    // seat 0 TC QH QD 8C 9H a pair and the run 8-9-10 (5); crib 7S 4D 6S AD 9H 6-9 (2).
    EXPECT_EQ(game.state().scores, (std::vector<int>{1 + 5 + 2, 1 + 4, 4 + 4}));
}

// Seat 0 deals; everyone holds a five, which they play in turn from seat 1.
Game fourPlayerGameAtThePlay() {
    return stackedGameAtThePlay(4, "2D 3D 4D 5D AC KC QC JC",
                                "5H 5S 5D 5C 9H TH QH KH 9D TD QD KD 9S TS QS KS AH AS AD AC "
                                "2C 3C 4C 6C 7H",
                                "AC AH AS AD");
}

TEST(FourPlayers, PartnersShareOneScore) {
    Game game = fourPlayerGameAtThePlay();
    ASSERT_EQ(game.state().starter, card("7H"));
    const auto events = playAll(
        game, {Play{1, card("5H")}, Play{2, card("5S")}, Play{3, card("5D")}, Play{0, card("5C")}});
    const auto scored = eventsOf<PointsScored>(events);
    ASSERT_EQ(scored.size(), 3U);
    EXPECT_EQ(scored[0].seat, 2);
    EXPECT_EQ(scored[0].side, 0);  // seats 0 and 2
    EXPECT_EQ(scored[0].points, 2);
    EXPECT_EQ(scored[1].seat, 3);
    EXPECT_EQ(scored[1].side, 1);    // seats 1 and 3
    EXPECT_EQ(scored[1].points, 8);  // fifteen and pair royal
    EXPECT_EQ(scored[2].seat, 0);
    EXPECT_EQ(scored[2].side, 0);
    EXPECT_EQ(scored[2].oldScore, 2);  // seat 2's pair is seat 0's score too
    EXPECT_EQ(scored[2].points, 12);
    EXPECT_EQ(game.state().scores, (std::vector<int>{14, 8}));

    // 20 + 9 = 29: nobody can play a ten-card; seat 1 pegs 1 for go.
    const auto go = eventsOf<PointsScored>(act(game, Play{1, card("9H")}));
    ASSERT_EQ(go.size(), 1U);
    EXPECT_EQ(go[0].side, 1);
    EXPECT_EQ(game.state().scores, (std::vector<int>{14, 9}));
}

TEST(FourPlayers, TheShowGoesClockwiseAndScoresForTheSide) {
    Game game = fourPlayerGameAtThePlay();
    const auto events = playUntil(game, firstLegalAction,
                                  [](const Game& g) { return g.state().phase != Phase::Play; });
    const auto shown = eventsOf<HandShown>(events);
    ASSERT_EQ(shown.size(), 5U);
    EXPECT_EQ(shown[0].seat, 1);
    EXPECT_EQ(shown[1].seat, 2);
    EXPECT_EQ(shown[2].seat, 3);
    EXPECT_EQ(shown[3].seat, 0);
    EXPECT_TRUE(shown[4].crib);
    for (const auto& scored : eventsOf<PointsScored>(events)) {
        EXPECT_EQ(scored.side, scored.seat % 2);
    }
    EXPECT_EQ(game.state().dealer, 1);  // the deal passes left
}

}  // namespace
}  // namespace cribbage::testing
