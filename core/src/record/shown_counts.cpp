#include "shown_counts.h"

namespace cribbage::record {

std::vector<ShownCount> shownCounts(const std::vector<Event>& events) {
    std::vector<ShownCount> counts;
    for (const Event& event : events) {
        if (const auto* shown = std::get_if<HandShown>(&event)) {
            counts.push_back({shown->seat, shown->crib, 0});
        } else if (const auto* scored = std::get_if<PointsScored>(&event);
                   scored != nullptr && !counts.empty() &&
                   (scored->source == ScoreSource::Hand || scored->source == ScoreSource::Crib)) {
            counts.back().points = scored->points;
        }
    }
    return counts;
}

}  // namespace cribbage::record
