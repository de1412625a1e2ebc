#include <algorithm>
#include <string>

#include "cribbage/action.h"
#include "cribbage/analysis/play_position.h"
#include "cribbage/peg_score.h"
#include "cribbage/rules.h"

namespace cribbage {
namespace {

bool contains(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

}  // namespace

Result<PlayPosition> playPositionFromView(const SeatView& view) {
    if (view.rules.players != 2) {
        return Error{"the play analysis is for two players"};
    }
    if (view.rules.variant != Variant::SixCard) {
        return Error{"the play analysis is for the six-card game"};
    }
    if (view.phase != Phase::Play || !view.starter) {
        return Error{"the play analysis needs a hand in the play"};
    }
    if (view.seat < 0 || view.seat > 1 || view.played.size() != 2 || view.scores.size() != 2) {
        return Error{"the view is not of a two-player table"};
    }
    if (std::find(view.awaiting.begin(), view.awaiting.end(), view.seat) == view.awaiting.end()) {
        return Error{seatName(view.seat) + " is not to play now"};
    }
    const int opponent = 1 - view.seat;
    PlayPosition position;
    position.dealer = view.dealer == view.seat;
    position.held = view.hand;
    position.laidAway = view.laidAway;
    position.starter = *view.starter;
    position.myPlayed = view.played[static_cast<std::size_t>(view.seat)];
    position.opponentPlayed = view.played[static_cast<std::size_t>(opponent)];
    position.standing = {view.scores[static_cast<std::size_t>(sideOf(view.rules, view.seat))],
                         view.scores[static_cast<std::size_t>(sideOf(view.rules, opponent))],
                         view.rules.target};
    position.handFlush = handFlushRule(view.rules);

    // The opponent's cards laid before this series, then the series card by card: each time
    // I lay twice in a row while they hold cards, they said Go.
    int opponentHeld = 4 - static_cast<int>(position.opponentPlayed.size());
    for (Card card : view.series) {
        opponentHeld += contains(position.opponentPlayed, card);
    }
    int count = 0;
    for (Card card : view.series) {
        const Player by = contains(position.opponentPlayed, card) ? Player::Opponent : Player::Me;
        if (by == Player::Me && !position.series.empty() &&
            position.series.back().by == Player::Me && opponentHeld > 0) {
            position.opponentHeldAbove = std::max(position.opponentHeldAbove, kMaxCount - count);
        }
        opponentHeld -= by == Player::Opponent;
        count += card.value();
        position.series.push_back({by, card});
    }
    if (!position.series.empty() && position.series.back().by == Player::Me && opponentHeld > 0) {
        position.opponentHeldAbove = std::max(position.opponentHeldAbove, kMaxCount - count);
    }
    return position;
}

}  // namespace cribbage
