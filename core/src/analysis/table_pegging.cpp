#include "cribbage/analysis/table_pegging.h"

namespace cribbage {
namespace {

#include "table_pegging_data.inc"

constexpr int kFourPlayers = 4;

}  // namespace

double tablePeggingValue(const Hand4& kept, const TableSeat& seat) {
    if (seat.players != kFourPlayers || seat.position < 0 || seat.position >= kFourPlayers) {
        return 0;
    }
    const auto position = static_cast<std::size_t>(seat.position);
    double value = 0;
    for (std::size_t i = 0; i < kept.size(); ++i) {
        value += kTablePerKeptRank[position][static_cast<std::size_t>(kept[i].rankNumber() - 1)];
        for (std::size_t j = i + 1; j < kept.size(); ++j) {
            value += kept[i].rank() == kept[j].rank() ? kTablePerKeptPair[position] : 0;
        }
    }
    return value;
}

}  // namespace cribbage
