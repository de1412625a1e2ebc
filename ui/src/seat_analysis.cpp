#include "seat_analysis.h"

#include "cribbage/analysis/standing.h"
#include "cribbage/rules.h"

namespace cribbage::ui {

Result<std::vector<DiscardOption>> discardOptionsFor(const SeatView& view) {
    return analyzeDiscards(view.hand, view.dealer == view.seat, standingFor(view),
                           handFlushRule(view.rules));
}

Result<std::vector<PlayOption>> playOptionsFor(const SeatView& view) {
    auto position = playPositionFromView(view);
    if (!position) {
        return position.failure();
    }
    position.value().standing = standingFor(view);
    return analyzePlay(*position);
}

Result<std::vector<TableDiscardOption>> tableDiscardOptionsFor(const SeatView& view) {
    const int players = view.rules.players;
    const TableSeat seat{players, (view.seat - view.dealer + players) % players};
    return analyzeTableDiscards(view.hand, seat, handFlushRule(view.rules));
}

std::optional<std::vector<TablePlayOption>> tablePlayOptionsFor(const SeatView& view) {
    const auto position = tablePlayPositionFromView(view);
    if (!position) {
        return std::nullopt;
    }
    return expectTablePlay(*position);
}

}  // namespace cribbage::ui
