#pragma once

#include "command.h"

namespace cribbage::cli {

// `play`: the cards one may lay in a two-player play, ranked by the analysis.
Command addPlayCommand(CLI::App& app);

}  // namespace cribbage::cli
