#include "rule_options.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <charconv>
#include <optional>

#include "cribbage/excerpt.h"
#include "cribbage/rule_names.h"

namespace cribbage::cli {

const std::array<RuleOption, 8> kRuleOptions{{
    {"variant", "six-card or five-card",
     "The game: six-card (default) or five-card (two players: five dealt, three kept, the "
     "play one series; to 61 unless the target is given)"},
    {"players", "2, 3 or 4", "Players: 2, 3, or 4 as two partnerships (default 2)"},
    {"target", "61 or 121", "The game is to 61 or 121 points (default 121)"},
    {"muggins", "true or false", "Players count their own hands; missed points may be taken"},
    {"skunk", "off, lurch or skunk",
     "What a win is worth: off (always 1 game), lurch (2 below half the target), skunk (2 at "
     "90 or less of 121, 4 at 60 or less; at 61 the lurch line) (default skunk)"},
    {"first_dealer", "cut or random", "How the first dealer is chosen (default cut)"},
    {"four_flush_crib", "true or false",
     "House rule: the crib's four cards of one suit count a flush of 4, as in a hand"},
    {"five_card_flush", "true or false",
     "Only a flush of all five cards counts, in hands and crib (Spanish rule sheet)"},
}};

namespace {

// "--players" on the command line, "players" in the engine.
std::string shownName(std::string_view key, bool commandLine) {
    std::string name(key);
    if (commandLine) {
        std::replace(name.begin(), name.end(), '_', '-');
        return "--" + name;
    }
    return "\"" + name + "\"";
}

std::optional<int> wholeNumber(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

std::optional<bool> truth(std::string_view text) {
    if (text == "true") {
        return true;
    }
    if (text == "false") {
        return false;
    }
    return std::nullopt;
}

bool isSwitch(const RuleOption& option) {
    return option.values == "true or false";
}

// What the rule takes; on the command line the value typed too (the engine's words are its
// contract).
Error refusal(const RuleOption& option, std::string_view value, bool commandLine) {
    const std::string says =
        shownName(option.key, commandLine) + " must be " + std::string(option.values);
    if (!commandLine) {
        return Error{says};
    }
    return Error{says + ", not " + quotedExcerpt(value)};
}

// `rules` with the rule `field` named `value` among `names`; `refused` when none is.
template <class Field, class Names>
Result<RuleSettings> setNamed(RuleSettings rules, Field RuleSettings::*field, const Names& names,
                              std::string_view value, const Error& refused) {
    const auto named = ruleNamed(names, value);
    if (!named) {
        return refused;
    }
    rules.*field = *named;
    return rules;
}

}  // namespace

Result<RuleSettings> withRule(RuleSettings rules, std::string_view key, std::string_view value,
                              bool commandLine) {
    const auto option = std::find_if(kRuleOptions.begin(), kRuleOptions.end(),
                                     [key](const RuleOption& o) { return o.key == key; });
    if (option == kRuleOptions.end()) {
        return Error{"unknown rule " + shownName(key, commandLine)};
    }
    const Error refused = refusal(*option, value, commandLine);
    if (key == "players" || key == "target") {
        const auto number = wholeNumber(value);
        const bool players = key == "players";
        if (!number ||
            (players ? (*number < 2 || *number > 4) : (*number != 61 && *number != 121))) {
            return refused;
        }
        (players ? rules.players : rules.target) = *number;
    } else if (key == "variant") {
        return setNamed(rules, &RuleSettings::variant, kVariantNames, value, refused);
    } else if (key == "skunk") {
        return setNamed(rules, &RuleSettings::skunk, kSkunkRuleNames, value, refused);
    } else if (key == "first_dealer") {
        return setNamed(rules, &RuleSettings::firstDealer, kFirstDealerNames, value, refused);
    } else {
        const auto on = truth(value);
        if (!on) {
            return refused;
        }
        (key == "muggins" ? rules.muggins
                          : (key == "four_flush_crib" ? rules.cribFourCardFlush
                                                      : rules.fiveCardFlushOnly)) = *on;
    }
    return rules;
}

std::size_t optionIndex(std::string_view key) {
    return static_cast<std::size_t>(
        std::find_if(kRuleOptions.begin(), kRuleOptions.end(),
                     [key](const RuleOption& o) { return o.key == key; }) -
        kRuleOptions.begin());
}

RuleSettings withUsualTarget(RuleSettings rules, bool variantGiven, bool targetGiven) {
    if (variantGiven && !targetGiven) {
        rules.target = usualTarget(rules.variant);
    }
    return rules;
}

Result<RuleSettings> RuleOptionValues::rules(RuleSettings base) const {
    for (std::size_t i = 0; i < kRuleOptions.size(); ++i) {
        if (text[i].empty()) {
            continue;
        }
        auto changed = withRule(base, kRuleOptions[i].key, text[i], true);
        if (!changed) {
            return changed;
        }
        base = *changed;
    }
    base = withUsualTarget(base, !text[optionIndex("variant")].empty(),
                           !text[optionIndex("target")].empty());
    if (auto error = checkSettings(base)) {
        return *error;
    }
    return base;
}

void addRuleOptions(CLI::App& command, RuleOptionValues& values,
                    std::initializer_list<std::string_view> leaveOut) {
    for (std::size_t i = 0; i < kRuleOptions.size(); ++i) {
        const RuleOption& option = kRuleOptions[i];
        if (std::find(leaveOut.begin(), leaveOut.end(), option.key) != leaveOut.end()) {
            continue;
        }
        const std::string name = shownName(option.key, true);
        const std::string help(option.help);
        // A value the rule cannot take, or a rule at odds with one given before it, is a
        // mistake on the command line: CLI::ValidationError makes it a usage error (exit 2).
        // An empty value would read as the option left out: it is refused as any value the
        // rule cannot take.
        const auto take = [&values, i](const std::string& text) {
            if (text.empty()) {
                throw CLI::ValidationError(withRule({}, kRuleOptions[i].key, text, true).error());
            }
            values.text[i] = text;
            const auto rules = values.rules({});
            if (!rules) {
                throw CLI::ValidationError(rules.error());
            }
        };
        if (isSwitch(option)) {
            command.add_flag_callback(
                name, [take] { take("true"); }, help);
        } else {
            command.add_option_function<std::string>(name, take, help);
        }
    }
}

}  // namespace cribbage::cli
