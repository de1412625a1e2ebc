// Which cards may be laid in the play: the one home of "the count may not pass 31".

#include <gtest/gtest.h>

#include "cribbage/play_rules.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

TEST(PlayRules, ACardFitsUpTo31) {
    EXPECT_TRUE(fitsCount(card("KS"), 0));
    EXPECT_TRUE(fitsCount(card("KS"), 21));
    EXPECT_FALSE(fitsCount(card("KS"), 22));
    EXPECT_TRUE(fitsCount(card("AC"), 30));
    EXPECT_FALSE(fitsCount(card("AC"), 31));
    EXPECT_TRUE(fitsCount(card("5H"), 26));
    EXPECT_FALSE(fitsCount(card("5H"), 27));
}

TEST(PlayRules, PlayableCardsKeepTheOrderHeld) {
    const auto hand = cards("9C 2D JH 4S");
    EXPECT_EQ(playableCards(hand, 0), hand);
    EXPECT_EQ(playableCards(hand, 22), cards("9C 2D 4S"));
    EXPECT_EQ(playableCards(hand, 27), cards("2D 4S"));
    EXPECT_EQ(playableCards(hand, 29), cards("2D"));
    EXPECT_TRUE(playableCards(hand, 30).empty());
    EXPECT_TRUE(playableCards({}, 0).empty());
}

}  // namespace
}  // namespace cribbage::testing
