#pragma once

// The pegging term of laying away at a table of four: which kept cards serve the side in the
// play.

#include "cribbage/analysis/table_discard_analysis.h"
#include "cribbage/hand_score.h"

namespace cribbage {

// What keeping `kept` is worth to the seat's side in the play, net of the other side's, by the
// model fitted on simulated play (tools/make_table_pegging_model): a value per kept card by
// its rank and the seat's position from the dealer, and per pair kept. Only differences
// between keeps of the same seat mean anything. 0 at a table of three, where no model is
// fitted.
double tablePeggingValue(const Hand4& kept, const TableSeat& seat);

}  // namespace cribbage
