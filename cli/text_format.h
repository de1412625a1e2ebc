#pragma once

// printf-style formatting into a std::string, for the tables the commands print.

#include <cstdio>
#include <string>

namespace cribbage::cli {

// `pattern` filled in as printf does; the result is cut at 255 characters.
template <class... Values>
std::string formatted(const char* pattern, Values... values) {
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, pattern, values...);
    return buffer;
}

// A value that rounds to 0.00 as exactly 0, so that "%+.2f" never prints "-0.00".
inline double withoutNegativeZero(double value) {
    constexpr double kHalfCent = 0.005;
    return value > -kHalfCent && value < kHalfCent ? 0.0 : value;
}

}  // namespace cribbage::cli
