#pragma once

// The play at a table of three or four: every card the seat may lay, judged by what it and
// the others are expected to peg through the rest of the series.

#include <optional>
#include <vector>

#include "cribbage/analysis/reason.h"
#include "cribbage/card.h"
#include "cribbage/card_set.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// What a seat knows in the play: its cards, the others' numbers of cards, the series.
struct MultiPlayPosition {
    int players = 3;                // 3 or 4 (seats 0 and 2 partners against 1 and 3)
    int seat = 0;                   // whose turn it is
    std::vector<Card> hand;         // the seat's cards not yet played
    std::vector<int> cardsHeld;     // per seat: cards not yet played
    std::vector<Card> series;       // the current series
    std::optional<int> lastToPlay;  // the seat that laid the series' last card
    // Per seat (empty: none said Go): every card it still holds is worth more than this, from
    // the Go's it said this deal (a Go at a count of 24 leaves cards above 7).
    std::vector<int> heldAbove;
    CardSet unseen;  // the cards the seat has not seen: the others' hands are among them
    // Per seat (empty: not known): the points its side still needs to win the game.
    std::vector<int> toWin;
};

// The position of view.seat from its view, when it is that seat's turn in the play.
std::optional<MultiPlayPosition> multiPlayPositionFromView(const SeatView& view);

struct MultiPlayOption {
    Card card;
    // Expected from this card, included, to the end of the series (go and last card counted)
    // over the others' holdings (sampled by analyzeMultiPlay, weighed exactly by
    // expectMultiPlay): what the seat's side pegs, and what the other sides peg (with three,
    // the two opponents together).
    double sidePoints = 0;
    double opponentPoints = 0;
    // sidePoints minus opponentPoints weighed by 1 / (opposing sides): what they are ranked by.
    double rankValue = 0;
    Reason reason;
};

struct MultiPlayLimits {
    int holdings = 24;  // the others' hands drawn from the unseen cards, per decision
    // Whether a line in which a side reaches what it needs to win (position.toWin) ends there,
    // won by that side: worth kPeggedOutWorth to it, taken off the other sides as points are.
    bool peggingOut = false;
};

// What pegging out is worth in a line of the search (MultiPlayLimits::peggingOut): more than
// any points a series can bring.
inline constexpr double kPeggedOutWorth = 100;

// Every card of the hand that fits the count, best first; empty when none fits (a Go). On
// each of limits.holdings deals of the unseen cards to the others, everyone plays the rest of
// the series with the cards known to all, each laying what is best for its own side (its
// side's points less the other sides' as above). The holdings are drawn with `rng`, each seat
// getting only cards above its position.heldAbove.
std::vector<MultiPlayOption> analyzeMultiPlay(const MultiPlayPosition& position,
                                              const MultiPlayLimits& limits, Rng& rng);

}  // namespace cribbage
