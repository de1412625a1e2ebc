// cribbage-cli: the rules core on the command line. docs/cli.md is its contract.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "command.h"
#include "cribbage_version.h"
#include "discard_command.h"
#include "engine_command.h"
#include "peg_command.h"
#include "play_command.h"
#include "portable_main.h"
#include "record_command.h"
#include "score_command.h"
#include "simulate_command.h"
#include "usage_words.h"

namespace {

constexpr const char* kMainFooter =
    R"(Cards are named by rank A 2-9 T J Q K (or 10), then suit C D H S (or a suit
symbol), in any case: 5H, td, 10S, Q♠.

Examples:
  cribbage-cli score 6D JH 4H 7C 5H
  cribbage-cli score --crib TS 8D KC 8C 5H
  printf '6D JH 4H 7C 5H\n5S 4S 2S 6H 5H\n' | cribbage-cli score --batch
  echo "JH 5S 7C 6H 2S" | cribbage-cli peg --batch
  cribbage-cli discard --pone 5H 5S JD 4C 6D KS
  cribbage-cli play --dealer --hand "5S 4S 2S 6H" --starter 5H --history "o:JH m:5S o:7C"
  cribbage-cli simulate --games 100 --p1 expert --p2 greedy --threads 2
  cribbage-cli engine        (JSON lines: docs/engine-protocol.md)
  cribbage-cli record check game.txt      (game records: docs/game-record.md)

Exit codes: 0 all input good, 1 some input refused (see "error: ..."), 2 bad command line.
"cribbage-cli --version" prints the version.
Run "cribbage-cli <subcommand> --help" for the details of each.)";

std::string usageError(const std::string& reason) {
    return "error: " + reason + "\nRun with --help for more information.\n";
}

// Parses the command line and runs the subcommand it names; returns the exit code.
int run(int argc, char** argv) {
    // Batch throughput: buffered streams, and no flush of std::cout before every read of
    // std::cin. runBatch flushes its answers itself whenever the input runs dry.
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr);

    CLI::App app(
        "Cribbage rules on the command line: score hands, score the play, rank discards and "
        "plays, let the computer levels play each other or another program.",
        "cribbage-cli");
    const std::vector<std::string> args(argv + std::min(argc, 1), argv + argc);
    app.require_subcommand(1);
    // A flag takes no value, in every subcommand alike: --json, not --json=1.
    app.option_defaults()->disable_flag_override();
    app.failure_message([&args](const CLI::App* whole, const CLI::Error& error) {
        return usageError(cribbage::cli::usageReason(*whole, error, args));
    });
    app.footer(kMainFooter);
    app.set_version_flag("--version", "cribbage-cli " CRIBBAGE_VERSION);

    const std::array commands{
        cribbage::cli::addScoreCommand(app),    cribbage::cli::addPegCommand(app),
        cribbage::cli::addDiscardCommand(app),  cribbage::cli::addPlayCommand(app),
        cribbage::cli::addSimulateCommand(app), cribbage::cli::addEngineCommand(app),
        cribbage::cli::addRecordCommand(app),
    };

    if (const auto empty = cribbage::cli::strayEmptyArgument(app, args)) {
        std::cerr << usageError(*empty);
        return cribbage::cli::kExitUsage;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        const int code = app.exit(error);
        return code == 0 ? cribbage::cli::kExitOk : cribbage::cli::kExitUsage;
    }
    for (const auto& command : commands) {
        if (command.app->parsed()) {
            return command.run();
        }
    }
    return cribbage::cli::kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
    // What the subcommands do not foresee (running out of memory or threads) is still an
    // "error:" line and an exit code, not an abort.
    try {
        cribbage::cli::useUtf8BinaryStandardStreams();
        cribbage::cli::Utf8CommandLine commandLine(argc, argv);
        return run(commandLine.argc(), commandLine.argv());
    } catch (const std::exception& error) {
        return cribbage::cli::reportError(std::cerr, error.what());
    }
}
