#pragma once

// The chances of what a hand drawn at random holds: `held` cards from `unseen` cards, of which
// `ofThem` are the ones asked about (hypergeometric).

namespace cribbage::detail {

// The chance that the hand includes none of them.
double chanceToHoldNone(int ofThem, int unseen, int held);

// The chance that it includes at least one of them: 1 - chanceToHoldNone.
double chanceToHold(int ofThem, int unseen, int held);

}  // namespace cribbage::detail
