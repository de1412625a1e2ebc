#pragma once

#include <optional>
#include <vector>

#include "cribbage/action.h"
#include "cribbage/analysis/decision_options.h"
#include "cribbage/analysis/reason.h"
#include "cribbage/card.h"
#include "cribbage/score_item.h"
#include "cribbage/seat_view.h"

namespace cribbage::ui {

// One decision of the person's, judged by the Expert's analysis from the same information.
struct ReviewedDecision {
    enum class Kind { LayAway, Play, Count };
    // How the choice compares with the Expert's.
    enum class Verdict { Best, NearTie, Mistake };

    Kind kind = Kind::LayAway;
    int deal = 0;                // the deal of the game, from 1
    int players = 2;             // at the table: the reason is told in its words
    std::vector<Card> chosen{};  // laid away or played (not for a count)
    std::vector<Card> better{};  // the Expert's choice: the same as chosen when it is the best
    int claimed = 0;             // a count: the points claimed...
    int worth = 0;               // ...and what the hand was worth
    // Expected points given up against the Expert's choice (a count: the points missed).
    double lost = 0;
    std::optional<Reason> reason{};  // why the Expert's choice (not for a count)
    std::vector<ScoreItem> count{};  // a count: the hand's combinations

    Verdict verdict() const;
    bool operator==(const ReviewedDecision&) const = default;
};

// The review of `action`, decided from `before` (the view of the seat that acted, just
// before): a lay away or a card played beside the analysis's best choice, a count claimed
// with muggins beside the hand's worth. Nothing for an action that is no decision to review
// (a cut, a deal, a Go, a judgement of another's count). At a table of three or four the
// table analysis judges it, as the hints show it. `deal` numbers it.
std::optional<ReviewedDecision> reviewDecision(const SeatView& before, const Action& action,
                                               int deal);

}  // namespace cribbage::ui
