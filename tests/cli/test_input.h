#pragma once

#include <string>

namespace cribbage::test {

// The file ctest names in the environment variable `variable` for the tests to read (set in
// tests/cli/CMakeLists.txt): the program under test, a document whose examples must hold.
// Through the environment, not compiled in, so that a clone in another folder builds the same
// test program (tests/run_unless_passed.py). Ends the run with a message where it is not set.
std::string testInput(const char* variable);

}  // namespace cribbage::test
