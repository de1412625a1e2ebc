#include <gtest/gtest.h>

#include <array>
#include <string>

#include "cribbage/card_set.h"
#include "cribbage/deck.h"
#include "cribbage/rng.h"

namespace cribbage {
namespace {

std::string names(std::span<const Card> cards) {
    return toString(std::vector<Card>(cards.begin(), cards.end()));
}

// Reference outputs of the published algorithms.
TEST(Rng, SplitMix64MatchesReference) {
    SplitMix64 mix(0);
    EXPECT_EQ(mix.next(), 0xe220a8397b1dcdafULL);
    EXPECT_EQ(mix.next(), 0x6e789e6aa1b965f4ULL);
    EXPECT_EQ(mix.next(), 0x06c45d188009454fULL);
}

TEST(Rng, Xoshiro256StarStarMatchesReference) {
    Rng rng = Rng::fromState({1, 2, 3, 4});
    EXPECT_EQ(rng.next(), 11520U);
    EXPECT_EQ(rng.next(), 0U);
    EXPECT_EQ(rng.next(), 1509978240U);
    EXPECT_EQ(rng.next(), 1215971899390074240ULL);
}

TEST(Rng, SameSeedSameStream) {
    Rng a(7);
    Rng b(7);
    Rng c(8);
    EXPECT_EQ(a, b);
    EXPECT_NE(a, c);
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(a.next(), b.next());
    }
}

TEST(Rng, BelowStaysInRangeAndReachesEveryValue) {
    Rng rng(3);
    std::array<int, 7> seen{};
    for (int i = 0; i < 7000; ++i) {
        const auto value = rng.below(7);
        ASSERT_LT(value, 7U);
        ++seen[value];
    }
    for (int count : seen) {
        EXPECT_GT(count, 850);  // 1000 expected each
        EXPECT_LT(count, 1150);
    }
    EXPECT_EQ(rng.below(1), 0U);
}

TEST(Rng, BelowAHugeBoundRejectsTheIncompleteBlock) {
    // bound 2^63 + 1: nearly half of all 64-bit values are drawn again; results stay in range.
    Rng rng(11);
    const std::uint64_t bound = (std::uint64_t{1} << 63) + 1;
    for (int i = 0; i < 1000; ++i) {
        EXPECT_LT(rng.below(bound), bound);
    }
}

// Golden decks: these exact orders on every platform, or saved games no longer replay.
TEST(Deck, Seed1Golden) {
    EXPECT_EQ(names(shuffledDeck(1)),
              "7D 2H 3H 8S 2C KD JC 2D 8H 3S AS 9D 4H JD 2S KC 3C KH 7C 6H 4C KS QC QD QS 4S "
              "5H AH 9H 7S TC JS 4D 5C 6D TH 7H JH 6S AD 8C 5S TD 5D TS 9C 8D 9S 6C AC QH 3D");
}

TEST(Deck, Seed42Golden) {
    EXPECT_EQ(names(shuffledDeck(42)),
              "7H 5S 9C 8C 4C QC QH 4S AS 7C TH QD AD 3H 4H JS 3S 6S 2D JC 6D 5D 2S 8S 8D KS "
              "9H 6C TS 9D JD KH 5C 9S 2H KD 5H TD QS 8H 3C 4D AC 6H JH TC 7S 2C 7D 3D KC AH");
}

TEST(Deck, ShuffleIsAPermutation) {
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        const auto deck = shuffledDeck(seed);
        EXPECT_EQ(CardSet::of(deck), CardSet::fullDeck()) << "seed " << seed;
    }
}

TEST(Deck, ShuffleOfFewCards) {
    Rng rng(5);
    std::vector<Card> none;
    shuffle(none, rng);
    EXPECT_TRUE(none.empty());
    std::vector<Card> one{Card(Rank::Ace, Suit::Spades)};
    shuffle(one, rng);
    EXPECT_EQ(one.front(), Card(Rank::Ace, Suit::Spades));
}

TEST(Deck, StackPutsTheNamedCardsOnTopAndKeepsTheRestInOrder) {
    const auto shuffled = shuffledDeck(1);  // 7D 2H 3H 8S ...
    const std::vector<Card> top{Card(Rank::Three, Suit::Hearts), Card(Rank::King, Suit::Spades)};
    const auto pack = stackDeck(shuffled, top);
    ASSERT_EQ(pack.size(), 52U);
    EXPECT_EQ(names(std::span(pack).first(5)), "3H KS 7D 2H 8S");
    EXPECT_EQ(CardSet::of(pack), CardSet::fullDeck());
}

TEST(Deck, CheckStackedCards) {
    EXPECT_FALSE(checkStackedCards(shuffledDeck(2)).has_value());
    const std::vector<Card> twice{Card(Rank::Five, Suit::Hearts), Card(Rank::Five, Suit::Hearts)};
    const auto error = checkStackedCards(twice);
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->message, "a stacked deck names 5H twice");
    std::vector<Card> tooMany(53, Card(Rank::Ace, Suit::Clubs));
    EXPECT_TRUE(checkStackedCards(tooMany).has_value());
}

}  // namespace
}  // namespace cribbage
