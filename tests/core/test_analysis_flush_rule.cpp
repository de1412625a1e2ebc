// The analysis and the computer players count a hand's flush as the rules in force say: with
// "only a five-card flush counts" a hand's four-card flush is worth nothing.

#include <gtest/gtest.h>

#include <algorithm>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/play_analysis.h"
#include "cribbage/card_set.h"
#include "player_test_support.h"

namespace cribbage::testing {
namespace {

constexpr FlushRule kFiveCardOnly = FlushRule::Crib;

// Four hearts (and a fifteen) that the analysis keeps as pone only while their flush counts;
// with "only a five-card flush" it lays 8H KH away and keeps 2H 3H 6S 9C.
constexpr std::string_view kFourHeartsDealt = "2H 3H 8H KH 6S 9C";
constexpr std::string_view kFourHearts = "2H 3H 8H KH";
// Four hearts whose average show beats 2H 3H 4S 6C by less than their four-card flush.
constexpr std::string_view kHeartsOrARunDealt = "2H 3H 8H KH 4S 6C";
// Five cards at a table of three or four: the hearts are kept only while their flush counts.
constexpr std::string_view kTableDealt = "2H 3H 8H KH 4S";

CardSet keptFirst(const std::vector<DiscardOption>& options) {
    return CardSet::of(options.front().kept);
}

CardSet keptBy(Level level, const SeatView& view, std::string_view dealt) {
    return setOf(dealt).without(CardSet::of(laidAwayBy(level, view)));
}

TEST(FlushRule, TheDiscardAnalysisCountsTheHandsFlushOnlyWhereTheRulesDo) {
    const auto usual = analyzeDiscards(cards(kFourHeartsDealt), false);
    const auto fiveOnly = analyzeDiscards(cards(kFourHeartsDealt), false, {}, kFiveCardOnly);
    ASSERT_TRUE(usual.ok() && fiveOnly.ok());
    EXPECT_EQ(keptFirst(*usual), setOf(kFourHearts));
    EXPECT_EQ(keptFirst(*fiveOnly), setOf("2H 3H 6S 9C"));
    const auto hearts = [](const std::vector<DiscardOption>& options) {
        return std::find_if(options.begin(), options.end(),
                            [](const DiscardOption& option) {
                                return CardSet::of(option.kept) == setOf(kFourHearts);
                            })
            ->handValue;
    };
    // The flush of four is worth 4 with the 37 starters that are not one of the 9 hearts left;
    // with a heart it is a flush of five either way.
    EXPECT_NEAR(hearts(*usual) - hearts(*fiveOnly), 4 * 37 / 46.0, 1e-9);
}

TEST(FlushRule, TheTableDiscardAnalysisCountsTheHandsFlushOnlyWhereTheRulesDo) {
    for (int players : {3, 4}) {
        for (int position = 0; position < players; ++position) {
            const MultiSeat seat{players, position};
            const auto usual = analyzeMultiDiscards(cards(kTableDealt), seat);
            const auto fiveOnly = analyzeMultiDiscards(cards(kTableDealt), seat, kFiveCardOnly);
            ASSERT_TRUE(usual.ok() && fiveOnly.ok());
            EXPECT_EQ(usual->front().laidAway, card("4S")) << players << " " << position;
            EXPECT_NE(fiveOnly->front().laidAway, card("4S")) << players << " " << position;
        }
    }
}

TEST(FlushRule, TheComputerKeepsTheFourCardFlushOnlyWhenItCounts) {
    for (const auto& [level, dealt] : {std::pair{Level::Beginner, kHeartsOrARunDealt},
                                       std::pair{Level::Greedy, kHeartsOrARunDealt},
                                       std::pair{Level::Expert, kFourHeartsDealt}}) {
        const SeatView usual = layAwayView(dealt, false);
        SeatView fiveOnly = usual;
        fiveOnly.rules.fiveCardFlushOnly = true;
        EXPECT_EQ(keptBy(level, usual, dealt), setOf(kFourHearts)) << levelName(level);
        EXPECT_NE(keptBy(level, fiveOnly, dealt), setOf(kFourHearts)) << levelName(level);
    }
    const SeatView usual = layAwayView(kTableDealt, false, 3);
    SeatView fiveOnly = usual;
    fiveOnly.rules.fiveCardFlushOnly = true;
    EXPECT_EQ(keptBy(Level::Expert, usual, kTableDealt), setOf(kFourHearts));
    EXPECT_NE(keptBy(Level::Expert, fiveOnly, kTableDealt), setOf(kFourHearts));
}

// As pone I count first and need 8: 2H 3H 8H KH with the starter KS show two fifteens and
// a flush of four, and count out whatever the play brings, unless only a five-card flush
// counts; then I must peg 4 of the points.
TEST(FlushRule, ThePlayAnalysisWeighsTheShowByTheRules) {
    PlaySituation situation;
    situation.dealer = false;
    situation.hand = cards(kFourHearts);
    situation.starter = card("KS");
    situation.history = {};
    situation.standing = Standing{113, 80, 121};
    const auto usual = makePlayPosition(situation);
    situation.handFlush = kFiveCardOnly;
    const auto fiveOnly = makePlayPosition(situation);
    ASSERT_TRUE(usual.ok() && fiveOnly.ok());
    EXPECT_EQ(fiveOnly->handFlush, kFiveCardOnly);
    const auto usualOptions = analyzePlay(*usual, {0});
    const auto fiveOnlyOptions = analyzePlay(*fiveOnly, {0});
    ASSERT_TRUE(usualOptions.ok() && fiveOnlyOptions.ok());
    ASSERT_EQ(usualOptions->size(), 4U);
    for (const PlayOption& option : *usualOptions) {
        EXPECT_EQ(option.winChance, 1.0) << toString(option.card);
    }
    ASSERT_EQ(fiveOnlyOptions->size(), 4U);
    for (const PlayOption& option : *fiveOnlyOptions) {
        EXPECT_LT(option.winChance, 1.0) << toString(option.card);
    }
}

TEST(FlushRule, APlayPositionFromAViewTakesTheRulesFlush) {
    SeatView view = playView("AH 3H 7H", "9H");
    EXPECT_EQ(playPositionFromView(view)->handFlush, FlushRule::Hand);
    view.rules.fiveCardFlushOnly = true;
    EXPECT_EQ(playPositionFromView(view)->handFlush, kFiveCardOnly);
}

}  // namespace
}  // namespace cribbage::testing
