// The rank-only show points, counted arithmetically from the rank counts.

#include "rank_points_table.h"

#include <algorithm>

#include "scoring_rules.h"

namespace cribbage::detail {
namespace {

constexpr int kShowCards = 5;
using RankIndexes = std::array<int, kShowCards>;  // 0 = ace ... 12 = king

constexpr int tableIndex(const RankIndexes& ranks) {
    int index = 0;
    for (int rank : ranks) {
        index = index * kRanks + rank;
    }
    return index;
}

constexpr int binomial(int n, int k) {
    int result = 1;
    for (int i = 1; i <= k; ++i) {
        result = result * (n - k + i) / i;
    }
    return result;
}

// How many distinct sets of cards total 15: the coefficient of x^15 in the product over the
// ranks of (sum over k of C(count, k) x^(k * value)).
int countFifteens(const RankCounts& counts) {
    std::array<int, 16> ways{};
    ways[0] = 1;
    for (int rank = 0; rank < kRanks; ++rank) {
        const int value = std::min(rank + 1, 10);
        std::array<int, 16> next = ways;
        for (int k = 1; k <= counts[rank]; ++k) {
            const int choose = binomial(counts[rank], k);
            for (int total = 0; total + k * value <= 15; ++total) {
                next[total + k * value] += choose * ways[total];
            }
        }
        ways = next;
    }
    return ways[15];
}

int rankPoints(const RankIndexes& ranks) {
    RankCounts counts{};
    for (int rank : ranks) {
        ++counts[rank];
    }
    int points = 2 * countFifteens(counts);
    for (int count : counts) {
        points += pairPoints(count);
    }
    const RankStretch run = longestRun(counts);
    int runs = run.length == 0 ? 0 : 1;  // distinct runs: one card of each rank, every way
    for (int rank = run.first; rank < run.first + run.length; ++rank) {
        runs *= counts[rank];
    }
    return points + runs * run.length;
}

struct BuiltTable {
    BuiltTable() {
        for (int index = 0; index < kRankPointsTableSize; ++index) {
            RankIndexes ranks{};
            for (int i = kShowCards - 1, rest = index; i >= 0; --i, rest /= kRanks) {
                ranks[i] = rest % kRanks;
            }
            if (!std::ranges::is_sorted(ranks)) {
                continue;  // filled from its sorted permutation
            }
            const auto points = static_cast<std::uint8_t>(rankPoints(ranks));
            do {
                table[tableIndex(ranks)] = points;
            } while (std::ranges::next_permutation(ranks).found);
        }
    }
    RankPointsTable table{};
};

}  // namespace

const RankPointsTable& rankPointsTable() {
    static const BuiltTable built;
    return built.table;
}

}  // namespace cribbage::detail
