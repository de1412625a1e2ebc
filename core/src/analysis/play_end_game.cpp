#include "play_end_game.h"

#include <algorithm>

#include "cribbage/analysis/crib_tables.h"

namespace cribbage::detail {
namespace {

constexpr int kBestShow = 29;

// The crib of a dealer whose two cards are not known: the average of the table over every
// pair of cards.
double averageCrib(CribOwner owner) {
    double sum = 0;
    int pairs = 0;
    for (int a = 0; a < kDeckSize; ++a) {
        for (int b = a + 1; b < kDeckSize; ++b) {
            sum += expectedCrib(owner, Card::fromIndex(a), Card::fromIndex(b));
            ++pairs;
        }
    }
    return sum / pairs;
}

}  // namespace

Hand4 opponentKept(const PlayPosition& position, std::span<const Card> holding) {
    Hand4 hand{};
    std::copy(position.opponentPlayed.begin(), position.opponentPlayed.end(), hand.begin());
    std::copy(holding.begin(), holding.end(), hand.begin() + position.opponentPlayed.size());
    return hand;
}

EndGameSetup playEndGame(const PlayPosition& position) {
    EndGameSetup setup;
    setup.iAmDealer = position.dealer;
    setup.myNeed = position.standing.target - position.standing.myScore;
    setup.theirNeed = position.standing.target - position.standing.opponentScore;
    Hand4 mine{};
    std::copy(position.held.begin(), position.held.end(), mine.begin());
    std::copy(position.myPlayed.begin(), position.myPlayed.end(),
              mine.begin() + position.held.size());
    setup.myShow = scoreHand(mine, position.starter, position.handFlush);
    const CribOwner owner = position.dealer ? CribOwner::Mine : CribOwner::Opponent;
    setup.cribShow = position.laidAway.size() == 2
                         ? expectedCrib(owner, position.laidAway[0], position.laidAway[1])
                         : averageCrib(owner);
    const double myCrib = position.dealer ? setup.cribShow : 0.0;
    const double theirCrib = position.dealer ? 0.0 : setup.cribShow;
    setup.active = setup.myNeed <= setup.myShow + myCrib + kPeggingBound ||
                   setup.theirNeed <= kBestShow + theirCrib + kPeggingBound;
    return setup;
}

}  // namespace cribbage::detail
