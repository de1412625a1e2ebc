#pragma once

// The checks of an option's value, each refusing in the project's words and naming the value
// typed (CLI11 prefixes the option's name: "--games: \"1.5\" is not a whole number ...").

#include <charconv>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace CLI {
class Validator;
}

namespace cribbage::cli {

// `text` as a whole number, written as digits alone (a minus sign first for a signed type):
// nullopt for "", "1.5", "1e2", " 3", "abc" and a number that does not fit.
template <class Number>
std::optional<Number> wholeNumber(std::string_view text) {
    Number value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        return std::nullopt;
    }
    return value;
}

// A whole number from `least` to `most` (see wholeNumber): "1.5", "1e2" and "abc" are refused.
CLI::Validator wholeNumberFrom(int least, int most);

// A generator's seed, 0 to 2^64 - 1 (CLI11 alone would take -1 as 18446744073709551615 and
// clamp larger numbers to it).
CLI::Validator seedNumber();

// One of `names`, written exactly; `said` lists them for the refusal ("61 or 121").
CLI::Validator oneOf(std::vector<std::string> names, const std::string& said);

}  // namespace cribbage::cli
