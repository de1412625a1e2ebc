#include <algorithm>
#include <array>

#include "cribbage/analysis/discard_analysis.h"
#include "cribbage/analysis/win_chance.h"
#include "cribbage/card_set.h"

namespace cribbage {
namespace {

// More than the best show.
constexpr int kShows = 30;

// The show of the kept cards over the starters not dealt (the dealer's heels are in the
// usual pegging of DealPoints).
std::vector<ShowChance> showChances(const DiscardOption& option, FlushRule handFlush) {
    CardSet dealt = CardSet::of(option.kept);
    dealt.insert(option.laidAway[0]);
    dealt.insert(option.laidAway[1]);
    std::array<int, kShows> counts{};
    int starters = 0;
    for (int index = 0; index < kDeckSize; ++index) {
        const Card starter = Card::fromIndex(index);
        if (dealt.contains(starter)) {
            continue;
        }
        ++counts[static_cast<std::size_t>(scoreHand(option.kept, starter, handFlush))];
        ++starters;
    }
    std::vector<ShowChance> shows;
    for (int points = 0; points < kShows; ++points) {
        if (counts[static_cast<std::size_t>(points)] > 0) {
            shows.push_back(
                {points, counts[static_cast<std::size_t>(points)] / static_cast<double>(starters)});
        }
    }
    return shows;
}

}  // namespace

void rankByWinChance(std::vector<DiscardOption>& options, bool dealer, const Standing& standing,
                     FlushRule handFlush) {
    const WinChanceTable& table = winChanceTable(standing.target);
    const double usualPegging = table.deal().averagePeggingDifference(dealer);
    const double usualCrib = table.usualCrib();
    for (DiscardOption& option : options) {
        const std::vector<ShowChance> shows = showChances(option, handFlush);
        option.gameWinChance =
            table.chanceThisDeal(standing.myScore, standing.opponentScore, dealer, shows,
                                 option.peggingValue - usualPegging, option.cribValue - usualCrib);
    }
    std::stable_sort(options.begin(), options.end(), [](const auto& a, const auto& b) {
        return a.gameWinChance > b.gameWinChance;
    });
}

}  // namespace cribbage
