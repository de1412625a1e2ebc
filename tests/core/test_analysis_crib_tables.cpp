// The generated crib tables: checked against Schell's published figures and for the shape
// every crib table must have.

#include <gtest/gtest.h>

#include "cribbage/analysis/crib_tables.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

// Schell's tables do not tell suits apart: compare with two cards of those ranks drawn at
// random, suited one time in four.
double anySuits(CribOwner owner, Rank first, Rank second) {
    if (first == second) {
        return expectedCrib(owner, first, second, false);
    }
    return 0.75 * expectedCrib(owner, first, second, false) +
           0.25 * expectedCrib(owner, first, second, true);
}

struct Published {
    Rank first;
    Rank second;
    double mine;      // the dealer's own crib
    double opponent;  // the pone giving to the dealer's crib
};

void PrintTo(const Published& published, std::ostream* out) {
    *out << rankName(published.first) << "-" << rankName(published.second);
}

class SchellFigures : public ::testing::TestWithParam<Published> {};

// docs/analysis.md compares more figures and says why they differ.
TEST_P(SchellFigures, AgreeWithinAFewTenths) {
    constexpr double kTolerance = 0.35;
    const Published& published = GetParam();
    EXPECT_NEAR(anySuits(CribOwner::Mine, published.first, published.second), published.mine,
                kTolerance);
    EXPECT_NEAR(anySuits(CribOwner::Opponent, published.first, published.second),
                published.opponent, kTolerance);
}

INSTANTIATE_TEST_SUITE_P(CribTables, SchellFigures,
                         ::testing::Values(Published{Rank::Five, Rank::Five, 8.8, 9.4},
                                           Published{Rank::Five, Rank::Jack, 7.0, 7.8},
                                           Published{Rank::King, Rank::Ace, 3.4, 4.3}));

template <class Check>
void forEveryPair(Check&& check) {
    for (int a = 1; a <= kRanks; ++a) {
        for (int b = 1; b <= kRanks; ++b) {
            check(static_cast<Rank>(a), static_cast<Rank>(b));
        }
    }
}

TEST(CribTables, TheOrderOfTheTwoCardsDoesNotMatter) {
    forEveryPair([](Rank a, Rank b) {
        for (CribOwner owner : {CribOwner::Mine, CribOwner::Opponent}) {
            for (bool suited : {false, true}) {
                EXPECT_EQ(expectedCrib(owner, a, b, suited), expectedCrib(owner, b, a, suited));
            }
        }
    });
}

// The dealer salts its own crib; the pone gives it what it can spare least badly. So the
// same two cards are worth more in the opponent's crib than in mine.
TEST(CribTables, TheOpponentsCribIsRicherThanMine) {
    forEveryPair([](Rank a, Rank b) {
        EXPECT_GT(anySuits(CribOwner::Opponent, a, b), anySuits(CribOwner::Mine, a, b))
            << rankName(a) << " " << rankName(b);
    });
}

TEST(CribTables, FivesAreTheRichestGiftAndAKingWithAnAceAmongThePoorest) {
    forEveryPair([](Rank a, Rank b) {
        for (CribOwner owner : {CribOwner::Mine, CribOwner::Opponent}) {
            EXPECT_LE(anySuits(owner, a, b), anySuits(owner, Rank::Five, Rank::Five));
            EXPECT_GE(anySuits(owner, a, b), anySuits(owner, Rank::King, Rank::Ace) - 0.6);
        }
    });
}

// Two suited cards add the chance of a five-card flush: small, but it shows on average.
TEST(CribTables, SuitedCardsAreWorthALittleMore) {
    double difference = 0;
    int pairs = 0;
    forEveryPair([&](Rank a, Rank b) {
        if (a != b) {
            difference += expectedCrib(CribOwner::Mine, a, b, true) -
                          expectedCrib(CribOwner::Mine, a, b, false);
            ++pairs;
        }
    });
    EXPECT_GT(difference / pairs, 0.0);
    EXPECT_LT(difference / pairs, 0.3);
}

TEST(CribTables, CardsTellTheirRanksAndSuits) {
    EXPECT_EQ(expectedCrib(CribOwner::Mine, card("5H"), card("JH")),
              expectedCrib(CribOwner::Mine, Rank::Five, Rank::Jack, true));
    EXPECT_EQ(expectedCrib(CribOwner::Opponent, card("5H"), card("JS")),
              expectedCrib(CribOwner::Opponent, Rank::Five, Rank::Jack, false));
    EXPECT_EQ(expectedCrib(CribOwner::Mine, card("5H"), card("5S")),
              expectedCrib(CribOwner::Mine, Rank::Five, Rank::Five, true));
}

}  // namespace
}  // namespace cribbage::testing
