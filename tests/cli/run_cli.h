#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace cribbage::test {

// What one run of cribbage-cli printed, and how it ended.
struct CliRun {
    std::string out;
    std::string err;
    int exitCode = -1;
};

// Runs the built cribbage-cli with `args` (each passed as one argument), `input` as its
// standard input. A run still going after two minutes is killed (exit code 124), so a hung
// tool fails the test instead of hanging it.
CliRun runCli(const std::vector<std::string>& args, std::string_view input = "");

// The lines of `text`, without their line ends.
std::vector<std::string> linesOf(std::string_view text);

// `args` with `more` after them: one command line built on another.
std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more);

}  // namespace cribbage::test
