#include "kept_hand_prior.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include "../scoring_rules.h"

namespace cribbage::detail {
namespace {

constexpr std::size_t kRankCount = kRanks;
constexpr std::size_t kFourRanks = kRankCount * kRankCount * kRankCount * kRankCount;

int countTogether(const std::array<int, 4>& ranks) {
    constexpr unsigned kSubsets = 1U << 4;
    int points = 0;
    for (unsigned mask = 1; mask < kSubsets; ++mask) {
        int sum = 0;
        for (unsigned i = 0; i < ranks.size(); ++i) {
            sum += ((mask >> i) & 1U) ? Card(static_cast<Rank>(ranks[i]), Suit{}).value() : 0;
        }
        points += sum == 15 ? 2 : 0;
    }
    RankCounts counts{};
    for (int rank : ranks) {
        ++counts[static_cast<std::size_t>(rank - 1)];
    }
    for (int same : counts) {
        points += pairPoints(same);
    }
    const RankStretch run = longestRun(counts);
    int ways = 1;
    for (int rank = run.first; rank < run.first + run.length; ++rank) {
        ways *= counts[static_cast<std::size_t>(rank)];
    }
    return points + run.length * ways;
}

std::size_t indexOf(const std::array<int, 4>& ranks) {
    std::size_t index = 0;
    for (int rank : ranks) {
        index = index * kRankCount + static_cast<std::size_t>(rank - 1);
    }
    return index;
}

// Looked up rather than counted: the play analysis weighs up to 1,820 holdings a decision.
const std::array<std::uint8_t, kFourRanks>& pointsOfEveryFourRanks() {
    static const auto table = [] {
        std::array<std::uint8_t, kFourRanks> points{};
        for (std::size_t index = 0; index < kFourRanks; ++index) {
            std::array<int, 4> ranks{};
            std::size_t rest = index;
            for (int i = 3; i >= 0; --i) {
                ranks[static_cast<std::size_t>(i)] = static_cast<int>(rest % kRankCount) + 1;
                rest /= kRankCount;
            }
            points[index] = static_cast<std::uint8_t>(countTogether(ranks));
        }
        return points;
    }();
    return table;
}

struct KeptRanksRatio {
    int first, second, third, fourth;
    double pone, dealer;
    // The share of the pone's leads of first, second, third and fourth.
    double leadFirst, leadSecond, leadThird, leadFourth;
};

#include "kept_hands_data.inc"

struct KeptRanksEntry {
    std::array<float, 2> ratio{};  // [keeper deals]
    std::array<float, 4> lead{};   // by the ranks in increasing order
};

// By indexOf the ranks in increasing order.
const std::vector<KeptRanksEntry>& keptRanksTable() {
    static const auto table = [] {
        std::vector<KeptRanksEntry> entries(kFourRanks);
        for (const KeptRanksRatio& entry : kKeptRanksRatio) {
            KeptRanksEntry& at =
                entries[indexOf({entry.first, entry.second, entry.third, entry.fourth})];
            at.ratio = {static_cast<float>(entry.pone), static_cast<float>(entry.dealer)};
            at.lead = {static_cast<float>(entry.leadFirst), static_cast<float>(entry.leadSecond),
                       static_cast<float>(entry.leadThird), static_cast<float>(entry.leadFourth)};
        }
        return entries;
    }();
    return table;
}

std::array<int, 4> increasingRanks(std::span<const Card, 4> kept) {
    std::array<int, 4> ranks{kept[0].rankNumber(), kept[1].rankNumber(), kept[2].rankNumber(),
                             kept[3].rankNumber()};
    std::sort(ranks.begin(), ranks.end());
    return ranks;
}

}  // namespace

double keptRanksRatio(std::span<const Card, 4> kept, bool keeperDeals) {
    return keptRanksTable()[indexOf(increasingRanks(kept))].ratio[keeperDeals ? 1 : 0];
}

double poneLeadChance(std::span<const Card, 4> kept, Rank led) {
    const std::array<int, 4> ranks = increasingRanks(kept);
    const auto at = std::find(ranks.begin(), ranks.end(), static_cast<int>(led));
    if (at == ranks.end()) {
        return 0;
    }
    return keptRanksTable()[indexOf(ranks)].lead[static_cast<std::size_t>(at - ranks.begin())];
}

int pointsTogether(std::span<const Card, 4> kept) {
    return pointsOfEveryFourRanks()[indexOf(
        {kept[0].rankNumber(), kept[1].rankNumber(), kept[2].rankNumber(), kept[3].rankNumber()})];
}

double keptHandLikelihood(std::span<const Card, 4> kept, double sharpness) {
    return sharpness == 0 ? 1.0 : std::exp(sharpness * pointsTogether(kept));
}

}  // namespace cribbage::detail
