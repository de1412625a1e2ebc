#pragma once

#include <span>
#include <vector>

#include "cribbage/card.h"

namespace cribbage {

// Which cards may be laid in the play: those that do not take the count past 31. This is the
// one home of that rule; a player who holds cards but none that fit must say Go.
bool fitsCount(Card card, int count);
// The cards of `hand` that fit the count, in the order held.
std::vector<Card> playableCards(std::span<const Card> hand, int count);

}  // namespace cribbage
