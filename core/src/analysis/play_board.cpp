#include "play_board.h"

namespace cribbage::detail {

double winChanceAfterPlay(const WinChanceTable& table, const PlayPosition& position,
                          const EndGameSetup& endGame, const PegTally& tally, int theirShow) {
    const Standing& standing = position.standing;
    const int mine = standing.myScore + tally.mine;
    const int theirs = standing.opponentScore + tally.theirs;
    if (mine >= standing.target) {
        return 1;
    }
    if (theirs >= standing.target) {
        return 0;
    }
    const int pone = position.dealer ? theirs + theirShow : mine + endGame.myShow;
    const double poneChance = [&] {
        if (pone >= standing.target) {
            return 1.0;
        }
        const int dealer = position.dealer ? mine + endGame.myShow : theirs + theirShow;
        return table.poneChanceBeforeCrib(pone, dealer, endGame.cribShow - table.usualCrib());
    }();
    return position.dealer ? 1 - poneChance : poneChance;
}

}  // namespace cribbage::detail
