#pragma once

// A record's steps replayed through the engine: what the record says of each moment checked,
// then the action applied (and checked) by the engine, a count line checked against the
// engine's count.

#include <optional>
#include <span>

#include "cribbage/game.h"
#include "record_body.h"

namespace cribbage::record {

// The first refusal, its message beginning "line N: ".
std::optional<Error> replaySteps(Game& game, std::span<RecordStep> steps);

}  // namespace cribbage::record
