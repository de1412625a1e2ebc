#pragma once

// Reading the others' deals as Easy's: at my turn in the play, the hands the others may hold,
// drawn from the cards I have not seen, each kept as often as Easy, dealt it, would have laid
// away what the seat laid and taken the turns it took this deal. Against Easy opponents the
// Expert plays its best reply over the deals drawn (bestOverDrawnDeals with easyLiking).

#include <span>
#include <vector>

#include "cribbage/analysis/multi_play_analysis.h"
#include "cribbage/analysis/series_expectation.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The chance that Easy, dealt `held`, the cards `seat` has laid this deal (view.played) and
// `laidAway`, lays `laidAway` away and takes the turns the deal so far shows for `seat` (its
// cards and its Go's, replayed from the cards each seat laid). view: a seat's in the play at a
// table of three or four, each seat having laid away one card.
double chanceEasyPlayedDeal(const SeatView& view, int seat, std::span<const Card> held,
                            Card laidAway);

// Up to `deals` deals of the others' hands, drawn from position.unseen with every seat's cards
// above its position.heldAbove: each opponent's kept as chanceEasyPlayedDeal says, the card it
// laid away drawn with them; at four, my partner's drawn at random, its plays not read. Empty
// when fewer than half of them can be found: the opponents do not play as Easy would.
// view and position: my turn in the play at a table of three or four.
std::vector<DrawnHands> drawDealsAsEasys(const SeatView& view, const MultiPlayPosition& position,
                                         int deals, Rng& rng);

}  // namespace cribbage
