#pragma once

#include "command.h"

namespace cribbage::cli {

// `score`: one hand counted aloud, or `--batch`: the totals of many hands.
Command addScoreCommand(CLI::App& app);

}  // namespace cribbage::cli
