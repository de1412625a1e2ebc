#pragma once

#include "command.h"

namespace cribbage::cli {

// `peg --batch`: the points each card of a series scores as it is played.
Command addPegCommand(CLI::App& app);

}  // namespace cribbage::cli
