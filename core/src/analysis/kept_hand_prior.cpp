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

// How often a dealer who kept these ranks answered a lead of `led` with each of them (a rank
// kept twice counted at its first place).
struct DealerReplies {
    int first, second, third, fourth;
    int led;
    long atFirst, atSecond, atThird, atFourth;
};

#include "kept_hands_data.inc"

constexpr std::size_t kMultisets = 1820;  // of four ranks
using Shares = std::array<float, 4>;      // by the ranks in increasing order

struct KeptRanksEntry {
    std::array<float, 2> ratio{};  // [keeper deals]
    Shares lead{};
    std::array<Shares, kRankCount + 1> reply{};  // [rank led]
};

struct KeptRanksTable {
    std::vector<std::uint16_t> place = std::vector<std::uint16_t>(kFourRanks);  // by indexOf
    std::vector<KeptRanksEntry> entries = std::vector<KeptRanksEntry>(kMultisets);

    KeptRanksEntry& at(const std::array<int, 4>& increasing) {
        return entries[place[indexOf(increasing)]];
    }
};

// The shares of each place: (times + 1) / (all times + the ranks), a rank kept twice sharing
// its first place's.
Shares sharesOf(const std::array<int, 4>& ranks, const std::array<long, 4>& times) {
    long all = 0;
    int distinct = 0;
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        const bool first = i == 0 || ranks[i - 1] != ranks[i];
        all += first ? times[i] : 0;
        distinct += first ? 1 : 0;
    }
    Shares shares{};
    for (std::size_t i = 0; i < ranks.size(); ++i) {
        shares[i] = i > 0 && ranks[i - 1] == ranks[i]
                        ? shares[i - 1]
                        : static_cast<float>(static_cast<double>(times[i] + 1) /
                                             static_cast<double>(all + distinct));
    }
    return shares;
}

KeptRanksTable& keptRanksTable() {
    static KeptRanksTable table = [] {
        KeptRanksTable made;
        std::size_t next = 0;
        for (const KeptRanksRatio& entry : kKeptRanksRatio) {
            const std::array<int, 4> ranks{entry.first, entry.second, entry.third, entry.fourth};
            made.place[indexOf(ranks)] = static_cast<std::uint16_t>(next++);
            KeptRanksEntry& at = made.at(ranks);
            at.ratio = {static_cast<float>(entry.pone), static_cast<float>(entry.dealer)};
            at.lead = {static_cast<float>(entry.leadFirst), static_cast<float>(entry.leadSecond),
                       static_cast<float>(entry.leadThird), static_cast<float>(entry.leadFourth)};
            for (auto& reply : at.reply) {
                reply = sharesOf(ranks, {});
            }
        }
        for (const DealerReplies& entry : kDealerReplies) {
            const std::array<int, 4> ranks{entry.first, entry.second, entry.third, entry.fourth};
            made.at(ranks).reply[static_cast<std::size_t>(entry.led)] =
                sharesOf(ranks, {entry.atFirst, entry.atSecond, entry.atThird, entry.atFourth});
        }
        return made;
    }();
    return table;
}

std::array<int, 4> increasingRanks(std::span<const Card, 4> kept) {
    std::array<int, 4> ranks{kept[0].rankNumber(), kept[1].rankNumber(), kept[2].rankNumber(),
                             kept[3].rankNumber()};
    std::sort(ranks.begin(), ranks.end());
    return ranks;
}

// The share at the place of `rank` among `ranks`; 0 for a rank not among them.
double shareOf(const std::array<int, 4>& ranks, const Shares& shares, Rank rank) {
    const auto at = std::find(ranks.begin(), ranks.end(), static_cast<int>(rank));
    return at == ranks.end() ? 0.0 : shares[static_cast<std::size_t>(at - ranks.begin())];
}

}  // namespace

double keptRanksRatio(std::span<const Card, 4> kept, bool keeperDeals) {
    return keptRanksTable().at(increasingRanks(kept)).ratio[keeperDeals ? 1 : 0];
}

double poneLeadChance(std::span<const Card, 4> kept, Rank led) {
    const std::array<int, 4> ranks = increasingRanks(kept);
    return shareOf(ranks, keptRanksTable().at(ranks).lead, led);
}

double dealerReplyChance(std::span<const Card, 4> kept, Rank led, Rank answered) {
    const std::array<int, 4> ranks = increasingRanks(kept);
    return shareOf(ranks, keptRanksTable().at(ranks).reply[static_cast<std::size_t>(led)],
                   answered);
}

int pointsTogether(std::span<const Card, 4> kept) {
    return pointsOfEveryFourRanks()[indexOf(
        {kept[0].rankNumber(), kept[1].rankNumber(), kept[2].rankNumber(), kept[3].rankNumber()})];
}

double keptHandLikelihood(std::span<const Card, 4> kept, double sharpness) {
    return sharpness == 0 ? 1.0 : std::exp(sharpness * pointsTogether(kept));
}

}  // namespace cribbage::detail
