#pragma once

#include <string>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace cribbage::cli {

// An option naming a computer level (greedy, beginner, easy, medium, hard, expert; any
// case), stored in lower case. Another name is a usage error.
CLI::Option* addLevelOption(CLI::App& command, const std::string& name, std::string& level,
                            const std::string& description);

}  // namespace cribbage::cli
