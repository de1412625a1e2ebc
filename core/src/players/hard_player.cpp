#include "hard_player.h"

#include <algorithm>

#include "easy_player.h"
#include "easy_reading.h"
#include "five_card_play.h"
#include "table_lay_away.h"
#include "table_look_ahead.h"

namespace cribbage {
namespace {

// Holdings searched per decision: a quarter of the analysis's default.
constexpr int kHardHoldings = 32;
// The others' hands searched per decision at a table of three. With four the search of the
// series measured weaker than Medium's look-ahead (docs/ai-strength.md), so it is not used.
constexpr int kHardTableHoldings = 16;

}  // namespace

std::vector<Card> HardPlayer::layAway(const SeatView& view, Rng& rng) const {
    if (view.rules.players == 4) {
        if (auto laid = layAwayAtTable(view, tablePeggingWeight(view.rules.players), rng);
            !laid.empty()) {
            return laid;
        }
    }
    return MediumPlayer::layAway(view, rng);
}

Card HardPlayer::play(const SeatView& view, std::span<const Card> playable, Rng& rng) const {
    const bool forced = std::ranges::all_of(
        playable, [first = playable.front()](Card card) { return card.rank() == first.rank(); });
    if (forced) {
        return playable.front();  // suits never matter in the play
    }
    if (const auto card = playBySeriesExpectation(view, playable, rng)) {
        return *card;
    }
    if (const auto card = playFiveCard(view, playable)) {
        return *card;
    }
    if (view.rules.players == 3) {
        if (const auto position = multiPlayPositionFromView(view)) {
            const auto options = analyzeMultiPlay(*position, tablePlayLimits(), rng);
            if (!options.empty()) {
                return options.front().card;
            }
        }
    } else if (view.rules.players == 4 && heedsGoesAtFour()) {
        if (const auto card = playLookingAheadAtTable(view, playable, rng)) {
            return *card;
        }
    } else if (view.rules.players == 2) {
        auto position = playPositionFromView(view);
        if (position) {
            position.value().standing = standingFor(view);
            const auto options = analyzePlay(*position, playLimits());
            if (options && !options->empty()) {
                return options->front().card;
            }
        }
    }
    return MediumPlayer::play(view, playable, rng);
}

std::optional<Card> HardPlayer::playBySeriesExpectation(const SeatView& view,
                                                        std::span<const Card> playable,
                                                        Rng& rng) const {
    const int players = view.rules.players;
    const auto limits = seriesExpectationLimits(players);
    if (!limits || players < 3) {
        return std::nullopt;
    }
    const auto position = multiPlayPositionFromView(view);
    if (!position) {
        return std::nullopt;
    }
    if (const int deals = easyDealsRead(players); deals > 0) {
        const auto drawn = drawDealsAsEasys(view, *position, deals, rng);
        if (const auto card = bestOverDrawnDeals(*position, playable, drawn, easyLiking, *limits)) {
            return card;
        }
    }
    return bestBySeriesExpectation(*position, playable, *limits);
}

PlayAnalysisLimits HardPlayer::playLimits() const {
    return {.holdings = kHardHoldings};
}

MultiPlayLimits HardPlayer::tablePlayLimits() const {
    return {.holdings = kHardTableHoldings};
}

Standing HardPlayer::standingFor(const SeatView&) const {
    return Standing{};
}

double HardPlayer::tablePeggingWeight(int) const {
    return 0;
}

bool HardPlayer::heedsGoesAtFour() const {
    return true;
}

std::optional<SeriesExpectationLimits> HardPlayer::seriesExpectationLimits(int /*players*/) const {
    return std::nullopt;
}

int HardPlayer::easyDealsRead(int /*players*/) const {
    return 0;
}

}  // namespace cribbage
