// The standing near the end of a game, from a seat's view, and what is wrong with one.

#include <gtest/gtest.h>

#include "cribbage/analysis/standing.h"

namespace cribbage::testing {
namespace {

SeatView viewWithScores(int players, int seat, std::vector<int> scores) {
    SeatView view;
    view.seat = seat;
    view.rules.players = players;
    view.rules.target = 121;
    view.scores = std::move(scores);
    return view;
}

TEST(StandingFor, TwoPlayersMineAgainstTheOpponents) {
    EXPECT_EQ(standingFor(viewWithScores(2, 0, {95, 102})), (Standing{95, 102, 121}));
    EXPECT_EQ(standingFor(viewWithScores(2, 1, {95, 102})), (Standing{102, 95, 121}));
}

TEST(StandingFor, ThreePlayersAgainstTheLeaderOfTheOthers) {
    EXPECT_EQ(standingFor(viewWithScores(3, 0, {80, 110, 90})), (Standing{80, 110, 121}));
    EXPECT_EQ(standingFor(viewWithScores(3, 1, {80, 110, 90})), (Standing{110, 90, 121}));
    EXPECT_EQ(standingFor(viewWithScores(3, 2, {80, 70, 90})), (Standing{90, 80, 121}));
}

TEST(StandingFor, FourPlayersSideAgainstSide) {
    // Seats 0 and 2 play against 1 and 3: two sides, two scores.
    EXPECT_EQ(standingFor(viewWithScores(4, 2, {60, 75})), (Standing{60, 75, 121}));
    EXPECT_EQ(standingFor(viewWithScores(4, 3, {60, 75})), (Standing{75, 60, 121}));
}

TEST(StandingFor, TheTargetOfTheRules) {
    SeatView view = viewWithScores(2, 0, {10, 20});
    view.rules.target = 61;
    EXPECT_EQ(standingFor(view).target, 61);
}

TEST(CheckStanding, EachRefusalHasItsCode) {
    EXPECT_FALSE(checkStanding(Standing{0, 0, 121}).has_value());
    EXPECT_EQ(checkStanding(Standing{0, 0, 0}),
              (Error{"the target must be at least 1, not 0", ErrorCode::TargetBelowOne, {}, {0}}));
    EXPECT_EQ(checkStanding(Standing{-1, 0, 121}),
              (Error{"a score cannot be negative", ErrorCode::NegativeScore}));
    EXPECT_EQ(checkStanding(Standing{5, 121, 121}),
              (Error{"a score of 121 has already reached the target of 121: the game is over",
                     ErrorCode::ScoreAtTarget,
                     {},
                     {121, 121}}));
    EXPECT_EQ(checkStanding(Standing{200, 1, 121}).value().message,
              "a score of 200 has already reached the target of 121: the game is over");
}

}  // namespace
}  // namespace cribbage::testing
