#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rank_play.h"

namespace cribbage::detail {

// Points through the rest of the play on one line of it, and how the game ended if it did.
struct PegTally {
    int mine = 0;
    int theirs = 0;
    int outcome = 0;  // +1 I reached the target first, -1 the opponent did, 0 neither
};

// The number of cards of each rank in a hand, index 1..13.
using RanksInHand = std::array<std::uint8_t, 14>;

// What the end of the game needs when it is near: then reaching the target first decides,
// during the play or in the show (the pone counts first, the dealer's crib last).
struct EndGameSetup {
    bool active = false;
    bool iAmDealer = false;
    int myNeed = 0;  // points still needed now
    int theirNeed = 0;
    int myShow = 0;       // my hand with the starter
    double cribShow = 0;  // the dealer's crib on average
};

// A perfect-information alpha-beta search of the rest of the play on ranks only: both
// players know both hands; each makes the most of their points minus the other's, except
// that reaching the target first, when the end of the game is near, outweighs any points.
class PlaySearch {
public:
    // `deals`: how many deals (holdings) will be searched, to size what is remembered.
    PlaySearch(const EndGameSetup& endGame, std::size_t deals);

    // The deal to search: my ranks, one holding of the opponent, the current series, and in
    // the game's end the show of the opponent's hand with that holding.
    void setDeal(const RanksInHand& mine, const RanksInHand& theirs, const RankSeries& series,
                 int theirShow);
    // What laying a card of `rank` now brings, both playing on perfectly. It must fit.
    PegTally afterMyCard(int rank);

private:
    enum Side : std::uint8_t { kMe = 0, kThem = 1 };

    PegTally best(Side toMove, int alpha, int beta);
    // Lays a card of `rank` worth `cardPoints` at once and searches on.
    PegTally lay(Side side, int rank, int cardPoints, int alpha, int beta);
    PegTally afterSeries(Side last);
    PegTally showdown() const;
    void take(Side side, int rank);
    void untake(Side side, int rank);
    // The ranks of `side`'s cards that fit the count, as a mask over bits 1..13.
    std::uint16_t fitting(Side side) const;
    bool reached(Side side) const;

    EndGameSetup endGame_;
    std::array<RanksInHand, 2> hands_{};
    std::array<std::uint16_t, 2> held_{};  // the ranks held, as a mask over bits 1..13
    std::array<int, 2> left_{};
    std::array<std::uint32_t, 2> handCode_{};
    std::array<int, 2> pegged_{};
    RankSeries series_;
    int theirShow_ = 0;
    // The value of each new series met, by the hands left and who leads (and near the end
    // of the game the points so far): shared by every holding of one decision.
    // A lost entry is only searched again. (0, 0) is no position: a leader holds a card.
    struct SeriesStart {
        std::uint64_t key = 0;
        std::uint64_t endGameKey = 0;
        PegTally tally;
    };
    std::vector<SeriesStart> seriesStarts_;
};

// How the search compares lines, from my side: a decided game outweighs any points.
int searchUtility(const PegTally& tally);

}  // namespace cribbage::detail
