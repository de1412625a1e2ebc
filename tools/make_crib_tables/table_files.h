#pragma once

#include <optional>
#include <string>

#include "cribbage/analysis/discard_tables.h"
#include "cribbage/result.h"

namespace cribbage::tools {

// Writes `directory`/crib_tables_data.inc and `directory`/pegging_model_data.inc, each
// opening with `header` (comment lines naming the command that made them).
std::optional<Error> writeTableFiles(const std::string& directory, const std::string& header,
                                     const DiscardTables& tables);

}  // namespace cribbage::tools
