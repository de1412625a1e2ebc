#include "position_view.h"

namespace cribbage::cli {

SeatView seatViewOf(const PlayPosition& position) {
    SeatView view;
    view.seat = 0;
    view.rules.target = position.standing.target;
    view.rules.fiveCardFlushOnly = position.handFlush != FlushRule::Hand;
    view.phase = Phase::Play;
    view.dealer = position.dealer ? 0 : 1;
    view.awaiting = {0};
    view.hand = position.held;
    view.laidAway = position.laidAway;
    view.cardsHeld = {static_cast<int>(position.held.size()), position.opponentHeld()};
    view.hasLaidAway = {true, true};
    view.starter = position.starter;
    view.played = {position.myPlayed, position.opponentPlayed};
    for (const PlayedCard& played : position.series) {
        view.series.push_back(played.card);
    }
    view.count = position.count();
    view.scores = {position.standing.myScore, position.standing.opponentScore};
    view.rearPegs = view.scores;
    view.gamePoints = {0, 0};
    return view;
}

}  // namespace cribbage::cli
