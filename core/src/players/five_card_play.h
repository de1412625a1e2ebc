#pragma once

// Five-card cribbage: the card to lay in the play's one series.

#include <optional>
#include <span>

#include "cribbage/card.h"
#include "cribbage/seat_view.h"

namespace cribbage {

// The card of `playable` that pegs the most, on average, against every holding the
// opponent's cards may be. A holding is a set of ranks (suits play no part in the play),
// weighed by the number of ways the cards unseen make it; each is searched to the end of the
// series with both players seeing every card, each laying for the best difference of the
// points pegged (the go included). Nullopt when the view is not of a five-card play.
std::optional<Card> playFiveCard(const SeatView& view, std::span<const Card> playable);

}  // namespace cribbage
