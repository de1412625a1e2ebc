#include "cribbage/analysis/multi_pegging.h"

#include <span>

namespace cribbage {
namespace {

namespace three {
#include "table_pegging_three_data.inc"
}  // namespace three

namespace four {
#include "table_pegging_four_data.inc"
}  // namespace four

constexpr int kThreePlayers = 3;
constexpr int kFourPlayers = 4;

double modelValue(const Hand4& kept, std::span<const double, kRanks> perKeptRank,
                  double perKeptPair) {
    double value = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        value += perKeptRank[static_cast<std::size_t>(kept[i].rankNumber() - 1)];
        for (std::size_t j = i + 1; j < kept.size(); ++j) {
            value += kept[i].rank() == kept[j].rank() ? perKeptPair : 0;
        }
    }
    return value;
}

}  // namespace

double multiPeggingValue(const Hand4& kept, const MultiSeat& seat) {
    if (seat.position < 0 || seat.position >= seat.players) {
        return 0;
    }
    const auto position = static_cast<std::size_t>(seat.position);
    if (seat.players == kThreePlayers) {
        return modelValue(kept, three::kMultiPerKeptRank[position],
                          three::kMultiPerKeptPair[position]);
    }
    if (seat.players == kFourPlayers) {
        return modelValue(kept, four::kMultiPerKeptRank[position],
                          four::kMultiPerKeptPair[position]);
    }
    return 0;
}

}  // namespace cribbage
