#include "table_lay_away.h"

#include "choice.h"
#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/analysis/multi_pegging.h"
#include "cribbage/rules.h"

namespace cribbage {

std::vector<Card> layAwayAtTable(const SeatView& view, double pegging, Rng& rng) {
    const int players = view.rules.players;
    const MultiSeat seat{players, (view.seat - view.dealer + players) % players};
    const auto options = analyzeMultiDiscards(view.hand, seat, handFlushRule(view.rules));
    if (!options) {
        return {};
    }
    return {bestOf(
                std::span<const MultiDiscardOption>(*options),
                [&seat, pegging](const MultiDiscardOption& option) {
                    return option.netValue + pegging * multiPeggingValue(option.kept, seat);
                },
                rng)
                .laidAway};
}

}  // namespace cribbage
