#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace cribbage::detail {

// Play scoring depends on ranks only: the fast path of the play search. Ranks are 1..13.

constexpr int rankValue(int rank) {
    return rank > 10 ? 10 : rank;
}

// A series of ranks, the last one just laid: up to 13 (four aces, four twos and four threes
// count 24, and no fourth rank fits after them).
struct RankSeries {
    std::array<std::uint8_t, 13> ranks{};
    int length = 0;
    int count = 0;
};

// Lays a card of `rank` on `series`.
constexpr void pushRank(RankSeries& series, int rank) {
    series.ranks[static_cast<std::size_t>(series.length++)] = static_cast<std::uint8_t>(rank);
    series.count += rankValue(rank);
}

// What the last rank of `series` scores as it is laid: 15 or 31, the pair, pair royal or
// double pair royal it ends, the longest run among the last cards. Go and last card are not
// included. Agrees with scorePlay (tested against it).
constexpr int rankPlayPoints(const RankSeries& series) {
    int points = series.count == 15 || series.count == 31 ? 2 : 0;
    const int last = series.length - 1;
    int same = 1;
    while (same <= last && series.ranks[last - same] == series.ranks[last]) {
        ++same;
    }
    constexpr std::array<int, 5> kSamePoints{0, 0, 2, 6, 12};
    points += kSamePoints[same];

    int low = series.ranks[last];
    int high = low;
    unsigned seen = 1U << low;
    int run = 0;
    for (int i = last - 1; i >= 0; --i) {
        const int rank = series.ranks[i];
        if (seen & (1U << rank)) {
            break;
        }
        seen |= 1U << rank;
        low = rank < low ? rank : low;
        high = rank > high ? rank : high;
        const int size = last - i + 1;
        if (size >= 3 && high - low == size - 1) {
            run = size;
        }
    }
    return points + run;
}

}  // namespace cribbage::detail
