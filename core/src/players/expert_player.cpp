#include "expert_player.h"

#include "choice.h"
#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/analysis/table_pegging.h"

namespace cribbage {
namespace {

std::vector<Card> layAwayAtTable(const SeatView& view, bool pegging, Rng& rng) {
    const int players = view.rules.players;
    const TableSeat seat{players, (view.seat - view.dealer + players) % players};
    const auto options = analyzeTableDiscards(view.hand, seat, handFlushRule(view.rules));
    if (!options) {
        return {};
    }
    return {bestOf(
                std::span<const TableDiscardOption>(*options),
                [&seat, pegging](const TableDiscardOption& option) {
                    return option.netValue + (pegging ? tablePeggingValue(option.kept, seat) : 0);
                },
                rng)
                .laidAway};
}

}  // namespace

std::vector<Card> ExpertPlayer::layAway(const SeatView& view, Rng& rng) const {
    if (view.rules.players != 2) {
        if (auto laid = layAwayAtTable(view, settings_.tablePegging, rng); !laid.empty()) {
            return laid;
        }
    } else {
        const bool dealer = view.dealer == view.seat;
        const Standing standing = standingFor(view);
        auto options = analyzeDiscards(view.hand, dealer, standing, handFlushRule(view.rules));
        if (options) {
            if (settings_.toTheBoard) {
                rankByWinChance(options.value(), dealer, standing, handFlushRule(view.rules));
            }
            const DiscardOption& best = bestOf(
                std::span<const DiscardOption>(*options),
                [board = settings_.toTheBoard](const DiscardOption& option) {
                    return board ? option.gameWinChance : option.rankValue;
                },
                rng);
            return {best.laidAway.begin(), best.laidAway.end()};
        }
    }
    return HardPlayer::layAway(view, rng);
}

PlayAnalysisLimits ExpertPlayer::playLimits() const {
    return {.holdings = settings_.holdings,
            .keptHandSharpness = settings_.keptHandSharpness,
            .keptRanks = settings_.keptRanks,
            .toTheBoard = settings_.toTheBoard};
}

TablePlayLimits ExpertPlayer::tablePlayLimits() const {
    return {.holdings = settings_.tableHoldings};
}

Standing ExpertPlayer::standingFor(const SeatView& view) const {
    return cribbage::standingFor(view);
}

}  // namespace cribbage
