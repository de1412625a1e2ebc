#pragma once

namespace cribbage::detail {

// Whether seats `a` and `b` play for one side at a table of `players`: partners sitting
// opposite with four, else each for himself.
constexpr bool sameSide(int players, int a, int b) {
    return players == 4 ? a % 2 == b % 2 : a == b;
}

}  // namespace cribbage::detail
