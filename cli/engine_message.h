#pragma once

// Reading the client's messages of the engine protocol (docs/engine-protocol.md): a field of
// the right type, and the seed, rules and levels of "new_game", each refused in words.

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "cribbage/computer_player.h"
#include "cribbage/result.h"
#include "cribbage/rules.h"
#include "engine_json.h"

namespace cribbage::cli {

// `text` as quoted back in an error: its beginning only, when it is long.
std::string excerpt(std::string_view text);

// The error for a field of the wrong type. It names the type and never writes the value
// out: a value may be nested deeper than a recursive writer's stack allows.
Error wrongType(const char* name, std::string_view expected, const Json& value);

// A string or true/false field of the message, or its default when absent.
template <class T>
Result<T> field(const Json& message, const char* name, T fallback) {
    const auto found = message.find(name);
    if (found == message.end()) {
        return fallback;
    }
    if constexpr (std::is_same_v<T, bool>) {
        if (!found->is_boolean()) {
            return wrongType(name, "true or false", *found);
        }
    } else {
        if (!found->is_string()) {
            return wrongType(name, "a string", *found);
        }
    }
    return found->get<T>();
}

// The "seed" of the message, or `fallback` when it has none.
Result<std::uint64_t> seedOf(const Json& message, std::uint64_t fallback);

// The rules of "new_game": every rule option it names, checked as a whole. A key that is
// neither a rule nor one of the game's own keys (do, level, levels, seed) is refused: a
// misspelt rule is never ignored.
Result<RuleSettings> rulesOf(const Json& message);

// The levels of the computer seats 1 .. players - 1: "levels", an array of one name a seat,
// or else "level" for all of them (expert when neither is given).
Result<std::vector<Level>> levelsOf(const Json& message, int players);

}  // namespace cribbage::cli
