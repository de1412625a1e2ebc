// The flush rules of the show under each variant, in a whole deal through the engine: the
// standard rule, the crib's four-card flush (house rule) and the Spanish sheet's "only a
// five-card flush counts" (docs/rules.md, "Flushes").

#include <gtest/gtest.h>

#include <vector>

#include "engine_test_support.h"

namespace cribbage::testing {
namespace {

// Alice (seat 0) deals. Bob keeps 2H 4H 6H 8H (four hearts, the starter is not one) and lays
// away 9C TC; Alice keeps 3D 5D 7D 9D (four diamonds and the starter KD: five) and lays away
// JC KC. The crib is 9C TC JC KC: four clubs, the starter is not one.
GameSetup flushSetup(RuleSettings rules) {
    GameSetup setup;
    setup.rules = rules;
    setup.seed = 5;
    setup.stackedDecks = {stackedTop("2D 3D 4D 5D AC KC"),
                          stackedTop("2H 3D 4H 5D 6H 7D 8H 9D 9C JC TC KC AS 2S 3S 4S KD")};
    return setup;
}

struct ShowPoints {
    int bobHand = 0;
    int aliceHand = 0;
    int crib = 0;

    bool operator==(const ShowPoints&) const = default;
};

ShowPoints showOf(const RuleSettings& rules) {
    Game game = newGame(flushSetup(rules));
    act(game, Cut{kAlice, 4});
    act(game, Cut{kBob, 4});
    act(game, Deal{kAlice});
    act(game, LayAway{kAlice, stackedTop("JC KC")});
    act(game, LayAway{kBob, stackedTop("9C TC")});
    act(game, Cut{kBob, 4});
    EXPECT_EQ(game.state().starter, stackedTop("KD").front());
    const auto events = playUntil(game, firstLegalAction,
                                  [](const Game& g) { return g.state().phase == Phase::Deal; });
    ShowPoints points;
    for (const PointsScored& scored : eventsOf<PointsScored>(events)) {
        if (scored.source == ScoreSource::Crib) {
            points.crib += scored.points;
        } else if (scored.source == ScoreSource::Hand) {
            (scored.seat == kBob ? points.bobHand : points.aliceHand) += scored.points;
        }
    }
    return points;
}

// Bob: the flush of four (no fifteen, pair or run among even cards). Alice: 5+KD and 3+5+7,
// and the flush of five. The crib: KC KD a pair, 9-T-J a run of three; its four clubs count
// only under the house rule.
TEST(FlushVariants, Standard) {
    EXPECT_EQ(showOf(RuleSettings{}), (ShowPoints{4, 9, 5}));
}

TEST(FlushVariants, TheCribsFourCardFlushHouseRule) {
    RuleSettings rules;
    rules.cribFourCardFlush = true;
    EXPECT_EQ(showOf(rules), (ShowPoints{4, 9, 9}));
}

TEST(FlushVariants, OnlyAFiveCardFlushCounts) {
    RuleSettings rules;
    rules.fiveCardFlushOnly = true;
    EXPECT_EQ(showOf(rules), (ShowPoints{0, 9, 5}));
}

}  // namespace
}  // namespace cribbage::testing
