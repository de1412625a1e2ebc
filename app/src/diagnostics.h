#pragma once

#include <QString>

namespace cribbage::app {

// On Windows the game is a windowed program: it starts with no standard output or error.
// Elsewhere both functions do nothing.

// Writes standard output and error to the console of the command that started the game, if
// there is one and they are not redirected: for --help, --version and a refused command line.
void useParentConsole();

// When standard error goes nowhere, sends it, and Qt's messages, to `folder`/cribbage.log,
// begun afresh at each launch.
void logToFileWithoutConsole(const QString& folder);

}  // namespace cribbage::app
