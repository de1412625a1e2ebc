#pragma once

#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace cribbage::cli {

// An option naming a computer level (greedy, beginner, easy, medium, hard, expert; any
// case), stored in lower case. Another name is a usage error.
CLI::Option* addLevelOption(CLI::App& command, const std::string& name, std::string& level,
                            const std::string& description);
// A comma-separated list of levels, each as addLevelOption takes it.
CLI::Option* addLevelListOption(CLI::App& command, const std::string& name,
                                std::vector<std::string>& levels, const std::string& description);

}  // namespace cribbage::cli
