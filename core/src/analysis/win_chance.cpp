#include "cribbage/analysis/win_chance.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <mutex>

namespace cribbage {
namespace {

double average(const std::vector<double>& chances) {
    double sum = 0;
    for (std::size_t points = 0; points < chances.size(); ++points) {
        sum += static_cast<double>(points) * chances[points];
    }
    return sum;
}

}  // namespace

double DealPoints::averageCrib() const {
    return average(crib);
}

double DealPoints::averagePeggingDifference(bool dealer) const {
    double poneLead = 0;
    for (std::size_t pone = 0; pone < pegging.size(); ++pone) {
        for (std::size_t other = 0; other < pegging[pone].size(); ++other) {
            poneLead +=
                (static_cast<double>(pone) - static_cast<double>(other)) * pegging[pone][other];
        }
    }
    return dealer ? -poneLead : poneLead;
}

WinChanceTable::WinChanceTable(const DealPoints& deal, int target)
    : deal_(deal), target_(std::max(target, 1)), usualCrib_(deal.averageCrib()) {
    for (std::size_t pone = 0; pone < deal_.pegging.size(); ++pone) {
        for (std::size_t dealer = 0; dealer < deal_.pegging[pone].size(); ++dealer) {
            if (deal_.pegging[pone][dealer] > 0) {
                pegChances_.push_back({static_cast<int>(pone), static_cast<int>(dealer),
                                       deal_.pegging[pone][dealer]});
            }
        }
    }
    const std::size_t cells = index(target_ + 1, 0);
    for (Grid* grid : {&atDeal_, &beforeDealerShow_, &beforeCrib_, &beforeShows_, &afterPlay_}) {
        grid->assign(cells, 0.0);
    }
    workBack();
}

double& WinChanceTable::cell(Grid& grid, int first, int second) const {
    return grid[index(first, second)];
}

WinChanceTable::Split WinChanceTable::split(double score) {
    const double whole = std::floor(score);
    return {static_cast<int>(whole), score - whole};
}

int WinChanceTable::pegRace(int poneScore, int dealerScore, int pone, int dealer) const {
    const int poneNeed = target_ - poneScore;
    const int dealerNeed = target_ - dealerScore;
    const bool poneReaches = pone >= poneNeed;
    const bool dealerReaches = dealer >= dealerNeed;
    if (poneReaches && dealerReaches) {
        // Points come in through the play: the one who needed the smaller share of his
        // points got there first (the dealer on a tie: his heels come before the play).
        return poneNeed * dealer < dealerNeed * pone ? 1 : -1;
    }
    return poneReaches ? 1 : (dealerReaches ? -1 : 0);
}

double WinChanceTable::poneChanceAtDeal(int pone, int dealer) const {
    double chance = 0;
    for (const PegChance& pegged : pegChances_) {
        if (pegged.pone + pegged.dealer == 0) {
            continue;  // the deal again, in effect: left out and the others weighed up
        }
        const int race = pegRace(pone, dealer, pegged.pone, pegged.dealer);
        chance += pegged.chance *
                  (race != 0 ? (race > 0 ? 1.0 : 0.0)
                             : cell(afterPlay_, pone + pegged.pone, dealer + pegged.dealer));
    }
    return pegNothing_ < 1 ? chance / (1 - pegNothing_) : 0.5;
}

double WinChanceTable::poneChanceAfterHisShow(const Grid& next, int pone, int dealer) const {
    double chance = 0;
    for (std::size_t points = 0; points < deal_.poneHand.size(); ++points) {
        const int reached = pone + static_cast<int>(points);
        chance += deal_.poneHand[points] * (reached >= target_ ? 1.0 : cell(next, reached, dealer));
    }
    return chance;
}

double WinChanceTable::poneChanceAfterDealer(const std::vector<double>& dealerPoints, int pone,
                                             int dealer) const {
    double chance = 0;
    for (std::size_t points = 0; points < dealerPoints.size(); ++points) {
        const int reached = dealer + static_cast<int>(points);
        if (reached < target_) {
            // The next deal: this deal's dealer is its pone.
            chance += dealerPoints[points] * (1 - cell(atDeal_, reached, pone));
        }
    }
    return chance;
}

// The chances are worked back from the target: every deal brings at least one point (the
// last card of the play), so a position depends only on positions with more points in all.
// Past the target a grid holds 1 for the pone there, 0 (as made) for the dealer there.
void WinChanceTable::workBack() {
    pegNothing_ = deal_.pegging.empty() || deal_.pegging[0].empty() ? 0.0 : deal_.pegging[0][0];
    for (int score = 0; score <= target_; ++score) {
        for (Grid* grid : {&beforeDealerShow_, &beforeCrib_, &beforeShows_}) {
            cell(*grid, target_, score) = 1;
        }
    }
    for (int sum = 2 * target_ - 2; sum >= 0; --sum) {
        const int first = std::max(0, sum - (target_ - 1));
        const int last = std::min(sum, target_ - 1);
        for (int pone = first; pone <= last; ++pone) {
            cell(atDeal_, pone, sum - pone) = poneChanceAtDeal(pone, sum - pone);
        }
        for (int pone = first; pone <= last; ++pone) {
            cell(beforeDealerShow_, pone, sum - pone) =
                poneChanceAfterDealer(deal_.dealerShow, pone, sum - pone);
        }
        for (int pone = first; pone <= last; ++pone) {
            cell(afterPlay_, pone, sum - pone) =
                poneChanceAfterHisShow(beforeDealerShow_, pone, sum - pone);
        }
    }
    for (int pone = 0; pone < target_; ++pone) {
        for (int dealer = 0; dealer < target_; ++dealer) {
            cell(beforeCrib_, pone, dealer) = poneChanceAfterDealer(deal_.crib, pone, dealer);
        }
    }
    for (int pone = 0; pone < target_; ++pone) {
        for (int dealer = 0; dealer <= target_; ++dealer) {
            cell(beforeShows_, pone, dealer) = poneChanceAfterHisShow(beforeCrib_, pone, dealer);
        }
    }
}

double WinChanceTable::chance(int myScore, int opponentScore, bool iDeal) const {
    const double pone =
        iDeal ? cell(atDeal_, opponentScore, myScore) : cell(atDeal_, myScore, opponentScore);
    return iDeal ? 1 - pone : pone;
}

double WinChanceTable::chanceThisDeal(int myScore, int opponentScore, bool iDeal,
                                      std::span<const ShowChance> myShows, double myShift,
                                      double cribShift) const {
    const int pone = iDeal ? opponentScore : myScore;
    const int dealer = iDeal ? myScore : opponentScore;
    // The pone's show and the dealer's are counted apart: mine is known, the other usual.
    const Split mine = split(myShift + (iDeal ? cribShift : 0.0));
    const Split theirs = split(iDeal ? 0.0 : cribShift);
    double poneChance = 0;
    for (const PegChance& pegged : pegChances_) {
        if (const int race = pegRace(pone, dealer, pegged.pone, pegged.dealer); race != 0) {
            poneChance += race > 0 ? pegged.chance : 0.0;
            continue;
        }
        const int ponePegged = pone + pegged.pone;
        const int dealerPegged = dealer + pegged.dealer;
        double chance = 0;
        for (const ShowChance& show : myShows) {
            const Split shown{mine.whole + show.points, mine.part};
            chance += show.chance *
                      (iDeal ? between(beforeShows_, {ponePegged, 0.0},
                                       {dealerPegged + shown.whole, shown.part})
                             : between(beforeDealerShow_, {ponePegged + shown.whole, shown.part},
                                       {dealerPegged + theirs.whole, theirs.part}));
        }
        poneChance += pegged.chance * chance;
    }
    return iDeal ? 1 - poneChance : poneChance;
}

double WinChanceTable::poneChanceBeforeCrib(int poneScore, int dealerScore,
                                            double cribShift) const {
    return between(beforeCrib_, {poneScore, 0.0}, split(dealerScore + cribShift));
}

const WinChanceTable& winChanceTable(int target) {
    static std::mutex guard;
    static std::map<int, std::unique_ptr<WinChanceTable>> tables;
    const std::lock_guard lock(guard);
    auto& table = tables[target];
    if (!table) {
        table = std::make_unique<WinChanceTable>(builtInDealPoints(), target);
    }
    return *table;
}

}  // namespace cribbage
