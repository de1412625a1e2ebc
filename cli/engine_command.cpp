#include "engine_command.h"

#include <CLI/CLI.hpp>
#include <iostream>
#include <random>

#include "engine_session.h"

namespace cribbage::cli {
namespace {

constexpr const char* kEngineFooter =
    R"(Plays two-player games against a computer level over standard input and output:
one JSON object a line in, exactly one JSON object a line out. The reply holds the
"events" since the last reply, as you may see them, and the "request": what the engine
expects from you next ("new_game", "lay_away", "play", "claim", "judge"). A bad or
illegal message gets {"error": ...} with the same request again; the engine goes on.
Cuts, deals and go are made for you. docs/engine-protocol.md is the full specification.

Examples:
  $ echo '{"do": "quit"}' | cribbage-cli engine
  {"bye":true}
  $ echo '{"do": "new_game", "target": 100}' | cribbage-cli engine
  {"error":"\"target\" must be 61 or 121","events":[],"request":{"do":"new_game"}})";

int runEngine() {
    EngineSession session(std::random_device{}());
    std::string line;
    while (!session.finished() && std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
        }
        // Replaced, not refused: a client's invalid UTF-8 is quoted back in the errors.
        std::cout << session.answer(line).dump(-1, ' ', false, Json::error_handler_t::replace)
                  << '\n'
                  << std::flush;
    }
    return kExitOk;
}

}  // namespace

Command addEngineCommand(CLI::App& app) {
    auto* command = app.add_subcommand("engine", "Play against a computer level: JSON lines");
    command->footer(kEngineFooter);
    return {command, runEngine};
}

}  // namespace cribbage::cli
