#include "engine_message.h"

#include <algorithm>
#include <array>
#include <limits>

#include "cribbage/excerpt.h"
#include "cribbage/json_integer.h"
#include "rule_options.h"

namespace cribbage::cli {
namespace {

// The longest piece of a refused line quoted back in the error.
constexpr std::size_t kMostOfALine = 60;

constexpr std::string_view kDefaultLevel = "expert";

}  // namespace

std::string excerpt(std::string_view text) {
    return cribbage::excerpt(text, kMostOfALine);
}

Error wrongType(const char* name, std::string_view expected, const Json& value) {
    return Error{std::string("\"") + name + "\" has the wrong type: it must be " +
                 std::string(expected) + ", not of type " + value.type_name()};
}

Result<std::uint64_t> seedOf(const Json& message, std::uint64_t fallback) {
    const auto found = message.find("seed");
    if (found == message.end()) {
        return fallback;
    }
    if (const auto seed = jsonUnsigned(*found)) {
        return *seed;
    }
    return Error{"\"seed\" must be a whole number from 0 to 18446744073709551615"};
}

namespace {

// The keys of "new_game" besides the rules.
constexpr std::array<std::string_view, 4> kGameKeys{"do", "level", "levels", "seed"};

// A rule's JSON value as the rule options read it: a number for players and target, true or
// false for the switches, a name for variant and first_dealer, and for skunk true (skunk), false
// (off) or a name.
Result<std::string> ruleText(const RuleOption& option, const Json& value) {
    const std::string key(option.key);
    if (key == "players" || key == "target") {
        const auto number =
            jsonInteger(value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
        if (!number) {
            return Error{"\"" + key + "\" must be " + std::string(option.values)};
        }
        return std::to_string(*number);
    }
    if (key == "skunk" && value.is_boolean()) {
        return std::string(value.get<bool>() ? "skunk" : "off");
    }
    if (key == "skunk" || key == "first_dealer" || key == "variant") {
        if (!value.is_string()) {
            return wrongType(key.c_str(), key == "skunk" ? "true, false or a name" : "a name",
                             value);
        }
        return value.get<std::string>();
    }
    if (!value.is_boolean()) {
        return wrongType(key.c_str(), "true or false", value);
    }
    return std::string(value.get<bool>() ? "true" : "false");
}

}  // namespace

Result<RuleSettings> rulesOf(const Json& message) {
    RuleSettings rules;
    rules.firstDealer = FirstDealer::Random;
    for (const auto& item : message.items()) {
        const std::string& key = item.key();
        if (std::find(kGameKeys.begin(), kGameKeys.end(), key) != kGameKeys.end()) {
            continue;
        }
        const auto option = std::find_if(kRuleOptions.begin(), kRuleOptions.end(),
                                         [&key](const RuleOption& o) { return o.key == key; });
        if (option == kRuleOptions.end()) {
            return Error{"unknown key \"" + excerpt(key) + "\" in \"new_game\""};
        }
        const auto text = ruleText(*option, item.value());
        if (!text) {
            return Error{text.error()};
        }
        auto changed = withRule(rules, key, *text);
        if (!changed) {
            return changed;
        }
        rules = *changed;
    }
    if (auto error = checkSettings(rules)) {
        return *error;
    }
    return rules;
}

Result<std::vector<Level>> levelsOf(const Json& message, int players) {
    const auto level = field(message, "level", std::string(kDefaultLevel));
    if (!level) {
        return Error{level.error()};
    }
    const auto parsed = parseLevel(*level);
    if (!parsed) {
        return Error{parsed.error()};
    }
    std::vector<Level> levels(static_cast<std::size_t>(players - 1), *parsed);
    const auto found = message.find("levels");
    if (found == message.end()) {
        return levels;
    }
    const std::string expected = "an array of " + std::to_string(players - 1) +
                                 " level names, one for each computer from your left";
    if (!found->is_array() || found->size() != levels.size()) {
        return Error{"\"levels\" must be " + expected};
    }
    for (std::size_t n = 0; n < levels.size(); ++n) {
        const Json& name = (*found)[n];
        if (!name.is_string()) {
            return Error{"\"levels\" must be " + expected};
        }
        const auto one = parseLevel(name.get<std::string>());
        if (!one) {
            return Error{one.error()};
        }
        levels[n] = *one;
    }
    return levels;
}

}  // namespace cribbage::cli
