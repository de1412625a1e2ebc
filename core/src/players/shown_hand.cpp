#include "cribbage/shown_hand.h"

#include "cribbage/rules.h"

namespace cribbage {
namespace {

bool countingCrib(const SeatView& view) {
    return view.showStep == view.rules.players;
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
        return countHand(view.crib, *view.starter, cribFlushRule(view.rules));
    }
    const auto& shown = view.played[static_cast<std::size_t>(showCounterOf(view))];
    return countHand(shown, *view.starter, handFlushRule(view.rules));
}

}  // namespace cribbage
