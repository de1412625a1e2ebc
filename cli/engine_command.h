#pragma once

#include "command.h"

namespace cribbage::cli {

// `engine`: the JSON line protocol to play against a computer level
// (docs/engine-protocol.md).
Command addEngineCommand(CLI::App& app);

}  // namespace cribbage::cli
