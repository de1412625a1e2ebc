#include "cribbage/shown_hand.h"

#include <algorithm>

#include "cribbage/rules.h"

namespace cribbage {
namespace {

bool countingCrib(const SeatView& view) {
    return view.showStep == view.rules.players;
}

Hand4 firstFour(const std::vector<Card>& cards) {
    Hand4 hand{};
    std::copy_n(cards.begin(), std::min(cards.size(), hand.size()), hand.begin());
    return hand;
}

}  // namespace

int showCounterOf(const SeatView& view) {
    if (countingCrib(view)) {
        return view.dealer;
    }
    return (view.dealer + 1 + view.showStep) % view.rules.players;
}

HandCount countShownHand(const SeatView& view) {
    if (countingCrib(view)) {
        return countHand(firstFour(view.crib), *view.starter, cribFlushRule(view.rules));
    }
    const auto& shown = view.played[static_cast<std::size_t>(showCounterOf(view))];
    return countHand(firstFour(shown), *view.starter, handFlushRule(view.rules));
}

}  // namespace cribbage
