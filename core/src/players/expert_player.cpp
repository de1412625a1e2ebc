#include "expert_player.h"

#include "cribbage/rules.h"

namespace cribbage {
namespace {

// Holdings searched per decision: half the analysis's default, for the speed goal of
// docs/performance.md; with 128 the Expert did no better against Hard (docs/ai-strength.md).
constexpr int kExpertHoldings = 64;

}  // namespace

double ExpertPlayer::discardWorth(const DiscardOption& option) const {
    return option.rankValue;
}

Standing ExpertPlayer::standingFor(const SeatView& view) const {
    const int mine = sideOf(view.rules, view.seat);
    const int theirs = sideOf(view.rules, (view.seat + 1) % view.rules.players);
    return Standing{view.scores[static_cast<std::size_t>(mine)],
                    view.scores[static_cast<std::size_t>(theirs)], view.rules.target};
}

PlayAnalysisLimits ExpertPlayer::playLimits() const {
    return PlayAnalysisLimits{.holdings = kExpertHoldings};
}

}  // namespace cribbage
