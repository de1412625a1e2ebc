#pragma once

#include <optional>
#include <vector>

#include "cribbage/event.h"
#include "statistics_record.h"

namespace cribbage::ui {

// Adds what the game's events say of the person to their figures: the games and matches of
// the person's side, the points the person's own seat pegs in the play, the hand and the crib,
// the best hand, and each deal's points for the trend.
class StatisticsTally {
public:
    // The person plays `personSeat`, on `personSide`.
    StatisticsTally(int personSeat, int personSide) : seat_(personSeat), side_(personSide) {}

    // Adds `events` to `figures`; true when any figure changed. A deal is in the trend only
    // when this tally saw it from its lay away to its end.
    bool add(const std::vector<Event>& events, TableFigures& figures);
    // The person took a decision back: the game counts once among the games with an undo.
    void markUndo(TableFigures& figures);

private:
    // Each adds one event; true when a figure changed.
    bool note(const PhaseChanged& phase, TableFigures& figures);
    bool note(const HandShown& shown, TableFigures& figures);
    bool note(const PointsScored& scored, TableFigures& figures);
    bool note(const GameWon& won, TableFigures& figures);
    bool note(const MatchWon& won, TableFigures& figures);
    // The other events say nothing the figures keep.
    template <class Other>
    bool note(const Other& /*event*/, TableFigures& /*figures*/) {
        return false;
    }
    void endDeal(TableFigures& figures);

    int seat_;
    int side_;
    // The person's points in the deal in progress, since its lay away.
    std::optional<int> dealPoints_;
    // The person's hand last laid out to be counted, and its starter.
    std::optional<HandShown> shownHand_;
    bool undoUsed_ = false;
};

}  // namespace cribbage::ui
