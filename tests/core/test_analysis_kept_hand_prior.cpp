// The opponent's likely kept hand: what four cards make together, and the weight it gives.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <ostream>
#include <string>

#include "kept_hand_prior.h"
#include "opponent_holdings.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

std::array<Card, 4> four(std::string_view names) {
    const std::vector<Card> parsed = cards(names);
    return {parsed.at(0), parsed.at(1), parsed.at(2), parsed.at(3)};
}

struct Together {
    std::string_view kept;
    int points;
};

// How gtest names a case and shows its parameter: by its cards, never by its bytes (which hold
// a pointer, and changed from build to build).
void PrintTo(const Together& together, std::ostream* out) {
    *out << together.kept << ": " << together.points;
}

std::string keptCards(const ::testing::TestParamInfo<Together>& info) {
    std::string name(info.param.kept);
    std::replace(name.begin(), name.end(), ' ', '_');
    return name;
}

class PointsTogether : public ::testing::TestWithParam<Together> {};

TEST_P(PointsTogether, CountsFifteensPairsAndRunsWithoutAStarter) {
    EXPECT_EQ(detail::pointsTogether(four(GetParam().kept)), GetParam().points);
}

INSTANTIATE_TEST_SUITE_P(
    Hands, PointsTogether,
    ::testing::Values(Together{"5H 5S JC QD", 10},  // four fifteens and a pair
                      Together{"4H 5S 6C 6D", 12},  // two fifteens, a pair, a double run
                      Together{"AH 2S 3C 4D", 4},   // a run of four, no fifteen
                      Together{"7H 8S 8C 9D", 12},  // 7-8 twice, a pair, a double run
                      Together{"AH 3S 9C KD", 0},   // nothing
                      Together{"2H 4H 6H 8H", 0},   // a flush is not counted: suits aside
                      Together{"5H 5S 5C 5D", 20},  // 5-5-5 four ways and twelve for pairs
                      Together{"9H TS JC QD", 4}),  // a run of four
    keptCards);

TEST(KeptHandLikelihood, IsOneWithoutSharpnessAndGrowsWithThePoints) {
    EXPECT_DOUBLE_EQ(detail::keptHandLikelihood(four("5H 5S JC QD"), 0.0), 1.0);
    EXPECT_DOUBLE_EQ(detail::keptHandLikelihood(four("AH 3S 9C KD"), 0.5), 1.0);
    EXPECT_DOUBLE_EQ(detail::keptHandLikelihood(four("5H 5S JC QD"), 0.5), std::exp(5.0));
    EXPECT_GT(detail::keptHandLikelihood(four("4H 5S 6C 6D"), 0.3),
              detail::keptHandLikelihood(four("AH 2S 3C 4D"), 0.3));
}

double weightPerCardOf(const std::vector<detail::Holding>& holdings, int rank, int cardsOfRank) {
    for (const detail::Holding& holding : holdings) {
        if (holding.ranks[static_cast<std::size_t>(rank)] == 1) {
            return holding.weight / cardsOfRank;
        }
    }
    return 0;
}

// I am the dealer holding 2C after laying 6C 7C 9C; the opponent, the pone, led 5H, then laid
// 5S JC, and holds one card more.
PlayPosition dealerAfterThreeEach() {
    PlayPosition position;
    position.dealer = true;
    position.held = cards("2C");
    position.laidAway = cards("3D 4D");
    position.starter = cards("8H").front();
    position.myPlayed = cards("6C 7C 9C");
    position.opponentPlayed = cards("5H 5S JC");
    return position;
}

TEST(WeighByKeptHand, MakesTheCardsThatScoreWithWhatTheOpponentLaidLikelier) {
    // The opponent laid 5H 5S JC and holds one card more.
    const PlayPosition position = dealerAfterThreeEach();
    const std::vector<detail::Holding> plain = detail::opponentHoldings(position);
    const std::vector<detail::Holding> weighed = detail::weighByKeptHand(plain, position, 0.4);

    // Two fives are unseen, four kings, four aces. With a five they kept 14 points (5-5-5,
    // three 5-J's, a pair royal), with a king 10 (two 5-J's, two 5-K's, a pair), with an
    // ace 6 (two 5-J's, a pair).
    EXPECT_DOUBLE_EQ(weightPerCardOf(plain, 5, 2), weightPerCardOf(plain, 1, 4));
    EXPECT_GT(weightPerCardOf(weighed, 5, 2), weightPerCardOf(weighed, 13, 4));
    EXPECT_GT(weightPerCardOf(weighed, 13, 4), weightPerCardOf(weighed, 1, 4));
    EXPECT_DOUBLE_EQ(weightPerCardOf(weighed, 13, 4) / weightPerCardOf(weighed, 1, 4),
                     std::exp(0.4 * (10 - 6)));
}

// From how often the Reference keeps four ranks (tools/make_kept_hands): fives with ten-cards
// far more often than four random cards are of those ranks, four cards that make nothing
// together far less; suits and order aside; and by the role: the dealer, who lays into his
// own crib, keeps four ten-cards more often than the pone.
TEST(KeptRanksRatio, FavoursTheFoursPlayersKeepByTheirRole) {
    for (bool dealer : {false, true}) {
        EXPECT_GT(detail::keptRanksRatio(four("5H 5S JC QD"), dealer), 5.0);
        EXPECT_LT(detail::keptRanksRatio(four("AH 4S 9C KD"), dealer), 0.5);
        EXPECT_DOUBLE_EQ(detail::keptRanksRatio(four("5H 5S JC QD"), dealer),
                         detail::keptRanksRatio(four("QH 5C JD 5D"), dealer));
    }
    EXPECT_GT(detail::keptRanksRatio(four("TH JS QC KD"), true),
              2 * detail::keptRanksRatio(four("TH JS QC KD"), false));
}

// From how the Reference leads (tools/make_kept_hands): a pone who kept 5-5-J-Q leads a
// ten-card, hardly ever a five; the shares of a four's ranks add up to 1, a rank not kept is
// never led.
TEST(PoneLeadChance, TellsWhichOfItsRanksAPoneLeads) {
    EXPECT_LT(detail::poneLeadChance(four("5H 5S JC QD"), Rank::Five), 0.01);
    EXPECT_GT(detail::poneLeadChance(four("5H 5S JC QD"), Rank::Jack) +
                  detail::poneLeadChance(four("5H 5S JC QD"), Rank::Queen),
              0.99);
    EXPECT_EQ(detail::poneLeadChance(four("5H 5S JC QD"), Rank::King), 0.0);
    for (std::string_view kept : {"AH 4S 9C KD", "2H 3S 4C KD", "7H 8S 8C 9D"}) {
        double sum = 0;
        for (int rank = 1; rank <= kRanks; ++rank) {
            sum += detail::poneLeadChance(four(kept), static_cast<Rank>(rank));
        }
        EXPECT_NEAR(sum, 1.0, 0.01) << kept;
    }
}

// From how the Reference answers a lead (tools/make_kept_hands): a dealer who kept 5-5-J-Q
// makes fifteen with a five on a ten-card led, and pairs a five led.
TEST(DealerReplyChance, TellsHowADealerAnswersALead) {
    EXPECT_GT(detail::dealerReplyChance(four("5H 5S JC QD"), Rank::Ten, Rank::Five), 0.9);
    EXPECT_GT(detail::dealerReplyChance(four("5H 5S JC QD"), Rank::Five, Rank::Five), 0.9);
    EXPECT_EQ(detail::dealerReplyChance(four("5H 5S JC QD"), Rank::Ten, Rank::King), 0.0);
    double sum = 0;
    for (int rank = 1; rank <= kRanks; ++rank) {
        sum += detail::dealerReplyChance(four("2H 3S 4C KD"), Rank::Seven, static_cast<Rank>(rank));
    }
    EXPECT_NEAR(sum, 1.0, 1e-6);
}

TEST(WeighByKeptRanks, WeighsEachHoldingByTheFourItMakesInTheOpponentsRoleAndThePonesLead) {
    // The opponent, the pone, led 5H, laid 5S JC and holds one card more.
    PlayPosition position = dealerAfterThreeEach();
    const std::vector<detail::Holding> plain = detail::opponentHoldings(position);
    const std::vector<detail::Holding> weighed = detail::weighByKeptRanks(plain, position);
    ASSERT_EQ(weighed.size(), plain.size());
    for (std::size_t i = 0; i < plain.size(); ++i) {
        const std::array<Card, 4> kept{cards("5H 5S JC").at(0), cards("5H 5S JC").at(1),
                                       cards("5H 5S JC").at(2), plain[i].cards()[0]};
        EXPECT_DOUBLE_EQ(weighed[i].weight, plain[i].weight * detail::keptRanksRatio(kept, false) *
                                                detail::poneLeadChance(kept, Rank::Five));
    }
    // A third five makes the likeliest four. Having led a five, the pone is unlikelier to hold
    // a king than an ace: from 5-5-J-K a pone leads a ten-card.
    EXPECT_GT(weightPerCardOf(weighed, 5, 2), weightPerCardOf(weighed, 1, 4));
    EXPECT_LT(weightPerCardOf(weighed, 13, 4), weightPerCardOf(weighed, 1, 4));
    EXPECT_LT(detail::poneLeadChance(four("5H 5S JC KD"), Rank::Five), 0.01);

    // Seen from the pone whose lead of a six the dealer answered with a nine: each holding
    // weighs as often as a dealer answers so as well.
    position.dealer = false;
    position.myPlayed = cards("6C");
    position.opponentPlayed = cards("9H");
    position.held = cards("2C 7C 9C");
    const std::vector<detail::Holding> seen = detail::opponentHoldings(position);
    const std::vector<detail::Holding> answered = detail::weighByKeptRanks(seen, position);
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const auto held = seen[i].cards();
        const std::array<Card, 4> kept{card("9H"), held[0], held[1], held[2]};
        EXPECT_DOUBLE_EQ(answered[i].weight,
                         seen[i].weight * detail::keptRanksRatio(kept, true) *
                             detail::dealerReplyChance(kept, Rank::Six, Rank::Nine));
    }
}

}  // namespace
}  // namespace cribbage::testing
