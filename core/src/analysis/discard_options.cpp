#include "discard_options.h"

#include <cmath>

#include "cribbage/card_set.h"
#include "end_game.h"

namespace cribbage::detail {
namespace {

// The chance that the points of this hand reach `need`: the show with each starter (the
// heels for the dealer, and the crib's average) plus the pegging, whose spread for the role
// comes from simulated play and is taken as independent of the show.
double chanceToReach(int need, bool dealer, double cribValue, const StarterScores& scores,
                     const PeggingModel& pegging) {
    double sum = 0;
    for (std::size_t i = 0; i < scores.points.size(); ++i) {
        double show = scores.points[i];
        if (dealer) {
            show += cribValue + (scores.starters[i].rank() == Rank::Jack ? 2 : 0);
        }
        sum += pegging.chanceAtLeast(dealer, static_cast<int>(std::ceil(need - show)));
    }
    return sum / static_cast<double>(scores.points.size());
}

}  // namespace

DiscardOption evaluateDiscard(const std::array<Card, 6>& dealt, int first, int second, bool dealer,
                              const Standing& standing, const DiscardTables& tables,
                              FlushRule handFlush, StarterScores& scores) {
    DiscardOption option;
    option.laidAway = {dealt[first], dealt[second]};
    std::size_t kept = 0;
    for (int i = 0; i < 6; ++i) {
        if (i != first && i != second) {
            option.kept[kept++] = dealt[i];
        }
    }
    const CardSet taken = CardSet::of(dealt);
    std::size_t n = 0;
    int total = 0;
    for (int index = 0; index < kDeckSize; ++index) {
        const Card starter = Card::fromIndex(index);
        if (taken.contains(starter)) {
            continue;
        }
        scores.starters[n] = starter;
        scores.points[n] = scoreHand(option.kept, starter, handFlush);
        total += scores.points[n];
        ++n;
    }
    option.handValue = total / static_cast<double>(n);
    option.cribValue = tables.crib.at(dealer ? CribOwner::Mine : CribOwner::Opponent,
                                      option.laidAway[0].rank(), option.laidAway[1].rank(),
                                      option.laidAway[0].suit() == option.laidAway[1].suit());
    option.peggingValue = tables.pegging.difference(dealer, option.kept);
    option.netValue =
        option.handValue + (dealer ? option.cribValue : -option.cribValue) + option.peggingValue;
    option.reachChance = chanceToReach(standing.target - standing.myScore, dealer, option.cribValue,
                                       scores, tables.pegging);
    option.rankValue = option.netValue + kGameWinPoints * option.reachChance;
    return option;
}

}  // namespace cribbage::detail
