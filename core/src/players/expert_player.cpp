#include "expert_player.h"

#include "choice.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/table_discard_analysis.h"

namespace cribbage {
namespace {

// Holdings searched per decision: well under the analysis's default of 128, for the speed
// goal of docs/performance.md; one and a half times Hard's.
constexpr int kExpertHoldings = 48;
// How much likelier the opponent is taken to hold cards that score with the ones they laid:
// 0.4 won the most against Hard of 0, 0.2, 0.4 and 0.8 (docs/ai-strength.md).
constexpr double kExpertKeptHandSharpness = 0.4;
// The others' hands searched per decision at a table of three or four: twice Hard's.
constexpr int kExpertTableHoldings = 32;

std::vector<Card> layAwayAtTable(const SeatView& view, Rng& rng) {
    const int players = view.rules.players;
    const TableSeat seat{players, (view.seat - view.dealer + players) % players};
    const auto options = analyzeTableDiscards(view.hand, seat, handFlushRule(view.rules));
    if (!options) {
        return {};
    }
    return {bestOf(
                std::span<const TableDiscardOption>(*options),
                [](const TableDiscardOption& option) { return option.netValue; }, rng)
                .laidAway};
}

}  // namespace

std::vector<Card> ExpertPlayer::layAway(const SeatView& view, Rng& rng) const {
    if (view.rules.players != 2) {
        if (auto laid = layAwayAtTable(view, rng); !laid.empty()) {
            return laid;
        }
    } else {
        const auto options = analyzeDiscards(view.hand, view.dealer == view.seat, standingFor(view),
                                             handFlushRule(view.rules));
        if (options) {
            const DiscardOption& best = bestOf(
                std::span<const DiscardOption>(*options),
                [](const DiscardOption& option) { return option.rankValue; }, rng);
            return {best.laidAway.begin(), best.laidAway.end()};
        }
    }
    return HardPlayer::layAway(view, rng);
}

PlayAnalysisLimits ExpertPlayer::playLimits() const {
    return {.holdings = kExpertHoldings, .keptHandSharpness = kExpertKeptHandSharpness};
}

TablePlayLimits ExpertPlayer::tablePlayLimits() const {
    return {.holdings = kExpertTableHoldings};
}

Standing ExpertPlayer::standingFor(const SeatView& view) const {
    return cribbage::standingFor(view);
}

}  // namespace cribbage
