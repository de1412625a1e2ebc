#include "table_lay_away.h"

#include "choice.h"
#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/analysis/table_pegging.h"
#include "cribbage/rules.h"

namespace cribbage {

std::vector<Card> layAwayAtTable(const SeatView& view, double pegging, Rng& rng) {
    const int players = view.rules.players;
    const TableSeat seat{players, (view.seat - view.dealer + players) % players};
    const auto options = analyzeTableDiscards(view.hand, seat, handFlushRule(view.rules));
    if (!options) {
        return {};
    }
    return {bestOf(
                std::span<const TableDiscardOption>(*options),
                [&seat, pegging](const TableDiscardOption& option) {
                    return option.netValue + pegging * tablePeggingValue(option.kept, seat);
                },
                rng)
                .laidAway};
}

}  // namespace cribbage
