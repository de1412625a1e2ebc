#pragma once

#include <functional>

#include "cribbage/action.h"
#include "cribbage/rng.h"
#include "cribbage/seat_view.h"

namespace cribbage::ui {

// A computer player: the action of view.seat, from what that seat may see. The controller
// calls it on a worker thread, one decision at a time.
using Decider = std::function<Action(const SeatView& view, Rng& rng)>;

}  // namespace cribbage::ui
