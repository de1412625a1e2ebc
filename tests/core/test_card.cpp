#include <gtest/gtest.h>

#include "cribbage/card.h"

namespace cribbage {
namespace {

TEST(Card, IndexRankSuit) {
    const Card card(Rank::Queen, Suit::Hearts);
    EXPECT_EQ(card.rank(), Rank::Queen);
    EXPECT_EQ(card.suit(), Suit::Hearts);
    EXPECT_EQ(card.value(), 10);
    EXPECT_EQ(toString(card), "QH");
}

}  // namespace
}  // namespace cribbage
