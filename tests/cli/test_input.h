#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cribbage::test {

// The file ctest names in the environment variable `variable` for the tests to read (set in
// tests/cli/CMakeLists.txt): the program under test, a document whose examples must hold.
// Through the environment, not compiled in, so that a clone in another folder builds the same
// test program (tests/run_unless_passed.py). Ends the run with a message where it is not set.
std::string testInput(const char* variable);

// The fenced blocks of a Markdown document opened by "```" + `info`, each its lines joined
// with line feeds.
std::vector<std::string> fencedBlocks(const std::string& path, std::string_view info);

}  // namespace cribbage::test
