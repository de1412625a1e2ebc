#include "cribbage/analysis/discard_tables.h"

#include <algorithm>
#include <utility>

namespace cribbage {
namespace {

#include "crib_tables_data.inc"
#include "pegging_model_data.inc"

DiscardTables makeBuiltInTables() {
    DiscardTables tables;
    for (int owner = 0; owner < 2; ++owner) {
        for (int low = 1; low <= kRanks; ++low) {
            for (int high = low; high <= kRanks; ++high) {
                for (int suited = 0; suited < 2; ++suited) {
                    tables.crib.set(static_cast<CribOwner>(owner), static_cast<Rank>(low),
                                    static_cast<Rank>(high), suited != 0,
                                    kCribAverage[owner][low - 1][high - 1][suited]);
                }
            }
        }
    }
    for (int role = 0; role < 2; ++role) {
        std::copy(std::begin(kPerKeptRank[role]), std::end(kPerKeptRank[role]),
                  tables.pegging.perKeptRank[role].begin());
        tables.pegging.perKeptPair[role] = kPerKeptPair[role];
        std::copy(std::begin(kPeggingAtLeast[role]), std::end(kPeggingAtLeast[role]),
                  tables.pegging.atLeast[role].begin());
    }
    return tables;
}

std::pair<int, int> ordered(Rank first, Rank second) {
    const int a = static_cast<int>(first) - 1;
    const int b = static_cast<int>(second) - 1;
    return {std::min(a, b), std::max(a, b)};
}

}  // namespace

double CribTable::at(CribOwner owner, Rank first, Rank second, bool suited) const {
    const auto [low, high] = ordered(first, second);
    return average_[static_cast<int>(owner)][low][high][suited && low != high];
}

void CribTable::set(CribOwner owner, Rank first, Rank second, bool suited, double value) {
    const auto [low, high] = ordered(first, second);
    average_[static_cast<int>(owner)][low][high][suited && low != high] = value;
}

double PeggingModel::difference(bool dealer, const Hand4& kept) const {
    double sum = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        sum += perKeptRank[dealer][kept[i].rankNumber() - 1];
        for (std::size_t j = i + 1; j < kept.size(); ++j) {
            if (kept[i].rank() == kept[j].rank()) {
                sum += perKeptPair[dealer];
            }
        }
    }
    return sum;
}

double PeggingModel::chanceAtLeast(bool dealer, int points) const {
    if (points <= 0) {
        return 1.0;
    }
    return points < kPeggingTail ? atLeast[dealer][points] : 0.0;
}

const DiscardTables& builtInDiscardTables() {
    static const DiscardTables tables = makeBuiltInTables();
    return tables;
}

double expectedCrib(CribOwner owner, Rank first, Rank second, bool suited) {
    return builtInDiscardTables().crib.at(owner, first, second, suited);
}

double expectedCrib(CribOwner owner, Card first, Card second) {
    return expectedCrib(owner, first.rank(), second.rank(), first.suit() == second.suit());
}

}  // namespace cribbage
