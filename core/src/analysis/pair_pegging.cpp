#include "cribbage/analysis/pair_pegging.h"

#include <algorithm>

namespace cribbage {
namespace {

#include "pegging_pairs_data.inc"

}  // namespace

double pairPeggingValue(const Hand4& kept, bool dealer) {
    const auto role = static_cast<std::size_t>(dealer);
    double value = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        for (std::size_t j = i + 1; j < kept.size(); ++j) {
            const auto a = static_cast<std::size_t>(kept[i].rankNumber() - 1);
            const auto b = static_cast<std::size_t>(kept[j].rankNumber() - 1);
            value += kPerKeptRankPair[role][std::min(a, b)][std::max(a, b)];
        }
    }
    return value;
}

void usePairPegging(std::vector<DiscardOption>& options, bool dealer) {
    for (DiscardOption& option : options) {
        const double change = pairPeggingValue(option.kept, dealer) - option.peggingValue;
        option.peggingValue += change;
        option.netValue += change;
        option.rankValue += change;
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const auto& a, const auto& b) { return a.rankValue > b.rankValue; });
}

}  // namespace cribbage
