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

}  // namespace cribbage::ui
