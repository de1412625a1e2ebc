#include <gtest/gtest.h>

#include <array>
#include <ostream>
#include <string>
#include <vector>

#include "cribbage/rules.h"

namespace cribbage {
namespace {

TEST(RuleSettings, DefaultsAreValid) {
    EXPECT_FALSE(checkSettings(RuleSettings{}).has_value());
}

TEST(RuleSettings, BadValuesAreExplained) {
    RuleSettings rules;
    rules.players = 5;
    EXPECT_EQ(checkSettings(rules)->message, "cribbage is played by 2, 3 or 4 players, not 5");
    rules = {};
    rules.target = 100;
    EXPECT_EQ(checkSettings(rules)->message, "a game is played to 61 or 121 points, not 100");
    rules = {};
    rules.matchGames = 0;
    EXPECT_EQ(checkSettings(rules)->message, "a match is won with 1 to 99 game points, not 0");
    rules = {};
    rules.skunk = static_cast<SkunkRule>(7);
    EXPECT_EQ(checkSettings(rules)->message, "unknown skunk rule");
}

TEST(RuleSettings, PlayersSidesAndCards) {
    RuleSettings rules;
    for (int players : {2, 3, 4}) {
        rules.players = players;
        EXPECT_EQ(cardsDealtEach(rules) - cardsLaidAwayEach(rules), 4);            // a hand of four
        EXPECT_EQ(cardsLaidAwayEach(rules) * players + cribCardsDealt(rules), 4);  // a crib of four
    }
    rules.players = 4;
    EXPECT_EQ(sideCount(rules), 2);
    EXPECT_EQ(sideOf(rules, 2), 0);
    EXPECT_EQ(sideOf(rules, 3), 1);
    rules.players = 3;
    EXPECT_EQ(sideCount(rules), 3);
    EXPECT_EQ(sideOf(rules, 2), 2);
}

TEST(RuleSettings, CribFlushHouseRule) {
    RuleSettings rules;
    EXPECT_EQ(cribFlushRule(rules), FlushRule::Crib);
    EXPECT_EQ(handFlushRule(rules), FlushRule::Hand);
    rules.cribFourCardFlush = true;
    EXPECT_EQ(cribFlushRule(rules), FlushRule::CribFourAllowed);
    EXPECT_EQ(handFlushRule(rules), FlushRule::Hand);
}

TEST(RuleSettings, OnlyAFiveCardFlushCounts) {
    RuleSettings rules;
    rules.fiveCardFlushOnly = true;
    EXPECT_FALSE(checkSettings(rules).has_value());
    EXPECT_EQ(handFlushRule(rules), FlushRule::Crib);
    EXPECT_EQ(cribFlushRule(rules), FlushRule::Crib);
}

TEST(RuleSettings, TheTwoFlushVariantsCannotBothApply) {
    RuleSettings rules;
    rules.fiveCardFlushOnly = true;
    rules.cribFourCardFlush = true;
    EXPECT_EQ(checkSettings(rules)->message,
              "the crib's four-card flush and \"only a five-card flush counts\" cannot both apply");
}

struct ValueCase {
    SkunkRule skunk;
    int target;
    int loser;
    int value;
    WinKind kind;
};

// How gtest names a case and shows its parameter: by its values, never by its bytes.
std::string lineName(const ValueCase& c) {
#define CRIBBAGE_SKUNK_RULE_NAME(name) #name,
    static constexpr std::array kSkunks{CRIBBAGE_SKUNK_RULES(CRIBBAGE_SKUNK_RULE_NAME)};
#undef CRIBBAGE_SKUNK_RULE_NAME
    return std::string(kSkunks.at(static_cast<std::size_t>(c.skunk))) + "_to" +
           std::to_string(c.target) + "_loserAt" + std::to_string(c.loser);
}

void PrintTo(const ValueCase& c, std::ostream* out) {
    *out << lineName(c) << ": " << c.value;
}

class GameValue : public ::testing::TestWithParam<ValueCase> {};

TEST_P(GameValue, OfAWin) {
    const auto& c = GetParam();
    RuleSettings rules;
    rules.skunk = c.skunk;
    rules.target = c.target;
    const std::vector<int> scores{c.target, c.loser};
    EXPECT_EQ(gameValue(rules, 0, scores), c.value);
    EXPECT_EQ(gameWin(rules, 0, scores), (GameWin{c.value, c.kind}));
}

INSTANTIATE_TEST_SUITE_P(
    Lines, GameValue,
    ::testing::Values(ValueCase{SkunkRule::Off, 121, 10, 1, WinKind::Single},
                      ValueCase{SkunkRule::Off, 61, 10, 1, WinKind::Single},
                      ValueCase{SkunkRule::Lurch, 121, 61, 1, WinKind::Single},
                      ValueCase{SkunkRule::Lurch, 121, 60, 2, WinKind::Lurch},
                      ValueCase{SkunkRule::Lurch, 121, 0, 2, WinKind::Lurch},
                      ValueCase{SkunkRule::Lurch, 61, 31, 1, WinKind::Single},
                      ValueCase{SkunkRule::Lurch, 61, 30, 2, WinKind::Lurch},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 121, 120, 1, WinKind::Single},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 121, 91, 1, WinKind::Single},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 121, 90, 2, WinKind::Skunk},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 121, 61, 2, WinKind::Skunk},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 121, 60, 4, WinKind::DoubleSkunk},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 61, 31, 1, WinKind::Single},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 61, 30, 2, WinKind::Lurch},
                      ValueCase{SkunkRule::SkunkAndDoubleSkunk, 61, 5, 2, WinKind::Lurch}),
    [](const ::testing::TestParamInfo<ValueCase>& line) { return lineName(line.param); });

TEST(GameValueThreePlayers, TheBestLoserDecides) {
    RuleSettings rules;
    rules.players = 3;
    EXPECT_EQ(gameValue(rules, 1, std::vector<int>{50, 121, 95}), 1);
    EXPECT_EQ(gameValue(rules, 1, std::vector<int>{50, 121, 85}), 2);
    EXPECT_EQ(gameValue(rules, 2, std::vector<int>{50, 40, 121}), 4);
    EXPECT_EQ(gameWin(rules, 1, std::vector<int>{50, 121, 95}).kind, WinKind::Single);
    EXPECT_EQ(gameWin(rules, 1, std::vector<int>{50, 121, 85}).kind, WinKind::Skunk);
    EXPECT_EQ(gameWin(rules, 2, std::vector<int>{50, 40, 121}).kind, WinKind::DoubleSkunk);
}

TEST(CutDepth, FourCardsStayInEachPacket) {
    EXPECT_EQ(kMinCutPacket, 4);
    EXPECT_EQ(maxCutDepth(52), 48);
    EXPECT_EQ(maxCutDepth(40), 36);
}

}  // namespace
}  // namespace cribbage
