// Reasons: whole-sentence templates with placeholders, their arguments, and the reasons the
// analysis gives for typical hands and plays.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/card_set.h"
#include "test_support.h"

namespace cribbage::testing {
namespace {

constexpr int kLastReasonId = static_cast<int>(ReasonId::NobodyElseCanLay);

int placeholders(std::string_view text) {
    std::set<char> numbers;
    for (std::size_t i = 0; i + 1 < text.size(); ++i) {
        if (text[i] == '%' && text[i + 1] >= '1' && text[i + 1] <= '9') {
            numbers.insert(text[i + 1]);
        }
    }
    return static_cast<int>(numbers.size());
}

std::string reasonFor(const std::vector<DiscardOption>& options, std::string_view kept) {
    const CardSet wanted = CardSet::of(cards(kept));
    for (const auto& option : options) {
        if (CardSet::of(option.kept) == wanted) {
            EXPECT_EQ(static_cast<int>(option.reason.args.size()),
                      placeholders(englishTemplate(option.reason.id)));
            return renderReason(option.reason);
        }
    }
    ADD_FAILURE() << "no option keeps " << kept;
    return "";
}

std::string playReasonFor(bool dealer, std::string_view kept, std::string_view history,
                          std::string_view played) {
    PlaySituation situation;
    situation.dealer = dealer;
    situation.hand = cards(kept);
    situation.starter = card("QH");
    situation.history = parsePlayHistory(history).value();
    auto position = makePlayPosition(situation);
    EXPECT_TRUE(position.ok()) << (position.ok() ? "" : position.error());
    if (!position.ok()) {
        return "";
    }
    const std::vector<PlayOption> options = analyzePlay(*position).value();
    for (const auto& option : options) {
        if (option.card == card(played)) {
            EXPECT_EQ(static_cast<int>(option.reason.args.size()),
                      placeholders(englishTemplate(option.reason.id)));
            return renderReason(option.reason);
        }
    }
    ADD_FAILURE() << played << " is not an option";
    return "";
}

TEST(Reason, EveryIdHasAWholeSentence) {
    for (int id = 0; id <= kLastReasonId; ++id) {
        const std::string_view text = englishTemplate(static_cast<ReasonId>(id));
        ASSERT_FALSE(text.empty()) << id;
        EXPECT_TRUE(text.back() == '.') << text;
        EXPECT_GE(placeholders(text), 1) << text;
    }
}

TEST(Reason, FormatsEachKindOfArgument) {
    EXPECT_EQ(formatReasonArg(card("5H")), "5H");
    EXPECT_EQ(formatReasonArg(cards("5H 5S JD")), "5H 5S JD");
    EXPECT_EQ(formatReasonArg(Rank::Six), "sixes");
    EXPECT_EQ(formatReasonArg(3), "3");
    EXPECT_EQ(formatReasonArg(8.249), "8.2");
    EXPECT_EQ(renderReason({ReasonId::KeepsHand, {cards("4C 5D 6H JS"), 8.2}}),
              "Keeps 4C 5D 6H JS: 8.2 points on average in the hand.");
    EXPECT_EQ(renderReason({ReasonId::BestChanceToCountOut, {cards("4C 5D 6H JS"), 87}}),
              "Keeps 4C 5D 6H JS: the chance to reach the target this hand is 87%.");
}

TEST(Reason, ThePoneIsToldAboutGivingAFive) {
    const auto options = analyzeDiscards(cards("5C JD QH 3S 8D AC"), false).value();
    EXPECT_EQ(reasonFor(options, "JD QH 3S 8D").rfind("Keeps 3S 8D JD QH (", 0), 0U);
    EXPECT_NE(reasonFor(options, "JD QH 3S 8D")
                  .find("but gives the crib the 5C: any ten-card makes 15 with it."),
              std::string::npos);
}

TEST(Reason, ThePoneIsToldAboutGivingAPair) {
    const auto options = analyzeDiscards(cards("5S 5D 5C KH QD 2C"), false).value();
    EXPECT_NE(reasonFor(options, "5C KH QD 2C").find("but gives the crib a pair of fives."),
              std::string::npos);
}

TEST(Reason, ThePoneIsToldAboutABalk) {
    const auto options = analyzeDiscards(cards("AS KD 4H 5C 6D 9S"), false).value();
    const std::string text = reasonFor(options, "4H 5C 6D 9S");
    EXPECT_EQ(text.rfind("Keeps 4H 5C 6D 9S (9.9 on average) and gives the crib AS KD, which "
                         "seldom score: ",
                         0),
              0U)
        << text;
}

TEST(Reason, TheDealerIsToldAboutSaltingItsCrib) {
    const auto options = analyzeDiscards(cards("5S 5H JD QC KS 4C"), true).value();
    const std::string text = reasonFor(options, "JD QC KS 4C");
    EXPECT_EQ(text.rfind("Keeps 4C JD QC KS (", 0), 0U) << text;
    EXPECT_NE(text.find("and lays 5H 5S in your own crib, worth"), std::string::npos) << text;
}

TEST(Reason, AHandSureOfItsPointsSaysSo) {
    const auto options = analyzeDiscards(cards("5S 5H 5D JC 2H 9C"), true).value();
    EXPECT_EQ(reasonFor(options, "5S 5H 5D JC")
                  .rfind("Keeps 5D 5H 5S JC, worth 14 whatever "
                         "the starter: 16.6 points on average.",
                         0),
              0U);
}

TEST(Reason, PlaysAreExplainedByWhatTheyScoreOrRisk) {
    EXPECT_EQ(playReasonFor(false, "4C 5D KH QS", "", "5D"),
              "Leading 5D is risky: any ten-card makes 15 with it.");
    EXPECT_EQ(playReasonFor(false, "4C 5D KH QS", "", "4C"),
              "Leading 4C is safe: no card makes 15 with it.");
    EXPECT_EQ(playReasonFor(false, "9C 9D KH 2S", "", "9C"),
              "Leading 9C from your pair of nines can set up a pair royal.");
    EXPECT_EQ(playReasonFor(true, "9D 3S 4H KC", "o:7C m:4H o:9C", "9D"), "9D makes a pair for 2.");
    EXPECT_EQ(playReasonFor(true, "4H 3S 9D KC", "o:7C m:4H o:7D", "3S"),
              "3S brings the count to 21: any ten-card makes 31.");
    EXPECT_EQ(playReasonFor(true, "5H 6S 9D KC", "o:4C m:5H o:3D", "6S"), "6S makes a run of 4.");
    EXPECT_EQ(playReasonFor(true, "5H 6S 9D KC", "o:4C m:5H o:3D", "KC"),
              "KC brings the count to 22: the next player makes 31 with any of the nines.");
}

// What a card sets up for the next player, or risks, rather than its averages alone.
TEST(Reason, PlaysSayWhatTheyOfferTheNextPlayer) {
    EXPECT_EQ(playReasonFor(false, "4C 5D KH QS", "", "KH"),
              "Leading KH lets the next player make 15 with any of the fives.");
    EXPECT_EQ(playReasonFor(false, "4C 5D 7H QS", "", "7H"),
              "Leading 7H lets the next player make 15 with any of the eights.");
    EXPECT_EQ(playReasonFor(true, "9D 3S 4H KC", "o:2C", "4H"),
              "4H brings the count to 6: the next player makes 15 with any of the nines.");
    EXPECT_EQ(playReasonFor(true, "9D 3S 4H KC", "o:8C", "9D"),
              "9D brings the count to 17, where no single card makes 15 or 31.");
    // Two nines unseen: a third makes a pair royal for the next player.
    EXPECT_EQ(playReasonFor(true, "9D 3S 4H KC", "o:9C", "9D"),
              "9D pairs for 2, but the next player makes a pair royal for 6 with another of the "
              "nines.");
}

TEST(Reason, TheOnlyCardThatFits) {
    EXPECT_EQ(playReasonFor(false, "6C 9H TD 2S", "m:6C o:9S m:9H o:5S", "2S"),
              "2S is the only card you can play.");
}

}  // namespace
}  // namespace cribbage::testing
