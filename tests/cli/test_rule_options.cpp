// The rule options, one list for the commands and the engine (cli/rule_options.h): each
// option and value read on a command line, and the refusals.

#include <gtest/gtest.h>

#include <CLI/CLI.hpp>

#include "rule_options.h"

namespace cribbage::cli {
namespace {

// The rules of a command line made of `args` after the command's name; a refusal is the
// usage error's reason.
Result<RuleSettings> rulesOf(std::vector<std::string> args) {
    CLI::App app;
    RuleOptionValues values;
    addRuleOptions(app, values);
    std::reverse(args.begin(), args.end());  // CLI11 takes the arguments last first
    try {
        app.parse(args);
    } catch (const CLI::ValidationError& refusal) {
        return Error{refusal.what()};
    }
    return values.rules({});
}

TEST(RuleOptions, NothingGivenIsTheDefaults) {
    const auto rules = rulesOf({});
    ASSERT_TRUE(rules.ok()) << rules.error();
    EXPECT_EQ(*rules, RuleSettings{});
}

TEST(RuleOptions, EveryOptionOnTheCommandLine) {
    const auto rules = rulesOf({"--players", "4", "--target", "61", "--muggins", "--skunk", "lurch",
                                "--first-dealer", "random", "--five-card-flush"});
    ASSERT_TRUE(rules.ok()) << rules.error();
    RuleSettings expected;
    expected.players = 4;
    expected.target = 61;
    expected.muggins = true;
    expected.skunk = SkunkRule::Lurch;
    expected.firstDealer = FirstDealer::Random;
    expected.fiveCardFlushOnly = true;
    EXPECT_EQ(*rules, expected);
    const auto house = rulesOf({"--four-flush-crib", "--skunk", "off", "--players", "3"});
    ASSERT_TRUE(house.ok()) << house.error();
    EXPECT_TRUE(house->cribFourCardFlush);
    EXPECT_EQ(house->skunk, SkunkRule::Off);
    EXPECT_EQ(house->players, 3);
}

TEST(RuleOptions, BadValuesAreRefusedNamingTheOption) {
    const std::vector<std::pair<std::vector<std::string>, std::string>> refusals{
        {{"--players", "5"}, "--players must be 2, 3 or 4, not \"5\""},
        {{"--players", "two"}, "--players must be 2, 3 or 4, not \"two\""},
        {{"--players", "3x"}, "--players must be 2, 3 or 4, not \"3x\""},
        {{"--target", "100"}, "--target must be 61 or 121, not \"100\""},
        {{"--skunk", "double"}, "--skunk must be off, lurch or skunk, not \"double\""},
        {{"--first-dealer", "eldest"}, "--first-dealer must be cut or random, not \"eldest\""},
        {{"--four-flush-crib", "--five-card-flush"},
         "the crib's four-card flush and \"only a five-card flush counts\" cannot both apply"},
    };
    for (const auto& [args, reason] : refusals) {
        const auto rules = rulesOf(args);
        ASSERT_FALSE(rules.ok()) << args.front();
        EXPECT_EQ(rules.error(), reason);
    }
}

// Five-card cribbage is to 61 unless the target is given; to 121 or with three players it
// is refused.
TEST(RuleOptions, TheVariantAndItsUsualTarget) {
    auto rules = rulesOf({"--variant", "five-card"});
    ASSERT_TRUE(rules.ok()) << rules.error();
    EXPECT_EQ(rules->variant, Variant::FiveCard);
    EXPECT_EQ(rules->target, 61);
    rules = rulesOf({"--variant", "six-card"});
    ASSERT_TRUE(rules.ok()) << rules.error();
    EXPECT_EQ(*rules, RuleSettings{});
    EXPECT_EQ(rulesOf({"--variant", "five-card", "--target", "121"}).error(),
              "five-card cribbage is played to 61 points, not 121");
    EXPECT_EQ(rulesOf({"--variant", "five-card", "--players", "3"}).error(),
              "five-card cribbage is played by 2 players, not 3");
    EXPECT_EQ(rulesOf({"--variant", "seven-card"}).error(),
              "--variant must be six-card or five-card, not \"seven-card\"");
    EXPECT_EQ(withRule({}, "variant", "five").error(), "\"variant\" must be six-card or five-card");
}

// The engine reads the same names, quoted as its keys.
TEST(RuleOptions, OneRuleByItsKey) {
    auto rules = withRule({}, "first_dealer", "random");
    ASSERT_TRUE(rules.ok());
    EXPECT_EQ(rules->firstDealer, FirstDealer::Random);
    rules = withRule(*rules, "five_card_flush", "true");
    ASSERT_TRUE(rules.ok());
    EXPECT_TRUE(rules->fiveCardFlushOnly);
    EXPECT_EQ(withRule({}, "players", "1").error(), "\"players\" must be 2, 3 or 4");
    EXPECT_EQ(withRule({}, "muggins", "yes").error(), "\"muggins\" must be true or false");
    EXPECT_EQ(withRule({}, "jokers", "2").error(), "unknown rule \"jokers\"");
}

}  // namespace
}  // namespace cribbage::cli
