#pragma once

#include "command.h"

namespace cribbage::cli {

// `discard`: the 15 ways to lay two of six cards away, ranked by the analysis.
Command addDiscardCommand(CLI::App& app);

}  // namespace cribbage::cli
