#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "cribbage/card.h"
#include "cribbage/result.h"

namespace CLI {
class App;
}

namespace cribbage::cli {

// The exit codes every subcommand keeps to (docs/cli.md).
enum ExitCode : int {
    kExitOk = 0,        // every input was good
    kExitBadInput = 1,  // a card, a hand, a series or a batch line was refused
    kExitUsage = 2,     // the command line itself is wrong: unknown option, no subcommand
};

// A subcommand registered on the app, and the work it does once the command line is parsed.
struct Command {
    CLI::App* app;
    std::function<int()> run;  // returns the exit code
};

// Writes "error: <message>" on a line of its own to `err`; returns kExitBadInput.
int reportError(std::ostream& err, std::string_view message);

// Turns one batch line into its answer line, or refuses it.
using LineAnswer = std::function<Result<std::string>(std::string_view line)>;

// Writes one line to `out` for every line of `in`: the answer, or "error: <message>" for a
// refused line, and goes on. Returns kExitBadInput if any line was refused, else kExitOk.
// Output is flushed whenever no more input is waiting, so another program can talk to the
// tool through pipes one line at a time.
int runBatch(std::istream& in, std::ostream& out, const LineAnswer& answer);

// The cards of one batch line; a line with no card on it is refused.
Result<std::vector<Card>> parseLineCards(std::string_view line);

}  // namespace cribbage::cli
