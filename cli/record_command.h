#pragma once

#include "command.h"

namespace cribbage::cli {

// `record check FILE`: is a game record (docs/game-record.md) legal; `record write`: the
// record of a saved game or of a match between computer levels.
Command addRecordCommand(CLI::App& app);

}  // namespace cribbage::cli
