#include <gtest/gtest.h>

#include "cribbage/card.h"
#include "cribbage/card_set.h"
#include "cribbage/excerpt.h"
#include "test_support.h"

namespace cribbage {
namespace {

TEST(Card, IndexRankSuit) {
    const Card card(Rank::Queen, Suit::Hearts);
    EXPECT_EQ(card.rank(), Rank::Queen);
    EXPECT_EQ(card.suit(), Suit::Hearts);
    EXPECT_EQ(card.value(), 10);
    EXPECT_EQ(toString(card), "QH");
}

TEST(Card, IndexOrderIsRankThenSuit) {
    EXPECT_EQ(Card(Rank::Ace, Suit::Clubs).index(), 0);
    EXPECT_EQ(Card(Rank::Ace, Suit::Spades).index(), 3);
    EXPECT_EQ(Card(Rank::Two, Suit::Clubs).index(), 4);
    EXPECT_EQ(Card(Rank::King, Suit::Spades).index(), 51);
    EXPECT_LT(Card(Rank::Ace, Suit::Spades), Card(Rank::Two, Suit::Clubs));
    for (int index = 0; index < kDeckSize; ++index) {
        const Card card = Card::fromIndex(index);
        EXPECT_EQ(Card(card.rank(), card.suit()), card);
        EXPECT_EQ(card.index(), index);
    }
}

TEST(Card, CountValues) {
    const std::array<int, kRanks> values{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10};
    for (int rank = 1; rank <= kRanks; ++rank) {
        EXPECT_EQ(Card(static_cast<Rank>(rank), Suit::Diamonds).value(), values[rank - 1]);
    }
}

TEST(Card, Names) {
    EXPECT_EQ(rankChar(Rank::Ten), 'T');
    EXPECT_EQ(suitChar(Suit::Diamonds), 'D');
    EXPECT_EQ(rankName(Rank::Ace), "ace");
    EXPECT_EQ(rankName(Rank::King), "king");
    EXPECT_EQ(rankNamePlural(Rank::Six), "sixes");
    EXPECT_EQ(rankNamePlural(Rank::Jack), "jacks");
    EXPECT_EQ(toString(testing::cards("AC 10D KS")), "AC TD KS");
    EXPECT_EQ(toString(std::vector<Card>{}), "");
}

TEST(Card, FullDeckIsEveryCardOnceInIndexOrder) {
    const auto deck = fullDeck();
    for (int index = 0; index < kDeckSize; ++index) {
        EXPECT_EQ(deck[index].index(), index);
    }
}

struct CardName {
    const char* text;
    Rank rank;
    Suit suit;
};

void PrintTo(const CardName& name, std::ostream* os) {
    *os << '"' << name.text << '"';
}

class ParseCardName : public ::testing::TestWithParam<CardName> {};

TEST_P(ParseCardName, ReadsRankAndSuit) {
    const auto card = parseCard(GetParam().text);
    ASSERT_TRUE(card.ok()) << card.error();
    EXPECT_EQ(card->rank(), GetParam().rank);
    EXPECT_EQ(card->suit(), GetParam().suit);
}

INSTANTIATE_TEST_SUITE_P(
    Ranks, ParseCardName,
    ::testing::Values(
        CardName{"AC", Rank::Ace, Suit::Clubs}, CardName{"2C", Rank::Two, Suit::Clubs},
        CardName{"3C", Rank::Three, Suit::Clubs}, CardName{"4C", Rank::Four, Suit::Clubs},
        CardName{"5C", Rank::Five, Suit::Clubs}, CardName{"6C", Rank::Six, Suit::Clubs},
        CardName{"7C", Rank::Seven, Suit::Clubs}, CardName{"8C", Rank::Eight, Suit::Clubs},
        CardName{"9C", Rank::Nine, Suit::Clubs}, CardName{"TC", Rank::Ten, Suit::Clubs},
        CardName{"10C", Rank::Ten, Suit::Clubs}, CardName{"JC", Rank::Jack, Suit::Clubs},
        CardName{"QC", Rank::Queen, Suit::Clubs}, CardName{"KC", Rank::King, Suit::Clubs}));

INSTANTIATE_TEST_SUITE_P(LowerCase, ParseCardName,
                         ::testing::Values(CardName{"ah", Rank::Ace, Suit::Hearts},
                                           CardName{"th", Rank::Ten, Suit::Hearts},
                                           CardName{"10h", Rank::Ten, Suit::Hearts},
                                           CardName{"jd", Rank::Jack, Suit::Diamonds},
                                           CardName{"qs", Rank::Queen, Suit::Spades},
                                           CardName{"kc", Rank::King, Suit::Clubs},
                                           CardName{"Qh", Rank::Queen, Suit::Hearts},
                                           CardName{"qH", Rank::Queen, Suit::Hearts}));

INSTANTIATE_TEST_SUITE_P(SuitLettersAndSymbols, ParseCardName,
                         ::testing::Values(CardName{"5C", Rank::Five, Suit::Clubs},
                                           CardName{"5D", Rank::Five, Suit::Diamonds},
                                           CardName{"5H", Rank::Five, Suit::Hearts},
                                           CardName{"5S", Rank::Five, Suit::Spades},
                                           CardName{"5\u2663", Rank::Five, Suit::Clubs},
                                           CardName{"5\u2666", Rank::Five, Suit::Diamonds},
                                           CardName{"5\u2665", Rank::Five, Suit::Hearts},
                                           CardName{"5\u2660", Rank::Five, Suit::Spades},
                                           CardName{"5\u2667", Rank::Five, Suit::Clubs},
                                           CardName{"5\u2662", Rank::Five, Suit::Diamonds},
                                           CardName{"5\u2661", Rank::Five, Suit::Hearts},
                                           CardName{"5\u2664", Rank::Five, Suit::Spades},
                                           CardName{"10\u2665", Rank::Ten, Suit::Hearts}));

INSTANTIATE_TEST_SUITE_P(BlanksAround, ParseCardName,
                         ::testing::Values(CardName{"  5H", Rank::Five, Suit::Hearts},
                                           CardName{"5H  ", Rank::Five, Suit::Hearts},
                                           CardName{"\t10S\n", Rank::Ten, Suit::Spades},
                                           CardName{" \r\nJ\u2663 ", Rank::Jack, Suit::Clubs}));

TEST(ParseCard, RoundTripsEveryCard) {
    for (Card card : fullDeck()) {
        const std::string name = toString(card);
        ASSERT_EQ(name.size(), 2U);
        const auto parsed = parseCard(name);
        ASSERT_TRUE(parsed.ok()) << name << ": " << parsed.error();
        EXPECT_EQ(*parsed, card) << name;
    }
}

struct BadName {
    const char* text;
    std::vector<std::string> said;  // what the message must mention
};

void PrintTo(const BadName& name, std::ostream* os) {
    *os << '"' << name.text << '"';
}

class ParseBadCardName : public ::testing::TestWithParam<BadName> {};

TEST_P(ParseBadCardName, SaysWhatIsWrong) {
    const auto card = parseCard(GetParam().text);
    ASSERT_FALSE(card.ok());
    for (const std::string& words : GetParam().said) {
        EXPECT_NE(card.error().find(words), std::string::npos)
            << "\"" << card.error() << "\" does not say \"" << words << "\"";
    }
}

INSTANTIATE_TEST_SUITE_P(
    Errors, ParseBadCardName,
    ::testing::Values(BadName{"", {"empty"}}, BadName{"   ", {"empty"}},
                      BadName{"XH", {"\"XH\"", "rank"}}, BadName{"11H", {"\"11H\"", "rank"}},
                      BadName{"1H", {"\"1H\"", "rank"}}, BadName{"0H", {"rank"}},
                      BadName{"\u26655", {"rank"}}, BadName{"5X", {"\"5X\"", "suit"}},
                      BadName{"5HH", {"\"5HH\"", "suit"}}, BadName{"5\u2665x", {"suit"}},
                      BadName{"5", {"\"5\"", "suit", "missing"}},
                      BadName{"10", {"\"10\"", "suit", "missing"}},
                      BadName{"T", {"suit", "missing"}}));

TEST(ParseCards, BlanksAndCommasSeparate) {
    const auto cards = parseCards(" AC, 2d\t3\u2665,,10S ");
    ASSERT_TRUE(cards.ok()) << cards.error();
    EXPECT_EQ(toString(*cards), "AC 2D 3H TS");
}

TEST(ParseCards, NothingIsNoCards) {
    const auto cards = parseCards("  ");
    ASSERT_TRUE(cards.ok());
    EXPECT_TRUE(cards->empty());
}

TEST(ParseCards, BadNameSaysWhichCard) {
    const auto cards = parseCards("AC 5X 2D");
    ASSERT_FALSE(cards.ok());
    EXPECT_NE(cards.error().find("\"5X\""), std::string::npos) << cards.error();
}

// A refusal quotes at most the first kMostQuoted bytes of a name, cut at a whole character.
TEST(ParseCards, ALongBadNameIsQuotedInPart) {
    const std::string name = "5" + std::string(kMostQuoted - 2, 'x') + "\u2665\u2665";
    const auto card = parseCard(name);
    ASSERT_FALSE(card.ok());
    const std::string part = name.substr(0, kMostQuoted - 1);
    EXPECT_NE(card.error().find("\"" + part + "...\""), std::string::npos) << card.error();
    EXPECT_LT(parseCard(std::string(1 << 20, 'Z')).error().size(), 200U);
    EXPECT_EQ(excerpt("5H", 2), "5H");
    EXPECT_EQ(excerpt("\u2665", 2), "...");
}

TEST(ParseCards, DuplicateSaysWhichCard) {
    for (const char* text : {"5H 6D 5H", "5H 6D 5h", "5H 6D 5\u2665", "TS 10S"}) {
        const auto cards = parseCards(text);
        ASSERT_FALSE(cards.ok()) << text;
        EXPECT_NE(cards.error().find("duplicate"), std::string::npos) << cards.error();
    }
    EXPECT_NE(parseCards("5H 6D 5h").error().find("5H"), std::string::npos);
}

TEST(CardSet, InsertContainsErase) {
    CardSet set;
    EXPECT_TRUE(set.empty());
    const Card fiveOfHearts(Rank::Five, Suit::Hearts);
    set.insert(fiveOfHearts);
    set.insert(fiveOfHearts);
    EXPECT_TRUE(set.contains(fiveOfHearts));
    EXPECT_FALSE(set.contains(Card(Rank::Five, Suit::Spades)));
    EXPECT_EQ(set.size(), 1);
    set.erase(fiveOfHearts);
    EXPECT_TRUE(set.empty());
}

TEST(CardSet, OfCardsListsThemInIndexOrder) {
    const CardSet set = CardSet::of(testing::cards("KS AC 5H"));
    EXPECT_EQ(set.size(), 3);
    EXPECT_EQ(toString(set.cards()), "AC 5H KS");
}

TEST(CardSet, UnionIntersectionDifference) {
    const CardSet low = CardSet::of(testing::cards("AC 2C 3C"));
    const CardSet clubs = CardSet::of(testing::cards("2C 3C 4C"));
    EXPECT_EQ(toString((low | clubs).cards()), "AC 2C 3C 4C");
    EXPECT_EQ(toString((low & clubs).cards()), "2C 3C");
    EXPECT_EQ(toString(low.without(clubs).cards()), "AC");
    EXPECT_EQ(low, CardSet::of(testing::cards("3C AC 2C")));
    EXPECT_NE(low, clubs);
}

TEST(CardSet, FullDeck) {
    const CardSet deck = CardSet::fullDeck();
    EXPECT_EQ(deck.size(), kDeckSize);
    EXPECT_EQ(deck, CardSet::of(fullDeck()));
    EXPECT_EQ(deck.cards().size(), static_cast<std::size_t>(kDeckSize));
}

}  // namespace
}  // namespace cribbage
