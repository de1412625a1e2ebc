// Play positions: the history format, the checks against the rules, and positions read from
// a seat's view of the engine.

#include <gtest/gtest.h>

#include "cribbage/analysis/play_position.h"
#include "engine_test_support.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

// Alice of the RULES.md example (the dealer): 5S 4S 2S 6H kept, TS 8D laid away, 5H cut.
PlaySituation alice(std::string_view history) {
    PlaySituation situation;
    situation.dealer = true;
    situation.hand = cards("5S 4S 2S 6H");
    situation.laidAway = cards("TS 8D");
    situation.starter = card("5H");
    auto parsed = parsePlayHistory(history);
    EXPECT_TRUE(parsed.ok()) << history;
    situation.history = parsed.ok() ? *parsed : PlayHistory{};
    return situation;
}

std::string positionRefusal(const PlaySituation& situation) {
    auto position = makePlayPosition(situation);
    EXPECT_FALSE(position.ok());
    return position.ok() ? "" : position.error();
}

TEST(PlayHistory, ParsesSeriesAndPlayers) {
    auto history = parsePlayHistory("o:JH m:5S o:7C m:6H m:2S | o:6D");
    ASSERT_TRUE(history.ok()) << history.error();
    ASSERT_EQ(history->size(), 2U);
    EXPECT_EQ((*history)[0].size(), 5U);
    EXPECT_EQ((*history)[0][1], (PlayedCard{Player::Me, card("5S")}));
    EXPECT_EQ((*history)[1], (std::vector<PlayedCard>{{Player::Opponent, card("6D")}}));
}

TEST(PlayHistory, AnEmptyHistoryIsOneEmptySeries) {
    auto history = parsePlayHistory("  ");
    ASSERT_TRUE(history.ok());
    EXPECT_EQ(*history, PlayHistory(1));
}

TEST(PlayHistory, RefusesBadEntries) {
    EXPECT_NE(parsePlayHistory("x:5S").error().find("\"x:5S\""), std::string::npos);
    EXPECT_NE(parsePlayHistory("m5S").error().find("m:CARD"), std::string::npos);
    EXPECT_NE(parsePlayHistory("o:ZZ").error().find("\"o:ZZ\""), std::string::npos);
}

// After Bob's 6D in the second series it is Alice's turn: she holds only 4S.
TEST(PlayPosition, TheRulesExampleMidPlay) {
    auto position = makePlayPosition(alice("o:JH m:5S o:7C m:6H m:2S | o:6D"));
    ASSERT_TRUE(position.ok()) << position.error();
    EXPECT_EQ(position->held, cards("4S"));
    EXPECT_EQ(position->myPlayed, cards("5S 6H 2S"));
    EXPECT_EQ(position->opponentPlayed, cards("JH 7C 6D"));
    EXPECT_EQ(position->count(), 6);
    EXPECT_EQ(position->opponentHeld(), 1);
    // Bob said Go at 28 holding 6D and 4H: his last card is worth more than 3.
    EXPECT_EQ(position->opponentHeldAbove, 3);
}

TEST(PlayPosition, TheHandMayBeOnlyTheCardsStillHeld) {
    PlaySituation situation = alice("o:JH m:5S o:7C");
    situation.hand = cards("4S 2S 6H");
    auto position = makePlayPosition(situation);
    ASSERT_TRUE(position.ok()) << position.error();
    EXPECT_EQ(position->held, cards("4S 2S 6H"));
}

TEST(PlayPosition, ThePoneLeads) {
    EXPECT_TRUE(makePlayPosition(alice("o:JH")).ok());
}

TEST(PlayPosition, AGoIsReadFromTwoCardsInARow) {
    // At 28 the opponent may hold only cards above 3: they said Go, and it is my turn again.
    auto position = makePlayPosition(alice("o:JH m:5S o:7C m:6H"));
    ASSERT_TRUE(position.ok()) << position.error();
    EXPECT_EQ(position->opponentHeldAbove, 3);
}

// Alice's histories the rules refuse, and why.
struct Refused {
    std::string_view history;
    std::string_view message;
};

void PrintTo(const Refused& refused, std::ostream* out) {
    *out << '"' << refused.history << '"';
}

class PlayPositionRefusal : public ::testing::TestWithParam<Refused> {};

TEST_P(PlayPositionRefusal, SaysWhy) {
    EXPECT_EQ(positionRefusal(alice(GetParam().history)), GetParam().message);
}

INSTANTIATE_TEST_SUITE_P(
    History, PlayPositionRefusal,
    ::testing::Values(
        Refused{"", "the opponent leads the next series: it is not your turn"},
        Refused{"m:5S", "series 1: it was the opponent's lead, not yours"},
        Refused{"o:5S", "5S is named twice"},
        Refused{"o:JH m:5S o:7C m:6H m:2S | o:6D m:4S o:4H o:9C",
                "the opponent laid 5 cards: a two-player hand keeps 4"},
        Refused{"o:JH m:6H o:KH m:5S o:QH", "series 1: QH would bring the count to 41, over 31"},
        // After my 5S at 15 the opponent can always play: any card fits.
        Refused{"o:JH m:5S",
                "it is the opponent's turn: now, at the count of 15 the opponent cannot have "
                "said Go: too few unseen cards are high enough to fill their hand"},
        // At 22 Alice holds 4S, 2S and 6H, which fit: Bob cannot lay again.
        Refused{"o:JH m:5S o:7C o:4H",
                "series 1: before 4H at the count of 22 you held 4S, which fitted: you had to "
                "play"},
        // Bob "said Go" at 28 but later laid AH, which fitted.
        Refused{"o:JH m:5S o:7C m:6H m:2S | o:AH",
                "series 1: before 2S at the count of 28 the opponent held AH (laid later), "
                "which fitted: they had to play"},
        Refused{"o:JH m:5S | o:7C",
                "series 1: when the series ended at the count of 15 you held 4S, which fitted: "
                "you had to play"},
        Refused{"o:JH m:5S o:7C m:6H m:2S | o:6D m:4S o:4H",
                "you have no cards left to play: it is not your turn"},
        Refused{"o:JH m:5S o:7C m:6H m:2S | o:6D m:4S o:4H |",
                "the play was over before series 3"}));

TEST(PlayPosition, RefusesACardNamedTwiceOutsideThePlay) {
    PlaySituation situation = alice("o:JH");
    situation.starter = card("TS");
    EXPECT_EQ(positionRefusal(situation), "TS is named twice");
}

TEST(PlayPosition, RefusesWrongNumbersOfOwnCards) {
    PlaySituation situation = alice("o:JH");
    situation.hand = cards("5S 4S 2S 6H 9C");
    EXPECT_EQ(positionRefusal(situation),
              "your hand and your cards in the play make 5 cards: a two-player hand keeps 4");
    situation = alice("o:JH");
    situation.laidAway = cards("TS");
    EXPECT_EQ(positionRefusal(situation), "you lay away two cards in a two-player game, not 1");
}

TEST(PlayPosition, RefusesAFinishedGame) {
    PlaySituation situation = alice("o:JH");
    situation.standing = {121, 100, 121};
    EXPECT_NE(positionRefusal(situation).find("already reached the target"), std::string::npos);
}

// The same position read from the engine: Alice's view after Bob's 6D.
TEST(PlayPositionFromView, MatchesTheToldPosition) {
    Game game = bgaGameAtThePlay();
    const std::vector<Action> play = bgaPlay();
    for (std::size_t i = 0; i < 7; ++i) {  // up to and including Bob's 6D
        act(game, play[i]);
    }
    ASSERT_EQ(game.awaiting(), std::vector<int>{kAlice});
    auto fromView = playPositionFromView(game.view(kAlice));
    ASSERT_TRUE(fromView.ok()) << fromView.error();
    auto told = makePlayPosition(alice("o:JH m:5S o:7C m:6H m:2S | o:6D"));
    ASSERT_TRUE(told.ok());
    // A view holds only the current series: Bob's Go of the first one is not in it.
    PlayPosition expected = *told;
    expected.opponentHeldAbove = 0;
    expected.standing = {6, 0, 121};  // Alice pegged 2 for 15, 3 for the run, 1 for the go
    EXPECT_EQ(*fromView, expected);
}

TEST(PlayPositionFromView, ReadsAGoInTheCurrentSeries) {
    Game game = bgaGameAtThePlay();
    const std::vector<Action> play = bgaPlay();
    for (std::size_t i = 0; i < 5; ++i) {  // up to Bob's Go at 28
        act(game, play[i]);
    }
    auto position = playPositionFromView(game.view(kAlice));
    ASSERT_TRUE(position.ok()) << position.error();
    EXPECT_EQ(position->opponentHeldAbove, 3);
}

TEST(PlayPositionFromView, RefusesASeatNotToPlay) {
    Game game = bgaGameAtThePlay();
    EXPECT_EQ(playPositionFromView(game.view(kAlice)).error(), "seat 0 is not to play now");
}

}  // namespace
}  // namespace cribbage::testing
