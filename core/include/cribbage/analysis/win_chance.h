#pragma once

#include <algorithm>
#include <span>
#include <vector>

namespace cribbage {

// What a two-player deal brings, as chances by points (index: points). From simulated play
// (tools/make_deal_points, docs/ai-strength.md).
struct DealPoints {
    // [pone's points][dealer's points] in the play, the dealer's heels with his.
    std::vector<std::vector<double>> pegging;
    std::vector<double> poneHand;
    std::vector<double> dealerShow;  // the dealer's hand and crib together
    std::vector<double> crib;

    double averageCrib() const;
    // The pegging's average of my points less the opponent's, for the pone or the dealer.
    double averagePeggingDifference(bool dealer) const;
};

// The built-in figures, from Reference self-play.
const DealPoints& builtInDealPoints();

// One possible show of my hand this deal (the heels with it for the dealer) and its chance.
struct ShowChance {
    int points = 0;
    double chance = 0;
};

// The chance to win a two-player game from any score, computed by working back from the
// target deal by deal, every deal bringing points as DealPoints says: the play first, then
// the pone's hand, then the dealer's hand and crib, the first to reach the target winning
// (when both reach it in the play, the one who needed the smaller share of his points).
class WinChanceTable {
public:
    WinChanceTable(const DealPoints& deal, int target);

    int target() const { return target_; }

    // The chance that I win, my score and the opponent's below the target, a deal about to
    // begin in which I deal or not.
    double chance(int myScore, int opponentScore, bool iDeal) const;

    // The chance that I win when a deal begins at `myScore` and `opponentScore`, my show this
    // deal being one of `myShows`; `myShift` points are added to my score after the play (what
    // my cards peg more than usual), and the crib is worth `cribShift` more than usual.
    double chanceThisDeal(int myScore, int opponentScore, bool iDeal,
                          std::span<const ShowChance> myShows, double myShift,
                          double cribShift) const;

    // The chance that the pone wins once the play and the hands are counted (the pone's score
    // `poneScore`, below the target, and the dealer's `dealerScore`, which may be past it):
    // the crib, worth `cribShift` more than usual, still to count.
    double poneChanceBeforeCrib(int poneScore, int dealerScore, double cribShift) const;

    const DealPoints& deal() const { return deal_; }
    // deal().averageCrib()
    double usualCrib() const { return usualCrib_; }

private:
    using Grid = std::vector<double>;  // (target + 1)^2 cells, [first score][second score]
    // A score that may fall between two: its whole points and the part of the next.
    struct Split {
        int whole = 0;
        double part = 0;
    };
    struct PegChance {
        int pone = 0;
        int dealer = 0;
        double chance = 0;
    };

    static Split split(double score);

    double& cell(Grid& grid, int first, int second) const;
    std::size_t index(int first, int second) const {
        return static_cast<std::size_t>(first) * static_cast<std::size_t>(target_ + 1) +
               static_cast<std::size_t>(second);
    }
    double cell(const Grid& grid, int first, int second) const {
        return grid[index(first, second)];
    }
    // `grid` between its cells; scores below 0 or past the target are read at the edge.
    double between(const Grid& grid, Split first, Split second) const {
        const auto at = [&](int i, int j) {
            return cell(grid, std::clamp(i, 0, target_), std::clamp(j, 0, target_));
        };
        const int i = first.whole;
        const int j = second.whole;
        const double u = first.part;
        const double v = second.part;
        return (1 - u) * ((1 - v) * at(i, j) + v * at(i, j + 1)) +
               u * ((1 - v) * at(i + 1, j) + v * at(i + 1, j + 1));
    }
    // +1 when the pone reaches the target first in a play that brings (pone, dealer) points,
    // -1 when the dealer does, 0 when neither reaches it.
    int pegRace(int poneScore, int dealerScore, int pone, int dealer) const;
    // The pone's chance as a deal begins.
    double poneChanceAtDeal(int pone, int dealer) const;
    // The pone's chance before his show, `next` holding it after.
    double poneChanceAfterHisShow(const Grid& next, int pone, int dealer) const;
    // The pone's chance, short of the target, before the dealer scores `dealerPoints`.
    double poneChanceAfterDealer(const std::vector<double>& dealerPoints, int pone,
                                 int dealer) const;
    void workBack();

    DealPoints deal_;
    int target_;
    double usualCrib_;
    std::vector<PegChance> pegChances_;  // the pegging's split of the points, when it happens
    double pegNothing_ = 0;
    // Each: the chance that the pone of the deal wins.
    Grid atDeal_;            // (pone, dealer) before the play
    Grid beforeDealerShow_;  // (pone after his hand, dealer after the play)
    Grid beforeCrib_;        // (pone after his hand, dealer after the play and his hand)
    Grid beforeShows_;       // (pone after the play, dealer after the play and his hand)
    Grid afterPlay_;         // (pone after the play, dealer after the play)
};

// The table for a target, made from builtInDealPoints the first time it is asked for and
// kept: about 0.6 MB and a few milliseconds to 121, growing with the square of the target
// (the rules allow 61 and 121).
const WinChanceTable& winChanceTable(int target);

}  // namespace cribbage
