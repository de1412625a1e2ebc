#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "cribbage/rules.h"

namespace cribbage {

// The names the rules' choices have in text: saved games, game records and the command line.
template <class Enum>
struct RuleName {
    Enum value;
    std::string_view name;
};

inline constexpr std::array<RuleName<SkunkRule>, 3> kSkunkRuleNames{{
    {SkunkRule::Off, "off"},
    {SkunkRule::Lurch, "lurch"},
    {SkunkRule::SkunkAndDoubleSkunk, "skunk"},
}};
inline constexpr std::array<RuleName<Variant>, 2> kVariantNames{{
    {Variant::SixCard, "six-card"},
    {Variant::FiveCard, "five-card"},
}};
inline constexpr std::array<RuleName<FirstDealer>, 2> kFirstDealerNames{{
    {FirstDealer::Cut, "cut"},
    {FirstDealer::Random, "random"},
}};

template <class Enum, std::size_t N>
constexpr std::string_view ruleName(const std::array<RuleName<Enum>, N>& names, Enum value) {
    for (const auto& entry : names) {
        if (entry.value == value) {
            return entry.name;
        }
    }
    return "";
}

template <class Enum, std::size_t N>
constexpr std::optional<Enum> ruleNamed(const std::array<RuleName<Enum>, N>& names,
                                        std::string_view name) {
    for (const auto& entry : names) {
        if (entry.name == name) {
            return entry.value;
        }
    }
    return std::nullopt;
}

// "\"off\", \"lurch\", \"skunk\"": the names, quoted, for a message.
template <class Enum, std::size_t N>
std::string quotedRuleNames(const std::array<RuleName<Enum>, N>& names) {
    std::string quoted;
    for (const auto& entry : names) {
        quoted += (quoted.empty() ? "\"" : ", \"") + std::string(entry.name) + "\"";
    }
    return quoted;
}

}  // namespace cribbage
