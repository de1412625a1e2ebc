#pragma once

#include <optional>

#include "cribbage/analysis/play_position.h"

namespace cribbage::detail {

// The invariants of a position, however it was built: distinct cards, four kept cards, the
// series made of played cards, a count within 31, a possible standing.
std::optional<Error> checkPlayPosition(const PlayPosition& position);

}  // namespace cribbage::detail
