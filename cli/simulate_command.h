#pragma once

#include "command.h"

namespace cribbage::cli {

// `simulate`: two computer levels play many games; wins, skunks and points per deal.
Command addSimulateCommand(CLI::App& app);

}  // namespace cribbage::cli
