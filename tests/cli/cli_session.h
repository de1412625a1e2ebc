#pragma once

#include <optional>
#include <string>
#include <vector>

namespace cribbage::test {

// The built cribbage-cli running with pipes on its standard input and output, to talk to it
// one line at a time as another program would. POSIX only.
class CliSession {
public:
    explicit CliSession(const std::vector<std::string>& args);
    ~CliSession();
    CliSession(const CliSession&) = delete;
    CliSession& operator=(const CliSession&) = delete;

    // Writes `line` and a line end, then waits for one line of answer. Nothing (after a
    // generous wait, so a hung tool fails the test instead of hanging it) if none came.
    std::optional<std::string> ask(const std::string& line);

    // Closes the tool's standard input and returns its exit code.
    int finish();

private:
    int pid_ = -1;
    int toTool_ = -1;
    int fromTool_ = -1;
    std::string pending_;  // read from the tool, not yet returned
};

}  // namespace cribbage::test
