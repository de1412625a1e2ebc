#pragma once

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

namespace cribbage::app {

// The exit codes of the game, the same as cribbage-cli's for the same kind of mistake
// (docs/gui.md, docs/cli.md).
enum ExitCode : int {
    kExitOk = 0,
    kExitFailed = 1,      // the window could not be made, or the screenshot not written
    kExitUsage = 2,       // the command line itself is wrong
    kExitNotSettled = 3,  // a scripted run stopped before the game settled
};

// What the command line asks the game to do.
struct Options {
    QString screenshot;
    std::optional<quint64> seed;  // deals every match and game the same at every run
    QString language;             // empty: the setting's, or the system's
    int autoplay = 0;
    int autoplayGames = -1;  // not given
    bool frameTimes = false;
    QSize size{1280, 800};
    std::optional<double> fontSize;  // points: the system's font, as far as the game can tell
    bool hints = false;
    int players = 0;  // not given: as the settings say
    QString dialog;   // opened from the start (settings, statistics, ... ), or "guide"

    // A run that plays by itself, quits once settled and reports; it leaves the saved game
    // and the settings alone.
    bool scripted() const { return !screenshot.isEmpty() || autoplayGames >= 0 || frameTimes; }
};

// The outcome of reading the command line: options to run the game with, or the text to print
// (help, version, or what is wrong) and the exit code to end with.
struct ParsedOptions {
    std::optional<Options> options;
    QString out;  // for standard output
    QString err;  // for standard error
    int exitCode = kExitOk;
};

// Whether options the game does not know are refused. Before QGuiApplication exists, Qt's own
// options (-platform, -style, ...) are still in the list, so they are let through then and
// refused only once QGuiApplication has taken its own.
enum class UnknownOptions { LetThrough, Refuse };

// Reads `arguments` (the program's name first). Needs no QCoreApplication, so that --help,
// --version and a bad value answer without a display.
ParsedOptions parseOptions(const QStringList& arguments, UnknownOptions unknown);

}  // namespace cribbage::app
