// The discard analysis: exact hand averages, the parts of the net value, the ranking of
// textbook deals, refusals.

#include <gtest/gtest.h>

#include <algorithm>

#include "analysis_test_support.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/discard_tables.h"
#include "cribbage/card_set.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

std::vector<DiscardOption> analyze(std::string_view six, bool dealer, Standing standing = {}) {
    auto options = analyzeDiscards(cards(six), dealer, standing);
    EXPECT_TRUE(options.ok()) << (options.ok() ? "" : options.error());
    return options.ok() ? *options : std::vector<DiscardOption>{};
}

// The average show over the starters not among the six, counted the slow itemised way.
double bruteForceHandAverage(const Hand4& kept, const std::vector<Card>& six) {
    const CardSet dealt = CardSet::of(six);
    int total = 0;
    int starters = 0;
    for (Card starter : fullDeck()) {
        if (!dealt.contains(starter)) {
            total += countHand(kept, starter, FlushRule::Hand).total;
            ++starters;
        }
    }
    EXPECT_EQ(starters, 46);
    return total / static_cast<double>(starters);
}

TEST(DiscardAnalysis, FifteenOptionsRankedByTheirValue) {
    const auto options = analyze("5S 5H JD QC KS 4C", true);
    ASSERT_EQ(options.size(), 15U);
    for (std::size_t i = 1; i < options.size(); ++i) {
        EXPECT_GE(options[i - 1].rankValue, options[i].rankValue);
    }
    std::vector<CardSet> kept;
    for (const auto& option : options) {
        EXPECT_EQ((CardSet::of(option.kept) | CardSet::of(option.laidAway)),
                  CardSet::of(cards("5S 5H JD QC KS 4C")));
        kept.push_back(CardSet::of(option.kept));
    }
    std::sort(kept.begin(), kept.end(), [](CardSet a, CardSet b) { return a.bits() < b.bits(); });
    EXPECT_EQ(std::unique(kept.begin(), kept.end()), kept.end()) << "an option twice";
}

TEST(DiscardAnalysis, HandAveragesAreExactForEveryOption) {
    for (std::string_view six : {"5S 5H 5D JC 2H 9C", "AS 2S 3S 4S KH QD", "7C 8C 7D 8D 9H 6S"}) {
        for (bool dealer : {false, true}) {
            for (const auto& option : analyze(six, dealer)) {
                EXPECT_DOUBLE_EQ(option.handValue, bruteForceHandAverage(option.kept, cards(six)))
                    << six << " keeping "
                    << toString(std::vector(option.kept.begin(), option.kept.end()));
            }
        }
    }
}

// Kept 5S 5H 5D JC (2H 9C laid away), worked out by hand over the 46 starters. Without the
// starter: a pair royal 6 and four fifteens (5+J three times, 5+5+5) 8 = 14.
//   5C: 29 (the highest hand)                                              29
//   a ten, queen or king (12): three more fifteens = 20; 3 are clubs (+1)  243
//   another jack (3): three more fifteens and a pair = 22                  66
//   any other card (30): 14; 7 of them are clubs (+1 for the jack)         427
// 765 / 46.
TEST(DiscardAnalysis, FiveFiveFiveJackByHand) {
    const auto options = analyze("5S 5H 5D JC 2H 9C", false);
    EXPECT_NEAR(keeping(options, "5S 5H 5D JC").handValue, 765.0 / 46.0, 1e-12);
}

TEST(DiscardAnalysis, NetValueAddsTheParts) {
    for (bool dealer : {false, true}) {
        for (const auto& option : analyze("3C 4D 6H 9S TC KD", dealer)) {
            const CribOwner owner = dealer ? CribOwner::Mine : CribOwner::Opponent;
            EXPECT_DOUBLE_EQ(option.cribValue,
                             expectedCrib(owner, option.laidAway[0], option.laidAway[1]));
            EXPECT_DOUBLE_EQ(option.peggingValue,
                             builtInDiscardTables().pegging.difference(dealer, option.kept));
            EXPECT_DOUBLE_EQ(option.netValue, option.handValue +
                                                  (dealer ? option.cribValue : -option.cribValue) +
                                                  option.peggingValue);
            // Far from the target nothing is reachable this hand.
            EXPECT_EQ(option.reachChance, 0.0);
            EXPECT_EQ(option.rankValue, option.netValue);
        }
    }
}

// The pone never gives the dealer a five when it can help it, nor a pair of fives.
TEST(DiscardAnalysis, ThePoneKeepsItsFives) {
    for (std::string_view six : {"5H 5D 9C KS 2H 7C", "5C JD QH 3S 8D AC", "5S 5D 5C KH QD 2C"}) {
        const auto best = analyze(six, false).front();
        for (Card card : best.laidAway) {
            EXPECT_NE(card.rank(), Rank::Five) << six;
        }
    }
}

// "Dealer: salt your own crib with good cards while keeping a good hand": with 5 5 J Q K 4
// the dealer keeps 5 J Q K (a run and three fifteens, 9 sure points) and lays the other five
// with the 4 in its own crib, rather than keeping both fives with two ten-cards.
TEST(DiscardAnalysis, TheDealerSaltsItsOwnCrib) {
    const auto options = analyze("5S 5H JD QC KS 4C", true);
    const DiscardOption& best = options.front();
    EXPECT_TRUE(CardSet::of(best.laidAway).contains(card("4C")));
    EXPECT_EQ(best.laidAway[1].rank(), Rank::Five);
    EXPECT_GT(best.cribValue, 6.0);
    // Keeping both fives is worth more in the hand alone: the crib makes the difference.
    EXPECT_GT(keeping(options, "5S 5H JD QC").handValue, best.handValue);
    // Laying both fives away gives the richest crib of all.
    EXPECT_GT(keeping(options, "JD QC KS 4C").cribValue, 8.0);
}

// A and K are good cards to give the dealer: hard to use in a run.
TEST(DiscardAnalysis, ThePoneBalksWithAceAndKing) {
    const auto best = analyze("AS KD 4H 5C 6D 9S", false).front();
    EXPECT_EQ(CardSet::of(best.kept), CardSet::of(cards("4H 5C 6D 9S")));
    EXPECT_EQ(CardSet::of(best.laidAway), CardSet::of(cards("AS KD")));
}

// The pone needing 12 counts first: it keeps the hand most likely to get there with the play
// (2 2 3 K: three fifteens and a pair sure) over the best average (2 2 3 8).
TEST(DiscardAnalysis, ThePoneNearTheTargetPlaysToCountOut) {
    const auto far = analyze("7D 2H 3H 8S 2C KD", false);
    const auto near = analyze("7D 2H 3H 8S 2C KD", false, Standing{109, 100, 121});
    EXPECT_EQ(CardSet::of(far.front().kept), CardSet::of(cards("2C 2H 3H 8S")));
    EXPECT_EQ(CardSet::of(near.front().kept), CardSet::of(cards("2C 2H 3H KD")));
    EXPECT_GT(near.front().reachChance, keeping(near, "2C 2H 3H 8S").reachChance + 0.1);
    EXPECT_LT(near.front().netValue, keeping(near, "2C 2H 3H 8S").netValue);
    // Why it ranks above the keep with more points: the chances of both.
    const Reason& reason = near.front().reason;
    EXPECT_EQ(reason.id, ReasonId::ReachesMoreOften);
    EXPECT_EQ(reason.args.at(2), ReasonArg(cards("2C 2H 3H 8S")));
    EXPECT_EQ(renderReason(reason).rfind("Ranked first: keeping 2C 2H 3H KD reaches the target "
                                         "this hand more often (",
                                         0),
              0U)
        << renderReason(reason);
    EXPECT_EQ(keeping(near, "2C 2H 3H 8S").reason.id, ReasonId::BestChanceToCountOut);
}

TEST(DiscardAnalysis, RefusesBadDeals) {
    EXPECT_EQ(analyzeDiscards(cards("5S 5H JD QC KS"), true).error(),
              "a two-player deal is six cards, not 5");
    const std::vector<Card> twice = {card("5S"), card("5S"), card("JD"),
                                     card("QC"), card("KS"), card("4C")};
    EXPECT_EQ(analyzeDiscards(twice, true).error(), "the six cards dealt must all be different");
    EXPECT_EQ(analyzeDiscards(cards("5S 5H JD QC KS 4C"), true, {0, 0, 0}).error(),
              "the target must be at least 1, not 0");
}

}  // namespace
}  // namespace cribbage::testing
