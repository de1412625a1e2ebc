#pragma once

// A play at a table of three or four replayed card by card as a seat tells it, every step
// checked against the rules of the play.

#include <vector>

#include "cribbage/analysis/multi_play_situation.h"
#include "cribbage/card.h"
#include "cribbage/result.h"

namespace cribbage::detail {

// Replays `situation`'s history: whose turn it was, the counts, the Go's. `myCards`: my four
// kept cards. The position when the history ends with my turn; otherwise refused with the
// first step the rules do not allow.
Result<MultiPlayPosition> replayMultiPlay(const MultiPlaySituation& situation,
                                          std::vector<Card> myCards);

}  // namespace cribbage::detail
