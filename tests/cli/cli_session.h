#pragma once

#include <optional>
#include <string>
#include <vector>

#include "child_process.h"

namespace cribbage::test {

// The built cribbage-cli running with pipes on its standard input and output, to talk to it
// one line at a time as another program would.
class CliSession {
public:
    explicit CliSession(const std::vector<std::string>& args);

    // Writes `line` and a line end, then waits for one line of answer. Nothing (after a
    // generous wait, so a hung tool fails the test instead of hanging it) if none came.
    std::optional<std::string> ask(const std::string& line);

    // Closes the tool's standard input and returns its exit code (-1 the second time).
    int finish();

private:
    ChildProcess tool_;  // waited for when the session ends
    bool finished_ = false;
    std::string pending_;  // read from the tool, not yet returned
};

}  // namespace cribbage::test
