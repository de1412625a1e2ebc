#pragma once

// The rule options, one list for every command and the engine (docs/cli.md, "Rule options";
// docs/rules.md says what each rule is and which rule sheet it comes from). An option has
// one name: the engine's key (`first_dealer`) and, with dashes, the command line's
// (`--first-dealer`). Values are read from text; a value the rule cannot take is refused.

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>

#include "cribbage/result.h"
#include "cribbage/rules.h"

namespace CLI {
class App;
}

namespace cribbage::cli {

struct RuleOption {
    std::string_view key;     // the engine's key
    std::string_view values;  // what it takes, for help and errors: "2, 3 or 4"
    std::string_view help;
};

// variant six-card|five-card (first: it sets the target, which --target may then change),
// players 2|3|4, target 61|121, muggins, skunk off|lurch|skunk, first_dealer cut|random,
// four_flush_crib (the crib's four-card flush house rule), five_card_flush (only a
// five-card flush counts). The switches take true or false.
extern const std::array<RuleOption, 8> kRuleOptions;

// Sets the rule named `key` from its value as text: a whole number for players and target,
// a name for variant, skunk and first_dealer (a variant also sets its usual target), true or false
// for the switches. Refused with a reason naming the option (`"players" must be 2, 3 or 4`; with
// `commandLine`, `--players must be 2, 3 or 4`) for an unknown key or a value it cannot take. The
// settings as a whole are for checkSettings to judge.
Result<RuleSettings> withRule(RuleSettings rules, std::string_view key, std::string_view value,
                              bool commandLine = false);

// The rule options given on a command line, as text ("" when absent; switches "true").
struct RuleOptionValues {
    std::array<std::string, kRuleOptions.size()> text;

    // `base` with every option given applied, then checked as a whole (checkSettings);
    // refused with a reason.
    Result<RuleSettings> rules(RuleSettings base) const;
};

// Adds --variant, --players, --target, --muggins, --skunk, --first-dealer, --four-flush-crib and
// --five-card-flush to `command`, except those named in `leaveOut` (keys) which the
// command has under their own terms. A value the rule cannot take, or two rules that cannot
// both apply, is refused while parsing (CLI::ValidationError: a usage error, exit 2) with the
// rule's reason.
void addRuleOptions(CLI::App& command, RuleOptionValues& values,
                    std::initializer_list<std::string_view> leaveOut = {});

}  // namespace cribbage::cli
