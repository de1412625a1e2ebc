#pragma once

// A command's --help: what it must say, and the examples it gives, which must run.

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace cribbage::test {

// A command shown as an example in a help text.
struct HelpExample {
    std::vector<std::string> args;
    std::string input;
    bool outputShown = true;  // the help shows what it prints, line for line
    int exitCode = 0;         // 1 for an example of what a bad line does
};

struct HelpCase {
    const char* name;
    std::vector<std::string> args;      // the command line asking for the help
    std::vector<std::string> mentions;  // what the help text must say, word for word
    std::vector<HelpExample> examples;  // each must run and print something
};

inline void PrintTo(const HelpCase& help, std::ostream* os) {
    *os << help.name;
}

// Instantiated with the cases of each group of commands (test_cli_app.cpp,
// test_cli_players_help.cpp).
class CliHelp : public ::testing::TestWithParam<HelpCase> {};

}  // namespace cribbage::test
