#include "expert_player.h"

#include "choice.h"
#include "cribbage/analysis/discard_analysis.h"
#include "five_card_lay_away.h"
#include "table_lay_away.h"

namespace cribbage {

std::vector<Card> ExpertPlayer::layAway(const SeatView& view, Rng& rng) const {
    if (view.rules.variant == Variant::FiveCard) {
        return layAwayFiveCard(view, rng);
    }
    if (view.rules.players != 2) {
        if (auto laid = layAwayAtTable(view, tablePeggingWeight(view.rules.players), rng);
            !laid.empty()) {
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

MultiPlayLimits ExpertPlayer::tablePlayLimits() const {
    return {.holdings = settings_.tableHoldings, .peggingOut = settings_.tablePeggingOut};
}

Standing ExpertPlayer::standingFor(const SeatView& view) const {
    return cribbage::standingFor(view);
}

double ExpertPlayer::tablePeggingWeight(int players) const {
    if (players == 3) {
        return settings_.threeTablePegging;
    }
    return settings_.tablePegging ? 1 : 0;
}

bool ExpertPlayer::heedsGoesAtFour() const {
    return settings_.tableGoes;
}

std::optional<SeriesExpectationLimits> seriesExpectationLimitsOf(const ExpertSettings& settings,
                                                                 int players) {
    if (!settings.seriesExpectation) {
        return std::nullopt;
    }
    if (players == 3 && settings.wholePlayAtThree) {
        SeriesExpectationLimits limits = kWholePlayLimits;
        if (settings.leastChanceAtThree > 0) {
            limits.leastChance = settings.leastChanceAtThree;
        }
        return limits;
    }
    if (players == 4 && settings.wholePlayAtFour) {
        return kWholePlayLimits;
    }
    return SeriesExpectationLimits{};
}

std::optional<SeriesExpectationLimits> ExpertPlayer::seriesExpectationLimits(int players) const {
    return seriesExpectationLimitsOf(settings_, players);
}

int ExpertPlayer::easyDealsRead(int players) const {
    if (players == 3) {
        return settings_.easyDealsAtThree;
    }
    return players == 4 ? settings_.easyDealsAtFour : 0;
}

}  // namespace cribbage
