#pragma once

// Whole numbers read exactly from JSON (nlohmann::json or ordered_json, whose own conversions
// are silent: 121.9 becomes 121, -1 becomes 18446744073709551615 and 18446744073709551615
// becomes -1). A fraction, a number out of range or a value of another type is nothing.

#include <cstdint>
#include <limits>
#include <optional>

namespace cribbage {

template <class Json>
std::optional<std::int64_t> jsonInteger(const Json& value, std::int64_t low, std::int64_t high) {
    std::int64_t number = 0;
    if (value.is_number_unsigned()) {
        const auto unsignedNumber = value.template get<std::uint64_t>();
        if (unsignedNumber > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
            return std::nullopt;
        }
        number = static_cast<std::int64_t>(unsignedNumber);
    } else if (value.is_number_integer()) {
        number = value.template get<std::int64_t>();
    } else {
        return std::nullopt;
    }
    if (number < low || number > high) {
        return std::nullopt;
    }
    return number;
}

template <class Json>
std::optional<std::uint64_t> jsonUnsigned(const Json& value) {
    if (value.is_number_unsigned()) {
        return value.template get<std::uint64_t>();
    }
    if (const auto number = jsonInteger(value, 0, std::numeric_limits<std::int64_t>::max())) {
        return static_cast<std::uint64_t>(*number);
    }
    return std::nullopt;
}

}  // namespace cribbage
