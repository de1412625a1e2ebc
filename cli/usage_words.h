#pragma once

// A wrong command line in the project's words: CLI11's own wording never reaches the user
// (docs/cli.md, "Exit codes": every such mistake is exit code 2).

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
class Error;
}  // namespace CLI

namespace cribbage::cli {

// The reason `error` refused the command line `args` (the arguments after the program's
// name), naming the option and the value typed; `app` is the whole program, to name the
// subcommand that was given.
std::string usageReason(const CLI::App& app, const CLI::Error& error,
                        const std::vector<std::string>& args);

// An empty argument ('' on a shell's command line) that is not the value of an option that
// takes one (`--history ''`: nothing played yet) is refused before anything is read, by every
// subcommand alike: the reason, naming the argument before it.
std::optional<std::string> strayEmptyArgument(const CLI::App& app,
                                              const std::vector<std::string>& args);

}  // namespace cribbage::cli
