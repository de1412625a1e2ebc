#pragma once

// The pegging term of laying away at a table of three or four: which kept cards serve the
// side in the play.

#include "cribbage/analysis/multi_discard_analysis.h"
#include "cribbage/hand_score.h"

namespace cribbage {

// What keeping `kept` is worth to the seat's side in the play, net of the others' (each
// opponent's points weighed as cribWeight weighs an opponent's crib), by the model fitted for
// the table on simulated play (tools/make_table_pegging_model): a value per kept card by its
// rank and the seat's position from the dealer, and per pair kept. Only differences between
// keeps of the same seat mean anything. 0 for a seat that is not at a table of three or four.
double multiPeggingValue(const Hand4& kept, const MultiSeat& seat);

}  // namespace cribbage
